import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VERIFY_CODE_COOKIE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  composeRepairCancelled,
  composeRepairConfirmation,
  formatEuro,
  type MailMessage,
} from '../src/services/mail/compose';
import { createMailer, type MailLog } from '../src/services/mail/mailer';
import { mailTextsIn, sendingChecklist } from '../src/services/mail/i18n';
import { readOutbox } from '@portal/test-support';
import {
  accessoriesOrderBody,
  bookRepair,
  findCatalogue,
  mailContext,
  repairOrderBody,
  reserve,
  type Catalogue,
} from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

const CODE = 'M4IL5';
const PUBLIC_URL = 'https://portal.example.pl';

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({ FIXED_VERIFY_CODE: CODE, PUBLIC_URL: `${PUBLIC_URL}/` });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

/** Messages written since `before`, once the outbox is drained. */
async function newMail(before: number) {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).slice(before);
}
async function outboxSize() {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).length;
}

async function bookAndReserve(
  language?: string,
  window = { from: '10:00', to: '13:00' },
  extra: { waybill?: string } = {},
) {
  const body = { ...repairOrderBody(catalogue), ...(language ? { language } : {}), ...extra };
  const booking = (await bookRepair(ctx.app, body)) as Awaited<ReturnType<typeof bookRepair>> & {
    accessToken: string;
  };
  okBody(await reserve(ctx.app, { ...booking, pickupDate: body.pickupDate, ...window }));
  return { body, booking };
}

describe('repair booking confirmation', () => {
  it('is written to the outbox once the pick-up is reserved, in English when booked in English', async () => {
    const before = await outboxSize();
    const { body, booking } = await bookAndReserve('en-US', { from: '13:00', to: '15:00' });
    expect(booking.accessToken).toBeTruthy();
    const [mail, ...more] = await newMail(before);
    expect(more).toEqual([]);
    // It quotes the customer's contact data: the owner writes it, its group may read it.
    expect(fs.statSync(mail?.file ?? '').mode & 0o777).toBe(0o640);
    expect(mail?.headers.to).toBe(body.repairInfo.clientEmail);
    expect(mail?.headers['content-language']).toBe('en-US');
    expect(mail?.subject).toBe(`Your repair order ${booking.rmaNumber} is confirmed`);

    const text = mail?.text ?? '';
    const t = mailTextsIn('en-US').repair;
    const day = new Date(`${body.pickupDate}T00:00:00Z`);
    const weekday = day.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    const month = day.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
    const date = `on ${weekday}, ${day.getUTCDate()} ${month}`;
    expect(text).toContain(`Hello ${body.repairInfo.clientName},`);
    expect(text).toContain(`${t.rmaNumber}: ${booking.rmaNumber}`);
    expect(text).toContain(`${t.shipmentNo}: ${booking.shipmentNo}`);
    expect(text).toContain(
      `${t.pickupWhen}: The courier will come ${date}, between 13:00 and 15:00.`,
    );
    expect(text).toContain('12A ul. Długa, Kraków, 31-147');
    expect(text).toContain(catalogue.product.productName);
    // The accessory as the customer saw it: its name in the language booked in.
    const accessoryNames = JSON.parse(catalogue.accessories[0]?.names ?? '{}') as Record<
      string,
      string
    >;
    expect(text).toContain(accessoryNames['en-US'] ?? '?');
    for (const item of sendingChecklist(t, false)) expect(text).toContain(`- ${item}`);
    expect(text).toContain(t.attachments);
    expect(text).toContain(
      `${t.lookup} ${booking.rmaNumber}\n${PUBLIC_URL}/base/query?rma=${booking.rmaNumber}`,
    );
    expect(text).toContain(`${t.privatePage}\n${PUBLIC_URL}/base/order/${booking.accessToken}`);
    // The order sheet and the label, as PDFs.
    expect(mail?.attachments.map((file) => [file.filename, file.type])).toEqual([
      [`order-${booking.rmaNumber}.pdf`, 'application/pdf'],
      [`${booking.shipmentNo}.pdf`, 'application/pdf'],
    ]);
    for (const file of mail?.attachments ?? []) {
      expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(text).toContain(ctx.env.SERVICE_EMAIL);

    expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/base/query?rma=${booking.rmaNumber}"`);
    expect(mail?.html).toContain('<html lang="en-US">');
    expect(mail?.html).toContain(`<li>${t.checklist[0]}</li>`);
  });

  it('with waybill 2 attaches no label and says the courier brings it', async () => {
    const before = await outboxSize();
    const { booking } = await bookAndReserve(
      'en-US',
      { from: '13:00', to: '15:00' },
      { waybill: '2' },
    );
    const [mail] = await newMail(before);
    const t = mailTextsIn('en-US').repair;
    expect(mail?.attachments.map((file) => file.filename)).toEqual([
      `order-${booking.rmaNumber}.pdf`,
    ]);
    expect(mail?.text).toContain(`- ${t.courierLabelStep}`);
    expect(mail?.text).not.toContain(t.labelStep);
    expect(mail?.text).toContain(t.attachmentsSheetOnly);
  });

  it('is in Polish by default and in Chinese when booked in Chinese', async () => {
    const before = await outboxSize();
    const polish = await bookAndReserve();
    const chinese = await bookAndReserve('zh-CN');
    const mails = await newMail(before);
    const byRma = (rma: string) => mails.find((mail) => mail.subject.includes(rma));

    const pl = byRma(polish.booking.rmaNumber);
    expect(pl?.subject).toBe(`Potwierdzenie zlecenia naprawy ${polish.booking.rmaNumber}`);
    expect(pl?.headers['content-language']).toBe('pl-PL');
    expect(pl?.text).toContain('Dzień dobry Zofia Wiśniewska,');
    expect(pl?.text).toContain(mailTextsIn('pl-PL').repair.checklist[2]);
    expect(pl?.text).toMatch(
      /Termin: Kurier przyjedzie (w poniedziałek|we wtorek|w środę|w czwartek|w piątek), \d{1,2} (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia), między 10:00 a 13:00\./,
    );

    const zh = byRma(chinese.booking.rmaNumber);
    expect(zh?.subject).toBe(`维修单 ${chinese.booking.rmaNumber} 确认`);
    expect(zh?.text).toContain('Zofia Wiśniewska，您好：');
    expect(zh?.text).toContain('取出 SIM 卡和存储卡。');
    expect(zh?.text).toMatch(
      /快递员将于\d{1,2}月\d{1,2}日（星期[一二三四五]）10:00至13:00上门取件。/,
    );
  });

  it('is not sent for a booking without a reservation or a refused reservation, and is sent again for a new slot', async () => {
    const before = await outboxSize();
    const body = repairOrderBody(catalogue);
    const booking = await bookRepair(ctx.app, body);
    const refused = await reserve(ctx.app, { ...booking, pickupDate: '2020-01-02' });
    expect(refused.json().result).toBe(0);
    expect(await newMail(before)).toEqual([]);

    okBody(await reserve(ctx.app, { ...booking, pickupDate: body.pickupDate }));
    okBody(
      await reserve(ctx.app, {
        ...booking,
        pickupDate: body.pickupDate,
        from: '13:00',
        to: '15:00',
      }),
    );
    const mails = await newMail(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Potwierdzenie zlecenia naprawy ${booking.rmaNumber}`,
      `Potwierdzenie zlecenia naprawy ${booking.rmaNumber}`,
    ]);
    // Each confirms the slot of its own reservation.
    const slots = mails.map((mail) => /między \d{2}:\d{2} a \d{2}:\d{2}/.exec(mail.text)?.[0]);
    expect(slots.sort()).toEqual(['między 10:00 a 13:00', 'między 13:00 a 15:00']);
  });
});

describe('a booking without a pick-up', () => {
  it('gets its page by e-mail once the reminder is due, in its language, and no more', async () => {
    const reminding = await startTestApp({ PUBLIC_URL, UNRESERVED_REMINDER_MINUTES: '0' });
    try {
      const before = readOutbox(reminding.env.OUTBOX_DIR).length;
      const body = { ...repairOrderBody(await findCatalogue(reminding.app)), language: 'zh-CN' };
      const booking = (await bookRepair(reminding.app, body)) as Awaited<
        ReturnType<typeof bookRepair>
      > & { accessToken: string };
      await reminding.app.mailOutbox.drain();
      await reminding.app.mailOutbox.drain();
      const [mail, ...more] = readOutbox(reminding.env.OUTBOX_DIR).slice(before);
      expect(more).toEqual([]);
      const t = mailTextsIn('zh-CN').unreserved;
      expect(mail?.headers.to).toBe(body.repairInfo.clientEmail);
      expect(mail?.headers['content-language']).toBe('zh-CN');
      expect(mail?.subject).toBe(t.subject(booking.rmaNumber));
      expect(mail?.text).toContain(`${t.choose}\n${PUBLIC_URL}/base/order/${booking.accessToken}`);
    } finally {
      await reminding.close();
    }
  });

  it('is not reminded once its pick-up is reserved: the confirmation told it all', async () => {
    const { booking } = await bookAndReserve('en-US');
    const reminder = { kind: 'repair-unreserved', ref: BigInt(booking.orderId) };
    // Due now rather than in half an hour.
    await ctx.app.db.mailOutbox.updateMany({
      where: reminder,
      data: { nextAttemptAt: new Date() },
    });
    const before = await outboxSize();
    expect(await newMail(before)).toEqual([]);
    const [row] = await ctx.app.db.mailOutbox.findMany({ where: reminder });
    expect(row?.status).toBe('unneeded');
  });
});

describe('repair cancellation', () => {
  it.each(['pl-PL', 'en-US', 'zh-CN'] as const)(
    'offers, in %s, to book a new order on the booking page, not the lookup',
    (language) => {
      const message = composeRepairCancelled(
        {
          language,
          email: 'x@example.pl',
          clientName: 'Zofia',
          rmaNumber: 'RMA261121000099',
          accessToken: 'token',
        },
        mailContext(PUBLIC_URL),
      );
      expect(message.text).toContain(
        `${mailTextsIn(language).cancelled.rebook}\n${PUBLIC_URL}/base/create`,
      );
    },
  );
});

describe('spare-part order confirmation', () => {
  async function placeOrder(language?: string, invoiceEmail?: string) {
    const image = await ctx.app.inject({ method: 'GET', url: '/order/accessories/verifyCode' });
    const cookie = image.cookies.find((c) => c.name === VERIFY_CODE_COOKIE);
    if (!cookie) throw new Error('no verification cookie');
    const body = accessoriesOrderBody(catalogue, CODE);
    const payload = {
      ...body,
      OrderInfo: { ...body.OrderInfo, ...(invoiceEmail ? { invoiceEmail } : {}) },
      ...(language ? { language } : {}),
    };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/order/accessories/add',
        payload,
        cookies: { [VERIFY_CODE_COOKIE]: cookie.value },
      });
    const { orderId, accessToken } = okBody<{ data: { orderId: number; accessToken: string } }>(
      await send(),
    ).data;
    return { orderId, accessToken, payload, send };
  }

  it('lists the lines and the euro total with the invoice data, in Polish, copied to the invoice mailbox', async () => {
    const before = await outboxSize();
    const { orderId, accessToken, payload } = await placeOrder('pl-PL');
    const [mail, ...more] = await newMail(before);
    expect(more).toEqual([]);
    expect(mail?.headers.to).toBe(payload.OrderInfo.email);
    expect(mail?.headers.cc).toBe(payload.OrderInfo.invoiceEmail);
    // Received, not confirmed: an operator confirms it later.
    expect(mail?.subject).toBe(`Przyjęliśmy zamówienie nr ${orderId}`);

    const stored = await ctx.app.db.sparePartOrder.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: true },
    });
    const text = mail?.text ?? '';
    for (const line of stored.lines) {
      expect(text).toContain(
        `${line.productName} (${line.bom}) | ${line.num} | ${formatEuro(line.unitPriceCents, 'pl-PL')} | ${formatEuro(line.unitPriceCents * line.num, 'pl-PL')}`,
      );
    }
    expect(stored.lines.map((line) => line.productName)).toEqual(
      catalogue.priced.map((m) => m.namePL),
    );
    expect(text).toContain(`Razem: ${formatEuro(stored.totalCents, 'pl-PL')}`);
    expect(formatEuro(stored.totalCents, 'pl-PL')).toMatch(/^\d[\d\s]*,\d{2}\s€$/);
    expect(text).toContain(`Nazwa: ${payload.OrderInfo.invoiceName} (Osoba prywatna)`);
    expect(text).toContain(`E-mail do faktury: ${payload.OrderInfo.invoiceEmail}`);
    expect(text).toContain(
      `${payload.OrderInfo.address}, ${payload.OrderInfo.city}, ${payload.OrderInfo.country}`,
    );
    expect(text).toContain('przyjęliśmy zamówienie');
    expect(text).not.toMatch(/potwierdz(one|iliśmy)/i);
    expect(text).toContain(`${PUBLIC_URL}/spare/order/${accessToken}\n`);
    expect(text).toContain(
      `numer zamówienia: ${orderId}\n${PUBLIC_URL}/base/query?order=${orderId}`,
    );
    expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/spare/order/${accessToken}"`);
  });

  it('is in English or Chinese as ordered, with no copy when the invoice mailbox is the contact one', async () => {
    const before = await outboxSize();
    const english = await placeOrder('en-US', 'jan.nowak@example.pl');
    const chinese = await placeOrder('zh-CN');
    const mails = await newMail(before);
    const en = mails.find(
      (mail) => mail.subject === `We have received your order no. ${english.orderId}`,
    );
    expect(en?.text).toContain('we have received your order');
    expect(en?.text).toContain(`${PUBLIC_URL}/spare/order/${english.accessToken}`);
    expect(en?.text).toContain(`${PUBLIC_URL}/base/query?order=${english.orderId}`);
    expect(en?.headers.cc).toBeUndefined();
    expect(en?.text).toMatch(/Total: €\d+\.\d{2}\n/);
    expect(en?.text).toContain(catalogue.priced[0]?.nameEN ?? '?');
    const zh = mails.find((mail) => mail.subject === `我们已收到您的订单 ${chinese.orderId}`);
    expect(zh?.text).toContain('我们已收到您的订单');
    expect(zh?.text).toContain(`${PUBLIC_URL}/spare/order/${chinese.accessToken}`);
    expect(zh?.text).toMatch(/合计: €\d+\.\d{2}\n/);
  });

  it('is not sent again for a repeated submission of the same order', async () => {
    const { send } = await placeOrder('en-US');
    const before = await outboxSize();
    okBody(await send());
    expect(await newMail(before)).toEqual([]);
  });
});

describe('sending never fails or slows a request', () => {
  it('answers the reservation when the SMTP server is unreachable, keeping the message to try again', async () => {
    const unreachable = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const cat = await findCatalogue(unreachable.app);
      const body = repairOrderBody(cat);
      const booking = await bookRepair(unreachable.app, body);
      const { data } = okBody<{ data: { reservationId: number } }>(
        await reserve(unreachable.app, { ...booking, pickupDate: body.pickupDate }),
      );
      await unreachable.app.mailOutbox.drain();
      expect(fs.existsSync(unreachable.env.OUTBOX_DIR)).toBe(false);
      const row = await unreachable.app.db.mailOutbox.findFirstOrThrow({
        where: { kind: 'repair-booked', ref: data.reservationId },
      });
      expect(row).toMatchObject({ status: 'pending', attempts: 1, claimedBy: null, sentAt: null });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // The error's codes only: its text can quote addresses.
      expect(JSON.parse(row.lastError ?? '{}')).toMatchObject({ code: 'ESOCKET' });
    } finally {
      await unreachable.close();
    }
  });

  it('escapes what customers typed in the HTML part', () => {
    const message = composeRepairConfirmation(
      {
        language: 'en-US',
        email: 'x@example.pl',
        clientName: '<img src=x onerror=alert(1)>',
        rmaNumber: 'RMA261121000099',
        shipmentNo: 'PCS000000099',
        device: 'NovaTel X5',
        accessories: ['Case & "cable"'],
        pickup: { date: '2026-11-23', from: '10:00', to: '13:00', address: 'A' },
        accessToken: null,
        courierBringsLabel: false,
      },
      mailContext(PUBLIC_URL),
    );
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message.html).toContain('Case &amp; &quot;cable&quot;');
  });
});

describe('the outbox folder', () => {
  const quiet: MailLog = { info: () => {}, warn: () => {}, error: () => {} };
  const message: MailMessage = {
    kind: 'repair-booked',
    ref: 'RMA261119924084675699546',
    language: 'en-US',
    to: 'anna.kowalczyk@example.com',
    subject: 'Your repair order is confirmed',
    text: 'Hello Anna,',
    html: '<p>Hello Anna,</p>',
  };

  it.each([
    ['022', 0o022],
    ['077', 0o077],
    ['000', 0o000],
  ])('gets each .eml file with mode 0640 under umask %s', async (name, umask) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-mode-'));
    const mailer = createMailer({ outboxDir: folder, from: 'serwis@example.pl', log: quiet });
    const previous = process.umask(umask);
    try {
      await mailer.send(message, `mode-${name}`);
      const files = fs.readdirSync(folder);
      expect(files).toEqual([`mode-${name}-repair-booked-${message.ref}.eml`]);
      expect(fs.statSync(path.join(folder, files[0] ?? '')).mode & 0o777).toBe(0o640);
    } finally {
      process.umask(previous);
      mailer.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
