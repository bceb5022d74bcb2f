/**
 * Times of the scale data are picked as Warsaw wall-clock times (held as
 * milliseconds of a UTC calendar, so day arithmetic needs no time zone) and
 * turned into instants by the seed's `warsaw`, like the seed's own times.
 */
import { SEED_TODAY } from '../seed/time';
import { warsaw } from '../seed/time';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

/** Wall-clock midnight of a `YYYY-MM-DD` date. */
export function dayStartMs(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** The end of the working day of the seed's "today": nothing happens after it. */
export function seedNowLocalMs(): number {
  return dayStartMs(SEED_TODAY) + 18 * HOUR_MS;
}

export interface LocalTime {
  /** `YYYY-MM-DD`. */
  date: string;
  instant: Date;
}

/** Warsaw's offset from UTC on a date, from 04:00 on (clocks change at 02:00 or 03:00). */
const offsetAfterDawn = new Map<string, number>();

export function localTime(wallClockMs: number): LocalTime {
  const iso = new Date(wallClockMs).toISOString();
  const date = iso.slice(0, 10);
  const wholeMinute = wallClockMs - (wallClockMs % MINUTE_MS);
  if (Number(iso.slice(11, 13)) < 4) {
    return { date, instant: warsaw(`${date} ${iso.slice(11, 16)}`) };
  }
  // Millions of rows: the offset is worked out once per date.
  let offset = offsetAfterDawn.get(date);
  if (offset === undefined) {
    offset = dayStartMs(date) + 12 * HOUR_MS - warsaw(`${date} 12:00`).getTime();
    offsetAfterDawn.set(date, offset);
  }
  return { date, instant: new Date(wholeMinute - offset) };
}

export function localDateOf(wallClockMs: number): string {
  return new Date(wallClockMs).toISOString().slice(0, 10);
}
