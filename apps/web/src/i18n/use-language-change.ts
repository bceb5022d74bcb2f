import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Runs `effect` after each change of the page's language, not when first shown. */
export function useLanguageChange(effect: () => void) {
  const { i18n } = useTranslation('common');
  const language = i18n.language;
  const onChange = useEffectEvent(effect);
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    onChange();
  }, [language]);
}
