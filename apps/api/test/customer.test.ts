import {
  ACCESS_TOKEN_PATTERN,
  privatePagePath,
  REPAIR_STATUS,
  type RepairOrderView,
} from '@portal/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccessToken } from '../src/lib/access-token';
import {
  bookRepair,
  expectError,
  findCatalogue,
  repairOrderBody,
  reserve,
  type Booking,
  type Catalogue,
} from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

let ctx: TestContext;
let catalogue: Catalogue;

type Booked = Booking & { accessToken: string };

beforeAll(async () => {
  ctx = await startTestApp();
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

const page = (token: string, tail = '') =>
  ctx.app.inject({ method: 'GET', url: `/portal/repair-orders/${token}${tail}` });
const view = async (token: string) => okBody<{ data: RepairOrderView }>(await page(token)).data;

/** A booking as the wizard makes it, its pick-up reserved on the first offered day after today. */
async function booked(body = repairOrderBody(catalogue)): Promise<Booked> {
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
