import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A date of the API (`YYYY-MM-DD HH:mm:ss`, Warsaw time) as a date in the
 * chosen language; text that is not a date is shown as it came.
 */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
      if (!match) return value;
      const [, year, month, day] = match;
      // Only the calendar date matters; noon UTC keeps it the same day everywhere.
      const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
    },
    [language],
  );
}
