import { Select } from '@mantine/core';
import { SELECTABLE_LANGUAGES, type Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, storedLanguage } from '../i18n';

/**
 * Polski and English, as SPEC §1 says; a stored zh-CN choice still shows as
 * the current value. A change is stored and the page reloads.
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
    <Select
      aria-label={t('language.label')}
      data={offered.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={current}
      onChange={(value) => {
        if (value && value !== current) changeLanguage(value as Language);
      }}
      allowDeselect={false}
      w={130}
      size="sm"
    />
  );
}
