import {
  ACCESS_TOKEN_PATTERN,
  addDaysToIsoDate,
  formatRmaNumber,
  formatTrackingNumber,
  IMEI_NOT_PROVIDED,
  NO_SUCH_ORDER_MESSAGE,
  pickupDates,
  REPAIR_STATUS,
  warsawToday,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookRepair,
  expectError,
  findCatalogue,
  PERSONAL_VALUES,
  repairOrderBody,
  reserve,
  uniqueImei,
  type Catalogue,
} from './fixtures';
import { form, rowCounts, startTestApp, type TestContext } from './harness';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const LOOKUP_FIELDS = [
  'checkTime',
  'createTime',
  'receiveTime',
  'repairTime',
  'sendDateTime',
  'sendLogisticsNo',
  'sendLogisticsTypeName',
  'status',
];

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp();
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

describe('POST /order/add', () => {
  it('books the order and its shipment, and answers the ids and numbers', async () => {
    const before = await rowCounts(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/order/add',
      payload: repairOrderBody(catalogue),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      result: 1,
      data: {
        shipmentId: expect.any(Number),
        orderId: expect.any(Number),
        rmaNumber: expect.any(String),
        shipmentNo: expect.any(String),
        accessToken: expect.stringMatching(ACCESS_TOKEN_PATTERN),
      },
    });
    const { orderId, shipmentId, rmaNumber, shipmentNo } = body.data;
    expect(rmaNumber).toBe(
      formatRmaNumber(warsawToday(), Number(rmaNumber.slice('RMAyymmdd'.length))),
    );
    expect(shipmentNo).toBe(formatTrackingNumber(Number(shipmentNo.slice('PCS'.length))));
    // The label prints both numbers: neither may give away an id, the keys of the shipment.
    for (const id of [orderId, shipmentId]) {
      expect(rmaNumber).not.toContain(String(id));
      expect(shipmentNo).not.toContain(String(id));
    }
    expect(await rowCounts(ctx.app)).toEqual({
      ...before,
      repairOrders: before.repairOrders + 1,
      shipments: before.shipments + 1,
      // The reminder, sent only if no pick-up is reserved by then.
      mails: before.mails + 1,
    });
    const [reminder] = await ctx.app.db.mailOutbox.findMany({ where: { ref: BigInt(orderId) } });
    expect(reminder).toMatchObject({ kind: 'repair-unreserved', status: 'pending' });

    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { id: orderId },
      include: { shipment: true, accessories: true },
    });
    expect(order).toMatchObject({
      status: REPAIR_STATUS.logisticsToBeBuilt,
      afterSalesType: 3,
      orderType: 1,
      clientAddress: '12A ul. Długa, Kraków',
      sourceChannelName: catalogue.channel.name,
      rmaNumber,
    });
    expect(order.shipment).toMatchObject({ id: BigInt(shipmentId), shipmentNo, status: 'created' });
    expect(order.accessories.map((a) => a.accessoriesId)).toEqual([catalogue.accessories[0]?.id]);
  });

  it('records "Cannot provide" for an empty IMEI and replaces a client-sent address', async () => {
    const body = repairOrderBody(catalogue, '');
    body.repairInfo.clientAddress = 'somewhere else';
    const { orderId } = await bookRepair(ctx.app, body);
    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.applySn).toBe(IMEI_NOT_PROVIDED);
    expect(order.clientAddress).toBe('12A ul. Długa, Kraków');
  });

  describe('refuses bad input and writes nothing', () => {
    const cases: [string, (body: ReturnType<typeof repairOrderBody>) => unknown, number][] = [
      [
        'a missing field',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientName: undefined } }),
        422,
      ],
      [
        'a too long name (51)',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientName: 'x'.repeat(51) } }),
        422,
      ],
      [
        'a too long fault description (3001)',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, faultDescribe: 'x'.repeat(3001) } }),
        422,
      ],
      [
        'a too long phone (16)',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientTell: '1'.repeat(16) } }),
        422,
      ],
      [
        'a bad postal code',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientPostalCode: '3114' } }),
        422,
      ],
      [
        'a bad e-mail',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientEmail: 'not-an-email' } }),
        422,
      ],
      ['a wrong type', (b) => ({ ...b, repairInfo: { ...b.repairInfo, userId: 'abc' } }), 422],
      ['an array as repairInfo', (b) => ({ ...b, repairInfo: [] }), 422],
      [
        'a wrong afterSalesType',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, afterSalesType: 4 } }),
        422,
      ],
      ['a bad pick-up date', (b) => ({ ...b, pickupDate: '2026-02-30' }), 422],
      ['a pick-up date far ahead', (b) => ({ ...b, pickupDate: '9999-12-31' }), 422],
      ['a pick-up date of year 0', (b) => ({ ...b, pickupDate: '0000-01-01' }), 422],
      ['a pick-up date in the past', (b) => ({ ...b, pickupDate: '1970-01-01' }), 422],
      [
        'a pick-up date after the offered ones',
        (b) => ({ ...b, pickupDate: addDaysToIsoDate(pickupDates().at(-1) ?? '', 7) }),
        422,
      ],
      [
        'a NUL in the name',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientName: 'Zofia\u0000Wiśniewska' } }),
        422,
      ],
      [
        'an ESC in the street',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientStreet: 'ul. \u001b[31mDługa' } }),
        422,
      ],
      [
        'a right-to-left override in the city',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientCity: 'Kra\u202ewók' } }),
        422,
      ],
      [
        'a line break in the name',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, clientName: 'Zofia\nWiśniewska' } }),
        422,
      ],
      [
        'a bidirectional isolate in the fault description',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, faultDescribe: 'Screen \u2067dark' } }),
        422,
      ],
      [
        'an unknown brand',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, userId: 999_999 } }),
        404,
      ],
      [
        'an unknown product',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, productId: 999_999 } }),
        404,
      ],
      [
        'a product of another brand',
        (b) => ({
          ...b,
          repairInfo: { ...b.repairInfo, productId: catalogue.otherBrandProduct.id },
        }),
        404,
      ],
      [
        'an exterior id as channel',
        (b) => ({ ...b, repairInfo: { ...b.repairInfo, sourceChannelId: catalogue.exterior.id } }),
        404,
      ],
      [
        'an unknown exterior',
        (b) => ({
          ...b,
          repairInfo: { ...b.repairInfo, applyAppearanceId: catalogue.maxDictionaryId + 1 },
        }),
        404,
      ],
      [
        'an unknown accessory',
        (b) => ({
          ...b,
          accessoriesList: [{ accessoriesId: catalogue.maxDictionaryId + 1, accessoriesName: 'x' }],
        }),
        404,
      ],
    ];
    it.each(cases)('%s', async (_name, change, code) => {
      const before = await rowCounts(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/order/add',
        payload: change(repairOrderBody(catalogue)) as object,
      });
      expectError(res, code);
      expect(await rowCounts(ctx.app)).toEqual(before);
    });

    it('says which field holds a forbidden character, and why a date is refused', async () => {
      const body = repairOrderBody(catalogue);
      const named = await ctx.app.inject({
        method: 'POST',
        url: '/order/add',
        payload: { ...body, repairInfo: { ...body.repairInfo, clientName: 'Zofia\u202e' } },
      });
      expect(expectError(named, 422)).toBe(
        'repairInfo.clientName: Remove control characters and text-direction overrides from this field',
      );
      const dated = await ctx.app.inject({
        method: 'POST',
        url: '/order/add',
        payload: { ...body, pickupDate: '9999-12-31' },
      });
      expect(expectError(dated, 422)).toMatch(
        /^pickupDate: No courier pick-up on 9999-12-31: bookings open only for the next working days\. Please choose one of \d{4}-/,
      );
    });

    it('keeps line breaks in the fault description and the failure condition', async () => {
      const body = repairOrderBody(catalogue);
      const { orderId } = await bookRepair(ctx.app, {
        ...body,
        repairInfo: {
          ...body.repairInfo,
          faultDescribe: 'Line one\nLine two\r\n\tindented',
          remark: 'Mornings\nand evenings',
        },
      });
      const order = await ctx.app.db.repairOrder.findUniqueOrThrow({ where: { id: orderId } });
      expect(order.faultDescribe).toBe('Line one\nLine two\r\n\tindented');
      expect(order.remark).toBe('Mornings\nand evenings');
    });

    it('names the unknown record', async () => {
      const body = repairOrderBody(catalogue);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/order/add',
        payload: { ...body, repairInfo: { ...body.repairInfo, userId: 999_999 } },
      });
      expect(expectError(res, 404)).toBe('Brand 999999 not found');
    });

    it('malformed JSON is a 400 with the error shape', async () => {
      const before = await rowCounts(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/order/add',
        headers: { 'content-type': 'application/json' },
        payload: '{"repairInfo":',
      });
      expectError(res, 400, 400);
      expect(await rowCounts(ctx.app)).toEqual(before);
    });

    it('a form-encoded body is refused with 415: this call takes JSON', async () => {
      const before = await rowCounts(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/order/add',
        ...form({ pickupDate: '2026-11-23' }),
      });
      expect(expectError(res, 400, 415)).toMatch(/application\/json/);
      expect(await rowCounts(ctx.app)).toEqual(before);
    });
  });
});

describe('/order/user/query', () => {
  const lookup = (keyword: string, method: 'GET' | 'POST' = 'POST') =>
    method === 'GET'
      ? ctx.app.inject({ method: 'GET', url: '/order/user/query', query: { keyword } })
      : ctx.app.inject({ method: 'POST', url: '/order/user/query', ...form({ keyword }) });

  it('finds a booking by RMA number (any case), shipment number and IMEI, with progress fields only', async () => {
    const imei = uniqueImei();
    const booking = await bookRepair(ctx.app, repairOrderBody(catalogue, imei));
    for (const [keyword, method] of [
      [booking.rmaNumber.toLowerCase(), 'POST'],
      [` ${booking.shipmentNo} `, 'GET'],
      [imei, 'POST'],
    ] as const) {
      const res = await lookup(keyword, method);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.result).toBe(1);
      expect(body.data.list).toHaveLength(1);
      const [found] = body.data.list;
      expect(Object.keys(found).sort()).toEqual(LOOKUP_FIELDS);
      expect(found).toMatchObject({
        status: REPAIR_STATUS.logisticsToBeBuilt,
        receiveTime: null,
        sendDateTime: null,
      });
      expect(found.createTime).toMatch(TIMESTAMP);
      for (const value of PERSONAL_VALUES) expect(res.body).not.toContain(value);
    }
  });

  it('finds nothing by numbers made of the ids, which the numbers no longer carry', async () => {
    const booking = await bookRepair(ctx.app, repairOrderBody(catalogue));
    const day = warsawToday().replaceAll('-', '').slice(2);
    for (const keyword of [`RMA${day}${booking.orderId}`, `PCS${booking.shipmentId}`]) {
      expect((await lookup(keyword)).json()).toMatchObject({ result: 0, error_code: 404 });
    }
    expect((await lookup(booking.rmaNumber)).json().data.list).toHaveLength(1);
    expect((await lookup(booking.shipmentNo)).json().data.list).toHaveLength(1);
  });

  it('lists several orders of one device newest first', async () => {
    const imei = uniqueImei();
    const first = await bookRepair(ctx.app, repairOrderBody(catalogue, imei));
    const reserved = await reserve(ctx.app, {
      ...first,
      pickupDate: repairOrderBody(catalogue).pickupDate,
    });
    expect(reserved.json().result).toBe(1);
    await bookRepair(ctx.app, repairOrderBody(catalogue, imei));
    const list = (await lookup(imei)).json().data.list;
    expect(list.map((item: { status: number }) => item.status)).toEqual([
      REPAIR_STATUS.logisticsToBeBuilt,
      REPAIR_STATUS.pendingPickup,
    ]);
  });

  it('finds a seeded, shipped repair by its return tracking number', async () => {
    const shipped = await ctx.app.db.repairOrder.findFirstOrThrow({
      where: { sendLogisticsNo: { not: null }, sendDateTime: { not: null } },
    });
    const list = (await lookup(shipped.sendLogisticsNo ?? '', 'GET')).json().data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({
      sendLogisticsNo: shipped.sendLogisticsNo,
      sendLogisticsTypeName: shipped.sendLogisticsTypeName,
    });
    expect(list[0].sendDateTime).toMatch(TIMESTAMP);
  });

  it('answers error_code 404 with its reason when nothing matches, also for the missing-IMEI placeholder', async () => {
    for (const keyword of ['RMA000000999999', 'no-such-device', IMEI_NOT_PROVIDED]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await lookup(keyword, method);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          result: 0,
          error_code: 404,
          error_msg: NO_SUCH_ORDER_MESSAGE.repair,
        });
      }
    }
  });

  it('refuses a missing, blank or too long keyword (65) with 422', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/order/user/query' }), 422);
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/order/user/query', ...form({}) }),
      422,
    );
    expectError(await lookup('   '), 422);
    expectError(await lookup('x'.repeat(65), 'GET'), 422);
  });

  it('refuses a JSON body on the form call with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/order/user/query',
      payload: { keyword: 'RMA' },
    });
    expectError(res, 400, 415);
  });
});
