import { LANGUAGE_STORAGE_KEY } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LanguageSelect } from '../src/components/language-select';
import { i18n, initI18n } from '../src/i18n';
import zhCommon from '../src/i18n/locales/zh-CN.json';
import { renderRoute, setupI18n } from './render';

// Rendering must not set up i18n again over the language each test starts.
beforeAll(() => setupI18n());

describe('<html lang> and the stored language', () => {
  it.each([
    ['nothing stored: Polish, the default', null, 'pl-PL'],
    ['a stored English', 'en-US', 'en-US'],
    ['a stored Chinese, though the selects offer only Polski and English', 'zh-CN', 'zh-CN'],
    ['an unknown stored value: Polish', 'de-DE', 'pl-PL'],
  ])('%s', async (_case, stored, language) => {
    if (stored) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    document.documentElement.lang = '';
    await initI18n();
    expect(i18n.language).toBe(language);
    expect(document.documentElement.lang).toBe(language);
  });

  it('follows every change of the language in use', async () => {
    await initI18n('pl-PL');
    i18n.addResourceBundle('zh-CN', 'common', zhCommon);
    await i18n.changeLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('shows a stored Chinese as the current choice, beside Polski and English', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-CN');
    await initI18n();
    await renderRoute(<LanguageSelect />, { mantineTestEnv: true });
    const select = screen.getByRole('combobox', { name: zhCommon.language.label });
    expect(select).toHaveDisplayValue(zhCommon.language['zh-CN']);
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Polski', 'English', '中文']);
  });
});
