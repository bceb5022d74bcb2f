/**
 * What the seats the courier has left say about the calendar: a window with
 * no seat is full; a date whose every window still open is full has nothing
 * left to book. The wizard and the private page's reschedule read it alike.
 */
import type { PickupWindowRoom } from './customer.ts';
import { openPickupWindows } from './pickup-calendar.ts';

/** True when the courier has no seat left in that window; unknown windows count as open. */
export function isWindowFull(
  rooms: readonly PickupWindowRoom[] | undefined,
  pickupDate: string | null | undefined,
  from: string,
  to: string,
): boolean {
  const room = rooms?.find(
    (entry) =>
      entry.pickupDate === pickupDate && entry.pickupTimeFrom === from && entry.pickupTimeTo === to,
  );
  return room !== undefined && room.free <= 0;
}

/** The offered dates on which every window still open is full: nothing is left to book there. */
export function fullPickupDates(
  rooms: readonly PickupWindowRoom[] | undefined,
  dates: readonly string[],
  now: Date,
): Set<string> {
  return new Set(
    dates.filter((date) => {
      const windows = openPickupWindows(date, now);
      return (
        windows.length > 0 &&
        windows.every((window) => isWindowFull(rooms, date, window.from, window.to))
      );
    }),
  );
}
