import fs from 'node:fs';
import { API_PATHS, CUSTOMER_PATHS, OPS_PATHS } from '@portal/contracts';
import { withDatabase } from '@portal/test-support';
import {
  bookThrough,
  from,
  isServerError,
  operatorCall,
  tally,
  type Booked,
  type Clients,
  type Ledger,
} from './balancer-clients';
import { answerOf, type Catalogue } from './fixtures';
import { json, send, type RawResponse } from './http';
import type { Phase } from './report';

export interface QuotesContext {
  url: string;
  instanceUrls: string[];
  databaseUrl: string;
  operatorToken: string;
  outboxDir: string;
  catalogue: Catalogue;
  clients: Clients;
  ledger: Ledger;
}

export type Quoted = Booked & { data: NonNullable<Booked['data']>; address: string };

const ORDERS = 10;
const DECISIONS = ['approve', 'decline', 'approve', 'decline'] as const;

/**
 * Orders taken to "quote to be confirmed" through HAProxy: booked and
 * reserved by a customer (each from a client of its own), then picked up,
 * received and quoted by the operator.
 */
export async function quotedOrders(ctx: QuotesContext, count = ORDERS): Promise<Quoted[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const address = ctx.clients.next();
      const booked = await bookThrough(ctx.url, ctx.catalogue, ctx.clients.customer('Quoted'), {
        address,
        reserve: true,
        ledger: ctx.ledger,
      });
      if (!booked.data || booked.reserved?.result !== 1) {
        throw new Error(`a quoted order's booking failed: ${JSON.stringify(booked.created)}`);
      }
      for (const to of ['pickedUp', 'received', 'quoteToBeConfirmed']) {
        const path = OPS_PATHS.advanceRepairOrder.replace(':rmaNumber', booked.data.rmaNumber);
        const res = await operatorCall(ctx.url, 'POST', path, ctx.operatorToken, { body: { to } });
        if (answerOf(res).result !== 1) {
          throw new Error(`advance to ${to}: HTTP ${res.status} ${res.body.toString('utf8')}`);
        }
      }
      return { ...booked, data: booked.data, address };
    }),
  );
}

/** The .eml files the instances wrote of `kind` for `ref`, named `<key>-<kind>-<ref>.eml`. */
function mailFiles(dir: string, kind: string, ref: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir).filter((name) => name.endsWith(`-${kind}-${ref}.eml`)).length;
}

/**
 * Two approves and two declines at once on each quoted order, from its
 * customer's client, through HAProxy (so over the instances): one answer
 * wins per order, the other is refused with 422, one e-mail is sent.
 */
export async function concurrentQuoteAnswers(phase: Phase, ctx: QuotesContext, orders: Quoted[]) {
  const answers = await Promise.all(
    orders.flatMap((order) =>
      DECISIONS.map(async (decision) => {
        const res = await from(ctx.url, order.address, {
          method: 'POST',
          path: CUSTOMER_PATHS.repairQuoteAnswer.replace(':token', order.data.accessToken),
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ decision }),
        });
        return { order, decision, res, answer: answerOf(res) };
      }),
    ),
  );
  // The e-mails go out in the background: wait for one per order, then a moment for any more.
  const mails = () =>
    orders.map((order) => mailFiles(ctx.outboxDir, 'repair-quote-answered', order.data.rmaNumber));
  for (let waited = 0; waited < 15_000 && mails().some((n) => n === 0); waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const mailed = mails();
  const ids = orders.map((order) => BigInt(order.data.orderId));
  const stored = await withDatabase(ctx.databaseUrl, async (db) => ({
    orders: await db.repairOrder.findMany({
      where: { id: { in: ids } },
      select: { id: true, quoteAnswer: true },
    }),
    outbox: await db.mailOutbox.findMany({
      where: { kind: 'repair-quote-answered', ref: { in: ids } },
      select: { ref: true },
    }),
  }));
  const storedAnswer = new Map(stored.orders.map((row) => [Number(row.id), row.quoteAnswer]));
  const rows = (orderId: number) =>
    stored.outbox.filter((row) => Number(row.ref) === orderId).length;

  let twoWinners = 0;
  let storedOtherwise = 0;
  for (const order of orders) {
    const mine = answers.filter((a) => a.order === order);
    const won = new Set(mine.filter((a) => a.answer.result === 1).map((a) => a.decision));
    if (won.size > 1) twoWinners += 1;
    const kept = storedAnswer.get(order.data.orderId);
    const expected = won.has('approve') ? 'approved' : won.has('decline') ? 'declined' : null;
    if (kept !== expected || kept === null) storedOtherwise += 1;
  }
  const all = answers.map((a) => a.answer);
  ctx.ledger.answered(all);
  const refused = answers.filter(
    (a) =>
      a.answer.errorCode === 422 &&
      /already been (approved|declined)/.test(a.answer.errorMsg ?? ''),
  ).length;
  const outboxRows = orders.map((order) => rows(order.data.orderId));
  const perOrder = (counts: number[]) =>
    `${Math.min(...counts)}–${Math.max(0, ...counts)} (${counts.reduce((a, b) => a + b, 0)} for ${orders.length} orders)`;

  phase.figure(
    `quote answers: ${DECISIONS.length} at once (2 approve, 2 decline) on each of ${orders.length} orders`,
    `${tally(all)}; refused as already answered: ${refused}`,
  );
  phase.figure('quotes with two winners', twoWinners);
  phase.figure('stored answer other than the one that won', storedOtherwise);
  phase.figure(
    'quote-answer e-mails per order',
    `${perOrder(mailed)} written to the outbox; outbox rows ${perOrder(outboxRows)}`,
  );
  phase.check('no quote with two winners', twoWinners === 0);
  phase.check('the stored answer is the one that won, on every order', storedOtherwise === 0);
  phase.check(
    'every answer is taken or refused as already answered (422), nothing else',
    all.every((a) => a.result === 1 || a.errorCode === 422) && refused === orders.length * 2,
    tally(all),
  );
  phase.check(
    'exactly one quote-answer e-mail per order',
    mailed.every((n) => n === 1) && outboxRows.every((n) => n === 1),
    `files ${mailed.join(',')}; rows ${outboxRows.join(',')}`,
  );
}

/** JSON nested `depth` levels: `[[[…]]]`. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/**
 * Bodies the journal must bound, sent anonymously through HAProxy: JSON
 * nested 2,500 levels, a body past the portal's 256 KiB, and one inside it
 * but past the journal's 64 KiB; then `GET /ops/journal` through HAProxy and
 * on each instance. No answer may be a 500.
 */
export async function journalBodies(phase: Phase, ctx: QuotesContext) {
  const address = ctx.clients.next();
  const post = (path: string, body: string) =>
    from(ctx.url, address, {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body,
    });
  const large = JSON.stringify({ repairInfo: { faultDescribe: 'x'.repeat(200 * 1024) } });
  const hostile: RawResponse[] = [
    await post(API_PATHS.repairOrderAdd, nested(2500)),
    await post(API_PATHS.repairOrderAdd, `{"a":${nested(2000)}}`),
    await post(API_PATHS.repairOrderAdd, JSON.stringify({ pad: 'y'.repeat(300 * 1024) })),
    await post(API_PATHS.repairOrderAdd, large),
  ];
  const reads: RawResponse[] = [];
  for (let i = 0; i < 3; i += 1) {
    reads.push(await operatorCall(ctx.url, 'GET', OPS_PATHS.journal, ctx.operatorToken));
  }
  for (const instanceUrl of ctx.instanceUrls) {
    reads.push(
      await send(instanceUrl, {
        method: 'GET',
        path: OPS_PATHS.journal,
        headers: { authorization: `Bearer ${ctx.operatorToken}` },
      }),
    );
  }
  // What the journal shows of the bodies it did not keep: a mark, or no body
  // for those refused before they were parsed (the bookings' entries).
  const marks = new Map<string, number>();
  const first = reads.find((res) => res.status === 200);
  if (first) {
    type Entry = { method?: string; path?: string; body?: unknown; status?: number };
    const list = (json(first) as { data?: { list?: Entry[] } }).data?.list ?? [];
    for (const entry of list) {
      if (entry.method !== 'POST' || entry.path !== API_PATHS.repairOrderAdd) continue;
      const body = entry.body as { truncated?: boolean; reason?: string } | null | undefined;
      const shown = body?.truncated
        ? `marked "${body.reason ?? '?'}"`
        : body == null && entry.status !== 429
          ? `no body (HTTP ${entry.status})`
          : undefined;
      if (shown) marks.set(shown, (marks.get(shown) ?? 0) + 1);
    }
  }
  const hostileAnswers = hostile.map(answerOf);
  const readAnswers = reads.map(answerOf);
  const all = [...hostileAnswers, ...readAnswers];
  ctx.ledger.answered(all);
  const errors = all.filter((answer) => answer.status >= 500 || (answer.errorCode ?? 0) >= 500);
  // Refused: the error shape with a 4xx code, or a bare 4xx status.
  const refusedOf = (answer: (typeof all)[number]) =>
    answer.result !== 1 &&
    (answer.errorCode ?? answer.status) >= 400 &&
    (answer.errorCode ?? answer.status) < 500;

  phase.figure(
    'journal: JSON 2,500 and 2,001 levels deep, 300 KiB, 200 KiB, sent anonymously',
    tally(hostileAnswers),
  );
  phase.figure(
    'GET /ops/journal: 3 through HAProxy, 1 on each instance',
    `${tally(readAnswers)}; bodies not kept: ${[...marks].map(([shown, n]) => `${shown} × ${n}`).join(', ') || 'none'}`,
  );
  phase.figure('journal: 500 answers', all.filter(isServerError).length);
  phase.check(
    'deep and oversized bodies are refused (422, 413), not failed',
    hostileAnswers.every(refusedOf),
    tally(hostileAnswers),
  );
  phase.check(
    'the journal answers every read after them, no 5xx',
    errors.length === 0 && readAnswers.every((answer) => answer.result === 1),
    tally(readAnswers),
  );
}
