import { formatCalendarDate } from '../../lib/dates';

/** Dates of the wizard in the visitor's language. */

/** A calendar date `YYYY-MM-DD`, e.g. "Monday, 2 June 2025". */
export function formatDate(isoDate: string, language: string): string {
  return formatCalendarDate(isoDate, language, 'full');
}

/** What the pick-up day phrase is made of: the weekday (0 Sunday … 6 Saturday) and the day and month as the language writes them after a day number. */
export interface PickupDayParts {
  weekday: number;
  day: string;
  month: string;
}

/**
 * The parts of "on Wednesday, 25 November" for a calendar date `YYYY-MM-DD`;
 * null for text that is not a date. The locale file puts them together
 * (`result.pickupDay.<weekday>`): a weekday after a preposition has its own
 * form in Polish ("w środę", "we wtorek"), which Intl does not give, while
 * the month after a day number is Intl's ("25 listopada", "11月25日").
 */
export function pickupDayParts(isoDate: string, language: string): PickupDayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Noon UTC keeps the calendar day in every time zone.
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  const parts = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return { weekday: date.getUTCDay(), day: part('day'), month: part('month') };
}
