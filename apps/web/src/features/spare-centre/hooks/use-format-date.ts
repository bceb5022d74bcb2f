import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/dates';

/**
 * A date of the API (`YYYY-MM-DD HH:mm:ss`, Warsaw time) as a date in the
 * chosen language; text that is not a date is shown as it came.
 */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Only the calendar date matters.
  return useCallback((value: string) => formatCalendarDate(value, language), [language]);
}
