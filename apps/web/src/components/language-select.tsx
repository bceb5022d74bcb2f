import { NativeSelect } from '@mantine/core';
import { languageOrDefault, SELECTABLE_LANGUAGES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { usePageLanguages } from '../i18n/order-language';

/**
 * Polski and English, as SPEC §1 says, and the language of an order's own
 * page while it is open (i18n/order-language.ts); the language in use shows
 * as the current value whatever it is. A change is stored and shown in place;
 * `reloadsPage` reloads instead, as the home page does (SPEC §1).
 */
export function LanguageSelect({ reloadsPage = false }: { reloadsPage?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const current = languageOrDefault(i18n.language);
  const offered = [...new Set([...SELECTABLE_LANGUAGES, ...usePageLanguages(), current])];
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data={offered.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={current}
      onChange={(event) => {
        const chosen = languageOrDefault(event.currentTarget.value);
        if (chosen !== current) void changeLanguage(chosen, { reload: reloadsPage });
      }}
      w={130}
      size="sm"
    />
  );
}
