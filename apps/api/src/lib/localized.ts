import type { Language } from '@portal/contracts';
import type { FastifyReply } from 'fastify';

/**
 * A seeded label in the request's language (decision record 021): the text
 * for `language` among the row's translations (JSON text, one text per
 * language), else the text of its own column, which is also the answer when
 * the request asks for no language.
 */
export function inLanguage(stored: string, translations: string, language: Language | null) {
  if (language === null || translations === '{}' || translations === '') return stored;
  try {
    const texts = JSON.parse(translations) as unknown;
    if (typeof texts !== 'object' || texts === null) return stored;
    const text = (texts as Record<string, unknown>)[language];
    return typeof text === 'string' && text.trim() !== '' ? text : stored;
  } catch {
    return stored;
  }
}

/** An answer that follows the request's language: caches keep one per language. */
export function variesByLanguage(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' && vary !== '' ? `${vary}, ` : '';
  reply.header('vary', `${current}Accept-Language`);
}
