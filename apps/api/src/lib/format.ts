/** Upstream timestamps: `YYYY-MM-DD HH:mm:ss` in Warsaw time. */
const WARSAW = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function upstreamTimestamp(date: Date): string;
export function upstreamTimestamp(date: Date | null | undefined): string | null;
export function upstreamTimestamp(date: Date | null | undefined): string | null {
  return date ? WARSAW.format(date) : null;
}

export function centsToEuro(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}
