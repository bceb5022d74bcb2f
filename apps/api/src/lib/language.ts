import { LANGUAGES, type Language } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language an answer is written in (decision record 021): the request's
 * own `lang` field (query, then body) first, then its `Accept-Language`,
 * negotiated among the portal's languages. A bare language matches the
 * portal's one of that language (`pl` → pl-PL, `en-GB` → en-US, `zh-TW` → zh-CN).
 */

/** The portal's language for one language tag, or null. */
export function languageOfTag(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (lower === '' || lower === '*') return null;
  const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === primary) ?? null;
}

/**
 * The best of the portal's languages for an `Accept-Language` header (RFC
 * 9110 §12.5.4): by quality, then in the order written; null when none fits.
 */
export function negotiateLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const language = languageOfTag(range.tag);
    if (language) return language;
  }
  return null;
}

function langField(part: unknown): string | undefined {
  if (typeof part !== 'object' || part === null || !Object.hasOwn(part, 'lang')) return undefined;
  const value = (part as Record<string, unknown>).lang;
  return typeof value === 'string' ? value : undefined;
}

/** The `lang` field of each request as sent, kept before the schemas drop the fields they do not name. */
const sentLang = new WeakMap<FastifyRequest, string>();

export function registerRequestLanguage(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = langField(request.query) ?? langField(request.body);
    if (field !== undefined) sentLang.set(request, field);
    done();
  });
}

/** The language the request asks for, or null when it asks for none the portal has. */
export function requestedLanguage(request: FastifyRequest): Language | null {
  const fields = [sentLang.get(request), langField(request.query), langField(request.body)];
  for (const field of fields) {
    const language = field === undefined ? null : languageOfTag(field);
    if (language) return language;
  }
  const header = request.headers['accept-language'];
  return negotiateLanguage(Array.isArray(header) ? header.join(',') : header);
}

/** The language of the server's messages (`error_msg`): English when the request asks for none. */
export const MESSAGE_LANGUAGE_DEFAULT: Language = 'en-US';

export function messageLanguage(request: FastifyRequest): Language {
  return requestedLanguage(request) ?? MESSAGE_LANGUAGE_DEFAULT;
}
