/**
 * Seed timestamps are written as Warsaw wall-clock times, as a service desk
 * would record them, and turned into fixed instants here so that every seeded
 * database holds the same values whenever it is created.
 */

/** "Today" of the demo world: the newest seeded event happens on this day. */
export const SEED_TODAY = '2026-11-20';

const HOUR_MS = 3_600_000;

/** Last Sunday of a month (UTC date), when EU clocks change at 01:00 UTC. */
function lastSundayUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The instant of a Warsaw local time `YYYY-MM-DD HH:mm`. Poland keeps CET
 * (+01:00) and CEST (+02:00) by the EU rule, so the offset is computed here
 * rather than taken from the machine's time-zone data.
 */
export function warsaw(local: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new Error(`Bad seed time: ${local}`);
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  // Summer time runs from 01:00 UTC on the last Sunday of March to the same
  // hour on the last Sunday of October.
  const approxUtc = wallClock - 2 * HOUR_MS;
  const summer = approxUtc >= lastSundayUtc(year, 2) && approxUtc < lastSundayUtc(year, 9);
  return new Date(wallClock - (summer ? 2 : 1) * HOUR_MS);
}

/** The calendar date part of a local time, e.g. the booking date of an RMA number. */
export function localDate(local: string): string {
  return local.slice(0, 10);
}
