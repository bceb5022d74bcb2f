import { z } from 'zod';

/**
 * Rich text as upstream stores it: a JSON text whose `zhLang` holds a list of
 * nodes (optionally `enLang` / `plLang` too). Known node types are image
 * (`data.url`), link (`data.href`, `data.target`, default `_blank`) and
 * horizontal rule; every other type renders as its text.
 */
export interface RichTextNode {
  type: string;
  text?: string;
  data?: { url?: string; href?: string; target?: string; alt?: string };
  children?: RichTextNode[];
}

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.string().optional(),
    data: z
      .object({
        url: z.string().optional(),
        href: z.string().optional(),
        target: z.string().optional(),
        alt: z.string().optional(),
      })
      .optional(),
    children: z.array(richTextNodeSchema).optional(),
  }),
);

export const RICH_TEXT_LANGUAGE_KEYS = {
  'pl-PL': 'plLang',
  'en-US': 'enLang',
  'zh-CN': 'zhLang',
} as const;

export const richTextDocumentSchema = z.lazy(() =>
  z.object({
    zhLang: z.array(richTextNodeSchema),
    enLang: z.array(richTextNodeSchema).optional(),
    plLang: z.array(richTextNodeSchema).optional(),
  }),
);
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

export const RICH_TEXT_NODE_TYPES = { image: 'image', link: 'link', horizontalRule: 'hr' } as const;
export const DEFAULT_LINK_TARGET = '_blank';

/** The nodes to show for a language; `zhLang` is the fallback. Bad JSON gives []. */
export function parseRichText(json: string | null | undefined, language: string): RichTextNode[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const result = richTextDocumentSchema.safeParse(parsed);
  if (!result.success) return [];
  const key = RICH_TEXT_LANGUAGE_KEYS[language as keyof typeof RICH_TEXT_LANGUAGE_KEYS] ?? 'zhLang';
  const localized = result.data[key];
  return localized && localized.length > 0 ? localized : result.data.zhLang;
}

/** Only these URL schemes may become links or image sources. */
export function isSafeUrl(
  url: string | undefined,
  allowed: readonly string[] = ['http:', 'https:', 'mailto:'],
): boolean {
  if (!url) return false;
  if (url.startsWith('/')) {
    // Site-relative only: browsers read `//x`, `/\x` and `/<tab>/x` as another host.
    const base = 'http://site.invalid';
    try {
      return new URL(url, base).origin === base;
    } catch {
      return false;
    }
  }
  try {
    return allowed.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Schemes an image source may have: a web address, never data: or script URLs. */
export const IMAGE_URL_SCHEMES = ['http:', 'https:'] as const;

/** Whether a node draws anything readable: text, a link, or an image that is shown. */
export function richTextShowsSomething(node: RichTextNode): boolean {
  if (node.type === RICH_TEXT_NODE_TYPES.image) return isSafeUrl(node.data?.url, IMAGE_URL_SCHEMES);
  if (node.type === RICH_TEXT_NODE_TYPES.link && node.data?.href) return true;
  return Boolean(node.text?.trim()) || (node.children ?? []).some(richTextShowsSomething);
}

/** Plain text of a node and its children. */
export function richTextPlain(node: RichTextNode): string {
  return (node.text ?? '') + (node.children ?? []).map(richTextPlain).join('');
}

/** Agreement HTML per language, as `data.userData` carries it. */
export const agreementUserDataSchema = z.lazy(() =>
  z.object({
    zhLang: z.string(),
    enLang: z.string().optional(),
    plLang: z.string().optional(),
  }),
);

export function agreementHtml(userDataJson: string, language: string): string | null {
  try {
    const parsed = agreementUserDataSchema.safeParse(JSON.parse(userDataJson));
    if (!parsed.success) return null;
    const key =
      RICH_TEXT_LANGUAGE_KEYS[language as keyof typeof RICH_TEXT_LANGUAGE_KEYS] ?? 'zhLang';
    return parsed.data[key] || parsed.data.zhLang || null;
  } catch {
    return null;
  }
}
