import {
  CUSTOMER_PATHS,
  LANGUAGES,
  OPS_PATHS,
  type ParcelTracking,
  polishTimestamp,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookRepair,
  findCatalogue,
  PERSONAL_VALUES,
  placeSpareOrder,
  repairOrderBody,
  reserve,
  type Catalogue,
} from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { expectError, okBody } from './requests';

/**
 * The simulated courier's tracking page of a parcel, by its number: the
 * pick-up of a repair from its booking to the service, a repair sent back
 * and a spare-part order's parcel on the courier's schedule, naming nobody.
 */

const TOKEN = 'ops-test-token-of-the-parcel-tracking-0123456789';
const CODE = 'TR4CK';

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({
    OPERATOR_TOKEN: TOKEN,
    TEST_CONTROLS: 'true',
    FIXED_VERIFY_CODE: CODE,
  });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

const bearer = { authorization: `Bearer ${TOKEN}` };

const advance = (kind: 'repair-orders' | 'spare-orders', key: string | number, to: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/ops/${kind}/${key}/advance`,
    headers: bearer,
    payload: { to },
  });

const track = (trackingNo: string, language = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: CUSTOMER_PATHS.parcelTracking.replace(':trackingNo', encodeURIComponent(trackingNo)),
    headers: { 'accept-language': language },
  });

async function tracked(trackingNo: string): Promise<ParcelTracking> {
  const res = await track(trackingNo);
  expect(res.headers['cache-control']).toBe('no-store');
  for (const value of PERSONAL_VALUES) expect(res.body).not.toContain(value);
  return okBody<{ data: ParcelTracking }>(res).data;
}

const eventsOf = (parcel: ParcelTracking) => parcel.events.map((entry) => entry.event);

/** Moves the test clock to `days` after now, for what the courier does later. */
async function clockInDays(days: number) {
  const now = new Date(Date.now() + days * 86_400_000).toISOString();
  okBody(
    await ctx.app.inject({
      method: 'PUT',
      url: OPS_PATHS.clock,
      headers: bearer,
      payload: { now },
    }),
  );
}
const realClock = () => ctx.app.inject({ method: 'DELETE', url: OPS_PATHS.clock, headers: bearer });

async function bookedRepair() {
  const body = repairOrderBody(catalogue);
  const booking = await bookRepair(ctx.app, body);
  okBody(await reserve(ctx.app, { ...booking, pickupDate: body.pickupDate }));
  return { ...booking, pickupDate: body.pickupDate };
}

describe('the pick-up of a repair', () => {
  it('is registered and booked for its window, then collected and delivered to the service', async () => {
    const booking = await bookedRepair();
    const booked = await tracked(booking.shipmentNo);
    expect(booked).toMatchObject({
      courier: null,
      trackingNo: booking.shipmentNo,
      direction: 'toService',
      cancelled: false,
    });
    expect(eventsOf(booked)).toEqual(['registered', 'pickupBooked']);
    expect(booked.events[1]?.pickup).toEqual({
      date: booking.pickupDate,
      from: '10:00',
      to: '13:00',
    });

    okBody(await advance('repair-orders', booking.rmaNumber, 'toBeReceivedByFactory'));
    const collected = await tracked(booking.shipmentNo);
    expect(eventsOf(collected)).toEqual(['registered', 'pickupBooked', 'collected']);
    expect(collected.events[2]?.at.slice(0, 10)).toBe(polishTimestamp(new Date()).slice(0, 10));

    okBody(await advance('repair-orders', booking.rmaNumber, 'checking'));
    expect(eventsOf(await tracked(booking.shipmentNo))).toEqual([
      'registered',
      'pickupBooked',
      'collected',
      'delivered',
    ]);
  });

  it('says so once the customer called the pick-up off', async () => {
    const booking = await bookedRepair();
    okBody(await advance('repair-orders', booking.rmaNumber, 'cancelled'));
    const parcel = await tracked(booking.shipmentNo);
    expect(parcel.cancelled).toBe(true);
    expect(eventsOf(parcel)).toEqual(['registered']);
  });

  it('is found whatever the case of the number and the spaces around it', async () => {
    const booking = await bookedRepair();
    const parcel = await tracked(` ${booking.shipmentNo.toLowerCase()} `);
    expect(parcel.trackingNo).toBe(booking.shipmentNo);
  });
});

describe('a parcel to the customer', () => {
  it('of a repair sent back is collected, sorted, out for delivery and delivered on the schedule', async () => {
    const booking = await bookedRepair();
    for (const to of ['toBeReceivedByFactory', 'checking', 'processing', 'repaired', 'finished']) {
      okBody(await advance('repair-orders', booking.rmaNumber, to));
    }
    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { rmaNumber: booking.rmaNumber },
    });
    const trackingNo = order.sendLogisticsNo ?? '';
    const handedOver = await tracked(trackingNo);
    expect(handedOver).toMatchObject({
      courier: order.sendLogisticsTypeName,
      direction: 'toCustomer',
      cancelled: false,
    });
    expect(handedOver.events).toEqual([
      { event: 'collected', at: polishTimestamp(order.sendDateTime ?? new Date(0)) },
    ]);
    try {
      await clockInDays(10);
      expect(eventsOf(await tracked(trackingNo))).toEqual([
        'collected',
        'atHub',
        'outForDelivery',
        'delivered',
      ]);
    } finally {
      await realClock();
    }
  });

  it('of a spare-part order counts from its shipping', async () => {
    const { orderId } = await placeSpareOrder(ctx.app, catalogue, CODE, 'pl-PL');
    for (const to of ['confirmed', 'paid', 'shipped']) {
      okBody(await advance('spare-orders', orderId, to));
    }
    const order = await ctx.app.db.sparePartOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.shippedAt).toBeInstanceOf(Date);
    const parcel = await tracked(order.logisticsNo ?? '');
    expect(parcel.courier).toBe(order.logisticsName);
    expect(parcel.events).toEqual([
      { event: 'collected', at: polishTimestamp(order.shippedAt ?? new Date(0)) },
    ]);
  });
});

describe('a number no parcel has', () => {
  it.each(LANGUAGES)(
    'answers error_code 404 in %s, malformed or unknown alike',
    async (language) => {
      const messages = new Set<string>();
      for (const number of [
        'PCS000000000000001',
        '620500000000000000000000',
        'x',
        '../ops',
        'A'.repeat(31),
      ]) {
        messages.add(expectError(await track(number, language), 404));
      }
      expect(messages.size).toBe(1);
      const [message] = messages;
      const expected = { 'pl-PL': 'przesyłka', 'en-US': 'parcel', 'zh-CN': '包裹' }[language];
      expect(message).toContain(expected);
    },
  );
});
