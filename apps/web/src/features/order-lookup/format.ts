/**
 * An upstream timestamp `YYYY-MM-DD HH:mm:ss` (Warsaw wall-clock time) in the
 * visitor's language. Read as wall-clock parts so the shown time never shifts.
 */
export function formatTimestamp(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
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
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}
