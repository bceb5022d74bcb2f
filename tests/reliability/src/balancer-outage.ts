import { HEALTH_PATHS } from '@portal/contracts';
import { withDatabase, type DatabaseProxy } from '@portal/test-support';
import {
  bookThrough,
  isServerError,
  tally,
  type Booked,
  type Clients,
  type Ledger,
} from './balancer-clients';
import { answerOf, type Answer, type Catalogue } from './fixtures';
import { send } from './http';
import type { Phase } from './report';

const WORKERS = 6;
const BEFORE_MS = 3000;
const CUT_MS = 6000;
const AFTER_UP_MS = 3000;
const RETRY_MS = 250;

export interface OutageContext {
  url: string;
  instanceUrls: string[];
  databaseUrl: string;
  proxy: DatabaseProxy;
  /** Resolves once HAProxy has every instance in service again. */
  allUp(timeoutMs: number): Promise<void>;
  catalogue: Catalogue;
  clients: Clients;
  ledger: Ledger;
}

/**
 * PostgreSQL lost under load: bookings (order and pick-up) through HAProxy
 * from six workers, each from a client of its own every time, while the TCP
 * proxy between the instances and PostgreSQL resets every connection and
 * refuses new ones for 6 s, then lets them through again. No answer may be a
 * 500, `/ready` must say 503 while it is gone, and no booking acknowledged
 * (result 1) may be missing afterwards.
 */
export async function databaseLoss(phase: Phase, ctx: OutageContext) {
  const booked: Booked[] = [];
  const answers: (Answer | undefined)[] = [];
  let running = true;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const worker = async () => {
    while (running) {
      try {
        const result = await bookThrough(ctx.url, ctx.catalogue, ctx.clients.customer('Outage'), {
          address: ctx.clients.next(),
          reserve: true,
          ledger: ctx.ledger,
        });
        booked.push(result);
        answers.push(result.created, ...(result.reserved ? [result.reserved] : []));
        if (result.reserved?.result === 1) continue;
      } catch {
        answers.push(undefined);
      }
      // Refused: a moment before the next customer, as a page's retry would wait.
      await wait(RETRY_MS);
    }
  };
  const readyAnswers = () =>
    Promise.all(
      ctx.instanceUrls.map(async (instanceUrl) => {
        const res = await send(instanceUrl, { method: 'GET', path: HEALTH_PATHS.ready });
        return { ...answerOf(res), retryAfter: res.headers['retry-after'] };
      }),
    );

  const started = Date.now();
  const workers = Array.from({ length: WORKERS }, worker);
  await wait(BEFORE_MS);
  const atCut = booked.length;
  await ctx.proxy.cut();
  await wait(CUT_MS / 2);
  const readyDuring = await readyAnswers();
  await wait(CUT_MS / 2);
  await ctx.proxy.restore();
  const restored = Date.now();
  let recovered = true;
  await ctx.allUp(60_000).catch(() => {
    recovered = false;
  });
  const backInMs = Date.now() - restored;
  await wait(AFTER_UP_MS);
  running = false;
  await Promise.all(workers);
  const took = Date.now() - started;

  const orders = booked.filter((b) => b.created.result === 1);
  const reservations = booked.filter((b) => b.reserved?.result === 1);
  const found = await withDatabase(ctx.databaseUrl, async (db) => ({
    orders: new Set(
      (
        await db.repairOrder.findMany({
          where: { id: { in: orders.map((b) => BigInt(b.data?.orderId ?? 0)) } },
          select: { id: true },
        })
      ).map((row) => Number(row.id)),
    ),
    reserved: new Set(
      (
        await db.reservation.findMany({
          where: {
            status: 'active',
            shipmentId: { in: reservations.map((b) => BigInt(b.data?.shipmentId ?? 0)) },
          },
          select: { shipmentId: true },
        })
      ).map((row) => Number(row.shipmentId)),
    ),
  }));
  const lost =
    orders.filter((b) => !found.orders.has(b.data?.orderId ?? 0)).length +
    reservations.filter((b) => !found.reserved.has(b.data?.shipmentId ?? 0)).length;
  const afterwards = booked.slice(-WORKERS);
  const fivehundreds = answers.filter(isServerError).length;
  ctx.ledger.answered(answers);

  phase.figure(
    'PostgreSQL connections cut under load',
    `${WORKERS} workers booking through HAProxy; cut after ${(BEFORE_MS / 1000).toFixed(0)} s (${atCut} bookings), for ${(CUT_MS / 1000).toFixed(0)} s; every instance back in HAProxy ${recovered ? `${(backInMs / 1000).toFixed(1)} s after` : 'not within 60 s'}; ${(took / 1000).toFixed(1)} s in all`,
  );
  const unavailable = new Map<string, number>();
  for (const answer of answers) {
    if (answer?.errorCode !== 503) continue;
    const why = `"${answer.errorMsg ?? '?'}"${answer.status === 503 ? '' : ` (HTTP ${answer.status})`}`;
    unavailable.set(why, (unavailable.get(why) ?? 0) + 1);
  }
  phase.figure('answers', tally(answers));
  phase.figure(
    '  of them 503',
    [...unavailable].map(([why, n]) => `${why} × ${n}`).join(', ') || 'none',
  );
  phase.figure(
    '/ready on the instances while cut',
    readyDuring
      .map((r) => `${r.status} "${r.errorMsg ?? ''}" Retry-After ${r.retryAfter ?? '-'}`)
      .join('; '),
  );
  phase.figure(
    'acknowledged',
    `${orders.length} orders, ${reservations.length} pick-ups; acknowledged and lost: ${lost}`,
  );
  phase.figure('database loss: 500 answers', fivehundreds);
  phase.check('no 500 while PostgreSQL is unreachable', fivehundreds === 0, tally(answers));
  phase.check('no booking acknowledged and lost', lost === 0);
  phase.check(
    '/ready answers 503 "Database not reachable" with Retry-After while it is gone',
    readyDuring.every(
      (r) => r.status === 503 && r.errorMsg === 'Database not reachable' && r.retryAfter,
    ),
  );
  phase.check(
    'every instance back in service and booking after it returns',
    recovered && afterwards.every((b) => b.created.result === 1 && b.reserved?.result === 1),
    afterwards.map((b) => `${b.created.status}/${b.reserved?.status ?? '-'}`).join(', '),
  );
}
