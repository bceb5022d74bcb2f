/** Dates of the wizard in the visitor's language. */

/** A calendar date `YYYY-MM-DD`, e.g. "Monday, 2 June 2025". */
export function formatDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  // Noon UTC keeps the calendar day in every time zone.
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}

export function formatDateTime(value: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    value,
  );
}
