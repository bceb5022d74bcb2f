import {
  CUSTOMER_PATHS,
  NO_SUCH_ORDER_MESSAGE,
  polishTimestamp,
  PURCHASE_STATUS,
  VERIFY_CODE_COOKIE,
  type Language,
  type SpareOrderView,
} from '@portal/contracts';
import { readOutbox, type ParsedMail } from '@portal/test-support';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '../src/services/mail/compose';
import { mailTextsIn } from '../src/services/mail/i18n';
import { newAccessToken } from '../src/lib/access-token';
import { accessoriesOrderBody, findCatalogue, type Catalogue } from './fixtures';
import {
  inThisThread,
  rowCounts,
  startAnotherInstance,
  startTestApp,
  type Instance,
  type TestContext,
} from './harness';
import { expectError, okBody } from './requests';

/**
 * A spare-part order's private page beyond reading it: the customer's
 * cancel while the order waits for the service's confirmation, and the
 * order's receipt as a PDF.
 */

const OPERATOR = 'operator-token-of-the-spare-order-page-tests';
const CODE = 'S9P4R';
const SELLER = {
  SERVICE_PAYEE: 'Serwis Testowy Sp. z o.o.',
  SERVICE_BANK_ACCOUNT: 'PL61 1090 1014 0000 0712 1981 2874',
  SERVICE_EMAIL: 'czesci@serwis-testowy.example.pl',
};
let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({ OPERATOR_TOKEN: OPERATOR, FIXED_VERIFY_CODE: CODE, ...SELLER });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

interface Placed {
  orderId: number;
  accessToken: string;
}

/** A cart order placed as the checkout places it, in `language`; its placement e-mail already sent. */
async function placed(language?: Language, app: Instance = inThisThread(ctx)): Promise<Placed> {
  const image = await app.inject({ method: 'GET', url: '/order/accessories/verifyCode' });
  const cookie = image.cookies.find((c) => c.name === VERIFY_CODE_COOKIE)?.value ?? '';
  const res = await app.inject({
    method: 'POST',
    url: '/order/accessories/add',
    payload: { ...accessoriesOrderBody(catalogue, CODE), ...(language ? { language } : {}) },
    cookies: { [VERIFY_CODE_COOKIE]: cookie },
  });
  const order = okBody<{ data: Placed }>(res).data;
  await ctx.app.mailOutbox.drain();
  return order;
}

const at = (path: string, token: string) => path.replace(':token', token);
const page = (token: string) =>
  ctx.app.inject({ method: 'GET', url: at(CUSTOMER_PATHS.spareOrder, token) });
const view = async (token: string) => okBody<{ data: SpareOrderView }>(await page(token)).data;
const cancel = (token: string, headers: Record<string, string> = {}, app = inThisThread(ctx)) =>
  app.inject({ method: 'POST', url: at(CUSTOMER_PATHS.spareOrderCancel, token), headers });

const advance = (orderId: number, to: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/ops/spare-orders/${orderId}/advance`,
    headers: { authorization: `Bearer ${OPERATOR}` },
    payload: { to },
  });

/** The e-mails sent by `act`, once the outbox is drained. */
async function mailOf(act: () => Promise<unknown>): Promise<ParsedMail[]> {
  await ctx.app.mailOutbox.drain();
  const before = readOutbox(ctx.env.OUTBOX_DIR).length;
  await act();
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).slice(before);
}

describe('POST /portal/spare-orders/:token/cancel', () => {
  it('cancels a received order: the page shows it cancelled, one e-mail to the customer copied to the invoice mailbox', async () => {
    const order = await placed('en-US');
    expect((await view(order.accessToken)).actions).toEqual({ cancel: true });

    let answer: SpareOrderView | undefined;
    const mails = await mailOf(async () => {
      const res = await cancel(order.accessToken);
      expect(res.headers['cache-control']).toBe('no-store');
      answer = okBody<{ data: SpareOrderView }>(res).data;
    });
    expect(answer).toMatchObject({
      orderId: order.orderId,
      status: PURCHASE_STATUS.cancelled,
      actions: { cancel: false },
    });
    expect(await view(order.accessToken)).toEqual(answer);
    // The public lookup tells it too.
    const lookup = await ctx.app.inject({
      method: 'POST',
      url: '/order/accessories/inquiry',
      payload: `orderId=${order.orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(okBody<{ data: { status: number } }>(lookup).data.status).toBe(
      PURCHASE_STATUS.cancelled,
    );

    const step = mailTextsIn('en-US').spareProgress.steps['spare-order-cancelled'];
    expect(mails.map((mail) => mail.subject)).toEqual([step.subject(order.orderId)]);
    expect(mails[0]?.headers.to).toBe('jan.nowak@example.pl');
    expect(mails[0]?.headers.cc).toBe('faktury@example.pl');
    expect(mails[0]?.text).toContain(step.intro);
  });

  it('refuses a second cancel with the reason, in the language asked for, and changes nothing', async () => {
    const order = await placed();
    okBody(await cancel(order.accessToken));
    await ctx.app.mailOutbox.drain();
    const counts = await rowCounts(ctx.app);
    const mails = await mailOf(async () => {
      expect(expectError(await cancel(order.accessToken, { 'accept-language': 'en' }), 422)).toBe(
        `Spare parts order ${order.orderId} has already been cancelled.`,
      );
      expect(expectError(await cancel(order.accessToken, { 'accept-language': 'pl' }), 422)).toBe(
        `Zamówienie części ${order.orderId} zostało już anulowane.`,
      );
      expect(
        expectError(await cancel(order.accessToken, { 'accept-language': 'zh-CN,zh;q=0.9' }), 422),
      ).toBe(`备件订单 ${order.orderId} 已被取消。`);
    });
    expect(mails).toEqual([]);
    expect(await rowCounts(ctx.app)).toEqual(counts);
  });

  it('is refused once the service confirmed the order, and after it moved on, with nothing changed', async () => {
    const order = await placed('pl-PL');
    okBody(await advance(order.orderId, 'confirmed'));
    await ctx.app.mailOutbox.drain();
    expect((await view(order.accessToken)).actions).toEqual({ cancel: false });
    for (const to of [null, 'paid', 'shipped']) {
      if (to) okBody(await advance(order.orderId, to));
      await ctx.app.mailOutbox.drain();
      const before = await view(order.accessToken);
      const counts = await rowCounts(ctx.app);
      expect(
        expectError(await cancel(order.accessToken, { 'accept-language': 'en-US' }), 422),
      ).toBe(
        `Spare parts order ${order.orderId} has already been confirmed, so it can no longer be cancelled on its page. Please contact us if you want to cancel it.`,
      );
      expect(await view(order.accessToken)).toEqual(before);
      expect(await rowCounts(ctx.app)).toEqual(counts);
    }
  });

  it('cancels an order the service reopened, which waits for its confirmation again', async () => {
    const order = await placed();
    okBody(await advance(order.orderId, 'cancelled'));
    okBody(await advance(order.orderId, 'reopened'));
    expect((await view(order.accessToken)).actions).toEqual({ cancel: true });
    const mails = await mailOf(async () => okBody(await cancel(order.accessToken)));
    expect((await view(order.accessToken)).status).toBe(PURCHASE_STATUS.cancelled);
    expect(mails.map((mail) => mail.subject)).toEqual([
      mailTextsIn('pl-PL').spareProgress.steps['spare-order-cancelled'].subject(order.orderId),
    ]);
  });

  it('sent at once to two instances: one cancel taken, the others refused, one e-mail', async () => {
    const one = inThisThread(ctx);
    const two = await startAnotherInstance(ctx);
    try {
      for (let round = 0; round < 3; round += 1) {
        const order = await placed('en-US');
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            cancel(order.accessToken, { 'accept-language': 'en' }, i % 2 === 0 ? one : two),
          ),
        );
        const taken = answers.filter((res) => res.json<{ result: number }>().result === 1);
        expect(taken).toHaveLength(1);
        for (const res of answers.filter((answer) => !taken.includes(answer))) {
          expect(expectError(res, 422)).toBe(
            `Spare parts order ${order.orderId} has already been cancelled.`,
          );
        }
        const mails = await ctx.app.db.mailOutbox.count({
          where: { kind: 'spare-order-cancelled', ref: BigInt(order.orderId) },
        });
        expect(mails).toBe(1);
      }
    } finally {
      await two.close();
    }
  });

  it('answers an unknown and a malformed token alike: 404, no such order', async () => {
    for (const token of [newAccessToken(), 'short']) {
      const res = await cancel(token, { 'accept-language': 'en' });
      expect(expectError(res, 404)).toBe(NO_SUCH_ORDER_MESSAGE.sparePart);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses cross-site requests and bodies it does not read before anything is changed', async () => {
    const order = await placed();
    const counts = await rowCounts(ctx.app);
    const hostileHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const hostile of hostileHeaders) {
      expectError(await cancel(order.accessToken, hostile), 403, 403);
    }
    // What a form on any page could send: refused before it is read.
    for (const [type, payload] of [
      ['text/plain', 'cancel'],
      ['application/x-www-form-urlencoded', 'cancel=1'],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: at(CUSTOMER_PATHS.spareOrderCancel, order.accessToken),
        headers: { 'content-type': type ?? '' },
        payload,
      });
      expectError(res, 400, 415);
    }
    expect(await rowCounts(ctx.app)).toEqual(counts);
    expect((await view(order.accessToken)).status).toBe(PURCHASE_STATUS.pendingConfirmation);
    // The page's own request (same origin, JSON as the web sends it) still goes through.
    const own = await ctx.app.inject({
      method: 'POST',
      url: at(CUSTOMER_PATHS.spareOrderCancel, order.accessToken),
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(okBody<{ data: SpareOrderView }>(own).data.status).toBe(PURCHASE_STATUS.cancelled);
  });

  it('is in the OpenAPI document under the customer tag', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { tags: string[] }>>;
    }>();
    expect(document.paths['/portal/spare-orders/{token}/cancel']?.post?.tags).toEqual(['customer']);
  });
});

describe('rate limit of the cancel', () => {
  it('is the courier calls’: over it a client gets 429 and nothing is changed', async () => {
    const limited = await startTestApp({
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_RESERVATION: '2',
      FIXED_VERIFY_CODE: CODE,
    });
    try {
      const app = inThisThread(limited);
      const order = await placed(undefined, app);
      for (let i = 0; i < 2; i += 1) await cancel(newAccessToken(), {}, app);
      const counts = await rowCounts(limited.app);
      const refused = await cancel(order.accessToken, {}, app);
      expectError(refused, 429, 429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await rowCounts(limited.app)).toEqual(counts);
    } finally {
      await limited.close();
    }
  });
});

/** The text of a PDF, its runs of white space (the euro's no-break space among them) as one space. */
async function printedText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /portal/spare-orders/:token/receipt', () => {
  const receipt = (token: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: at(CUSTOMER_PATHS.spareOrderReceipt, token), headers });

  async function stored(orderId: number) {
    return ctx.app.db.sparePartOrder.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
  }

  it("answers the receipt as a PDF in the order's language: seller, order, buyer, lines, total and how to pay", async () => {
    const order = await placed();
    const res = await receipt(order.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${order.orderId}.pdf"`,
    );
    const text = await printedText(res.rawPayload);
    const row = await stored(order.orderId);
    const t = mailTextsIn('pl-PL');
    const euro = (cents: number) => oneLine(formatEuro(cents, 'pl-PL'));
    for (const value of [
      'Potwierdzenie zamówienia (pro forma)',
      SELLER.SERVICE_PAYEE,
      SELLER.SERVICE_EMAIL,
      `Numer zamówienia ${order.orderId}`,
      // Warsaw's wall clock, never UTC.
      `Data zamówienia ${polishTimestamp(row.createdAt).slice(0, 16)}`,
      'Status Oczekuje na potwierdzenie',
      'Jan Nowak',
      'jan.nowak@example.pl',
      'ul. Kwiatowa 5/2, 00-001, Warszawa, Polska',
      'faktury@example.pl',
      `Razem ${euro(row.totalCents)}`,
      // While unpaid: to whom, where, how much, under which title.
      `${t.spareProgress.payee} ${SELLER.SERVICE_PAYEE}`,
      `${t.spareProgress.account} ${SELLER.SERVICE_BANK_ACCOUNT}`,
      `${t.spareProgress.amount} ${euro(row.totalCents)}`,
      `${t.spareProgress.transferTitle} ${t.spareProgress.transferTitleText(order.orderId)}`,
      oneLine(t.receipt.payAfterConfirmation),
    ]) {
      expect(text).toContain(value);
    }
    expect(row.lines.length).toBeGreaterThan(1);
    for (const line of row.lines) {
      expect(text).toContain(
        `${line.num} ${euro(line.unitPriceCents)} ${euro(line.unitPriceCents * line.num)}`,
      );
      expect(text).toContain(`BOM ${line.bom}`);
    }
    expect(row.totalCents).toBe(
      row.lines.reduce((sum, line) => sum + line.num * line.unitPriceCents, 0),
    );
  });

  it('is in Chinese for an order placed in Chinese', async () => {
    const order = await placed('zh-CN');
    const text = await printedText((await receipt(order.accessToken)).rawPayload);
    const row = await stored(order.orderId);
    for (const value of [
      '订单凭证（形式发票）',
      `订单号 ${order.orderId}`,
      '状态 待确认',
      `合计 ${oneLine(formatEuro(row.totalCents, 'zh-CN'))}`,
      `收款人 ${SELLER.SERVICE_PAYEE}`,
      `转账附言 订单 ${order.orderId}`,
    ]) {
      expect(text).toContain(value);
    }
  });

  it('shows the status as it now is, and no payment details once paid or cancelled', async () => {
    const paid = await placed('en-US');
    okBody(await advance(paid.orderId, 'confirmed'));
    const confirmed = await printedText((await receipt(paid.accessToken)).rawPayload);
    expect(confirmed).toContain('Status Pending payment');
    expect(confirmed).toContain(`Account number ${SELLER.SERVICE_BANK_ACCOUNT}`);
    expect(confirmed).not.toContain(mailTextsIn('en-US').receipt.payAfterConfirmation);
    okBody(await advance(paid.orderId, 'paid'));
    const text = await printedText((await receipt(paid.accessToken)).rawPayload);
    expect(text).toContain('Status Waiting for shipment');
    expect(text).not.toContain(SELLER.SERVICE_BANK_ACCOUNT);
    expect(text).toContain(`Order number ${paid.orderId}`);

    const cancelled = await placed('en-US');
    okBody(await cancel(cancelled.accessToken));
    const after = await printedText((await receipt(cancelled.accessToken)).rawPayload);
    expect(after).toContain('Status Cancelled');
    expect(after).not.toContain(SELLER.SERVICE_BANK_ACCOUNT);
  });

  it('answers an unknown and a malformed token alike: 404 in the error shape, no-store', async () => {
    for (const token of [newAccessToken(), 'short']) {
      const res = await receipt(token, { 'accept-language': 'en' });
      expect(expectError(res, 404)).toBe(NO_SUCH_ORDER_MESSAGE.sparePart);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is in the OpenAPI document under the customer tag, a PDF or 503 with Retry-After', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          { tags: string[]; responses: Record<string, { content?: object; headers?: object }> }
        >
      >;
    }>();
    const operation = document.paths['/portal/spare-orders/{token}/receipt']?.get;
    expect(operation?.tags).toEqual(['customer']);
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toContain('application/pdf');
    expect(operation?.responses['503']?.headers).toHaveProperty('Retry-After');
  });
});
