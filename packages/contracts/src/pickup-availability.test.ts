import { describe, expect, it } from 'vitest';
import { fullPickupDates, isWindowFull } from './pickup-availability.ts';
import { PICKUP_TIME_WINDOWS } from './pickup-calendar.ts';

const [MORNING, AFTERNOON] = PICKUP_TIME_WINDOWS as unknown as [
  { from: string; to: string },
  { from: string; to: string },
];
const room = (pickupDate: string, window: { from: string; to: string }, free: number) => ({
  pickupDate,
  pickupTimeFrom: window.from,
  pickupTimeTo: window.to,
  free,
});
// Monday 1 June 2026, 08:00 in Warsaw: both windows of the next days are open.
const NOW = new Date('2026-06-01T06:00:00Z');

describe('pickup availability', () => {
  it('counts a window full only when the courier has no seat left in it', () => {
    const rooms = [room('2026-06-02', MORNING, 0), room('2026-06-02', AFTERNOON, 1)];
    expect(isWindowFull(rooms, '2026-06-02', MORNING.from, MORNING.to)).toBe(true);
    expect(isWindowFull(rooms, '2026-06-02', AFTERNOON.from, AFTERNOON.to)).toBe(false);
    // Unknown: open, and the courier decides on the reservation.
    expect(isWindowFull(rooms, '2026-06-03', MORNING.from, MORNING.to)).toBe(false);
    expect(isWindowFull(undefined, '2026-06-02', MORNING.from, MORNING.to)).toBe(false);
  });

  it('names a date full when every window still open on it is full, and no other', () => {
    const rooms = [
      room('2026-06-02', MORNING, 0),
      room('2026-06-02', AFTERNOON, 0),
      room('2026-06-03', MORNING, 0),
      room('2026-06-03', AFTERNOON, 2),
    ];
    expect([...fullPickupDates(rooms, ['2026-06-02', '2026-06-03', '2026-06-04'], NOW)]).toEqual([
      '2026-06-02',
    ]);
    expect(fullPickupDates(undefined, ['2026-06-02'], NOW).size).toBe(0);
  });
});
