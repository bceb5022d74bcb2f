import { formatRmaNumber, formatShipmentNumber, isPublicId, warsawToday } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRepair, findCatalogue, repairOrderBody, type Catalogue } from './fixtures';
import { startTestApp, type TestContext } from './harness';

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp();
  catalogue = await findCatalogue(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

describe('booking keys', () => {
  it('gives concurrent bookings distinct random ids, and the numbers built from them', async () => {
    const bookings = await Promise.all(
      Array.from({ length: 25 }, () => bookRepair(ctx.app, repairOrderBody(catalogue))),
    );
    const today = warsawToday();
    for (const booking of bookings) {
      expect(isPublicId(booking.orderId)).toBe(true);
      expect(isPublicId(booking.shipmentId)).toBe(true);
      expect(booking.rmaNumber).toBe(formatRmaNumber(booking.orderId, today));
      expect(booking.shipmentNo).toBe(formatShipmentNumber(booking.shipmentId));
    }
    const ids = bookings.flatMap((booking) => [booking.orderId, booking.shipmentId]);
    expect(new Set(ids).size).toBe(50);
    // Nothing in common between the ids of consecutive bookings: no counter shows through.
    const sorted = bookings.map((booking) => booking.orderId).sort((a, b) => a - b);
    const smallestGap = Math.min(...sorted.slice(1).map((id, i) => id - (sorted[i] ?? 0)));
    expect(smallestGap).toBeGreaterThan(1000);
  });
});
