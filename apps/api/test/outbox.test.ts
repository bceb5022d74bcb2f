import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pickupDates } from '@portal/contracts';
import { createPrismaClient, type PrismaClient } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { composeConfirmation } from '../src/services/mail/confirmations';
import { createMailer, type Mailer, type MailLog } from '../src/services/mail/mailer';
import { createMailSender, outboxEntry, type MailSenderOptions } from '../src/services/mail/outbox';
import { recipientCap, recipientKey } from '../src/services/mail/recipient-cap';
import { readOutbox } from '@portal/test-support';
import {
  bookRepair,
  findCatalogue,
  mailContext,
  PERSONAL_VALUES,
  repairOrderBody,
  reserve,
  type Catalogue,
} from './fixtures';
import { form, startTestApp, testDatabaseKind, type TestContext } from './harness';
import { okBody } from './requests';
import { startFakeSmtp, type FakeSmtp } from './smtp';

const CAPACITY = 3;
const CONTEXT = mailContext();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client of the same database for a second server. On SQLite the servers
 * share one: better-sqlite3 waits for another connection's lock
 * synchronously, which in one process would stall the holder too (servers in
 * processes of their own take turns through the busy timeout).
 */
function otherClient(ctx: TestContext): { db: PrismaClient; disconnect: () => Promise<void> } {
  if (testDatabaseKind === 'sqlite') return { db: ctx.app.db, disconnect: async () => {} };
  const db = createPrismaClient(ctx.env.DATABASE_URL);
  return { db, disconnect: () => db.$disconnect() };
}

/** A second server over the same database, as behind a load balancer. */
async function startPeer(ctx: TestContext) {
  const client = otherClient(ctx);
  const app = await buildApp({ env: ctx.env, db: client.db });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await client.disconnect();
    },
  };
}

let ctx: TestContext;
let peer: Awaited<ReturnType<typeof startPeer>>;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({ COURIER_SLOT_CAPACITY: String(CAPACITY) });
  peer = await startPeer(ctx);
  catalogue = await findCatalogue(ctx.app);
});
afterAll(async () => {
  await peer?.close();
  await ctx?.close();
});

/** A booked repair, made on `app`, with the pick-up date it asked for. */
async function booked(app: App) {
  const body = repairOrderBody(catalogue);
  return { ...(await bookRepair(app, body)), pickupDate: body.pickupDate };
}

/** Active reservations and counted seats of one slot: they must always agree. */
async function slotState(db: PrismaClient, pickupDate: string, from: string, to: string) {
  const [active, slot] = await Promise.all([
    db.reservation.count({
      where: { pickupDate, pickupTimeFrom: from, pickupTimeTo: to, status: 'active' },
    }),
    db.pickupSlot.findUnique({
      where: {
        pickupDate_pickupTimeFrom_pickupTimeTo: {
          pickupDate,
          pickupTimeFrom: from,
          pickupTimeTo: to,
        },
      },
    }),
  ]);
  return { active, taken: slot?.taken ?? 0 };
}

describe('a pick-up slot booked through two servers at once', () => {
  const window = { from: '13:00', to: '15:00' };
  let date: string;

  beforeAll(async () => {
    date = pickupDates()[2] ?? '';
    // Seeded demo bookings may sit in this slot; the test starts it empty.
    await ctx.app.db.reservation.updateMany({
      where: { pickupDate: date, status: 'active' },
      data: { status: 'cancelled' },
    });
    await ctx.app.db.pickupSlot.deleteMany({ where: { pickupDate: date } });
  });

  it('never gives away more seats than the capacity, and confirms exactly the accepted ones once', async () => {
    const apps = [ctx.app, peer.app];
    const bookings = await Promise.all(
      Array.from({ length: 12 }, (_, i) => booked(apps[i % 2] as App)),
    );
    const outboxBefore = readOutbox(ctx.env.OUTBOX_DIR).length;
    const answers = await Promise.all(
      bookings.map((booking, i) =>
        reserve(apps[i % 2] as App, { ...booking, pickupDate: date, ...window }),
      ),
    );
    const results = answers.map(
      (res) => res.json() as { result: number; error_code?: number; error_msg?: string },
    );
    expect(results.filter((body) => body.result === 1)).toHaveLength(CAPACITY);
    const refused = results.filter((body) => body.result === 0);
    expect(refused).toHaveLength(12 - CAPACITY);
    for (const body of refused) {
      expect(body).toEqual({
        result: 0,
        error_code: 422,
        error_msg: `The courier has no free pick-up slots on ${date} between 13:00 and 15:00. Please choose another date or time.`,
      });
    }
    expect(await slotState(ctx.app.db, date, window.from, window.to)).toEqual({
      active: CAPACITY,
      taken: CAPACITY,
    });

    // A refused reservation left no confirmation behind: one row per accepted one.
    const accepted = answers
      .map((res) => res.json() as { result: number; data?: { reservationId: number } })
      .filter((body) => body.result === 1)
      .map((body) => body.data?.reservationId ?? 0);
    const rows = await ctx.app.db.mailOutbox.findMany({
      where: { kind: 'repair-booked', ref: { in: accepted.map(BigInt) } },
    });
    expect(rows).toHaveLength(CAPACITY);

    await Promise.all([ctx.app.mailOutbox.drain(), peer.app.mailOutbox.drain()]);
    const sent = readOutbox(ctx.env.OUTBOX_DIR).slice(outboxBefore);
    expect(sent).toHaveLength(CAPACITY);
    expect(new Set(sent.map((mail) => mail.headers['message-id'])).size).toBe(CAPACITY);
    const stored = await ctx.app.db.mailOutbox.findMany({
      where: { id: { in: rows.map((row) => row.id) } },
    });
    expect(stored.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['sent', 1]));
  });

  it('keeps the count right while seats are given back and taken at the same time', async () => {
    const holders = await ctx.app.db.reservation.findMany({
      where: { pickupDate: date, pickupTimeFrom: window.from, status: 'active' },
      include: { shipment: true },
    });
    const waiting = await Promise.all(
      Array.from({ length: 6 }, (_, i) => booked(i % 2 ? peer.app : ctx.app)),
    );
    const cancel = (app: App, shipmentId: bigint, orderId: bigint) =>
      app.inject({
        method: 'POST',
        url: '/logistics/user/ship/cancel',
        ...form({ shipmentId: String(shipmentId), orderId: String(orderId) }),
      });
    // Two holders cancel, one moves to another window, while six others try to get in.
    const [first, second, third] = holders;
    if (!first || !second || !third) throw new Error('expected the slot to be full');
    const answers = await Promise.all([
      cancel(peer.app, first.shipmentId, first.shipment.orderId),
      cancel(ctx.app, second.shipmentId, second.shipment.orderId),
      reserve(peer.app, {
        shipmentId: String(third.shipmentId),
        orderId: String(third.shipment.orderId),
        pickupDate: date,
      }),
      ...waiting.map((booking, i) =>
        reserve(i % 2 ? ctx.app : peer.app, { ...booking, pickupDate: date, ...window }),
      ),
    ]);
    expect(answers.slice(0, 3).map((res) => res.json().result)).toEqual([1, 1, 1]);
    // Those that came before a seat was given back found the slot full.
    const admitted = answers.slice(3).filter((res) => res.json().result === 1).length;
    expect(admitted).toBeLessThanOrEqual(CAPACITY);
    const during = await slotState(ctx.app.db, date, window.from, window.to);
    expect(during).toEqual({ active: admitted, taken: admitted });

    // Once all is given back, the refused ones fill exactly the seats left.
    const refused = waiting.filter((_, i) => answers[3 + i]?.json().result !== 1);
    const retried = await Promise.all(
      refused.map((booking, i) =>
        reserve(i % 2 ? ctx.app : peer.app, { ...booking, pickupDate: date, ...window }),
      ),
    );
    expect(retried.filter((res) => res.json().result === 1)).toHaveLength(CAPACITY - admitted);
    expect(await slotState(ctx.app.db, date, window.from, window.to)).toEqual({
      active: CAPACITY,
      taken: CAPACITY,
    });
  });
});

describe('one shipment booked and cancelled through two servers at once', () => {
  it('ends either booked then cancelled, or cancelled with the booking refused; the seats agree', async () => {
    const date = pickupDates()[3] ?? '';
    const window = { from: '10:00', to: '13:00' };
    const shipments = await Promise.all(Array.from({ length: 6 }, () => booked(ctx.app)));
    const answers = await Promise.all(
      shipments.map(async (booking, i) => {
        const [reserved, cancelled] = await Promise.all([
          reserve(i % 2 ? peer.app : ctx.app, { ...booking, pickupDate: date, ...window }),
          (i % 2 ? ctx.app : peer.app).inject({
            method: 'POST',
            url: '/logistics/user/ship/cancel',
            ...form({ shipmentId: booking.shipmentId, orderId: booking.orderId }),
          }),
        ]);
        return { booking, reserved: reserved.json(), cancelled: cancelled.json() };
      }),
    );
    for (const { booking, reserved, cancelled } of answers) {
      expect(cancelled.result).toBe(1);
      if (reserved.result !== 1) {
        // Refused as cancelled, or, when it came first, because the others held every seat then.
        expect([
          `Shipment ${booking.shipmentNo} has been cancelled. Please book a new repair order.`,
          `The courier has no free pick-up slots on ${date} between ${window.from} and ${window.to}. Please choose another date or time.`,
        ]).toContain(reserved.error_msg);
      }
      expect(
        await ctx.app.db.reservation.count({
          where: { shipmentId: booking.shipmentId, status: 'active' },
        }),
      ).toBe(0);
    }
    const state = await slotState(ctx.app.db, date, window.from, window.to);
    expect(state.taken).toBe(state.active);
  });
});

describe('the outbox sender', () => {
  let quiet: TestContext;
  let smtp: FakeSmtp;
  let reservationId: number;
  let email: string;
  const logged: unknown[] = [];
  const log: MailLog = {
    info: () => {},
    warn: (...args) => logged.push(args),
    error: (...args) => logged.push(args),
  };

  beforeAll(async () => {
    quiet = await startTestApp();
    // The server's own sender stands aside: these tests run senders of their own.
    await quiet.app.mailOutbox.close();
    smtp = await startFakeSmtp();
    const cat = await findCatalogue(quiet.app);
    const body = repairOrderBody(cat);
    email = body.repairInfo.clientEmail;
    const booking = await bookRepair(quiet.app, body);
    reservationId = okBody<{ data: { reservationId: number } }>(
      await reserve(quiet.app, { ...booking, pickupDate: body.pickupDate }),
    ).data.reservationId;
    await quiet.app.db.mailOutbox.deleteMany();
  });
  afterAll(async () => {
    await smtp?.close();
    await quiet?.close();
  });

  const mailers: Mailer[] = [];
  afterAll(() => {
    for (const mailer of mailers) mailer.close();
  });

  function sender(overrides: Partial<MailSenderOptions> = {}, db = quiet.app.db) {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      from: '"PhoneCare" <serwis@example.pl>',
      log,
    });
    mailers.push(mailer);
    return createMailSender({
      db,
      mailer,
      cap: recipientCap(db, 1000),
      compose: (row) => composeConfirmation(db, row, CONTEXT),
      log,
      ...overrides,
    });
  }

  async function queue(count = 1) {
    const now = new Date();
    await quiet.app.db.mailOutbox.createMany({
      data: Array.from({ length: count }, () => outboxEntry('repair-booked', reservationId, now)),
    });
    return quiet.app.db.mailOutbox.findMany({
      where: { status: 'pending' },
      orderBy: { id: 'asc' },
    });
  }

  async function clear() {
    await quiet.app.db.mailOutbox.deleteMany();
    smtp.received.length = 0;
    smtp.refuseNext = 0;
    logged.length = 0;
  }

  it('tries a failed send again, waiting twice as long each time, and sends it once when the server is back', async () => {
    await clear();
    await quiet.app.db.mailSent.deleteMany();
    const [row] = await queue();
    const base = 1_000;
    const outbox = sender({ retryBaseMs: base });
    smtp.refuseNext = 2;

    /** The row after a look at the outbox, and the wait it was given, in bounds of that look. */
    const stateAfter = async () => {
      const before = Date.now();
      await outbox.drain();
      const after = Date.now();
      const stored = await quiet.app.db.mailOutbox.findUniqueOrThrow({ where: { id: row?.id } });
      const next = stored.nextAttemptAt.getTime();
      return { stored, wait: { atLeast: next - after, atMost: next - before } };
    };
    const first = await stateAfter();
    expect(first.stored).toMatchObject({ status: 'pending', attempts: 1, claimedBy: null });
    expect(first.wait.atMost).toBeGreaterThanOrEqual(base);
    expect(first.wait.atLeast).toBeLessThanOrEqual(base);
    expect(JSON.parse(first.stored.lastError ?? '{}')).toMatchObject({ responseCode: 451 });

    // Not due yet: nothing is tried.
    await outbox.drain();
    expect(smtp.received).toHaveLength(0);
    expect(smtp.refuseNext).toBe(1);

    await sleep(first.stored.nextAttemptAt.getTime() - Date.now() + 20);
    const second = await stateAfter();
    expect(second.stored).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.wait.atMost).toBeGreaterThanOrEqual(2 * base);
    expect(second.wait.atLeast).toBeLessThanOrEqual(2 * base);

    await sleep(second.stored.nextAttemptAt.getTime() - Date.now() + 20);
    const third = await stateAfter();
    expect(third.stored).toMatchObject({ status: 'sent', attempts: 3, claimedBy: null });
    expect(third.stored.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([`<${email}>`]);
    // One Message-ID per confirmation, whichever try delivers it.
    expect(smtp.received[0]?.messageId).toMatch(
      new RegExp(`^<[0-9a-z]+\\.${row?.id}\\.outbox@example\\.pl>$`),
    );

    // Only the message that went counts against the recipient's hourly cap.
    expect(
      await quiet.app.db.mailSent.count({ where: { recipientKey: recipientKey(email) } }),
    ).toBe(1);
    await outbox.close();
  });

  it('keeps a message it could not send as failed, with the error codes and nothing personal', async () => {
    await clear();
    const [row] = await queue();
    const outbox = sender({ retryBaseMs: 10, maxAttempts: 2 });
    smtp.refuseNext = 10;
    await outbox.drain();
    await sleep(30);
    await outbox.drain();
    const stored = await quiet.app.db.mailOutbox.findUniqueOrThrow({ where: { id: row?.id } });
    expect(stored).toMatchObject({ status: 'failed', attempts: 2, sentAt: null });
    expect(JSON.parse(stored.lastError ?? '{}')).toMatchObject({
      code: 'EENVELOPE',
      responseCode: 451,
    });
    expect(smtp.received).toHaveLength(0);
    const text = JSON.stringify([logged, { ...stored, ref: String(stored.ref) }]);
    expect(text).toContain('e-mail given up');
    for (const personal of PERSONAL_VALUES) expect(text).not.toContain(personal);
    await outbox.close();
  });

  it('logs a failure to compose with its kind only, never the text', async () => {
    await clear();
    await queue();
    const outbox = sender({
      compose: async () => {
        throw new Error('database gone for zofia.w@example.pl');
      },
    });
    await outbox.drain();
    const text = JSON.stringify(logged);
    expect(text).toContain('e-mail not sent');
    expect(text).toContain('"type":"Error"');
    expect(text).not.toContain('zofia');
    await outbox.close();
  });

  it('two senders on one database send each message exactly once', async () => {
    await clear();
    const rows = await queue(24);
    const other = otherClient(quiet);
    try {
      const one = sender({ batchSize: 2 });
      const two = sender({ batchSize: 2 }, other.db);
      await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
      await Promise.all([one.close(), two.close()]);
      expect(smtp.received).toHaveLength(rows.length);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(rows.length);
      const stored = await quiet.app.db.mailOutbox.findMany();
      expect(stored.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await other.disconnect();
    }
  });

  it('sends a message claimed by a sender that died once its lease has ended', async () => {
    await clear();
    const [row] = await queue();
    // A sender that claims the message, starts handing it over and never finishes.
    let finish: (() => void) | undefined;
    const stuck = createMailSender({
      db: quiet.app.db,
      mailer: { send: () => new Promise((resolve) => (finish = resolve)), longestSendMs: 0 },
      compose: (claimed) => composeConfirmation(quiet.app.db, claimed, CONTEXT),
      log,
      leaseMs: 1_500,
    });
    void stuck.drain();
    for (let waited = 0; !finish && waited < 5_000; waited += 20) await sleep(20);

    const outbox = sender();
    await outbox.drain();
    expect(smtp.received).toHaveLength(0);
    const { claimedUntil } = await quiet.app.db.mailOutbox.findUniqueOrThrow({
      where: { id: row?.id },
    });
    await sleep((claimedUntil?.getTime() ?? 0) - Date.now() + 20);
    await outbox.drain();
    expect(smtp.received).toHaveLength(1);
    const stored = await quiet.app.db.mailOutbox.findUniqueOrThrow({ where: { id: row?.id } });
    expect(stored).toMatchObject({ status: 'sent', attempts: 2, claimedBy: null });

    // The stuck one wakes up too late: it leaves the row as the other sender marked it.
    finish?.();
    await stuck.close();
    expect(JSON.stringify(logged)).toContain('taken over meanwhile');
    await outbox.close();
  });

  it('leaves one copy in the outbox folder of a message sent again after its sender died', async () => {
    await clear();
    const [row] = await queue();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-resend-'));
    const fileMailer = () => {
      const mailer = createMailer({ outboxDir: folder, from: 'serwis@example.pl', log });
      mailers.push(mailer);
      return mailer;
    };
    try {
      // The first sender writes the file, then dies before marking the row sent.
      const first = fileMailer();
      let written = false;
      const dying = createMailSender({
        db: quiet.app.db,
        mailer: {
          send: async (message, key) => {
            await first.send(message, key);
            written = true;
            await new Promise(() => {});
          },
          longestSendMs: 0,
        },
        compose: (claimed) => composeConfirmation(quiet.app.db, claimed, CONTEXT),
        log,
        leaseMs: 1_000,
      });
      void dying.drain();
      for (let waited = 0; !written && waited < 5_000; waited += 20) await sleep(20);
      expect(readOutbox(folder)).toHaveLength(1);

      const { claimedUntil } = await quiet.app.db.mailOutbox.findUniqueOrThrow({
        where: { id: row?.id },
      });
      await sleep((claimedUntil?.getTime() ?? 0) - Date.now() + 20);
      const next = createMailSender({
        db: quiet.app.db,
        mailer: fileMailer(),
        compose: (claimed) => composeConfirmation(quiet.app.db, claimed, CONTEXT),
        log,
      });
      await next.drain();
      await next.close();
      const stored = await quiet.app.db.mailOutbox.findUniqueOrThrow({ where: { id: row?.id } });
      expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
      expect(readOutbox(folder)).toHaveLength(1);
      expect(fs.readdirSync(folder).filter((name) => !name.endsWith('.eml'))).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('does not send what another sender took while this one was slower than its lease', async () => {
    await clear();
    const [row] = await queue();
    let resume: () => void = () => {};
    let handedOver = 0;
    const slow = createMailSender({
      db: quiet.app.db,
      mailer: { send: async () => void (handedOver += 1), longestSendMs: 0 },
      compose: async (claimed) => {
        await new Promise<void>((resolve) => (resume = resolve));
        return composeConfirmation(quiet.app.db, claimed, CONTEXT);
      },
      log,
      leaseMs: 300,
    });
    const slowLook = slow.drain();
    for (let waited = 0; waited < 5_000; waited += 20) {
      const stored = await quiet.app.db.mailOutbox.findUniqueOrThrow({ where: { id: row?.id } });
      if (stored.claimedBy === slow.id) break;
      await sleep(20);
    }
    await sleep(320);
    const outbox = sender();
    await outbox.drain();
    expect(smtp.received).toHaveLength(1);

    resume();
    await slowLook;
    expect(handedOver).toBe(0);
    const stored = await quiet.app.db.mailOutbox.findUniqueOrThrow({ where: { id: row?.id } });
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
    await Promise.all([slow.close(), outbox.close()]);
  });

  it('on close, finishes the message in flight and claims no more', async () => {
    await clear();
    const rows = await queue(3);
    const sends: Array<(value: void) => void> = [];
    const outbox = createMailSender({
      db: quiet.app.db,
      mailer: {
        send: () => new Promise((resolve) => sends.push(resolve)),
        longestSendMs: 0,
      },
      compose: (claimed) => composeConfirmation(quiet.app.db, claimed, CONTEXT),
      log,
      batchSize: 1,
    });
    void outbox.drain();
    for (let waited = 0; sends.length === 0 && waited < 5_000; waited += 20) await sleep(20);
    let closed = false;
    const closing = outbox.close().then(() => (closed = true));
    await sleep(50);
    expect(closed).toBe(false);
    sends[0]?.();
    await closing;
    expect(sends).toHaveLength(1);
    const stored = await quiet.app.db.mailOutbox.findMany({ orderBy: { id: 'asc' } });
    expect(stored.map((row) => [row.id, row.status, row.claimedBy])).toEqual([
      [rows[0]?.id, 'sent', null],
      [rows[1]?.id, 'pending', null],
      [rows[2]?.id, 'pending', null],
    ]);
  });

  it('holds the hourly cap of one recipient across servers sending at once', async () => {
    const address = 'capped.across@example.pl';
    const other = otherClient(quiet);
    try {
      const caps = [recipientCap(quiet.app.db, 4), recipientCap(other.db, 4)];
      const tickets = await Promise.all(
        Array.from({ length: 16 }, (_, i) => caps[i % 2]?.admit(address)),
      );
      expect(tickets.filter((ticket) => ticket !== null)).toHaveLength(4);
      expect(
        await quiet.app.db.mailSent.count({ where: { recipientKey: recipientKey(address) } }),
      ).toBe(4);
    } finally {
      await other.disconnect();
    }
  });
});
