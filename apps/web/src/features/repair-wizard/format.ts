import { formatCalendarDate, formatMoment } from '../../lib/dates';

/** Dates of the wizard in the visitor's language. */

/** A calendar date `YYYY-MM-DD`, e.g. "Monday, 2 June 2025". */
export function formatDate(isoDate: string, language: string): string {
  return formatCalendarDate(isoDate, language, 'full');
}

export function formatDateTime(value: Date, language: string): string {
  return formatMoment(value, language);
}
