import { CUSTOMER_PATHS, REPAIR_MESSAGE_LIMIT, VERIFY_CODE_COOKIE } from '@portal/contracts';
import { readOutbox } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessoriesOrderBody,
  bookRepair,
  expectError,
  findCatalogue,
  repairOrderBody,
  reserve,
  type Booking,
  type Catalogue,
} from './fixtures';
import { mailTextsIn } from '../src/services/mail/i18n';
import { rowCounts, startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

const SERVICE_EMAIL = 'serwis@example.pl';
const CODE = 'M3SG7';
let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({
    SERVICE_EMAIL,
    COURIER_SLOT_CAPACITY: '500',
    FIXED_VERIFY_CODE: CODE,
  });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

/** An order with a private page, as its message's e-mail to the service names it. */
interface Placed {
  accessToken: string;
  /** The RMA number or the spare-part order's number. */
  number: string;
  /** The stored row's id, which CustomerMessage.orderId holds. */
  id: bigint;
  name: string;
  phone: string;
  email: string;
}

/** A repair booked with its pick-up reserved. */
async function bookedRepair(language: string): Promise<Placed> {
  const body = { ...repairOrderBody(catalogue), language };
  const booking = (await bookRepair(ctx.app, body)) as Booking & { accessToken: string };
  okBody(await reserve(ctx.app, { ...booking, pickupDate: body.pickupDate }));
  const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
    where: { rmaNumber: booking.rmaNumber },
  });
  return {
    accessToken: booking.accessToken,
    number: order.rmaNumber,
    id: order.id,
    name: order.clientName,
    phone: order.clientTell,
    email: order.clientEmail,
  };
}

/** A cart order placed as the checkout places it. */
async function placedSpareOrder(language: string): Promise<Placed> {
  const image = await ctx.app.inject({ method: 'GET', url: '/order/accessories/verifyCode' });
  const cookie = image.cookies.find((c) => c.name === VERIFY_CODE_COOKIE)?.value ?? '';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/order/accessories/add',
    payload: { ...accessoriesOrderBody(catalogue, CODE), language },
    cookies: { [VERIFY_CODE_COOKIE]: cookie },
  });
  const { orderId, accessToken } = okBody<{
    data: { orderId: number; accessToken: string };
  }>(res).data;
  const order = await ctx.app.db.sparePartOrder.findUniqueOrThrow({
    where: { id: BigInt(orderId) },
  });
  return {
    accessToken,
    number: String(orderId),
    id: order.id,
    name: order.contract,
    phone: order.tell,
    email: order.email,
  };
}

/** What differs between the two kinds of order; everything else is the same call. */
const KINDS = [
  {
    kind: 'repair',
    path: CUSTOMER_PATHS.repairMessage,
    place: bookedRepair,
    subject: 'Wiadomość od klienta – zlecenie',
    status: `Status zlecenia: ${mailTextsIn('pl-PL').repairStatuses.pendingPickup}`,
    unknown: {
      pl: 'Żadne zlecenie naprawy nie ma tego linku',
      en: 'No repair order has this link',
    },
    limit: (number: string) => ({
      pl: `Do zlecenia naprawy ${number} wysłano już 5 wiadomości w ciągu ostatnich 24 godzin – tyle przyjmujemy. Spróbuj ponownie jutro albo zadzwoń do serwisu.`,
      en: `Repair order ${number} has already sent 5 messages in the last 24 hours, the most we accept. Please try again tomorrow, or call the service.`,
      zh: `维修单 ${number} 在过去 24 小时内已发送 5 条消息，已达上限。请明天再试，或致电服务中心。`,
    }),
  },
  {
    kind: 'spare',
    path: CUSTOMER_PATHS.spareOrderMessage,
    place: placedSpareOrder,
    subject: 'Wiadomość od klienta – zamówienie części',
    status: `Status zamówienia: ${mailTextsIn('pl-PL').receipt.statuses.pendingConfirmation}`,
    unknown: {
      pl: 'Nie ma zamówienia części o tym numerze',
      en: 'No spare-parts order has this number',
    },
    limit: (number: string) => ({
      pl: `Do zamówienia części ${number} wysłano już 5 wiadomości w ciągu ostatnich 24 godzin – tyle przyjmujemy. Spróbuj ponownie jutro albo zadzwoń do serwisu.`,
      en: `Spare parts order ${number} has already sent 5 messages in the last 24 hours, the most we accept. Please try again tomorrow, or call the service.`,
      zh: `备件订单 ${number} 在过去 24 小时内已发送 5 条消息，已达上限。请明天再试，或致电服务中心。`,
    }),
  },
] as const;

/** The messages written since `before`, once the outbox is drained. */
async function mailSince(before: number) {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).slice(before);
}
async function mailCount() {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).length;
}

describe.each(KINDS)('POST $path', (k) => {
  const place = (language = 'pl-PL') => k.place(language);
  const send = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: k.path.replace(':token', token),
      payload: payload as object,
      headers,
    });
  const storedOf = (order: Placed) =>
    ctx.app.db.customerMessage.findMany({ where: { orderKind: k.kind, orderId: order.id } });

  it('keeps the message and e-mails it once to the service, Reply-To the customer, without the link', async () => {
    const order = await place('en-US');
    const before = await mailCount();
    const text = 'Is the screen covered?\nThe glass <b>cracked</b> after a fall.';
    const res = okBody<{ data: unknown }>(await send(order.accessToken, { message: `  ${text} ` }));
    expect(res.data).toEqual({ sent: true });

    expect((await storedOf(order)).map((row) => row.text)).toEqual([text]);

    const mails = await mailSince(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.headers.to).toBe(SERVICE_EMAIL);
    expect(mail?.headers['reply-to']).toBe(order.email);
    expect(mail?.headers['content-language']).toBe('pl-PL');
    expect(mail?.subject).toBe(`${k.subject} ${order.number}`);
    for (const part of [order.number, order.name, order.phone, order.email, k.status])
      expect(mail?.text).toContain(part);
    expect(mail?.text).toContain(text);
    expect(mail?.html).toContain('&lt;b&gt;cracked&lt;/b&gt;');
    for (const body of [mail?.text, mail?.html, mail?.subject])
      expect(body).not.toContain(order.accessToken);
    // Sent once: a second drain writes nothing more.
    expect(await mailCount()).toBe(before + 1);
  });

  const REFUSALS = [
    {
      language: 'pl-PL',
      header: 'pl',
      empty: 'message: To pole jest wymagane',
      tooLong: 'message: Za długi tekst: najwyżej 2000 znaków',
      control: 'message: Usuń z tego pola znaki sterujące i znaki zmiany kierunku tekstu',
    },
    {
      language: 'en-US',
      header: 'en',
      empty: 'message: This field is required',
      tooLong: 'message: Too long: at most 2000 characters',
      control: 'message: Remove control characters and text-direction overrides from this field',
    },
    {
      language: 'zh-CN',
      header: 'zh-CN',
      empty: 'message: 此项为必填项',
      tooLong: 'message: 内容过长：最多 2000 个字符',
      control: 'message: 请删除此字段中的控制字符和文字方向覆盖字符',
    },
  ] as const;

  it.each(REFUSALS)(
    '$language: refuses an empty, too long or unprintable message with 422, keeping nothing',
    async (c) => {
      const order = await place();
      const counts = await rowCounts(ctx.app);
      const messages = await ctx.app.db.customerMessage.count();
      const headers = { 'accept-language': c.header };
      expect(expectError(await send(order.accessToken, { message: '   ' }, headers), 422)).toBe(
        c.empty,
      );
      expect(expectError(await send(order.accessToken, {}, headers), 422)).toBe(c.empty);
      expect(
        expectError(await send(order.accessToken, { message: 'x'.repeat(2001) }, headers), 422),
      ).toBe(c.tooLong);
      for (const bad of ['bell\u0007', 'esc\u001b[31m', 'evil\u202eexe.txt', 'iso\u2066late'])
        expect(expectError(await send(order.accessToken, { message: bad }, headers), 422)).toBe(
          c.control,
        );
      expect(await rowCounts(ctx.app)).toEqual(counts);
      expect(await ctx.app.db.customerMessage.count()).toBe(messages);
    },
  );

  it('takes 2000 characters, line breaks and tabs', async () => {
    const order = await place();
    okBody(await send(order.accessToken, { message: 'x'.repeat(2000) }));
    okBody(await send(order.accessToken, { message: 'line one\r\n\tline two' }));
  });

  it('answers 404 for an unknown or malformed token, in the visitor language', async () => {
    const before = await ctx.app.db.customerMessage.count();
    expect(
      expectError(
        await send('A'.repeat(43), { message: 'Hello' }, { 'accept-language': 'pl' }),
        404,
      ),
    ).toBe(k.unknown.pl);
    expect(
      expectError(await send('short', { message: 'Hello' }, { 'accept-language': 'en' }), 404),
    ).toBe(k.unknown.en);
    expect(await ctx.app.db.customerMessage.count()).toBe(before);
  });

  it(`refuses the ${REPAIR_MESSAGE_LIMIT + 1}th message of an order in 24 hours with 429, other orders still write`, async () => {
    const order = await place();
    const before = await mailCount();
    for (let i = 1; i <= REPAIR_MESSAGE_LIMIT; i += 1)
      okBody(await send(order.accessToken, { message: `Message ${i}` }));
    const over = (lang: string) =>
      send(order.accessToken, { message: 'One more' }, { 'accept-language': lang });
    const refusal = k.limit(order.number);
    expect(expectError(await over('pl'), 429)).toBe(refusal.pl);
    expect(expectError(await over('en'), 429)).toBe(refusal.en);
    expect(expectError(await over('zh-CN'), 429)).toBe(refusal.zh);
    expect(await mailSince(before)).toHaveLength(REPAIR_MESSAGE_LIMIT);

    // Counted per order: another order of the same customer is not held back.
    const other = await place();
    okBody(await send(other.accessToken, { message: 'About my other order' }));

    // A day later the order may write again.
    await ctx.app.db.customerMessage.updateMany({
      where: { orderKind: k.kind, orderId: order.id },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    okBody(await send(order.accessToken, { message: 'The next day' }));
  });

  it('refuses a cross-site request with 403 before anything is kept', async () => {
    const order = await place();
    const before = await ctx.app.db.customerMessage.count();
    const hostile = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expectError(await send(order.accessToken, { message: 'Hi' }, hostile), 403, 403);
    expect(await ctx.app.db.customerMessage.count()).toBe(before);
  });
});

describe('the limit of each order', () => {
  it("is counted per kind of order: a repair's messages do not hold back a spare-part order of the same id", async () => {
    const spare = await placedSpareOrder('pl-PL');
    // A repair's messages filed under the spare order's id, as if the two ids met.
    await ctx.app.db.customerMessage.createMany({
      data: Array.from({ length: REPAIR_MESSAGE_LIMIT }, () => ({
        orderKind: 'repair',
        orderId: spare.id,
        text: 'About a repair',
        createdAt: new Date(),
      })),
    });
    okBody(
      await ctx.app.inject({
        method: 'POST',
        url: CUSTOMER_PATHS.spareOrderMessage.replace(':token', spare.accessToken),
        payload: { message: 'About my parts' },
      }),
    );
  });
});
