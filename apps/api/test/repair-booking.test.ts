import {
  formatRmaNumber,
  formatTrackingNumber,
  isNumberSerial,
  isPublicId,
  warsawToday,
} from '@portal/contracts';
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
  it('gives concurrent bookings distinct random ids, and numbers with random serials of their own', async () => {
    const bookings = await Promise.all(
      Array.from({ length: 25 }, () => bookRepair(ctx.app, repairOrderBody(catalogue))),
    );
    const today = warsawToday();
    for (const booking of bookings) {
      expect(isPublicId(booking.orderId)).toBe(true);
      expect(isPublicId(booking.shipmentId)).toBe(true);
      const rmaSerial = Number(booking.rmaNumber.slice('RMAyymmdd'.length));
      const trackingSerial = Number(booking.shipmentNo.slice('PCS'.length));
      expect(isNumberSerial(rmaSerial)).toBe(true);
      expect(isNumberSerial(trackingSerial)).toBe(true);
      expect(booking.rmaNumber).toBe(formatRmaNumber(today, rmaSerial));
      expect(booking.shipmentNo).toBe(formatTrackingNumber(trackingSerial));
      // The label prints both numbers; they must not give away the keys of the shipment.
      expect(booking.rmaNumber).not.toContain(String(booking.orderId));
      expect(booking.rmaNumber).not.toContain(String(booking.shipmentId));
      expect(booking.shipmentNo).not.toContain(String(booking.shipmentId));
      expect(booking.shipmentNo).not.toContain(String(booking.orderId));
    }
    const ids = bookings.flatMap((booking) => [booking.orderId, booking.shipmentId]);
    expect(new Set(ids).size).toBe(50);
    const serials = bookings.flatMap((booking) => [
      booking.rmaNumber.slice('RMAyymmdd'.length),
      booking.shipmentNo.slice('PCS'.length),
    ]);
    expect(new Set(serials).size).toBe(50);
    expect(serials.filter((serial) => ids.includes(Number(serial)))).toEqual([]);
    // Nothing in common between the ids of consecutive bookings: no counter shows through.
    const sorted = bookings.map((booking) => booking.orderId).sort((a, b) => a - b);
    const smallestGap = Math.min(...sorted.slice(1).map((id, i) => id - (sorted[i] ?? 0)));
    expect(smallestGap).toBeGreaterThan(1000);
  });
});
