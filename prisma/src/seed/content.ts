import { FILES_PATH_PREFIX, type RichTextNode } from '@portal/contracts';

export const ACCESSORY_IMAGES_FOLDER = 'accessories';
export const DOCUMENT_FILES_FOLDER = 'documents';

export function accessoryImageUrl(name: string): string {
  return `${FILES_PATH_PREFIX}${ACCESSORY_IMAGES_FOLDER}/${name}`;
}

export function documentFileUrl(name: string): string {
  return `${FILES_PATH_PREFIX}${DOCUMENT_FILES_FOLDER}/${name}`;
}

// Builders for the rich-text node format of the upstream documents.

export function paragraph(text: string): RichTextNode {
  return { type: 'paragraph', children: [{ type: 'text', text }] };
}

export function heading(text: string): RichTextNode {
  return { type: 'heading', children: [{ type: 'text', text }] };
}

export function link(href: string, text: string): RichTextNode {
  return { type: 'link', data: { href, target: '_blank' }, children: [{ type: 'text', text }] };
}

export function rule(): RichTextNode {
  return { type: 'hr' };
}

export function image(url: string, alt: string): RichTextNode {
  return { type: 'image', data: { url, alt } };
}

export interface LocalizedNodes {
  pl: RichTextNode[];
  en: RichTextNode[];
  zh: RichTextNode[];
}

/** The JSON text stored in `content` columns. */
export function richTextJson(nodes: LocalizedNodes): string {
  return JSON.stringify({ zhLang: nodes.zh, enLang: nodes.en, plLang: nodes.pl });
}
