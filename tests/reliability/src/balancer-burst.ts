import fs from 'node:fs';
import { CUSTOMER_PATHS, HEALTH_PATHS } from '@portal/contracts';
import { from, tally, type Clients, type Ledger } from './balancer-clients';
import { answerOf } from './fixtures';
import { send } from './http';
import { kindOf, MEMORY_BOUND_MIB, peakRssMiB, type Kind } from './labels';
import type { Phase } from './report';

/** The order sheet's limit in production (RATE_LIMIT_RESERVATION), per client address. */
const SHEET_LIMIT = 30;
/** The attack: one client, another forged X-Forwarded-For on each request. */
const FORGED_REQUESTS = 400;
/** The crowd: clients of their own, each inside the limit. */
const CROWD = { clients: 20, each: 15 };
const HEALTH_BOUND_MS = 1000;
const PROBE_EVERY_MS = 100;
const PROBE_TIMEOUT_MS = 5000;

export interface BurstContext {
  url: string;
  instances: { baseUrl: string; pid: number }[];
  clients: Clients;
  /** Access tokens of a few orders. */
  tokens: string[];
  ledger: Ledger;
  /** HAProxy's log file: its /health lines tell how long each waited in its queue. */
  haproxyLog: string;
}

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/**
 * The longest a `/health` request waited in HAProxy's queue for an instance
 * (Tw of the log's `TR/Tw/Tc/Tr/Ta`), among the lines written after `offset`.
 */
function longestQueueWait(file: string, offset: number): number {
  const text = fs.readFileSync(file).subarray(offset).toString('utf8');
  const waits = text
    .split('\n')
    .filter((line) => line.endsWith(` GET "${HEALTH_PATHS.health}"`))
    .map((line) => Number(line.split(' ')[4]?.split('/')[1] ?? 0));
  return Math.max(0, ...waits);
}

/**
 * Probe times: the 95th percentile (nearest rank) is what the bound holds
 * for, as a probe's time also holds this process's own turns between the
 * burst's hundreds of answers; the longest is printed beside it.
 */
function summarise(times: (number | null)[]) {
  const answered = times.filter((t): t is number => t !== null).sort((a, b) => a - b);
  return {
    times,
    count: times.length,
    p95: answered[Math.max(0, Math.ceil(answered.length * 0.95) - 1)] ?? 0,
    max: answered.at(-1) ?? 0,
    unanswered: times.length - answered.length,
  };
}

/** `/health` asked every 100 ms at `baseUrl` until stopped: each answer's time, null when none came in 5 s. */
function probe(baseUrl: string) {
  const times: (number | null)[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      try {
        const res = await send(
          baseUrl,
          { method: 'GET', path: HEALTH_PATHS.health },
          PROBE_TIMEOUT_MS,
        );
        times.push(res.status === 200 ? Date.now() - started : null);
      } catch {
        times.push(null);
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return summarise(times);
    },
  };
}

type Probed = Awaited<ReturnType<ReturnType<typeof probe>['stop']>>;

interface Sheet {
  address: string;
  forged?: string;
  token: string;
}

/** The requests at once through HAProxy, `/health` probed meanwhile through it and on each instance. */
async function burst(ctx: BurstContext, requests: Sheet[]) {
  const logOffset = sizeOf(ctx.haproxyLog);
  const through = probe(ctx.url);
  const direct = ctx.instances.map((instance) => probe(instance.baseUrl));
  const started = Date.now();
  const answers = await Promise.all(
    requests.map(async (request) => {
      const path = CUSTOMER_PATHS.repairOrderSheet.replace(':token', request.token);
      try {
        const res = await from(ctx.url, request.address, { method: 'GET', path }, request.forged);
        return { request, answer: answerOf(res), kind: kindOf(res) };
      } catch {
        return { request, answer: undefined, kind: 'other' as Kind };
      }
    }),
  );
  const took = Date.now() - started;
  const balancer = await through.stop();
  const instances = await Promise.all(direct.map((p) => p.stop()));
  // HAProxy writes a request's line as it ends.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const queued = longestQueueWait(ctx.haproxyLog, logOffset);
  ctx.ledger.answered(answers.map((a) => a.answer));
  const count = (kind: Kind, list = answers) => list.filter((a) => a.kind === kind).length;
  return {
    answers,
    took,
    count,
    balancer,
    queued,
    direct: summarise(instances.flatMap((p) => p.times)),
  };
}

const healthHeld = (p: Probed) => p.p95 < HEALTH_BOUND_MS && p.unanswered === 0;

const probeFigure = (p: Probed) =>
  `${p.count} probes, 95th percentile ${p.p95} ms, max ${p.max} ms${p.unanswered ? `, ${p.unanswered} unanswered within ${PROBE_TIMEOUT_MS / 1000} s` : ''}`;

/**
 * Order sheets (PDF) through HAProxy on a few tokens, in two bursts: 400 at
 * once from one client forging a new X-Forwarded-For on each (it gets the
 * limit, 30, and the rest are refused cheaply with 429), then a crowd of 20
 * clients sending 15 each, inside the limit, so 300 documents are answered.
 * Meanwhile `/health` is asked every 100 ms through HAProxy and on each
 * instance; the instances' peak memory is read after.
 */
export async function orderSheetBurst(phase: Phase, ctx: BurstContext) {
  const tokenOf = (i: number) => ctx.tokens[i % ctx.tokens.length] ?? '';
  const rssBefore = ctx.instances.map((instance) => peakRssMiB(instance.pid));

  const forger = ctx.clients.next();
  const attack = await burst(
    ctx,
    Array.from({ length: FORGED_REQUESTS }, (_, i) => ({
      address: forger,
      forged: ctx.clients.forged(),
      token: tokenOf(i),
    })),
  );
  const crowdClients = Array.from({ length: CROWD.clients }, () => ctx.clients.next());
  const crowd = await burst(
    ctx,
    crowdClients.flatMap((address, c) =>
      Array.from({ length: CROWD.each }, (_, i) => ({ address, token: tokenOf(c + i) })),
    ),
  );
  const peaks = ctx.instances.map((instance) => peakRssMiB(instance.pid));
  const forgedServed = FORGED_REQUESTS - attack.count('429');

  for (const [name, result] of [
    [
      `${FORGED_REQUESTS} order sheets at once on ${ctx.tokens.length} orders from one client forging X-Forwarded-For (limit ${SHEET_LIMIT}/min)`,
      attack,
    ],
    [
      `${CROWD.clients * CROWD.each} order sheets at once on ${ctx.tokens.length} orders from ${CROWD.clients} clients × ${CROWD.each} (inside the limit)`,
      crowd,
    ],
  ] as const) {
    phase.figure(
      name,
      `PDF ${result.count('pdf')}, 429 ${result.count('429')}, 503 busy ${result.count('503')}, other ${result.count('other')} (${tally(result.answers.map((a) => a.answer))}); ${(result.took / 1000).toFixed(1)} s`,
    );
    phase.figure(
      '  /health meanwhile',
      `through HAProxy ${probeFigure(result.balancer)} (the longest wait in its queue ${result.queued} ms); on the instances ${probeFigure(result.direct)}`,
    );
  }
  phase.figure(
    'order sheets past the limit for the forging client',
    Math.max(0, forgedServed - SHEET_LIMIT),
  );
  phase.figure(
    'peak RSS of the instances',
    `${peaks.join(', ')} MiB (before the bursts ${rssBefore.join(', ')} MiB)`,
  );

  phase.check(
    'every order sheet is a PDF, a 429 or a 503 busy in the error shape',
    attack.count('other') === 0 && crowd.count('other') === 0,
  );
  phase.check(
    'the forging client gets no more than the limit; the crowd inside it is not refused',
    forgedServed <= SHEET_LIMIT && crowd.count('429') === 0,
    `${forgedServed} served to the forger, ${crowd.count('429')} of the crowd refused`,
  );
  // The crowd is served, not refused: its requests queue in HAProxy for a
  // connection to an instance (20 each), and /health goes first there.
  for (const [name, burst] of [
    ['forged', attack],
    ['crowd', crowd],
  ] as const) {
    phase.check(
      `/health answers within ${HEALTH_BOUND_MS} ms during the ${name} burst, on the instances`,
      healthHeld(burst.direct),
      probeFigure(burst.direct),
    );
    phase.check(
      `/health answers within ${HEALTH_BOUND_MS} ms during the ${name} burst, through HAProxy`,
      healthHeld(burst.balancer),
      `${probeFigure(burst.balancer)}; it waited up to ${burst.queued} ms in HAProxy's queue`,
    );
  }
  phase.check(
    `peak RSS of every instance under ${MEMORY_BOUND_MIB} MiB`,
    peaks.every((peak) => peak > 0 && peak < MEMORY_BOUND_MIB),
  );
}
