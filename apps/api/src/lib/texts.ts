import {
  LANGUAGES,
  ORDER_SHEET_NAMESPACE,
  ORDER_SHEET_TEXTS,
  type Language,
} from '@portal/contracts';
import i18next from 'i18next';
import mailEnUS from '../services/mail/locales/en-US.json' with { type: 'json' };
import mailPlPL from '../services/mail/locales/pl-PL.json' with { type: 'json' };
import mailZhCN from '../services/mail/locales/zh-CN.json' with { type: 'json' };
import serverEnUS from './messages/locales/en-US.json' with { type: 'json' };
import serverPlPL from './messages/locales/pl-PL.json' with { type: 'json' };
import serverZhCN from './messages/locales/zh-CN.json' with { type: 'json' };

/**
 * Every text the server writes (answers, e-mails, PDFs), as i18next
 * resources: one namespace per kind, one JSON file per language. The order
 * sheet's are the contracts', which the web prints too.
 */
export const SERVER_RESOURCES = {
  server: { 'pl-PL': serverPlPL, 'en-US': serverEnUS, 'zh-CN': serverZhCN },
  mail: { 'pl-PL': mailPlPL, 'en-US': mailEnUS, 'zh-CN': mailZhCN },
  [ORDER_SHEET_NAMESPACE]: ORDER_SHEET_TEXTS,
} as const satisfies Record<string, Record<Language, unknown>>;
export type TextNamespace = keyof typeof SERVER_RESOURCES;

/**
 * The server's own i18next instance, apart from any other, with the texts
 * bundled in, so it is ready as soon as it is created. The values are put in
 * as they are: answers and the e-mails' plain text take them so, and the
 * e-mails' HTML escapes every text, values included, when it is written
 * (mail/compose.ts). No fallback language: a text missing in one language is
 * an error, not another language.
 */
const i18n = i18next.createInstance({
  resources: Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(
        Object.entries(SERVER_RESOURCES).map(([ns, byLanguage]) => [ns, byLanguage[lng]]),
      ),
    ]),
  ),
  ns: Object.keys(SERVER_RESOURCES),
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
void i18n.init();

/** One text of `ns` with its values put in; a key missing in the language throws. */
export function text(
  ns: TextNamespace,
  lng: Language,
  key: string,
  values?: Record<string, string | number>,
): string {
  if (!i18n.exists(key, { lng, ns })) throw new Error(`No ${ns} text ${key} in ${lng}`);
  return i18n.t(key, { lng, ns, ...values });
}

/** A list of texts (a checklist), item by item. */
export function textList(ns: TextNamespace, lng: Language, key: string): string[] {
  const value: unknown = i18n.t(key, { lng, ns, returnObjects: true });
  if (!Array.isArray(value)) throw new Error(`No ${ns} text list ${key} in ${lng}`);
  return value.map(String);
}
