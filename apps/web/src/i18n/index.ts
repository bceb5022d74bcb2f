import {
  DEFAULT_LANGUAGE,
  languageOrDefault,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@portal/contracts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/**
 * Texts live beside their feature: `features/<name>/locales/<lang>.json` is
 * namespace `<name>`; `i18n/locales/<lang>.json` is `common`; texts the server
 * prints too live in the contracts (`locales/<name>/<lang>.json`, such as the
 * order sheet's). Only the chosen language is loaded, and of it `common` at
 * start and a feature's texts with its route (app/router.tsx).
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*.json',
  '../features/*/locales/*.json',
  '../../../../packages/contracts/src/locales/*/*.json',
]);

export function namespaceOf(file: string): string {
  const named = /(?:features\/([^/]+)\/locales|contracts\/src\/locales\/([^/]+))\//.exec(file);
  return named?.[1] ?? named?.[2] ?? 'common';
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return languageOrDefault(value);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Stores the choice and shows the page in it. In place, so that what a
 * visitor typed stays; the home page reloads, as SPEC §1 has it.
 */
export async function changeLanguage(language: Language, { reload = false } = {}) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the choice holds for this page.
  }
  if (reload) window.location.reload();
  else await i18n.changeLanguage(language);
}

/** Every namespace: `common` and one per feature with texts. */
export const NAMESPACES = [...new Set(Object.keys(localeFiles).map(namespaceOf))];

function loadNamespace(language: string, namespace: string) {
  const file = Object.keys(localeFiles).find(
    (name) => namespaceOf(name) === namespace && name.endsWith(`/${language}.json`),
  );
  if (!file) return Promise.reject(new Error(`No ${language} texts for ${namespace}`));
  return localeFiles[file]!().then((module) => module.default);
}

/**
 * `<html lang>` (screen readers, fonts, hyphenation) follows the language in
 * use; the title follows it through the page's <PageTitle> (app/page-title.tsx).
 */
function followLanguage(language: string) {
  if (typeof document === 'undefined') return;
  // Only on a change: setting it, even to the same value, makes the browser
  // restyle the whole page (for :lang()), a long pause on a slow phone.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
i18n.on('languageChanged', followLanguage);

/** Starts i18n in `language` with `namespaces` loaded; the others load when first used. */
export async function initI18n(
  language: Language = storedLanguage(),
  namespaces: readonly string[] = ['common'],
) {
  followLanguage(language);
  await i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      defaultNS: 'common',
      ns: [...namespaces],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18n;
}

export { i18n };
