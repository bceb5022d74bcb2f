import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Dates and times in the visitor's language. The API sends calendar dates
 * `YYYY-MM-DD` and Warsaw wall-clock times `YYYY-MM-DD HH:mm:ss`; both are
 * shown as written, so no time zone can shift them by a day or an hour.
 */

export type DateStyle = 'medium' | 'long' | 'full';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    formatters.set(key, found);
  }
  return found;
}

/** A calendar date (the start of `value`), e.g. "3 cze 2025"; text that is not a date is returned as it came. */
export function formatCalendarDate(
  value: string,
  language: string,
  style: DateStyle = 'medium',
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Noon UTC keeps the calendar day in every time zone.
  return formatter(language, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}

/** A wall-clock date and time `YYYY-MM-DD HH:mm`, e.g. "2025年5月27日 14:10"; other text is returned as it came. */
export function formatWallClock(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return formatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, hour, minute)),
  );
}

/** A moment of this browser (when something was saved or sent), in its own time zone. */
export function formatMoment(
  value: Date | string | number,
  language: string,
  style: DateStyle = 'medium',
): string {
  return formatter(language, { dateStyle: style, timeStyle: 'short' }).format(new Date(value));
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
