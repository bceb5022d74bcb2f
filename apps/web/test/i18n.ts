import type { Language } from '@portal/contracts';
import { namespaceOf } from '../src/i18n';
import { i18n, setupI18n } from './render';

// The same files the app loads, for every language at once.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../src/i18n/locales/*.json',
    '../src/features/*/locales/*.json',
    '../../../packages/contracts/src/locales/*/*.json',
  ],
  { eager: true },
);

/** Switches the real i18n resources to `language` (all namespaces), e.g. to render a page in Polish. */
export async function switchLanguage(language: Language) {
  await setupI18n();
  for (const [file, module] of Object.entries(localeFiles)) {
    if (file.endsWith(`/${language}.json`))
      i18n.addResourceBundle(language, namespaceOf(file), module.default, true, true);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
