/**
 * Dates and times as the portal writes them, in any language. The API sends
 * calendar dates `YYYY-MM-DD` and Warsaw wall-clock times `YYYY-MM-DD
 * HH:mm:ss`; both are shown as written, so no time zone can shift them by a
 * day or an hour.
 */

export type DateStyle = 'medium' | 'long' | 'full';

const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
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
  return dateFormatter(language, { dateStyle: style, timeZone: 'UTC' }).format(
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
  return dateFormatter(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, hour, minute)));
}

const POLISH_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** The form of `polishTimestamp`: `YYYY-MM-DD HH:mm:ss`, its six numbers captured. */
export const TIMESTAMP_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** An instant as the upstream backend writes times: `YYYY-MM-DD HH:mm:ss` in Poland. */
export function polishTimestamp(instant: Date): string {
  return POLISH_CLOCK.format(instant);
}
