import {
  addDaysToIsoDate,
  isoDayOfWeek,
  isPickupWorkday,
  pickupDates,
  REPAIR_STATUS,
  warsawToday,
} from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookRepair,
  expectError,
  findCatalogue,
  repairOrderBody,
  reserve,
  type Booking,
  type Catalogue,
} from './fixtures';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { mailTextsIn } from '../src/services/mail/i18n';

let ctx: TestContext;
let catalogue: Catalogue;
const book = () => bookRepair(ctx.app, repairOrderBody(catalogue));

/** Not today, so a window that has already ended today cannot interfere. */
const offered = () => pickupDates().slice(1);

function nextDate(predicate: (date: string) => boolean, from = warsawToday()): string {
  let date = from;
  while (!predicate(date)) date = addDaysToIsoDate(date, 1);
  return date;
}

const label = (shipmentId: number | string, labelType = 'LBLP') =>
  ctx.app.inject({
    method: 'GET',
    url: '/logistics/label',
    query: { shipmentId: String(shipmentId), labelType },
  });
const cancel = (fields: Record<string, string | number>) =>
  ctx.app.inject({ method: 'POST', url: '/logistics/user/ship/cancel', ...form(fields) });

beforeAll(async () => {
  ctx = await startTestApp();
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

describe('POST /logistics/user/reserve', () => {
  it('books the pick-up: result 1 with the booking, order pending pick-up', async () => {
    const booking = await book();
    const [date] = offered();
    const res = await reserve(ctx.app, { ...booking, pickupDate: date ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 1,
      data: {
        reservationId: expect.any(Number),
        shipmentId: booking.shipmentId,
        orderId: booking.orderId,
        pickupDate: date,
        pickupTimeFrom: '10:00',
        pickupTimeTo: '13:00',
      },
    });
    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { id: booking.orderId },
      include: { shipment: true },
    });
    expect(order.status).toBe(REPAIR_STATUS.pendingPickup);
    expect(order.shipment?.status).toBe('reserved');
  });

  it('accepts a multipart form body and the 13:00-15:00 window', async () => {
    const booking = await book();
    const boundary = 'portal-test-boundary';
    const fields = {
      shipmentId: booking.shipmentId,
      orderId: booking.orderId,
      pickupDate: offered()[0] ?? '',
      pickupTimeFrom: '13:00',
      pickupTimeTo: '15:00',
    };
    const payload =
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/user/reserve',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.json()).toMatchObject({
      result: 1,
      data: { pickupTimeFrom: '13:00', pickupTimeTo: '15:00' },
    });
  });

  it('a new booking replaces the previous one of the shipment', async () => {
    const booking = await book();
    const [first, second] = offered();
    expect((await reserve(ctx.app, { ...booking, pickupDate: first ?? '' })).json().result).toBe(1);
    expect(
      (
        await reserve(ctx.app, { ...booking, pickupDate: second ?? '', from: '13:00', to: '15:00' })
      ).json().result,
    ).toBe(1);
    const active = await ctx.app.db.reservation.findMany({
      where: { shipmentId: booking.shipmentId, status: 'active' },
    });
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ pickupDate: second, pickupTimeFrom: '13:00' });
    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { id: booking.orderId },
    });
    expect(order.pickupDate).toBe(second);
  });

  describe('refuses and writes nothing', () => {
    let booking: Booking;
    beforeAll(async () => {
      booking = await book();
    });

    const refused = async (
      fields: Parameters<typeof reserve>[1],
      code: number,
      message?: RegExp,
    ) => {
      const before = await rowCounts(ctx.app);
      const text = expectError(await reserve(ctx.app, fields), code);
      if (message) expect(text).toMatch(message);
      expect(await rowCounts(ctx.app)).toEqual(before);
      const order = await ctx.app.db.repairOrder.findUnique({ where: { id: booking.orderId } });
      expect(order?.status).toBe(REPAIR_STATUS.logisticsToBeBuilt);
    };

    it('a weekend date', async () => {
      const saturday = nextDate((date) => isoDayOfWeek(date) === 6);
      await refused({ ...booking, pickupDate: saturday }, 422, /weekend/);
    });
    it('a past date', async () => {
      await refused({ ...booking, pickupDate: addDaysToIsoDate(warsawToday(), -1) }, 422, /past/);
    });
    it('a working day beyond the offered four', async () => {
      const last = pickupDates().at(-1) ?? warsawToday();
      const later = nextDate(isPickupWorkday, addDaysToIsoDate(last, 1));
      await refused({ ...booking, pickupDate: later }, 422, /choose one of/);
    });
    it('a window that is not offered', async () => {
      await refused(
        { ...booking, pickupDate: offered()[0] ?? '', from: '11:00', to: '14:00' },
        422,
        /10:00-13:00 or 13:00-15:00/,
      );
    });
    it('an interval shorter than 2 hours', async () => {
      await refused(
        { ...booking, pickupDate: offered()[0] ?? '', from: '10:00', to: '11:30' },
        422,
        /2 hours/,
      );
    });
    it('an end before the start', async () => {
      await refused(
        { ...booking, pickupDate: offered()[0] ?? '', from: '13:00', to: '10:00' },
        422,
      );
    });
    it('a date that is no date', async () => {
      await refused({ ...booking, pickupDate: '23.11.2026' }, 422);
    });
    it('a missing field', async () => {
      const before = await rowCounts(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/user/reserve',
        ...form({
          shipmentId: booking.shipmentId,
          orderId: booking.orderId,
          pickupDate: offered()[0],
        }),
      });
      expect(expectError(res, 422)).toMatch(/pickupTimeFrom/);
      expect(await rowCounts(ctx.app)).toEqual(before);
    });
    it('a wrong type', async () => {
      await refused({ ...booking, shipmentId: 'abc', pickupDate: offered()[0] ?? '' }, 422);
    });
    it('a too long value', async () => {
      await refused({ ...booking, pickupDate: `${offered()[0]}x` }, 422);
    });
    it('an unknown shipment', async () => {
      await refused(
        { ...booking, shipmentId: 999_999, pickupDate: offered()[0] ?? '' },
        404,
        /Shipment 999999/,
      );
    });
    it('a shipment of another order', async () => {
      const other = await book();
      await refused(
        { shipmentId: other.shipmentId, orderId: booking.orderId, pickupDate: offered()[0] ?? '' },
        404,
      );
    });
    it('a JSON body (415: this call takes form fields)', async () => {
      const before = await rowCounts(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/user/reserve',
        payload: {
          ...booking,
          pickupDate: offered()[0],
          pickupTimeFrom: '10:00',
          pickupTimeTo: '13:00',
        },
      });
      expectError(res, 400, 415);
      expect(await rowCounts(ctx.app)).toEqual(before);
    });
  });

  it('refuses a device already collected', async () => {
    const booking = await book();
    await ctx.app.db.repairOrder.update({
      where: { id: booking.orderId },
      data: { status: REPAIR_STATUS.checking },
    });
    const message = expectError(
      await reserve(ctx.app, { ...booking, pickupDate: offered()[0] ?? '' }),
      422,
    );
    expect(message).toMatch(/already been collected/);
  });
});

describe('a public holiday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is never offered: on 23 Dec 2026 the next dates skip 24-27 Dec', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-23T08:00:00Z'));
    const booking = await book();
    const message = expectError(
      await reserve(ctx.app, { ...booking, pickupDate: '2026-12-24' }),
      422,
    );
    expect(message).toMatch(/public holiday/);
    expect(message).toMatch(/2026-12-23, 2026-12-28, 2026-12-29, 2026-12-30/);
    expect((await reserve(ctx.app, { ...booking, pickupDate: '2026-12-28' })).json().result).toBe(
      1,
    );
  });

  it("refuses today's window once it has ended", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-23T12:30:00Z')); // 13:30 in Warsaw
    const booking = await book();
    const message = expectError(
      await reserve(ctx.app, { ...booking, pickupDate: '2026-12-23' }),
      422,
    );
    expect(message).toMatch(/already ended/);
    const later = await reserve(ctx.app, {
      ...booking,
      pickupDate: '2026-12-23',
      from: '13:00',
      to: '15:00',
    });
    expect(later.json().result).toBe(1);
  });

  it('refuses today once its last window has ended, and offers four later dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-23T14:00:00Z')); // 15:00 in Warsaw
    const booking = await book();
    const message = expectError(
      await reserve(ctx.app, { ...booking, pickupDate: '2026-12-23', from: '13:00', to: '15:00' }),
      422,
    );
    expect(message).toMatch(/today's pick-up windows have all ended/);
    expect(message).toMatch(/2026-12-28, 2026-12-29, 2026-12-30, 2026-12-31/);
  });
});

describe('a full pick-up slot', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await startTestApp({ COURIER_SLOT_CAPACITY: '1' });
    // Seeded demo bookings may sit in the offered slots; this courier starts empty.
    await small.app.db.reservation.updateMany({
      where: { status: 'active' },
      data: { status: 'cancelled' },
    });
    await small.app.db.pickupSlot.updateMany({ data: { taken: 0 } });
  });
  afterAll(() => small.close());

  it('fails with a clear message; a retry with the same ids and another window works', async () => {
    const [date] = offered();
    const first = await bookRepair(small.app, repairOrderBody(catalogue));
    const second = await bookRepair(small.app, repairOrderBody(catalogue));
    expect((await reserve(small.app, { ...first, pickupDate: date ?? '' })).json().result).toBe(1);
    // Booking the same slot again for the same shipment does not count against itself.
    expect((await reserve(small.app, { ...first, pickupDate: date ?? '' })).json().result).toBe(1);

    const before = await rowCounts(small.app);
    const message = expectError(
      await reserve(small.app, { ...second, pickupDate: date ?? '' }),
      422,
    );
    expect(message).toBe(
      `The courier has no free pick-up slots on ${date} between 10:00 and 13:00. Please choose another date or time.`,
    );
    expect(await rowCounts(small.app)).toEqual(before);

    const retry = await reserve(small.app, {
      ...second,
      pickupDate: date ?? '',
      from: '13:00',
      to: '15:00',
    });
    expect(retry.json()).toMatchObject({
      result: 1,
      data: { shipmentId: second.shipmentId, pickupTimeFrom: '13:00' },
    });
  });

  it('frees its seat when the shipment is cancelled', async () => {
    const date = offered()[1] ?? '';
    const first = await bookRepair(small.app, repairOrderBody(catalogue));
    const second = await bookRepair(small.app, repairOrderBody(catalogue));
    expect((await reserve(small.app, { ...first, pickupDate: date })).json().result).toBe(1);
    expectError(await reserve(small.app, { ...second, pickupDate: date }), 422);
    const cancelled = await small.app.inject({
      method: 'POST',
      url: '/logistics/user/ship/cancel',
      ...form({ shipmentId: first.shipmentId, orderId: first.orderId }),
    });
    expect(cancelled.json().result).toBe(1);
    expect((await reserve(small.app, { ...second, pickupDate: date })).json().result).toBe(1);
  });
});

describe('POST /logistics/user/ship/cancel', () => {
  it('cancels the shipment, its booking and the order', async () => {
    const booking = await book();
    await reserve(ctx.app, { ...booking, pickupDate: offered()[0] ?? '' });
    const res = await cancel({ shipmentId: booking.shipmentId, orderId: booking.orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 1,
      data: { shipmentId: booking.shipmentId, status: 'cancelled' },
    });
    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { id: booking.orderId },
      include: { shipment: { include: { reservations: true } } },
    });
    expect(order.status).toBe(REPAIR_STATUS.cancelled);
    expect(order.shipment?.status).toBe('cancelled');
    expect(order.shipment?.reservations.map((r) => r.status)).toEqual(['cancelled']);

    expect(
      expectError(await cancel({ shipmentId: booking.shipmentId, orderId: booking.orderId }), 422),
    ).toMatch(/already cancelled/);
    expect(
      expectError(await reserve(ctx.app, { ...booking, pickupDate: offered()[0] ?? '' }), 422),
    ).toMatch(/cancelled/);
    expectError(await label(booking.shipmentId), 422);
  });

  it('needs the order id beside the shipment id: the shipment id alone cancels nothing', async () => {
    const booking = await book();
    const before = await rowCounts(ctx.app);
    expectError(await cancel({ shipmentId: booking.shipmentId }), 422);
    expectError(await cancel({ shipmentId: booking.shipmentId, orderId: '' }), 422);
    expect(await rowCounts(ctx.app)).toEqual(before);
    const shipment = await ctx.app.db.shipment.findUniqueOrThrow({
      where: { id: booking.shipmentId },
    });
    expect(shipment.status).toBe('created');
  });

  it('refuses unknown ids, a wrong pair, missing or mistyped fields, JSON', async () => {
    const booking = await book();
    const other = await book();
    const before = await rowCounts(ctx.app);
    expectError(await cancel({ shipmentId: 999_999_999_999_999, orderId: booking.orderId }), 404);
    expectError(
      await cancel({ shipmentId: booking.shipmentId, orderId: booking.orderId + 1 }),
      404,
    );
    // The other booking's order id with this shipment: a pair that does not belong together.
    expectError(await cancel({ shipmentId: booking.shipmentId, orderId: other.orderId }), 404);
    expectError(await cancel({}), 422);
    expectError(await cancel({ shipmentId: 'abc' }), 422);
    expectError(await cancel({ shipmentId: booking.shipmentId, orderId: 'abc' }), 422);
    expectError(await cancel({ shipmentId: '1'.repeat(400), orderId: booking.orderId }), 422);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/user/ship/cancel',
      payload: { shipmentId: booking.shipmentId },
    });
    expectError(json, 400, 415);
    expect(await rowCounts(ctx.app)).toEqual(before);
    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { id: booking.orderId },
    });
    expect(order.status).toBe(REPAIR_STATUS.logisticsToBeBuilt);
  });
});

describe('GET /logistics/label', () => {
  it('refuses unknown or bad ids and label types with the JSON error shape', async () => {
    const booking = await book();
    const unknown = await label(999_999);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    expectError(unknown, 404);
    expectError(await label(booking.shipmentId, 'PDF'), 422);
    expectError(await label('abc'), 422);
    expectError(await ctx.app.inject({ method: 'GET', url: '/logistics/label' }), 422);
  });
});

describe('a repair booked end to end', () => {
  it('create → reserve → label PDF → lookup shows it waiting for pick-up', async () => {
    const body = repairOrderBody(catalogue);
    const booking = await bookRepair(ctx.app, body);
    const date = offered()[0] ?? '';
    expect((await reserve(ctx.app, { ...booking, pickupDate: date })).json().result).toBe(1);

    const pdf = await label(booking.shipmentId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${booking.shipmentNo}.pdf"`,
    );
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = bytes.toString('latin1');
    expect(text).toContain('/MediaBox [0 0 297.64 419.53]'); // A6: 105 × 148 mm
    expect(text).toMatch(/\/Count 1\b/);
    expect(text).not.toContain('/Subtype /Image'); // the barcode is drawn, as label.test.ts reads back
    // Titled in the order's language: Polish, the portal's default.
    expect(text).toContain(mailTextsIn('pl-PL').label.documentTitle(booking.shipmentNo));

    for (const keyword of [booking.rmaNumber, body.repairInfo.applySn, booking.shipmentNo]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/order/user/query',
        ...form({ keyword }),
      });
      const [found] = res.json().data.list;
      expect(found.status).toBe(REPAIR_STATUS.pendingPickup);
      expect(found.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });
});
