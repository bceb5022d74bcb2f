import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@portal/test-support';
import { findCatalogue, repairOrderBody, reserve, type Catalogue } from './fixtures';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { expectError, okBody } from './requests';

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({
    BOOKING_CAP_PER_CONTACT: '2',
    BOOKING_CAP_PER_ADDRESS: '3',
    MAIL_CAP_PER_RECIPIENT: '2',
  });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

let serial = 0;
/** A booking of its own customer (e-mail and phone unique) unless told otherwise. */
function booking(contact: { email?: string; phone?: string } = {}) {
  serial += 1;
  const body = repairOrderBody(catalogue);
  return {
    ...body,
    repairInfo: {
      ...body.repairInfo,
      clientEmail: contact.email ?? `customer${serial}@example.pl`,
      clientTell: contact.phone ?? `+48 500 ${String(100_000 + serial).slice(-6)}`,
    },
  };
}

let network = 0;
/** A fresh /24 for each test, so the per-network cap of one test does not reach the next. */
function nextNetwork() {
  network += 1;
  return (host: number) => `198.51.${network}.${host}`;
}

const book = (body: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/order/add', payload: body, remoteAddress });

describe('daily booking caps', () => {
  it('refuses a third open booking for one e-mail address, whatever the phone and network', async () => {
    const from = nextNetwork();
    const email = 'capped.mail@example.pl';
    okBody(await book(booking({ email }), from(1)));
    okBody(await book(booking({ email }), from(2)));
    const before = await rowCounts(ctx.app);
    const refused = expectError(await book(booking({ email }), nextNetwork()(1)), 429);
    expect(refused).toMatch(/^This e-mail address already has 2 open repair bookings/);
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  it('refuses a third open booking for one phone number', async () => {
    const from = nextNetwork();
    const phone = '+48 600 999 001';
    okBody(await book(booking({ phone }), from(1)));
    okBody(await book(booking({ phone }), from(2)));
    expect(expectError(await book(booking({ phone }), from(3)), 429)).toMatch(
      /^This phone number already has 2 open repair bookings/,
    );
  });

  it('counts one mailbox however its letters are cased as one contact', async () => {
    const from = nextNetwork();
    const spellings = [
      'Case.Box@example.pl',
      'case.box@example.pl',
      'CASE.BOX@EXAMPLE.PL',
      'case.box@EXAMPLE.pl',
      'Case.Box@Example.Pl',
      'cASE.bOX@eXAMPLE.PL',
      'CASE.box@example.PL',
      'case.BOX@example.pl',
      ' Case.box@example.pl ',
      'case.boX@examplE.pl',
    ];
    const answers = [];
    for (const [i, email] of spellings.entries()) {
      answers.push(await book(booking({ email }), from(i + 1)));
    }
    answers.slice(0, 2).forEach((res) => okBody(res));
    for (const res of answers.slice(2)) {
      expect(expectError(res, 429)).toMatch(/^This e-mail address already has 2 open/);
    }
    // Another mailbox is another person.
    okBody(await book(booking({ email: 'case.box2@example.pl' }), from(20)));
  });

  it('counts one phone however it is spelt as one contact, and keeps other numbers apart', async () => {
    const from = nextNetwork();
    const spellings = [
      '600 100 200',
      '+48 600-100-200',
      '0048600100200',
      '48600100200',
      '+48600100200',
      '600-100-200',
      '0048 600100200',
    ];
    const answers = [];
    for (const [i, phone] of spellings.entries()) {
      answers.push(await book(booking({ phone }), from(i + 1)));
    }
    answers.slice(0, 2).forEach((res) => okBody(res));
    for (const res of answers.slice(2)) {
      expect(expectError(res, 429)).toMatch(/^This phone number already has 2 open/);
    }
    for (const phone of ['600 100 201', '+49 600 100 200', '+420 600100200']) {
      okBody(await book(booking({ phone }), nextNetwork()(1)));
    }
  });

  it('holds for one contact spelt differently in bookings sent at the same moment', async () => {
    const from = nextNetwork();
    const answers = await Promise.all(
      ['At.Once2@example.pl', 'at.once2@example.pl', 'AT.ONCE2@EXAMPLE.PL', 'at.ONCE2@example.pl']
        .flatMap((email) => [email, email])
        .map((email, i) =>
          book(
            booking({ email, phone: i % 2 === 0 ? '+48 600 300 400' : '0048600300400' }),
            from(i + 1),
          ),
        ),
    );
    const results = answers.map((res) => res.json() as { result: number; error_code?: number });
    expect(results.filter((body) => body.result === 1)).toHaveLength(2);
    expect(results.filter((body) => body.error_code === 429)).toHaveLength(6);
  });

  it('refuses a fourth booking from one network (/24), not from another', async () => {
    const from = nextNetwork();
    for (const host of [1, 2, 3]) okBody(await book(booking(), from(host)));
    expect(expectError(await book(booking(), from(200)), 429)).toMatch(
      /^This network already has 3 open repair bookings/,
    );
    okBody(await book(booking(), nextNetwork()(1)));
  });

  it('counts IPv6 clients by their /48', async () => {
    okBody(await book(booking(), '2001:db8:aaaa:1::1'));
    okBody(await book(booking(), '2001:db8:aaaa:2::1'));
    okBody(await book(booking(), '2001:db8:aaaa:ffff:1:2:3:4'));
    expectError(await book(booking(), '2001:db8:aaaa::9'), 429);
    okBody(await book(booking(), '2001:db8:bbbb::9'));
  });

  it('frees a place when a booking is cancelled', async () => {
    const from = nextNetwork();
    const email = 'cancels@example.pl';
    const first = okBody<{ data: { shipmentId: number; orderId: number } }>(
      await book(booking({ email }), from(1)),
    ).data;
    okBody(await book(booking({ email }), from(2)));
    expectError(await book(booking({ email }), from(3)), 429);
    okBody(
      await ctx.app.inject({
        method: 'POST',
        url: '/logistics/user/ship/cancel',
        ...form({ shipmentId: first.shipmentId, orderId: first.orderId }),
      }),
    );
    okBody(await book(booking({ email }), from(3)));
  });

  it('holds for bookings sent at the same moment: exactly the cap gets through', async () => {
    const from = nextNetwork();
    const email = 'at.once@example.pl';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => book(booking({ email }), from(i + 1))),
    );
    const results = answers.map((res) => res.json() as { result: number; error_code?: number });
    expect(results.filter((body) => body.result === 1)).toHaveLength(2);
    expect(results.filter((body) => body.error_code === 429)).toHaveLength(10);
  });
});

describe('confirmation e-mails per recipient', () => {
  it('sends at most the hourly cap to one address, however often its pick-up is rebooked', async () => {
    const body = booking();
    const created = okBody<{ data: { shipmentId: number; orderId: number } }>(
      await book(body, nextNetwork()(1)),
    ).data;
    const outboxBefore = readOutbox(ctx.env.OUTBOX_DIR).length;
    for (const window of [
      { from: '10:00', to: '13:00' },
      { from: '13:00', to: '15:00' },
      { from: '10:00', to: '13:00' },
      { from: '13:00', to: '15:00' },
    ]) {
      okBody(await reserve(ctx.app, { ...created, pickupDate: body.pickupDate, ...window }));
    }
    await ctx.app.mailOutbox.drain();
    const sent = readOutbox(ctx.env.OUTBOX_DIR)
      .slice(outboxBefore)
      .filter((mail) => mail.headers.to === body.repairInfo.clientEmail);
    expect(sent).toHaveLength(2);
  });

  it('counts an address in any letter case as one recipient', async () => {
    const outboxBefore = readOutbox(ctx.env.OUTBOX_DIR).length;
    const from = nextNetwork();
    // Two bookings (the contact's cap), the second's pick-up booked twice: three confirmations.
    for (const email of ['Same.Box@example.pl', 'same.box@EXAMPLE.pl']) {
      const body = booking({ email });
      const created = okBody<{ data: { shipmentId: number; orderId: number } }>(
        await book(body, from(serial)),
      ).data;
      okBody(await reserve(ctx.app, { ...created, pickupDate: body.pickupDate }));
      if (email === 'same.box@EXAMPLE.pl') {
        const later = { from: '13:00', to: '15:00' };
        okBody(await reserve(ctx.app, { ...created, pickupDate: body.pickupDate, ...later }));
      }
    }
    await ctx.app.mailOutbox.drain();
    expect(readOutbox(ctx.env.OUTBOX_DIR).length - outboxBefore).toBe(2);
  });
});
