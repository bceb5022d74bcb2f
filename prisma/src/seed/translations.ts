/**
 * Labels of the demo data in each language of the portal (decision record
 * 021). A row keeps one text in its own column, as upstream answers one, and
 * all of them as JSON text (`names`, `titles`, `descriptions`), from which
 * the API answers the request's language.
 */
import type { Language } from '@portal/contracts';

export interface Texts {
  pl: string;
  en: string;
  zh: string;
}

const LANGUAGE_KEYS: Record<Language, keyof Texts> = {
  'pl-PL': 'pl',
  'en-US': 'en',
  'zh-CN': 'zh',
};

/** The JSON text of a translations column: `{"pl-PL": …, "en-US": …, "zh-CN": …}`. */
export function translationsJson(texts: Texts): string {
  return JSON.stringify(
    Object.fromEntries(
      (Object.entries(LANGUAGE_KEYS) as [Language, keyof Texts][]).map(([language, key]) => [
        language,
        texts[key],
      ]),
    ),
  );
}

/** The text in `language`. */
export function textIn(texts: Texts, language: Language): string {
  return texts[LANGUAGE_KEYS[language]];
}
