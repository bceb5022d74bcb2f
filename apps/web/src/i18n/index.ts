import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@portal/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Texts live beside their feature: `features/<name>/locales/<lang>.json` is
 * namespace `<name>`; `i18n/locales/<lang>.json` is `common`. Only the chosen
 * language is loaded.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*.json',
  '../features/*/locales/*.json',
]);

export function namespaceOf(file: string): string {
  const feature = /features\/([^/]+)\/locales\//.exec(file);
  return feature?.[1] ?? 'common';
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Stores the choice and reloads, so every text and format follows it (SPEC §1). */
export function changeLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  window.location.reload();
}

async function loadResources(language: Language) {
  const entries = Object.entries(localeFiles).filter(([file]) => file.endsWith(`/${language}.json`));
  const loaded = await Promise.all(
    entries.map(async ([file, load]) => [namespaceOf(file), (await load()).default] as const),
  );
  return { [language]: Object.fromEntries(loaded) };
}

/** dayjs (and so Mantine dates) locale of a language. */
export function dayjsLocale(language: string): string {
  if (language.startsWith('pl')) return 'pl';
  if (language.startsWith('zh')) return 'zh-cn';
  return 'en';
}

/** `<html lang>` (screen readers, fonts, hyphenation), dayjs and the tab title follow the language in use. */
function followLanguage(language: string) {
  document.documentElement.lang = language;
  dayjs.locale(dayjsLocale(language));
  if (i18n.isInitialized && i18n.exists('common:brand', { lng: language }))
    document.title = i18n.t('common:brand', { lng: language });
}
i18n.on('languageChanged', followLanguage);

export async function initI18n(language: Language = storedLanguage()) {
  followLanguage(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: await loadResources(language),
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export { i18n };
