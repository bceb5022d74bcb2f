import {
  ACCESS_TOKEN_PATTERN,
  PICKUP_TIME_WINDOWS,
  pickupDates,
  privatePagePath,
  REPAIR_STATUS,
  type RepairOrderView,
  polishTimestamp,
} from '@portal/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccessToken } from '../src/lib/access-token';
import { mailTextsIn } from '../src/services/mail/i18n';
import {
  bookRepair,
  expectError,
  findCatalogue,
  repairOrderBody,
  reserve,
  type Booking,
  type Catalogue,
} from './fixtures';
import {
  inThisThread,
  rowCounts,
  startAnotherInstance,
  startTestApp,
  type TestContext,
} from './harness';
import { readOutbox } from '@portal/test-support';
import { okBody } from './requests';

const OPERATOR = 'operator-token-for-customer-tests';
const PUBLIC_URL = 'https://portal.example.pl';
let ctx: TestContext;
let catalogue: Catalogue;

type Booked = Booking & { accessToken: string };

beforeAll(async () => {
  // Every booking here takes a seat of the same window: room for all of them.
  ctx = await startTestApp({ OPERATOR_TOKEN: OPERATOR, PUBLIC_URL, COURIER_SLOT_CAPACITY: '500' });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

const page = (token: string, tail = '') =>
  ctx.app.inject({ method: 'GET', url: `/portal/repair-orders/${token}${tail}` });
const view = async (token: string) => okBody<{ data: RepairOrderView }>(await page(token)).data;

/** A booking as the wizard makes it, its pick-up reserved on the first offered day after today. */
async function booked(
  body: ReturnType<typeof repairOrderBody> & {
    language?: string;
    waybill?: string;
  } = repairOrderBody(catalogue),
): Promise<Booked> {
  const booking = (await bookRepair(ctx.app, body)) as Booked;
  okBody(await reserve(ctx.app, { ...booking, pickupDate: body.pickupDate }));
  return booking;
}

async function printedText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('access token', () => {
  it('is 43 characters of base64url, 256 random bits, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newAccessToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(ACCESS_TOKEN_PATTERN);
    expect(Buffer.from(newAccessToken(), 'base64url')).toHaveLength(32);
  });

  it('is handed out by /order/add and stored on the order', async () => {
    const booking = (await bookRepair(ctx.app, repairOrderBody(catalogue))) as Booked;
    expect(booking.accessToken).toMatch(ACCESS_TOKEN_PATTERN);
    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { id: booking.orderId },
    });
    expect(order.accessToken).toBe(booking.accessToken);
    expect(privatePagePath('repairOrder', booking.accessToken)).toBe(
      `/base/order/${booking.accessToken}`,
    );
  });
});

describe('GET /portal/repair-orders/:token', () => {
  it('is never kept by a cache on the way: every answer, found or not, says no-store', async () => {
    const booking = await booked();
    for (const res of [await page(booking.accessToken), await page(newAccessToken())]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the booking: progress as the lookup, device, customer, pick-up and actions', async () => {
    const body = repairOrderBody(catalogue);
    const booking = await booked(body);
    const data = await view(booking.accessToken);
    const lookup = okBody<{ data: { list: unknown[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/order/user/query',
        query: { keyword: booking.rmaNumber },
      }),
    ).data.list[0];
    expect(data.progress).toEqual(lookup);
    expect(data).toMatchObject({
      rmaNumber: booking.rmaNumber,
      orderId: booking.orderId,
      language: 'pl-PL',
      device: {
        productName: catalogue.product.productName,
        applySn: body.repairInfo.applySn,
        faultDescribe: body.repairInfo.faultDescribe,
        accessories: [catalogue.accessories[0]?.name],
      },
      customer: {
        name: body.repairInfo.clientName,
        email: body.repairInfo.clientEmail,
        postalCode: body.repairInfo.clientPostalCode,
      },
      pickup: {
        shipmentId: booking.shipmentId,
        shipmentNo: booking.shipmentNo,
        pickupDate: body.pickupDate,
        pickupTimeFrom: '10:00',
        pickupTimeTo: '13:00',
        status: 'reserved',
      },
      quote: null,
      actions: { reschedule: true, cancel: true, answerQuote: false, label: true },
    });
    expect(data.progress.status).toBe(REPAIR_STATUS.pendingPickup);
  });

  it('shows no pick-up before one is reserved', async () => {
    const booking = (await bookRepair(ctx.app, repairOrderBody(catalogue))) as Booked;
    const data = await view(booking.accessToken);
    expect(data.pickup).toBeNull();
    expect(data.progress.status).toBe(REPAIR_STATUS.logisticsToBeBuilt);
    expect(data.actions.reschedule).toBe(true);
  });

  it('answers error_code 404 alike for an unknown and a malformed token', async () => {
    const unknown = expectError(await page(newAccessToken()), 404);
    const malformed = expectError(await page('not-a-token'), 404);
    const tooLong = expectError(await page(`${newAccessToken()}A`), 404);
    expect(new Set([unknown, malformed, tooLong]).size).toBe(1);
  });
});

describe('waybill 2: the courier brings the label', () => {
  it('offers no label to print, and the order sheet says who brings it', async () => {
    const booking = await booked({ ...repairOrderBody(catalogue), waybill: '2' });
    const order = await view(booking.accessToken);
    expect(order.waybill).toBe('2');
    expect(order.actions.label).toBe(false);
    const sheet = await page(booking.accessToken, '/order-sheet');
    const text = await printedText(sheet.rawPayload);
    expect(text).toContain(mailTextsIn('pl-PL').repair.courierLabelStep);
    expect(text).not.toContain(mailTextsIn('pl-PL').repair.labelStep);
    // The wizard's default: the customer prints it.
    const printing = await view((await booked()).accessToken);
    expect(printing).toMatchObject({ waybill: '1', actions: { label: true } });
  });
});

describe('GET /portal/repair-orders/:token/label', () => {
  it('answers the same label PDF as /logistics/label', async () => {
    const booking = await booked();
    const res = await page(booking.accessToken, '/label');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`${booking.shipmentNo}.pdf`);
    const courier = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/label',
      query: { shipmentId: String(booking.shipmentId), labelType: 'LBLP' },
    });
    expect(res.rawPayload.equals(courier.rawPayload)).toBe(true);
    expect(await printedText(res.rawPayload)).toContain(booking.rmaNumber);
  });

  it('answers error_code 404 for an unknown token', async () => {
    expectError(await page(newAccessToken(), '/label'), 404);
  });
});

const post = (
  token: string,
  action: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/portal/repair-orders/${token}/${action}`,
    ...(payload ? { payload } : {}),
    headers,
  });

/** Messages written since `before`, once the outbox is drained. */
async function mailSince(before: number) {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).slice(before);
}
async function mailCount() {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).length;
}
const seats = async (pickupDate: string, from: string) =>
  (
    await ctx.app.db.pickupSlot.findUnique({
      where: {
        pickupDate_pickupTimeFrom_pickupTimeTo: {
          pickupDate,
          pickupTimeFrom: from,
          pickupTimeTo: PICKUP_TIME_WINDOWS.find((w) => w.from === from)?.to ?? '',
        },
      },
    })
  )?.taken ?? 0;

describe('GET /portal/repair-orders/:token/order-sheet', () => {
  it("answers the order sheet as a PDF in the order's language", async () => {
    const body = { ...repairOrderBody(catalogue), language: 'en-US' };
    const booking = await booked(body);
    const res = await page(booking.accessToken, '/order-sheet');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await printedText(res.rawPayload);
    for (const value of [
      'Repair order sheet',
      booking.rmaNumber,
      booking.shipmentNo,
      body.repairInfo.faultDescribe,
      catalogue.product.productName,
      'Before the courier comes',
      'Take out the SIM card',
    ]) {
      expect(text).toContain(value);
    }
    // The layout and wording of the web's printed sheet (contracts orderSheetLayout).
    expect(text).toMatch(/Pick-up date\s+\w+day, \w+ \d{1,2}, \d{4}\s+Pick-up time\s+10:00–13:00/);
  });

  it('is made once for a burst of requests: the same bytes for each, and /health answers meanwhile', async () => {
    const booking = await booked();
    const burst = Array.from({ length: 60 }, () => page(booking.accessToken, '/order-sheet'));
    const asked = performance.now();
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    const healthMs = performance.now() - asked;
    const sheets = await Promise.all(burst);
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    const first = sheets[0]?.rawPayload ?? Buffer.alloc(0);
    for (const sheet of sheets) {
      expect(sheet.statusCode).toBe(200);
      expect(Buffer.compare(sheet.rawPayload, first)).toBe(0);
    }
    // A later request gets the kept copy: the same bytes, well within a second
    // however busy the machine (a render on two busy cores takes about that).
    const again = performance.now();
    const repeat = await page(booking.accessToken, '/order-sheet');
    expect(Buffer.compare(repeat.rawPayload, first)).toBe(0);
    expect(performance.now() - again).toBeLessThan(1000);
  });

  it('answers a repeat with the same bytes, and a new sheet once the order or its language changes', async () => {
    const booking = await booked();
    const sheet = () => page(booking.accessToken, '/order-sheet');
    const first = (await sheet()).rawPayload;
    const again = await sheet();
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, first)).toBe(0);

    // A change written by any instance (here straight to the database) shows at the next request.
    const change = (data: { clientName?: string; language?: string }) =>
      ctx.app.db.repairOrder.update({ where: { id: booking.orderId }, data });
    await change({ clientName: 'Zofia Zmieniona' });
    const renamed = (await sheet()).rawPayload;
    expect(Buffer.compare(renamed, first)).not.toBe(0);
    expect(await printedText(renamed)).toContain('Zofia Zmieniona');

    await change({ language: 'en-US' });
    const english = (await sheet()).rawPayload;
    expect(Buffer.compare(english, renamed)).not.toBe(0);
    expect(await printedText(english)).toContain('Repair order sheet');

    const [, , later] = pickupDates();
    const moved = { pickupDate: later ?? '', pickupTimeFrom: '13:00', pickupTimeTo: '15:00' };
    okBody(await post(booking.accessToken, 'reschedule', moved));
    const rescheduled = await printedText((await sheet()).rawPayload);
    expect(rescheduled).toMatch(/Pick-up time\s+13:00–15:00/);
  });

  it('is in Polish by default', async () => {
    const booking = await booked();
    const text = await printedText((await page(booking.accessToken, '/order-sheet')).rawPayload);
    expect(text).toContain('Arkusz zlecenia naprawy');
    expect(text).toMatch(/Data odbioru\s+\S+, \d{1,2} \S+ \d{4}\s+Godziny odbioru\s+10:00–13:00/);
  });
});

describe('POST /portal/repair-orders/:token/reschedule', () => {
  const slots = () => {
    const [first, second] = pickupDates().slice(1);
    return { first: first ?? '', second: second ?? '' };
  };

  it('moves the pick-up: the old seat is freed, the new one taken, one e-mail', async () => {
    const { first, second } = slots();
    const body = { ...repairOrderBody(catalogue), pickupDate: first };
    const booking = await booked(body);
    const before = await mailCount();
    const [oldSeats, newSeats] = [await seats(first, '10:00'), await seats(second, '13:00')];
    const moved = { pickupDate: second, pickupTimeFrom: '13:00', pickupTimeTo: '15:00' };
    const res = okBody<{ data: RepairOrderView }>(
      await post(booking.accessToken, 'reschedule', moved),
    );
    expect(res.data.pickup).toMatchObject({ ...moved, status: 'reserved' });
    expect(await seats(first, '10:00')).toBe(oldSeats - 1);
    expect(await seats(second, '13:00')).toBe(newSeats + 1);
    const active = await ctx.app.db.reservation.findMany({
      where: { shipmentId: booking.shipmentId, status: 'active' },
    });
    expect(active).toHaveLength(1);

    // The same slot again: ok, nothing changed, no second e-mail.
    const counts = await rowCounts(ctx.app);
    okBody(await post(booking.accessToken, 'reschedule', moved));
    expect(await rowCounts(ctx.app)).toEqual(counts);
    expect(await seats(second, '13:00')).toBe(newSeats + 1);
    const mails = await mailSince(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Nowy termin odbioru, zlecenie ${booking.rmaNumber}`,
    ]);
    expect(mails[0]?.text).toMatch(
      /Kurier przyjedzie we? \S+, \d{1,2} \S+, między 13:00 a 15:00\./,
    );
    expect(mails[0]?.text).toContain(`/base/order/${booking.accessToken}`);
  });

  it('refuses a full window with the error of /logistics/user/reserve, and a date not offered', async () => {
    const { first } = slots();
    const full = { pickupDate: first, pickupTimeFrom: '13:00', pickupTimeTo: '15:00' };
    await ctx.app.db.pickupSlot.upsert({
      where: { pickupDate_pickupTimeFrom_pickupTimeTo: full },
      create: { ...full, taken: ctx.env.COURIER_SLOT_CAPACITY },
      update: { taken: ctx.env.COURIER_SLOT_CAPACITY },
    });
    try {
      const booking = await booked();
      const other = await bookRepair(ctx.app, repairOrderBody(catalogue));
      const viaCourier = expectError(
        await reserve(ctx.app, { ...other, pickupDate: first, from: '13:00', to: '15:00' }),
        422,
      );
      const counts = await rowCounts(ctx.app);
      const viaPage = expectError(await post(booking.accessToken, 'reschedule', full), 422);
      expect(viaPage).toBe(viaCourier);
      expect(await rowCounts(ctx.app)).toEqual(counts);
      expectError(
        await post(booking.accessToken, 'reschedule', { ...full, pickupDate: '2020-01-02' }),
        422,
      );
    } finally {
      await ctx.app.db.pickupSlot.update({
        where: { pickupDate_pickupTimeFrom_pickupTimeTo: full },
        data: { taken: 0 },
      });
    }
  });

  it('is refused once the device is collected, and for an unknown token', async () => {
    const booking = await booked();
    await ctx.app.db.repairOrder.update({
      where: { id: booking.orderId },
      data: { status: REPAIR_STATUS.toBeReceivedByFactory },
    });
    const slot = { pickupDate: slots().second, pickupTimeFrom: '10:00', pickupTimeTo: '13:00' };
    expect(expectError(await post(booking.accessToken, 'reschedule', slot), 422)).toMatch(
      /already collected/,
    );
    expect((await view(booking.accessToken)).actions).toMatchObject({
      reschedule: false,
      cancel: false,
    });
    expectError(await post(newAccessToken(), 'reschedule', slot), 404);
  });
});

describe('POST /portal/repair-orders/:token/cancel', () => {
  it('cancels the order and the shipment, frees the seat, confirms once; again answers the same', async () => {
    const body = repairOrderBody(catalogue);
    const booking = await booked(body);
    const before = await mailCount();
    const taken = await seats(body.pickupDate, '10:00');
    const first = okBody<{ data: RepairOrderView }>(await post(booking.accessToken, 'cancel'));
    expect(first.data.progress.status).toBe(REPAIR_STATUS.cancelled);
    expect(first.data.pickup?.status).toBe('cancelled');
    expect(first.data.actions).toEqual({
      reschedule: false,
      cancel: false,
      answerQuote: false,
      label: false,
    });
    expect(await seats(body.pickupDate, '10:00')).toBe(taken - 1);
    const shipment = await ctx.app.db.shipment.findUniqueOrThrow({
      where: { id: booking.shipmentId },
    });
    expect(shipment.status).toBe('cancelled');

    const counts = await rowCounts(ctx.app);
    const again = okBody<{ data: RepairOrderView }>(await post(booking.accessToken, 'cancel'));
    expect(again.data).toEqual(first.data);
    expect(await rowCounts(ctx.app)).toEqual(counts);
    const mails = await mailSince(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Zlecenie naprawy ${booking.rmaNumber} zostało anulowane`,
    ]);
    expectError(await page(booking.accessToken, '/label'), 422);
  });

  it('is refused with a clear error once the device is picked up', async () => {
    const booking = await booked();
    await ctx.app.db.repairOrder.update({
      where: { id: booking.orderId },
      data: { status: REPAIR_STATUS.checking },
    });
    expect(expectError(await post(booking.accessToken, 'cancel'), 422)).toMatch(
      /already collected the device .* can no longer be cancelled/,
    );
  });
});

describe('cross-site writes', () => {
  it('are refused with 403 before anything is changed', async () => {
    const booking = await booked();
    const counts = await rowCounts(ctx.app);
    const hostile = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const slot = {
      pickupDate: pickupDates()[2] ?? '',
      pickupTimeFrom: '13:00',
      pickupTimeTo: '15:00',
    };
    expectError(await post(booking.accessToken, 'cancel', undefined, hostile), 403, 403);
    expectError(await post(booking.accessToken, 'reschedule', slot, hostile), 403, 403);
    expectError(
      await post(booking.accessToken, 'quote', { decision: 'approve' }, hostile),
      403,
      403,
    );
    expect(await rowCounts(ctx.app)).toEqual(counts);
    expect((await view(booking.accessToken)).progress.status).toBe(REPAIR_STATUS.pendingPickup);
  });
});

describe('GET /portal/pickup-availability', () => {
  it("lists the seats left in each offered date and window, by the wizard's calendar", async () => {
    const res = okBody<{
      data: { list: { pickupDate: string; pickupTimeFrom: string; free: number }[] };
    }>(await ctx.app.inject({ method: 'GET', url: '/portal/pickup-availability' }));
    const dates = [...new Set(res.data.list.map((room) => room.pickupDate))];
    expect(dates).toEqual(pickupDates());
    const [, date] = pickupDates();
    const room = () =>
      ctx.app
        .inject({
          method: 'GET',
          url: '/portal/pickup-availability',
          query: { pickupDate: date ?? '' },
        })
        .then(
          (r) =>
            okBody<{ data: { list: { pickupTimeFrom: string; free: number }[] } }>(r).data.list,
        );
    const before = await room();
    expect(before.map((w) => w.pickupTimeFrom)).toEqual(PICKUP_TIME_WINDOWS.map((w) => w.from));
    const taken = await seats(date ?? '', '13:00');
    expect(before[1]?.free).toBe(ctx.env.COURIER_SLOT_CAPACITY - taken);
    await booked({ ...repairOrderBody(catalogue), pickupDate: date ?? '' }).then((b) =>
      post(b.accessToken, 'reschedule', {
        pickupDate: date,
        pickupTimeFrom: '13:00',
        pickupTimeTo: '15:00',
      }),
    );
    expect((await room())[1]?.free).toBe((before[1]?.free ?? 0) - 1);
  });

  it('refuses a date the courier does not offer', async () => {
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/portal/pickup-availability',
        query: { pickupDate: '2020-01-02' },
      }),
      422,
    );
  });
});

describe('quotes', () => {
  const advance = (rma: string, body: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/ops/repair-orders/${rma}/advance`,
      headers: { authorization: `Bearer ${OPERATOR}` },
      payload: body,
    });

  /** A booking taken to "quote to be confirmed" by the operator. */
  async function quoted(language = 'pl-PL', body: object = {}) {
    const booking = await booked({ ...repairOrderBody(catalogue), language });
    for (const to of ['pickedUp', 'received']) okBody(await advance(booking.rmaNumber, { to }));
    okBody(await advance(booking.rmaNumber, { to: 'quoteToBeConfirmed', ...body }));
    return booking;
  }

  it('the operator step into "quote to be confirmed" puts a part and labour on the order and e-mails it', async () => {
    const before = await mailCount();
    const booking = await quoted('en-US');
    const data = await view(booking.accessToken);
    expect(data.quote).toEqual({
      lines: [
        { feeType: 'part', currency: 'EUR', amountCents: 8900 },
        { feeType: 'labour', currency: 'EUR', amountCents: 3500 },
      ],
      totalCents: 12400,
      currency: 'EUR',
      answer: null,
      answeredAt: null,
    });
    expect(data.actions).toMatchObject({ answerQuote: true, reschedule: false, cancel: false });
    const mails = (await mailSince(before)).filter((mail) => mail.subject.includes('quote'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Repair quote for order ${booking.rmaNumber}`,
    ]);
    expect(mails[0]?.text).toContain('Part | €89.00');
    expect(mails[0]?.text).toContain('Total: €124.00');
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/base/order/${booking.accessToken}`);
  });

  it('takes the lines the operator sends, and refuses them with another step', async () => {
    const lines = [{ feeType: 'diagnosis', currency: 'EUR', amountCents: 2000 }];
    const booking = await quoted('pl-PL', { quoteLines: lines });
    expect((await view(booking.accessToken)).quote?.lines).toEqual(lines);
    const other = await booked();
    expectError(await advance(other.rmaNumber, { quoteLines: lines }), 422);
  });

  it('approve: the repair goes on, stored and confirmed once; the same again changes nothing, decline is refused', async () => {
    const booking = await quoted();
    const before = await mailCount();
    const first = okBody<{ data: RepairOrderView }>(
      await post(booking.accessToken, 'quote', { decision: 'approve' }),
    );
    expect(first.data.progress.status).toBe(REPAIR_STATUS.processing);
    const answered = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { id: booking.orderId },
    });
    // Warsaw's wall clock, as the page shows it: never UTC read as Warsaw time.
    expect(first.data.quote).toMatchObject({
      answer: 'approved',
      answeredAt: polishTimestamp(answered.quoteAnsweredAt!),
    });
    expect(first.data.actions.answerQuote).toBe(false);
    const counts = await rowCounts(ctx.app);
    const again = okBody<{ data: RepairOrderView }>(
      await post(booking.accessToken, 'quote', { decision: 'approve' }),
    );
    expect(again.data).toEqual(first.data);
    expect(await rowCounts(ctx.app)).toEqual(counts);
    expect(
      expectError(await post(booking.accessToken, 'quote', { decision: 'decline' }), 422),
    ).toMatch(/already been approved/);
    const mails = await mailSince(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Odpowiedź na wycenę, zlecenie ${booking.rmaNumber}`,
    ]);
  });

  it('decline: finished, sent back unrepaired with a return courier; approve afterwards is refused', async () => {
    const booking = await quoted('zh-CN');
    const res = okBody<{ data: RepairOrderView }>(
      await post(booking.accessToken, 'quote', { decision: 'decline' }),
    );
    expect(res.data.progress).toMatchObject({
      status: REPAIR_STATUS.finished,
      sendDateTime: expect.any(String),
      sendLogisticsTypeName: expect.any(String),
      sendLogisticsNo: expect.any(String),
    });
    expect(res.data.progress.repairTime).toBeNull();
    expect(res.data.quote?.answer).toBe('declined');
    okBody(await post(booking.accessToken, 'quote', { decision: 'decline' }));
    expect(
      expectError(await post(booking.accessToken, 'quote', { decision: 'approve' }), 422),
    ).toMatch(/already been declined/);
    // In the visitor's language, as the page asks for it.
    const refused = (lang: string) =>
      post(booking.accessToken, 'quote', { decision: 'approve' }, { 'accept-language': lang });
    expect(expectError(await refused('pl'), 422)).toBe(
      `Wycena zlecenia naprawy ${booking.rmaNumber} została już odrzucona; odpowiedzi nie można zmienić.`,
    );
    expect(expectError(await refused('zh-CN'), 422)).toBe(
      `维修单 ${booking.rmaNumber} 的报价已拒绝，答复无法更改。`,
    );
  });

  it('sent at once, approves and declines on two instances: one answer taken, the others refused, one e-mail', async () => {
    const one = inThisThread(ctx);
    const two = await startAnotherInstance(ctx);
    try {
      const decisions = ['approve', 'decline', 'decline', 'approve', 'approve', 'decline'];
      for (let round = 0; round < 5; round += 1) {
        const booking = await quoted('en-US');
        const answers = await Promise.all(
          decisions.map((decision, i) =>
            (i % 2 === 0 ? one : two).inject({
              method: 'POST',
              url: `/portal/repair-orders/${booking.accessToken}/quote`,
              payload: { decision },
            }),
          ),
        );
        const stored = await ctx.app.db.repairOrder.findUniqueOrThrow({
          where: { id: booking.orderId },
        });
        const taken = stored.quoteAnswer === 'approved' ? 'approve' : 'decline';
        expect(stored.quoteAnswer).toMatch(/^(approved|declined)$/);
        expect(stored.status).toBe(
          taken === 'approve' ? REPAIR_STATUS.processing : REPAIR_STATUS.finished,
        );
        answers.forEach((res, i) => {
          if (decisions[i] === taken) {
            // The answer taken, or its repeat: both see the page as it now is.
            const page = okBody<{ data: RepairOrderView }>(res).data;
            expect(page.quote?.answer).toBe(stored.quoteAnswer);
            expect(page.progress.status).toBe(stored.status);
          } else {
            expect(expectError(res, 422)).toBe(
              `The quote of repair order ${booking.rmaNumber} has already been ${stored.quoteAnswer}; the answer cannot be changed.`,
            );
          }
        });
        const mails = await ctx.app.db.mailOutbox.count({
          where: { kind: 'repair-quote-answered', ref: BigInt(booking.orderId) },
        });
        expect(mails).toBe(1);
      }
    } finally {
      await two.close();
    }
  });

  it('is refused while no quote waits, and validates the decision', async () => {
    const booking = await booked();
    expect(
      expectError(await post(booking.accessToken, 'quote', { decision: 'approve' }), 422),
    ).toMatch(/no quote waiting/);
    expect(
      expectError(
        await post(
          booking.accessToken,
          'quote',
          { decision: 'approve' },
          { 'accept-language': 'pl' },
        ),
        422,
      ),
    ).toBe(`Zlecenie naprawy ${booking.rmaNumber} nie ma wyceny czekającej na odpowiedź.`);
    expectError(await post(booking.accessToken, 'quote', { decision: 'maybe' }), 422);
  });
});
