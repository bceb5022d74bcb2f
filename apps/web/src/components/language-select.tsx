import { NativeSelect } from '@mantine/core';
import { SELECTABLE_LANGUAGES, type Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, storedLanguage } from '../i18n';

/**
 * Polski and English, as SPEC §1 says; a stored zh-CN choice still shows as
 * the current value. A change is stored and the page reloads. The browser's
 * own select: it is on every page, and works the same with keyboard, touch
 * and screen readers without a dropdown library in the first load.
 */
export function LanguageSelect() {
  const { t } = useTranslation('common');
  const current = storedLanguage();
  const offered: readonly Language[] = SELECTABLE_LANGUAGES.includes(
    current as (typeof SELECTABLE_LANGUAGES)[number],
  )
    ? SELECTABLE_LANGUAGES
    : [...SELECTABLE_LANGUAGES, current];
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data={offered.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={current}
      onChange={(event) => {
        const value = event.currentTarget.value as Language;
        if (value !== current) changeLanguage(value);
      }}
      w={130}
      size="sm"
    />
  );
}
