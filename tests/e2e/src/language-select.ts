import type { Language } from '@portal/contracts';
import type { Page } from 'playwright-core';
import type { T } from './texts';

/** The page's language select (a native `<select>`), named in the language `t` shows. */
export const languageSelect = (page: Page, t: T) =>
  page.getByRole('combobox', { name: t('common:language.label') });

/** Chooses `language` by its name as the select shows it, as a visitor does. */
export async function chooseLanguage(page: Page, t: T, language: Language) {
  await languageSelect(page, t).selectOption({ label: t(`common:language.${language}`) });
}

/** The name of the language the select shows as chosen. */
export const languageShown = (page: Page, t: T) =>
  languageSelect(page, t).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

/** The names of the languages the select offers, in order. */
export const languagesOffered = (page: Page, t: T) =>
  languageSelect(page, t).locator('option').allTextContents();
