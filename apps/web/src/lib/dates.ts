import {
  dateFormatter,
  formatCalendarDate,
  formatWallClock,
  type DateStyle,
} from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Dates and times in the visitor's language. The API sends calendar dates
 * `YYYY-MM-DD` and Warsaw wall-clock times `YYYY-MM-DD HH:mm:ss`; both are
 * shown as written, so no time zone can shift them by a day or an hour.
 */

export { formatCalendarDate, formatWallClock, type DateStyle } from '@portal/contracts';

/** A moment of this browser (when something was saved or sent), in its own time zone. */
export function formatMoment(
  value: Date | string | number,
  language: string,
  style: DateStyle = 'medium',
): string {
  return dateFormatter(language, { dateStyle: style, timeStyle: 'short' }).format(new Date(value));
}

/** The formatters bound to the current i18n language. */
export function useDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      calendarDate: (value: string, style?: DateStyle) =>
        formatCalendarDate(value, language, style),
      wallClock: (value: string) => formatWallClock(value, language),
      moment: (value: Date | string | number, style?: DateStyle) =>
        formatMoment(value, language, style),
    }),
    [language],
  );
}
