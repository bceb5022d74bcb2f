import { LANGUAGES, parcelTrackingPath, privatePagePath, type Language } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '../src/services/mail/compose';
import { mailTextsIn } from '../src/services/mail/i18n';
import type { RepairProgressMail, SpareProgressMail } from '../src/services/mail/kinds';
import { readOutbox, type ParsedMail } from '@portal/test-support';
import {
  bookRepair,
  findCatalogue,
  mailContext,
  placeSpareOrder,
  repairOrderBody,
  reserve,
  type Catalogue,
} from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { expectError, okBody } from './requests';

/**
 * The customer is told of every step the service takes, once, in the
 * order's language, with the order's own page; a shipment with its courier
 * and the courier's tracking page.
 */

const TOKEN = 'ops-test-token-of-the-notifications-0123456789';
const CODE = 'N0T1F';
const PUBLIC_URL = 'https://portal.example.pl';
const PAYMENT = mailContext(PUBLIC_URL);

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({
    OPERATOR_TOKEN: TOKEN,
    PUBLIC_URL,
    FIXED_VERIFY_CODE: CODE,
    SERVICE_PAYEE: PAYMENT.payee,
    SERVICE_BANK_ACCOUNT: PAYMENT.bankAccount,
  });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

async function outboxSize() {
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).length;
}
/** The messages sent by `act`, once the outbox is drained. */
async function mailOf(act: () => Promise<unknown>): Promise<ParsedMail[]> {
  const before = await outboxSize();
  await act();
  await ctx.app.mailOutbox.drain();
  return readOutbox(ctx.env.OUTBOX_DIR).slice(before);
}

const advance = (kind: 'repair-orders' | 'spare-orders', key: string | number, to: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/ops/${kind}/${key}/advance`,
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { to },
  });

async function bookedRepair(language: Language) {
  const body = { ...repairOrderBody(catalogue), language };
  const booking = (await bookRepair(ctx.app, body)) as Awaited<ReturnType<typeof bookRepair>> & {
    accessToken: string;
  };
  okBody(await reserve(ctx.app, { ...booking, pickupDate: body.pickupDate }));
  await ctx.app.mailOutbox.drain();
  return booking;
}

async function storedParcel(rmaNumber: string) {
  const order = await ctx.app.db.repairOrder.findUniqueOrThrow({ where: { rmaNumber } });
  const courier = order.sendLogisticsTypeName ?? '';
  const trackingNo = order.sendLogisticsNo ?? '';
  return { courier, trackingNo, url: `${PUBLIC_URL}${parcelTrackingPath(trackingNo)}` };
}

/** The one message of a step: its subject and language, the order's page. */
function expectOne(mails: ParsedMail[], language: Language, subject: string, page: string) {
  expect(mails.map((mail) => mail.subject)).toEqual([subject]);
  const [mail] = mails;
  expect(mail?.headers['content-language']).toBe(language);
  expect(mail?.text).toContain(`\n${page}\n`);
  expect(mail?.html).toContain(`href="${page}"`);
  return mail as ParsedMail;
}

describe('a repair followed from booking to its return', () => {
  const steps: [string, RepairProgressMail | null][] = [
    ['toBeReceivedByFactory', 'repair-picked-up'],
    ['checking', 'repair-received'],
    // Inspected with nothing to pay: the repair goes on, nothing to tell yet.
    ['processing', null],
    ['repaired', 'repair-repaired'],
    ['finished', 'repair-shipped'],
  ];

  it.each(LANGUAGES)('e-mails each step once, in %s, with the order page', async (language) => {
    const booking = await bookedRepair(language);
    const page = `${PUBLIC_URL}${privatePagePath('repairOrder', booking.accessToken)}`;
    const t = mailTextsIn(language);
    for (const [to, kind] of steps) {
      const mails = await mailOf(async () =>
        okBody(await advance('repair-orders', booking.rmaNumber, to)),
      );
      if (!kind) {
        expect(mails).toEqual([]);
        continue;
      }
      const mail = expectOne(
        mails,
        language,
        t.progress.steps[kind].subject(booking.rmaNumber),
        page,
      );
      expect(mail.text).toContain(t.progress.steps[kind].intro);
      expect(mail.text).toContain(`${t.progress.privatePage}\n${page}`);
    }
    // The return parcel: its courier, its number and the courier's page following it.
    const parcel = await storedParcel(booking.rmaNumber);
    const [shipped] = await ctx.app.db.mailOutbox.findMany({
      where: { kind: 'repair-shipped', ref: BigInt(booking.orderId) },
    });
    expect(shipped?.status).toBe('sent');
    const last = readOutbox(ctx.env.OUTBOX_DIR).at(-1);
    expect(last?.text).toContain(`${t.progress.courier}: ${parcel.courier}`);
    expect(last?.text).toContain(`${t.progress.trackingNo}: ${parcel.trackingNo}`);
    expect(parcel.url).toBe(`${PUBLIC_URL}/tracking/${parcel.trackingNo}`);
    expect(last?.text).toContain(`${t.progress.track}\n${parcel.url}`);
    expect(last?.html).toContain(`href="${parcel.url?.replaceAll('&', '&amp;')}"`);

    // Each kind written once for the order, whatever is asked again.
    expectError(await advance('repair-orders', booking.rmaNumber, 'finished'), 422);
    const rows = await ctx.app.db.mailOutbox.groupBy({
      by: ['kind'],
      where: { ref: BigInt(booking.orderId), kind: { startsWith: 'repair-' } },
      _count: true,
    });
    expect(Object.fromEntries(rows.map((row) => [row.kind, row._count]))).toEqual({
      'repair-unreserved': 1,
      'repair-picked-up': 1,
      'repair-received': 1,
      'repair-repaired': 1,
      'repair-shipped': 1,
    });
  });

  it('cancelled by the service before the pick-up: the cancellation e-mail, once', async () => {
    const booking = await bookedRepair('en-US');
    const mails = await mailOf(async () =>
      okBody(await advance('repair-orders', booking.rmaNumber, 'cancelled')),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      mailTextsIn('en-US').cancelled.subject(booking.rmaNumber),
    ]);
  });

  it('a quote declined by the customer: one e-mail, naming the return parcel and its tracking page', async () => {
    const booking = await bookedRepair('pl-PL');
    for (const to of ['toBeReceivedByFactory', 'checking', 'quoteToBeConfirmed']) {
      okBody(await advance('repair-orders', booking.rmaNumber, to));
    }
    const mails = await mailOf(async () =>
      okBody(
        await ctx.app.inject({
          method: 'POST',
          url: `/portal/repair-orders/${booking.accessToken}/quote`,
          payload: { decision: 'decline' },
        }),
      ),
    );
    const t = mailTextsIn('pl-PL');
    const page = `${PUBLIC_URL}${privatePagePath('repairOrder', booking.accessToken)}`;
    const mail = expectOne(mails, 'pl-PL', t.quote.answeredSubject(booking.rmaNumber), page);
    const parcel = await storedParcel(booking.rmaNumber);
    expect(mail.text).toContain(`${t.progress.trackingNo}: ${parcel.trackingNo}`);
    expect(mail.text).toContain(`${t.progress.track}\n${parcel.url}`);
    // After the booking the page is where the order is followed, not where the pick-up is changed.
    expect(mail.text).not.toContain(t.repair.privatePage);
  });

  it('a quote declined for the customer by the service: the return parcel e-mail', async () => {
    const booking = await bookedRepair('zh-CN');
    for (const to of ['toBeReceivedByFactory', 'checking', 'quoteToBeConfirmed']) {
      okBody(await advance('repair-orders', booking.rmaNumber, to));
    }
    const mails = await mailOf(async () =>
      okBody(await advance('repair-orders', booking.rmaNumber, 'quoteDeclined')),
    );
    const page = `${PUBLIC_URL}${privatePagePath('repairOrder', booking.accessToken)}`;
    const t = mailTextsIn('zh-CN');
    const mail = expectOne(
      mails,
      'zh-CN',
      t.progress.steps['repair-shipped'].subject(booking.rmaNumber),
      page,
    );
    expect(mail.text).toContain((await storedParcel(booking.rmaNumber)).trackingNo);
  });
});

describe('a spare-part order followed from placement to completion', () => {
  const placedOrder = (language: Language) =>
    placeSpareOrder(ctx.app, catalogue, CODE, language).then(async (order) => {
      await ctx.app.mailOutbox.drain();
      return order;
    });

  const steps: [string, SpareProgressMail | null][] = [
    ['confirmed', 'spare-order-confirmed'],
    ['paid', null],
    ['shipped', 'spare-order-shipped'],
    ['invoiced', 'spare-order-completed'],
  ];

  it.each(LANGUAGES)(
    'e-mails each step once, in %s, the payment details first',
    async (language) => {
      const { orderId, accessToken } = await placedOrder(language);
      const page = `${PUBLIC_URL}${privatePagePath('spareOrder', accessToken)}`;
      const t = mailTextsIn(language).spareProgress;
      const sent: Partial<Record<SpareProgressMail, ParsedMail>> = {};
      for (const [to, kind] of steps) {
        const mails = await mailOf(async () => okBody(await advance('spare-orders', orderId, to)));
        if (!kind) {
          expect(mails).toEqual([]);
          continue;
        }
        sent[kind] = expectOne(mails, language, t.steps[kind].subject(orderId), page);
        expect(sent[kind]?.text).toContain(t.steps[kind].intro);
      }
      const stored = await ctx.app.db.sparePartOrder.findUniqueOrThrow({ where: { id: orderId } });
      // What to pay, to whom, where and under which title.
      const confirmed = sent['spare-order-confirmed']?.text;
      expect(confirmed).toContain(`${t.payee}: ${PAYMENT.payee}`);
      expect(confirmed).toContain(`${t.account}: ${PAYMENT.bankAccount}`);
      expect(confirmed).toContain(`${t.amount}: ${formatEuro(stored.totalCents, language)}`);
      expect(confirmed).toContain(`${t.transferTitle}: ${t.transferTitleText(orderId)}`);
      const shipped = sent['spare-order-shipped']?.text;
      const url = `${PUBLIC_URL}${parcelTrackingPath(stored.logisticsNo ?? '')}`;
      expect(shipped).toContain(
        `${mailTextsIn(language).progress.trackingNo}: ${stored.logisticsNo}`,
      );
      expect(shipped).toContain(`${mailTextsIn(language).progress.track}\n${url}`);
      // The copy goes to the invoice mailbox as the placement e-mail's did.
      expect(sent['spare-order-completed']?.headers.cc).toBe(stored.invoiceEmail);
    },
  );

  it('cancelled: told once; reopened and confirmed again: the payment details again', async () => {
    const { orderId } = await placedOrder('en-US');
    const t = mailTextsIn('en-US').spareProgress.steps;
    const subjects = async (to: string) =>
      (await mailOf(async () => okBody(await advance('spare-orders', orderId, to)))).map(
        (mail) => mail.subject,
      );
    expect(await subjects('cancelled')).toEqual([t['spare-order-cancelled'].subject(orderId)]);
    expectError(await advance('spare-orders', orderId, 'cancelled'), 422);
    expect(await subjects('reopened')).toEqual([]);
    expect(await subjects('pendingPayment')).toEqual([t['spare-order-confirmed'].subject(orderId)]);
  });
});
