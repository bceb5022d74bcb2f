import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PrismaClient } from '@portal/db';
import type { MailMessage } from './compose';
import { SERVICE_MAILS } from './kinds';
import { failureDetails, type MailLog, type Mailer } from './mailer';
import type { RecipientCap } from './recipient-cap';

/**
 * The e-mail outbox. A confirmation is a MailOutbox row written in the
 * transaction of the reservation or order it confirms, so it exists exactly
 * when that commits. A sender in every server drains the rows: it claims due
 * ones with a lease (a conditional update only one sender can win), composes
 * each, renews its claim just before handing the message over, then marks
 * the row sent. A failed send is tried again later,
 * waiting twice as long each time, until the attempts run out; the row is then
 * kept as failed. A sender that dies leaves its claims to expire, and another
 * one takes them after the lease.
 */

export type MailKind = MailMessage['kind'];
export { MAIL_KINDS } from './kinds';

export const OUTBOX_STATUS = {
  pending: 'pending',
  sent: 'sent',
  /** Not sent: the recipient had its hourly cap of confirmations (recipient-cap.ts). */
  capped: 'capped',
  /** Not sent: the attempts ran out, or what it confirmed is gone. */
  failed: 'failed',
  /** Not sent, and not to be: what it would tell was told otherwise (a reminder whose pick-up got booked). */
  unneeded: 'unneeded',
} as const;

/**
 * The outbox row of a confirmation, to be created in the transaction of what
 * it confirms. `now` is business time (the clock the operator may fix); the
 * sender's schedule runs on real time, so the row is due at once, or
 * `afterMs` of real time later.
 */
export function outboxEntry(kind: MailKind, ref: number | bigint, now: Date, afterMs = 0) {
  return { kind, ref: BigInt(ref), createdAt: now, nextAttemptAt: new Date(Date.now() + afterMs) };
}

/** What a row composes to when what it would tell has been told otherwise: settled, not sent. */
export const NOT_NEEDED = Symbol('not needed');

export interface ClaimedMail {
  id: number;
  kind: string;
  ref: bigint;
  attempts: number;
  createdAt: Date;
}

export interface MailSenderOptions {
  db: PrismaClient;
  mailer: Pick<Mailer, 'send' | 'longestSendMs'>;
  /** The hourly cap per recipient (recipient-cap.ts); every message goes when absent. */
  cap?: RecipientCap;
  /** The message of a row, from what it confirms; null when that is gone. */
  compose: (row: ClaimedMail) => Promise<MailMessage | null | typeof NOT_NEEDED>;
  log: MailLog;
  /** Whether the database is the one opened at start; the sender waits while it is not. */
  databaseReady?: () => boolean;
  /** How often the outbox is looked at besides `wake()`: rows of other servers, retries, expired leases. */
  pollMs?: number;
  /**
   * How long a claim keeps other senders off a row. It is renewed just
   * before the message is handed over, so it must outlast one send
   * (default: the mailer's longest send and 10 s more).
   */
  leaseMs?: number;
  /** The wait after the first failure, doubled after each further one up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Attempts before a row is kept as failed. */
  maxAttempts?: number;
  /** Rows claimed (and sent side by side) at a time. */
  batchSize?: number;
}

export interface MailSender {
  /** This sender's name in `claimedBy`. */
  readonly id: string;
  start: () => void;
  /** Looks at the outbox now: after a commit that wrote a row. */
  wake: () => void;
  /** Resolves once a look at the outbox that began after the call found nothing due. */
  drain: () => Promise<void>;
  /** Stops claiming; resolves when the messages in flight are done. */
  close: () => Promise<void>;
}

export const MAIL_SENDER_DEFAULTS = {
  pollMs: 500,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  // About six hours of trying in all.
  maxAttempts: 12,
  batchSize: 8,
} as const;

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, mailer, compose, log } = options;
  const settings = {
    ...MAIL_SENDER_DEFAULTS,
    leaseMs: mailer.longestSendMs + 10_000,
    ...definedOnly(options),
  };
  const id = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

  let started = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lookAgain = false;

  /** Rows due now and claimed by nobody, or by a sender whose lease has ended. */
  const dueWhere = (now: Date) => ({
    status: OUTBOX_STATUS.pending,
    nextAttemptAt: { lte: now },
    OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
  });

  async function claim(): Promise<ClaimedMail[]> {
    const now = new Date();
    const due = await db.mailOutbox.findMany({
      where: dueWhere(now),
      orderBy: { nextAttemptAt: 'asc' },
      take: settings.batchSize,
      select: { id: true },
    });
    if (due.length === 0) return [];
    // The condition is checked again as each row is written: of two senders
    // that found the same rows, the second finds them claimed and gets none.
    return db.mailOutbox.updateManyAndReturn({
      where: { ...dueWhere(now), id: { in: due.map((row) => row.id) } },
      data: {
        claimedBy: id,
        claimedUntil: new Date(now.getTime() + settings.leaseMs),
        attempts: { increment: 1 },
      },
      select: { id: true, kind: true, ref: true, attempts: true, createdAt: true },
    });
  }

  /** Records how the attempt ended, if the row is still this sender's. */
  async function settle(row: ClaimedMail, data: object) {
    const { count } = await db.mailOutbox.updateMany({
      where: { id: row.id, claimedBy: id, status: OUTBOX_STATUS.pending },
      data: { ...data, claimedBy: null, claimedUntil: null },
    });
    if (count !== 1) {
      log.warn({ mail: row.kind, outbox: row.id }, 'e-mail outbox row taken over meanwhile');
    }
  }

  /**
   * Renews this sender's claim just before a message is handed over, or
   * answers false when another sender has taken the row meanwhile (this
   * one took longer than its lease to compose it).
   */
  async function stillMine(row: ClaimedMail) {
    const { count } = await db.mailOutbox.updateMany({
      where: { id: row.id, claimedBy: id, status: OUTBOX_STATUS.pending },
      data: { claimedUntil: new Date(Date.now() + settings.leaseMs) },
    });
    return count === 1;
  }

  /** Each address takes one of its hourly confirmations (null: the main recipient is over the cap). */
  async function admit(message: MailMessage, taken: number[]): Promise<MailMessage | null> {
    if (!options.cap || SERVICE_MAILS.includes(message.kind)) return message;
    const cap = options.cap;
    const take = async (address: string) => {
      const ticket = await cap.admit(address);
      if (ticket !== null) taken.push(ticket);
      return ticket !== null;
    };
    if (!(await take(message.to))) return null;
    if (message.cc && !(await take(message.cc))) return { ...message, cc: undefined };
    return message;
  }

  async function deliver(row: ClaimedMail) {
    // Confirmations taken from the recipients' caps, given back if the message does not go.
    const taken: number[] = [];
    let outcome: 'sent' | 'capped' | 'gone' | 'lost' | 'unneeded';
    try {
      const composed = await compose(row);
      const message = composed && composed !== NOT_NEEDED ? await admit(composed, taken) : null;
      if (composed === NOT_NEEDED) outcome = 'unneeded';
      else if (!composed) outcome = 'gone';
      else if (!message) outcome = 'capped';
      else if (!(await stillMine(row))) outcome = 'lost';
      else {
        // The key stays the same when the row is sent again: one Message-ID per confirmation.
        await mailer.send(message, `${row.createdAt.getTime().toString(36)}.${row.id}.outbox`);
        outcome = 'sent';
      }
    } catch (error) {
      if (options.cap) await options.cap.giveBack(taken);
      const err = failureDetails(error);
      const lastError = JSON.stringify(err).slice(0, 500);
      if (row.attempts >= settings.maxAttempts) {
        log.error(
          { mail: row.kind, outbox: row.id, attempts: row.attempts, err },
          'e-mail given up',
        );
        await settle(row, { status: OUTBOX_STATUS.failed, lastError });
        return;
      }
      const wait = Math.min(settings.retryBaseMs * 2 ** (row.attempts - 1), settings.retryMaxMs);
      log.warn(
        { mail: row.kind, outbox: row.id, attempts: row.attempts, retryInMs: wait, err },
        'e-mail not sent',
      );
      await settle(row, { nextAttemptAt: new Date(Date.now() + wait), lastError });
      return;
    }
    switch (outcome) {
      case 'sent':
        await settle(row, { status: OUTBOX_STATUS.sent, sentAt: new Date() });
        return;
      case 'capped':
        log.warn(
          { mail: row.kind, outbox: row.id },
          'e-mail not sent: recipient over its hourly cap',
        );
        await settle(row, { status: OUTBOX_STATUS.capped });
        return;
      case 'unneeded':
        await settle(row, { status: OUTBOX_STATUS.unneeded });
        return;
      case 'gone':
        log.warn({ mail: row.kind, outbox: row.id }, 'e-mail not sent: what it confirms is gone');
        await settle(row, { status: OUTBOX_STATUS.failed, lastError: 'gone' });
        return;
      case 'lost':
        if (options.cap) await options.cap.giveBack(taken);
        log.warn({ mail: row.kind, outbox: row.id }, 'e-mail outbox row taken over meanwhile');
    }
  }

  async function sendDue() {
    while (!closing && (options.databaseReady?.() ?? true)) {
      const rows = await claim();
      if (rows.length === 0) return;
      await Promise.all(
        rows.map((row) =>
          deliver(row).catch((error: unknown) => {
            // The database failed: the claim runs out and the row is tried again.
            log.warn(
              { mail: row.kind, outbox: row.id, err: failureDetails(error) },
              'e-mail outbox row not settled',
            );
          }),
        ),
      );
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (!started || closing) return;
    timer = setTimeout(look, settings.pollMs);
    timer.unref();
  }

  /** One look at the outbox, or one more after the look in progress. */
  function look(): Promise<void> {
    if (running) {
      lookAgain = true;
      return running;
    }
    running = (async () => {
      do {
        lookAgain = false;
        try {
          await sendDue();
        } catch (error) {
          log.warn({ err: failureDetails(error) }, 'e-mail outbox not readable');
        }
      } while (lookAgain && !closing);
    })().finally(() => {
      running = undefined;
      schedule();
    });
    return running;
  }

  return {
    id,
    start() {
      if (started || closing) return;
      started = true;
      void look();
    },
    wake() {
      if (started && !closing) void look();
    },
    drain: look,
    async close() {
      closing = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The options that were given, so that an explicit `undefined` keeps the default. */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
