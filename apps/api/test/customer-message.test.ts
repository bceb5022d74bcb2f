import { CUSTOMER_PATHS, REPAIR_MESSAGE_LIMIT } from '@portal/contracts';
import { readOutbox } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookRepair,
  expectError,
  findCatalogue,
  repairOrderBody,
  reserve,
  type Booking,
  type Catalogue,
} from './fixtures';
import { MAIL_TEXTS } from '../src/services/mail/i18n';
import { rowCounts, startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

const SERVICE_EMAIL = 'serwis@example.pl';
let ctx: TestContext;
let catalogue: Catalogue;

type Booked = Booking & { accessToken: string };

beforeAll(async () => {
  ctx = await startTestApp({ SERVICE_EMAIL, COURIER_SLOT_CAPACITY: '500' });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

async function booked(language = 'pl-PL'): Promise<Booked> {
  const body = { ...repairOrderBody(catalogue), language };
  const booking = (await bookRepair(ctx.app, body)) as Booked;
  okBody(await reserve(ctx.app, { ...booking, pickupDate: body.pickupDate }));
  return booking;
}

const send = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: CUSTOMER_PATHS.repairMessage.replace(':token', token),
    payload: payload as object,
    headers,
  });

/** The messages written since `before`, once the outbox is drained. */
async function mailSince(before: number) {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).slice(before);
}
async function mailCount() {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).length;
}

describe('POST /portal/repair-orders/:token/message', () => {
  it('keeps the message and e-mails it once to the service, Reply-To the customer, without the link', async () => {
    const booking = await booked('en-US');
    const before = await mailCount();
    const text = 'Is the screen covered?\nThe glass <b>cracked</b> after a fall.';
    const res = okBody<{ data: unknown }>(
      await send(booking.accessToken, { message: `  ${text} ` }),
    );
    expect(res.data).toEqual({ sent: true });

    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { rmaNumber: booking.rmaNumber },
    });
    const stored = await ctx.app.db.customerMessage.findMany({ where: { orderId: order.id } });
    expect(stored.map((row) => row.text)).toEqual([text]);

    const mails = await mailSince(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.headers.to).toBe(SERVICE_EMAIL);
    expect(mail?.headers['reply-to']).toBe(order.clientEmail);
    expect(mail?.headers['content-language']).toBe('pl-PL');
    expect(mail?.subject).toContain(booking.rmaNumber);
    expect(mail?.subject).toContain('Wiadomość od klienta');
    for (const part of [
      order.clientName,
      order.clientTell,
      order.clientEmail,
      `Status zlecenia: ${MAIL_TEXTS['pl-PL'].repairStatuses.pendingPickup}`,
    ])
      expect(mail?.text).toContain(part);
    expect(mail?.text).toContain(text);
    expect(mail?.html).toContain('&lt;b&gt;cracked&lt;/b&gt;');
    for (const body of [mail?.text, mail?.html, mail?.subject])
      expect(body).not.toContain(booking.accessToken);
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
      const booking = await booked();
      const counts = await rowCounts(ctx.app);
      const messages = await ctx.app.db.customerMessage.count();
      const headers = { 'accept-language': c.header };
      expect(expectError(await send(booking.accessToken, { message: '   ' }, headers), 422)).toBe(
        c.empty,
      );
      expect(expectError(await send(booking.accessToken, {}, headers), 422)).toBe(c.empty);
      expect(
        expectError(await send(booking.accessToken, { message: 'x'.repeat(2001) }, headers), 422),
      ).toBe(c.tooLong);
      for (const bad of ['bell\u0007', 'esc\u001b[31m', 'evil\u202eexe.txt', 'iso\u2066late'])
        expect(expectError(await send(booking.accessToken, { message: bad }, headers), 422)).toBe(
          c.control,
        );
      expect(await rowCounts(ctx.app)).toEqual(counts);
      expect(await ctx.app.db.customerMessage.count()).toBe(messages);
    },
  );

  it('takes 2000 characters, line breaks and tabs', async () => {
    const booking = await booked();
    okBody(await send(booking.accessToken, { message: 'x'.repeat(2000) }));
    okBody(await send(booking.accessToken, { message: 'line one\r\n\tline two' }));
  });

  it('answers 404 for an unknown or malformed token, in the visitor language', async () => {
    const before = await ctx.app.db.customerMessage.count();
    expect(
      expectError(
        await send('A'.repeat(43), { message: 'Hello' }, { 'accept-language': 'pl' }),
        404,
      ),
    ).toBe('Żadne zlecenie naprawy nie ma tego linku');
    expect(
      expectError(await send('short', { message: 'Hello' }, { 'accept-language': 'en' }), 404),
    ).toBe('No repair order has this link');
    expect(await ctx.app.db.customerMessage.count()).toBe(before);
  });

  it(`refuses the ${REPAIR_MESSAGE_LIMIT + 1}th message of an order in 24 hours with 429, other orders still write`, async () => {
    const booking = await booked();
    const before = await mailCount();
    for (let i = 1; i <= REPAIR_MESSAGE_LIMIT; i += 1)
      okBody(await send(booking.accessToken, { message: `Message ${i}` }));
    const over = (lang: string) =>
      send(booking.accessToken, { message: 'One more' }, { 'accept-language': lang });
    expect(expectError(await over('pl'), 429)).toBe(
      `Do zlecenia naprawy ${booking.rmaNumber} wysłano już 5 wiadomości w ciągu ostatnich 24 godzin – tyle przyjmujemy. Spróbuj ponownie jutro albo zadzwoń do serwisu.`,
    );
    expect(expectError(await over('en'), 429)).toBe(
      `Repair order ${booking.rmaNumber} has already sent 5 messages in the last 24 hours, the most we accept. Please try again tomorrow, or call the service.`,
    );
    expect(expectError(await over('zh-CN'), 429)).toContain(booking.rmaNumber);
    expect(await mailSince(before)).toHaveLength(REPAIR_MESSAGE_LIMIT);

    // Counted per order: another order of the same customer is not held back.
    const other = await booked();
    okBody(await send(other.accessToken, { message: 'About my other phone' }));

    // A day later the order may write again.
    const order = await ctx.app.db.repairOrder.findUniqueOrThrow({
      where: { rmaNumber: booking.rmaNumber },
    });
    await ctx.app.db.customerMessage.updateMany({
      where: { orderId: order.id },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    okBody(await send(booking.accessToken, { message: 'The next day' }));
  });

  it('refuses a cross-site request with 403 before anything is kept', async () => {
    const booking = await booked();
    const before = await ctx.app.db.customerMessage.count();
    const hostile = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expectError(await send(booking.accessToken, { message: 'Hi' }, hostile), 403, 403);
    expect(await ctx.app.db.customerMessage.count()).toBe(before);
  });
});
