import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_PATHS,
  NO_SUCH_ORDER_MESSAGE,
  PURCHASE_STATUS,
  spareOrderViewSchema,
  VERIFY_CODE_COOKIE,
  polishTimestamp,
} from '@portal/contracts';
import { accessoriesOrderBody, expectError, findCatalogue, type Catalogue } from './fixtures';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

const CODE = 'K7PX4';
const COOKIE = VERIFY_CODE_COOKIE;

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({ FIXED_VERIFY_CODE: CODE });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

/** GET the code image; the cookie it sets identifies the code. */
async function newCode(app = ctx.app) {
  const res = await app.inject({
    method: 'GET',
    url: '/order/accessories/verifyCode',
    query: { t: String(Date.now()) },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === COOKIE);
  if (!cookie) throw new Error('no verification cookie');
  return { res, cookie, cookies: { [COOKIE]: cookie.value } };
}

function submit(body: unknown, cookies?: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/order/accessories/add',
    payload: body as object,
    ...(cookies ? { cookies } : {}),
  });
}

const inquiry = (orderId: string | number) =>
  ctx.app.inject({ method: 'POST', url: '/order/accessories/inquiry', ...form({ orderId }) });

describe('GET /order/accessories/verifyCode', () => {
  it('answers an SVG image, not cached, and an http-only Lax cookie for 5 minutes', async () => {
    const before = await rowCounts(ctx.app);
    const { res, cookie } = await newCode();
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).not.toContain(CODE); // drawn as paths, not text
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 300 });
    expect(cookie.secure).toBeFalsy();
    expect(await rowCounts(ctx.app)).toEqual({ ...before, verifyCodes: before.verifyCodes + 1 });
    const row = await ctx.app.db.verifyCode.findUniqueOrThrow({ where: { id: cookie.value } });
    expect(row.answerHash).not.toContain(CODE.toLowerCase());
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(300_000);
  });

  it('marks the cookie secure in production', async () => {
    const production = await startTestApp({ NODE_ENV: 'production' });
    try {
      const { cookie } = await newCode(production.app);
      expect(cookie.secure).toBe(true);
    } finally {
      await production.close();
    }
  });

  it('refuses a too long t (33) with 422', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/order/accessories/verifyCode',
      query: { t: '1'.repeat(33) },
    });
    expectError(res, 422);
  });
});

describe('POST /order/accessories/add', () => {
  it('places the order priced from the catalogue, and the inquiry finds it with status 1', async () => {
    const { cookies } = await newCode();
    const body = accessoriesOrderBody(catalogue, CODE.toLowerCase());
    // Prices and totals from the client are ignored.
    const tampered = {
      ...body,
      OrderInfo: { ...body.OrderInfo, totalCents: 1, total: 0.01 },
      detail: body.detail.map((line) => ({ ...line, price: 0.01, unitPriceCents: 1 })),
    };
    const before = await rowCounts(ctx.app);
    const res = await submit(tampered, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 1,
      data: { orderId: expect.any(Number), accessToken: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const { orderId } = res.json().data;
    expect(await rowCounts(ctx.app)).toEqual({
      ...before,
      spareOrders: before.spareOrders + 1,
      spareLines: before.spareLines + body.detail.length,
      // Its confirmation e-mail, in the same transaction.
      mails: before.mails + 1,
    });

    const order = await ctx.app.db.sparePartOrder.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: true },
    });
    const expectedTotal = catalogue.priced.reduce(
      (sum, m, i) => sum + (m.priceCents ?? 0) * (i + 1),
      0,
    );
    expect(order).toMatchObject({
      status: 1,
      totalCents: expectedTotal,
      verifyCodeId: cookies[COOKIE],
      contract: 'Jan Nowak',
    });
    expect(order.lines.map((l) => l.unitPriceCents)).toEqual(
      catalogue.priced.map((m) => m.priceCents),
    );

    const found = await inquiry(orderId);
    expect(found.json()).toEqual({
      result: 1,
      data: { orderId, status: 1, logisticsName: null, logisticsNo: null },
    });
    for (const value of ['Jan Nowak', 'jan.nowak@example.pl', 'Kwiatowa', '512 345 678'])
      expect(found.body).not.toContain(value);
  });

  it('creates one order when the same submission arrives twice with the same code', async () => {
    const { cookies } = await newCode();
    const body = accessoriesOrderBody(catalogue, CODE);
    const first = await submit(body, cookies);
    const before = await rowCounts(ctx.app);
    const second = await submit(body, cookies);
    expect(second.json()).toEqual(first.json());
    expect(await rowCounts(ctx.app)).toEqual(before);

    const changed = {
      ...body,
      detail: body.detail.map((line) => ({ ...line, num: line.num + 1 })),
    };
    expect(expectError(await submit(changed, cookies), 422)).toBe(
      'Invalid or expired verification code',
    );
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  it('uses the code up on a wrong answer: the right answer then fails too, a new code works', async () => {
    const { cookies } = await newCode();
    const before = await rowCounts(ctx.app);
    expect(expectError(await submit(accessoriesOrderBody(catalogue, 'WRONG'), cookies), 422)).toBe(
      'Invalid or expired verification code',
    );
    expectError(await submit(accessoriesOrderBody(catalogue, CODE), cookies), 422);
    expect(await rowCounts(ctx.app)).toEqual(before);

    const fresh = await newCode();
    expect((await submit(accessoriesOrderBody(catalogue, CODE), fresh.cookies)).json().result).toBe(
      1,
    );
  });

  it('refuses a missing cookie, an unknown cookie and an expired code', async () => {
    const before = await rowCounts(ctx.app);
    expectError(await submit(accessoriesOrderBody(catalogue, CODE)), 422);
    expectError(
      await submit(accessoriesOrderBody(catalogue, CODE), { [COOKIE]: 'not-a-code' }),
      422,
    );
    const { cookies } = await newCode();
    await ctx.app.db.verifyCode.update({
      where: { id: cookies[COOKIE] },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const counts = await rowCounts(ctx.app);
    expectError(await submit(accessoriesOrderBody(catalogue, CODE), cookies), 422);
    expect(await rowCounts(ctx.app)).toEqual(counts);
    expect(counts.spareOrders).toBe(before.spareOrders);
  });

  describe('checks every line against the catalogue, writing no order', () => {
    const lineCases: [string, (c: Catalogue) => { skuId: number; bom: string }, number, RegExp][] =
      [
        [
          'an unknown part',
          () => ({ skuId: 999_999, bom: 'NO-SUCH-BOM' }),
          404,
          /Item 999999 not found/,
        ],
        [
          'a part no longer sold',
          (c) => ({ skuId: c.inactive.id, bom: c.inactive.bom }),
          404,
          /not found/,
        ],
        [
          'a part without a price',
          (c) => ({ skuId: c.unpriced.id, bom: c.unpriced.bom }),
          422,
          /no price/,
        ],
        [
          'a BOM of another part',
          (c) => ({ skuId: c.priced[0]?.id ?? 0, bom: c.priced[1]?.bom ?? '' }),
          422,
          /is not BOM/,
        ],
      ];
    it.each(lineCases)('%s', async (_name, line, code, message) => {
      const { cookies } = await newCode();
      const body = accessoriesOrderBody(catalogue, CODE);
      body.detail.push({ ...line(catalogue), productName: 'Anything', num: 1 });
      const before = await rowCounts(ctx.app);
      expect(expectError(await submit(body, cookies), code)).toMatch(message);
      expect(await rowCounts(ctx.app)).toEqual(before);
    });
  });

  it('places an enterprise order without the registered phone, as a client written from SPEC sends it', async () => {
    const { cookies } = await newCode();
    const body = accessoriesOrderBody(catalogue, CODE);
    const orderInfo: Record<string, unknown> = {
      ...body.OrderInfo,
      invoiceType: '2',
      invoiceName: 'Nowak Serwis Sp. z o.o.',
      taxNo: '5260250274',
      registerAddress: 'ul. Prosta 1, 00-850 Warszawa',
    };
    delete orderInfo.registerPhone;
    const placed = okBody<{ data: { orderId: number } }>(
      await submit({ ...body, OrderInfo: orderInfo }, cookies),
    );
    const stored = await ctx.app.db.sparePartOrder.findUniqueOrThrow({
      where: { id: placed.data.orderId },
    });
    expect(stored).toMatchObject({ invoiceType: '2', taxNo: '5260250274', registerPhone: '' });
  });

  it('places an enterprise order for a German company with its DE VAT number', async () => {
    const { cookies } = await newCode();
    const body = accessoriesOrderBody(catalogue, CODE);
    const orderInfo = {
      ...body.OrderInfo,
      country: 'Germany',
      city: 'Berlin',
      invoiceType: '2',
      invoiceName: 'Schmidt Handy GmbH',
      taxNo: 'DE 123 456 789',
      registerAddress: 'Hauptstraße 1, 10115 Berlin',
      registerPhone: '+49 30 1234567',
    };
    const placed = okBody<{ data: { orderId: number } }>(
      await submit({ ...body, OrderInfo: orderInfo }, cookies),
    );
    const stored = await ctx.app.db.sparePartOrder.findUniqueOrThrow({
      where: { id: placed.data.orderId },
    });
    expect(stored).toMatchObject({ invoiceType: '2', country: 'Germany', taxNo: 'DE 123 456 789' });
  });

  it.each([
    [
      'a German company with a Polish NIP',
      { country: 'Niemcy', taxNo: '5260250274' },
      'OrderInfo.taxNo: Enter a valid EU VAT number of the country given: DE followed by the number',
    ],
    [
      'a Polish company with a wrong NIP checksum',
      { country: 'Polska', taxNo: '5260250275' },
      'OrderInfo.taxNo: Enter a valid Polish tax number (NIP)',
    ],
  ])('refuses the tax number of %s with 422, writing no order', async (_name, fields, message) => {
    const { cookies } = await newCode();
    const body = accessoriesOrderBody(catalogue, CODE);
    const orderInfo = {
      ...body.OrderInfo,
      invoiceType: '2',
      invoiceName: 'Firma Sp. z o.o.',
      registerAddress: 'ul. Prosta 1, 00-850 Warszawa',
      ...fields,
    };
    const before = await rowCounts(ctx.app);
    expect(expectError(await submit({ ...body, OrderInfo: orderInfo }, cookies), 422)).toBe(
      message,
    );
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  describe('refuses bad input with 422 before the code is tried', () => {
    const base = () => accessoriesOrderBody(catalogue, CODE);
    const cases: [string, () => unknown][] = [
      [
        'a missing contact name',
        () => ({ ...base(), OrderInfo: { ...base().OrderInfo, contract: undefined } }),
      ],
      [
        'a too long contact name (71)',
        () => ({ ...base(), OrderInfo: { ...base().OrderInfo, contract: 'x'.repeat(71) } }),
      ],
      [
        'a too long remark (251)',
        () => ({ ...base(), OrderInfo: { ...base().OrderInfo, remark: 'x'.repeat(251) } }),
      ],
      [
        'a bad invoice e-mail',
        () => ({ ...base(), OrderInfo: { ...base().OrderInfo, invoiceEmail: 'faktury' } }),
      ],
      [
        'an enterprise invoice without tax number',
        () => ({ ...base(), OrderInfo: { ...base().OrderInfo, invoiceType: '2' } }),
      ],
      [
        'a wrong quantity type',
        () => ({ ...base(), detail: [{ ...base().detail[0], num: 'two' }] }),
      ],
      ['a quantity of 0', () => ({ ...base(), detail: [{ ...base().detail[0], num: 0 }] })],
      ['an empty cart', () => ({ ...base(), detail: [] })],
      ['a missing code', () => ({ ...base(), code: '' })],
      ['a too long code (11)', () => ({ ...base(), code: 'x'.repeat(11) })],
    ];
    it.each(cases)('%s', async (_name, body) => {
      const { cookies } = await newCode();
      const before = await rowCounts(ctx.app);
      expectError(await submit(body(), cookies), 422);
      expect(await rowCounts(ctx.app)).toEqual(before);
      // The code was not tried, so it still works.
      expect((await submit(base(), cookies)).json().result).toBe(1);
    });

    it.each([
      [
        'a missing contact name',
        { contract: undefined },
        'OrderInfo.contract: This field is required',
      ],
      ['a contact name sent as a number', { contract: 12345 }, 'OrderInfo.contract: Invalid value'],
      ['an unknown invoice type', { invoiceType: '3' }, 'OrderInfo.invoiceType: Invalid value'],
    ])('names the fault of %s', async (_name, fields, message) => {
      const { cookies } = await newCode();
      const body = { ...base(), OrderInfo: { ...base().OrderInfo, ...fields } };
      expect(expectError(await submit(body, cookies), 422)).toBe(message);
    });

    it('malformed JSON is a 400, a form body a 415', async () => {
      const { cookies } = await newCode();
      const before = await rowCounts(ctx.app);
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/order/accessories/add',
        headers: { 'content-type': 'application/json' },
        payload: '{"OrderInfo": {',
        cookies,
      });
      expectError(malformed, 400, 400);
      const formBody = await ctx.app.inject({
        method: 'POST',
        url: '/order/accessories/add',
        ...form({ code: CODE }),
        cookies,
      });
      expectError(formBody, 400, 415);
      expect(await rowCounts(ctx.app)).toEqual(before);
    });
  });
});

describe('POST /order/accessories/inquiry', () => {
  it('shows the courier of a seeded order on its way', async () => {
    const shipped = await ctx.app.db.sparePartOrder.findFirstOrThrow({
      where: { logisticsNo: { not: null } },
    });
    const res = await inquiry(Number(shipped.id));
    expect(res.json()).toEqual({
      result: 1,
      data: {
        orderId: Number(shipped.id),
        status: shipped.status,
        logisticsName: shipped.logisticsName,
        logisticsNo: shipped.logisticsNo,
      },
    });
  });

  it('refuses an unknown, missing or mistyped order id, and a JSON body', async () => {
    expect(expectError(await inquiry(999_999), 404)).toBe(NO_SUCH_ORDER_MESSAGE.sparePart);
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/order/accessories/inquiry', ...form({}) }),
      422,
    );
    expectError(await inquiry('abc'), 422);
    expectError(await inquiry('1'.repeat(400)), 422);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/order/accessories/inquiry',
      payload: { orderId: 1 },
    });
    expectError(json, 400, 415);
  });
});

describe('GET /portal/spare-orders/:token: the private page of a spare-part order', () => {
  const page = (token: string) =>
    ctx.app.inject({ method: 'GET', url: CUSTOMER_PATHS.spareOrder.replace(':token', token) });

  async function placed() {
    const { cookies } = await newCode();
    const res = await submit(accessoriesOrderBody(catalogue, CODE), cookies);
    return res.json().data as { orderId: number; accessToken: string };
  }

  it('answers the order by the token of its answer: lines, totals, contact, invoice, not confirmed', async () => {
    const { orderId, accessToken } = await placed();
    const res = await page(accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(spareOrderViewSchema.parse(data)).toEqual(data);
    const order = await ctx.app.db.sparePartOrder.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
    expect(data).toMatchObject({
      orderId,
      status: PURCHASE_STATUS.pendingConfirmation,
      confirmed: false,
      currency: 'EUR',
      totalCents: order.totalCents,
      contact: { name: 'Jan Nowak', email: 'jan.nowak@example.pl', city: 'Warszawa' },
      invoice: { type: '1', name: 'Jan Nowak', email: 'faktury@example.pl' },
      logisticsName: null,
      logisticsNo: null,
      // Received, not yet confirmed: the customer may still cancel it.
      actions: { cancel: true },
      // Warsaw's wall clock, as the page shows it: never UTC read as Warsaw time.
      createdAt: polishTimestamp(order.createdAt),
    });
    expect(data.lines).toEqual(
      order.lines.map((line) => ({
        productName: line.productName,
        bom: line.bom,
        num: line.num,
        unitPriceCents: line.unitPriceCents,
      })),
    );
    // Another order's token shows another order: tokens are not shared.
    expect((await placed()).accessToken).not.toBe(accessToken);
  });

  it('says confirmed once an operator moved the order on, with its courier', async () => {
    const { orderId, accessToken } = await placed();
    await ctx.app.db.sparePartOrder.update({
      where: { id: orderId },
      data: { status: PURCHASE_STATUS.pendingShipment, logisticsName: 'DPD', logisticsNo: 'X1' },
    });
    expect((await page(accessToken)).json().data).toMatchObject({
      status: PURCHASE_STATUS.pendingShipment,
      confirmed: true,
      logisticsName: 'DPD',
      logisticsNo: 'X1',
      actions: { cancel: false },
    });
  });

  it('answers an unknown and a malformed token alike: 404, no such order', async () => {
    expect(expectError(await page('A'.repeat(43)), 404)).toBe(NO_SUCH_ORDER_MESSAGE.sparePart);
    expect(expectError(await page('short'), 404)).toBe(NO_SUCH_ORDER_MESSAGE.sparePart);
  });

  it('is in the OpenAPI document under the customer tag', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(document.paths['/portal/spare-orders/{token}'].get.tags).toEqual(['customer']);
  });
});
