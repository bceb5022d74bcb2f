import { polishTimestamp } from '@portal/contracts';

/** Upstream timestamps: `YYYY-MM-DD HH:mm:ss` in Warsaw time. */
export function upstreamTimestamp(date: Date): string;
export function upstreamTimestamp(date: Date | null | undefined): string | null;
export function upstreamTimestamp(date: Date | null | undefined): string | null {
  return date ? polishTimestamp(date) : null;
}

export function centsToEuro(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}
