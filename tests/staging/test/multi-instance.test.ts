import fs from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  CUSTOMER_PATHS,
  OPS_PATHS,
  PICKUP_TIME_WINDOWS,
  pickupDates,
  PRIVATE_PAGE_PATHS,
  warsawToday,
} from '@portal/contracts';
import { DEMO_KEYS, migrationsDirs } from '@portal/db';
import { freeLoopbackPort, RAISED_ABUSE_CAPS, withDatabase } from '@portal/test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@portal/test-support';
import { Haproxy, LOOPBACK_SOURCE, serverName, type ServerStatus } from '../src/haproxy';
import { startStaging, type Staging } from '../src/topology';
import {
  acknowledged,
  book,
  checkout,
  createRepairOrder,
  person,
  readCatalogue,
  reservePickup,
  type Answer,
  type Catalogue,
  type Slot,
} from './journeys';

/**
 * The staging topology (PostgreSQL, three portal instances, HAProxy) on
 * loopback, loaded through the load balancer and through each instance
 * directly: the instances must behave as one portal. It runs with the test
 * controls and the token they generate, as `pnpm staging --test-controls`.
 */
const LOAD = 300;
/** Journeys of the kill test, half bookings, half checkouts. */
const KILL_JOURNEYS = 240;

// Pick-up slots of the coming days (not today, whose windows may close during
// the run): the last one takes the capacity test, the others the loads.
const slots: Slot[] = pickupDates()
  .filter((date) => date !== warsawToday())
  .flatMap((pickupDate) =>
    PICKUP_TIME_WINDOWS.map((window) => ({ pickupDate, from: window.from, to: window.to })),
  );
const contestedSlot = slots.at(-1) as Slot;
const loadSlots = slots.slice(0, -1);
/**
 * Seats per slot: enough for every booking of both loads, each dealt round the
 * slots (so a slot may get one more than the even share of each), and for
 * those that took a seat on the killed instance without an answer; fewer than
 * the contest.
 */
const seatsFor = (bookings: number) => Math.ceil(bookings / loadSlots.length);
const CAPACITY = seatsFor(LOAD) + seatsFor(KILL_JOURNEYS / 2) + 10;
const CONTENDERS = CAPACITY + 30;
const slotOf = (index: number) => loadSlots[index % loadSlots.length] as Slot;

let staging: Staging;
let catalogue: Catalogue;
/** The token the topology generated, the same on every instance. */
let operatorToken: string;
const db = <T>(work: Parameters<typeof withDatabase<T>>[1]) =>
  withDatabase(staging.databaseUrl, work);

beforeAll(async () => {
  staging = await startStaging({
    // The code's answer is told to the operator's token, so a client can
    // check out; the controls are tested below.
    testControls: true,
    env: {
      COURIER_SLOT_CAPACITY: String(CAPACITY),
      // Every request comes from one address.
      RATE_LIMIT_ENABLED: 'false',
      ...RAISED_ABUSE_CAPS,
      LOG_LEVEL: 'warn',
    },
  });
  if (!staging.operatorToken) throw new Error('no operator token with the test controls');
  operatorToken = staging.operatorToken;
  catalogue = await db(readCatalogue);
});

// After a failed check the logs of HAProxy and the instances are kept.
let failed = false;
afterEach((context) => {
  if (context.task.result?.state === 'fail') failed = true;
});
afterAll(async () => {
  await staging?.stop({ keepDir: failed });
  if (failed && staging) console.log(`logs kept in ${staging.dir}`);
});

/** What differs from what a client should see, for the failure message. */
const unlike = (answers: (Answer | undefined)[]) =>
  JSON.stringify(answers.filter((answer) => !acknowledged(answer)).slice(0, 3));

async function servers(): Promise<Map<string, ServerStatus>> {
  return new Map((await staging.haproxy.servers()).map((server) => [server.name, server]));
}

/** Confirmation e-mails in the shared outbox whose subject names `reference`, by reference. */
function messagesPer(references: string[]): Map<string, number> {
  const subjects = readOutbox(staging.outboxDir).map((mail) => mail.subject);
  return new Map(
    references.map((reference) => [
      reference,
      subjects.filter((subject) => new RegExp(`\\b${reference}\\b`).test(subject)).length,
    ]),
  );
}

/** Waits for one message per reference (the senders run after the answer), then counts. */
async function confirmations(references: string[], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let counts = messagesPer(references);
  while (Date.now() < deadline && [...counts.values()].some((n) => n === 0)) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    counts = messagesPer(references);
  }
  // A second message would come after the first: look once more a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  counts = messagesPer(references);
  const counted = [...counts.values()];
  return {
    missing: references.filter((reference) => counts.get(reference) === 0),
    duplicated: references.filter((reference) => (counts.get(reference) ?? 0) > 1),
    total: counted.reduce((sum, n) => sum + n, 0),
  };
}

describe('three instances starting together', () => {
  it('on an empty database: one applies the migrations, every one comes up', async () => {
    const postgres = staging.postgres;
    if (!postgres) throw new Error('the topology runs its own PostgreSQL');
    const url = await postgres.createDatabase('portal_race');
    const racers = await Promise.all(
      [0, 1, 2].map((i) => staging.startInstance(10 + i, url, { SEED_ON_START: 'false' })),
    );
    try {
      const folders = fs
        .readdirSync(migrationsDirs.postgresql, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      const history = await withDatabase(url, (race) =>
        race.$queryRawUnsafe<{ name: string; finished: boolean; rolledBack: boolean }[]>(
          `SELECT migration_name AS name, finished_at IS NOT NULL AS finished,
             rolled_back_at IS NOT NULL AS "rolledBack" FROM _prisma_migrations`,
        ),
      );
      expect(history.map((row) => row.name).sort()).toEqual(folders.sort());
      expect(history.every((row) => row.finished && !row.rolledBack)).toBe(true);
      for (const racer of racers) {
        expect((await fetch(`${racer.baseUrl}/ready`)).status).toBe(200);
      }
    } finally {
      await Promise.all(racers.map((racer) => racer.stop()));
      await postgres.dropDatabase('portal_race');
    }
  });
});

/** An operator call: its HTTP status and body; `token` null sends no Authorization. */
async function ops(
  baseUrl: string,
  method: string,
  path: string,
  { body, token = operatorToken }: { body?: unknown; token?: string | null } = {},
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: res.status,
    challenge: res.headers.get('www-authenticate'),
    body: (await res.json()) as { result?: number; data?: Record<string, unknown> },
  };
}

describe('the test controls', () => {
  it('answer through HAProxy with the generated token, and refuse a missing or wrong one', async () => {
    // Two wrong tries of the ten an address may make in 15 minutes.
    for (const token of [null, `${operatorToken}x`]) {
      const refused = await ops(staging.url, 'POST', OPS_PATHS.reset, { token });
      expect(refused).toMatchObject({ status: 401, challenge: 'Bearer realm="ops"' });
    }
    const reset = await ops(staging.url, 'POST', OPS_PATHS.reset);
    expect(reset).toMatchObject({ status: 200, body: { result: 1 } });
    expect(typeof reset.body.data?.ms).toBe('number');
    // The demo data as seeded, with the same ids: what the other tests read.
    expect(await db(readCatalogue)).toEqual(catalogue);
  });

  it('share a fault set through one instance: its 3 uses are taken by the 3 instances in turn', async () => {
    const armed = await ops(staging.instances[0]?.baseUrl ?? '', 'POST', OPS_PATHS.faults, {
      body: {
        method: 'GET',
        path: API_PATHS.announcement,
        status: 503,
        error_code: 503,
        error_msg: 'staging fault',
        times: 3,
      },
    });
    expect(armed).toMatchObject({ status: 200, body: { result: 1 } });
    const before = await servers();
    const answers: Answer[] = [];
    // One after the other: HAProxy's round robin sends each to the next instance.
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${staging.url}${API_PATHS.announcement}`);
      const body = (await res.json()) as { result?: number; error_msg?: string };
      answers.push({ status: res.status, result: body.result, errorMsg: body.error_msg });
    }
    const after = await servers();
    expect(answers).toEqual([
      ...Array.from({ length: 3 }, () => ({
        status: 503,
        result: 0,
        errorMsg: 'staging fault',
      })),
      { status: 200, result: 1, errorMsg: undefined },
    ]);
    const faultedBy = staging.instances.map((instance) => {
      const name = serverName(instance.index);
      return (after.get(name)?.answered5xx ?? 0) - (before.get(name)?.answered5xx ?? 0);
    });
    expect(faultedBy, 'fault answers per instance').toEqual([1, 1, 1]);
    const left = await ops(staging.instances[2]?.baseUrl ?? '', 'GET', OPS_PATHS.faults);
    const list = (left.body.data?.list ?? []) as { path: string; remaining: number }[];
    expect(list.filter((fault) => fault.remaining > 0)).toEqual([]);
    expect(await ops(staging.url, 'DELETE', OPS_PATHS.faults)).toMatchObject({ status: 200 });
  });

  it('share the clock: fixed through one instance, every instance and HAProxy tell that time', async () => {
    const [first, second, third] = staging.instances.map((instance) => instance.baseUrl) as [
      string,
      string,
      string,
    ];
    // Saturday 5 December 2026, 11:00 in Warsaw.
    const fixed = { now: '2026-12-05T10:00:00.000Z', fixed: true };
    try {
      const set = await ops(first, 'PUT', OPS_PATHS.clock, {
        body: { now: '2026-12-05T11:00:00+01:00' },
      });
      expect(set).toMatchObject({ status: 200, body: { result: 1, data: fixed } });
      for (const url of [first, second, third]) {
        expect((await ops(url, 'GET', OPS_PATHS.clock)).body.data).toEqual(fixed);
      }
      // Through the load balancer, once to each instance: the courier's calendar of that day.
      for (let i = 0; i < staging.instances.length; i += 1) {
        const calendar = await ops(staging.url, 'GET', OPS_PATHS.calendar);
        expect(calendar.body.data).toMatchObject({ now: fixed.now, today: '2026-12-05' });
      }
    } finally {
      // The other tests book the coming days in real time.
      const released = await ops(second, 'DELETE', OPS_PATHS.clock);
      expect(released).toMatchObject({ status: 200, body: { data: { fixed: false } } });
    }
    for (const url of [first, second, third]) {
      expect((await ops(url, 'GET', OPS_PATHS.clock)).body.data).toMatchObject({ fixed: false });
    }
  });
});

describe('a verification code', () => {
  it('fetched from one instance is accepted by each other one', async () => {
    const [a, b, c] = staging.instances.map((instance) => instance.baseUrl) as [
      string,
      string,
      string,
    ];
    const pairs: [string, string][] = [
      [a, b],
      [a, c],
      [b, a],
      [b, c],
      [c, a],
      [c, b],
    ];
    const results = await Promise.all(
      pairs.map(([from, to], i) =>
        checkout(from, to, catalogue, person('Pair', i), i, operatorToken),
      ),
    );
    expect(results.map((result) => result.code)).toEqual(pairs.map(() => undefined));
    expect(unlike(results.map((result) => result.placed))).toBe('[]');
  });
});

describe('behind HAProxy', () => {
  it('a client forging another X-Forwarded-For each time still reaches the lookup limit', async () => {
    // The topology runs without limits (its loads come from one address): an
    // instance of its own with the lookup limit on, behind a HAProxy of its own.
    const LIMIT = 5;
    const limited = await staging.startInstance(20, staging.databaseUrl, {
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_LOOKUP: String(LIMIT),
    });
    const [frontPort, statsPort] = await Promise.all([freeLoopbackPort(), freeLoopbackPort()]);
    const haproxy = Haproxy.start(
      {
        bind: `127.0.0.1:${frontPort}`,
        statsBind: `127.0.0.1:${statsPort}`,
        instances: Array.from({ length: 3 }, () => `127.0.0.1:${limited.port}`),
        source: LOOPBACK_SOURCE,
      },
      path.join(staging.dir, 'haproxy-limited.log'),
    );
    try {
      await haproxy.waitAllUp(30_000);
      const lookup = async (baseUrl: string, forged: string) =>
        (
          await fetch(`${baseUrl}${API_PATHS.repairLookup}?keyword=RMA000`, {
            headers: { 'x-forwarded-for': forged },
            signal: AbortSignal.timeout(30_000),
          })
        ).status;
      const statuses = [];
      for (let i = 1; i <= LIMIT + 3; i += 1) {
        statuses.push(await lookup(`http://127.0.0.1:${frontPort}`, `198.18.${i}.${i}`));
      }
      expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(3).fill(429)]);
      // Straight to the instance, past HAProxy: the header is not believed, the same client is counted.
      expect(await lookup(limited.baseUrl, '198.18.100.1')).toBe(429);
    } finally {
      await haproxy.stop();
      await limited.stop();
    }
  });

  it("logs no access token, IMEI or RMA number, and the client's network only", async () => {
    const created = await createRepairOrder(
      staging.url,
      catalogue,
      person('Log', 1),
      slots[0] as Slot,
    );
    expect(acknowledged(created), unlike([created])).toBe(true);
    const { accessToken, rmaNumber } = created.data as { accessToken: string; rmaNumber: string };
    const spareToken = 'Zx9_kq-3VbT7mWcN0aLpR2sYdE4fHu6iJg8oQ1tXeKz';
    const demo = DEMO_KEYS.repairOrders.pendingPickup;
    const urls = [
      PRIVATE_PAGE_PATHS.repairOrder.replace(':token', accessToken),
      CUSTOMER_PATHS.repairOrder.replace(':token', accessToken),
      CUSTOMER_PATHS.repairLabel.replace(':token', accessToken),
      PRIVATE_PAGE_PATHS.spareOrder.replace(':token', spareToken),
      CUSTOMER_PATHS.spareOrder.replace(':token', spareToken),
      ...[rmaNumber, demo.rmaNumber, demo.imei].map(
        (keyword) => `${API_PATHS.repairLookup}?keyword=${keyword}`,
      ),
    ];
    for (const url of urls) {
      const res = await fetch(`${staging.url}${url}`, { signal: AbortSignal.timeout(30_000) });
      expect(res.status, url).toBeLessThan(500);
      await res.arrayBuffer();
    }
    // HAProxy writes a request's line as it ends: give the last one a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = fs.readFileSync(path.join(staging.dir, 'haproxy.log'), 'utf8');
    for (const secret of [accessToken, spareToken, rmaNumber, demo.rmaNumber, demo.imei]) {
      expect(log).not.toContain(secret);
    }
    const requests = log.split('\n').filter((line) => / (GET|POST) "/.test(line));
    for (const template of [PRIVATE_PAGE_PATHS.repairOrder, CUSTOMER_PATHS.repairLabel]) {
      expect(
        requests.some((line) => line.endsWith(` GET "${template}"`)),
        template,
      ).toBe(true);
    }
    // Every request came from 127.0.0.1: written as its network.
    expect(requests.length).toBeGreaterThan(urls.length);
    for (const line of requests) expect(line).toMatch(/^127\.0\.0\.0 /);
    expect(log).not.toContain('127.0.0.1');
  });
});

describe("a pick-up slot's capacity", () => {
  it('is never exceeded by bookings racing for it across the instances', async () => {
    const created = await Promise.all(
      Array.from({ length: CONTENDERS }, (_, i) =>
        createRepairOrder(staging.url, catalogue, person('Slot', i), contestedSlot),
      ),
    );
    expect(unlike(created)).toBe('[]');
    const taken = await db((client) =>
      client.reservation.count({
        where: {
          pickupDate: contestedSlot.pickupDate,
          pickupTimeFrom: contestedSlot.from,
          status: 'active',
        },
      }),
    );
    // All at once, each instance taking a third of them directly.
    const answers = await Promise.all(
      created.map((answer, i) =>
        reservePickup(
          staging.instances[i % staging.instances.length]?.baseUrl ?? staging.url,
          answer.data as { orderId: number; shipmentId: number },
          contestedSlot,
        ),
      ),
    );
    const booked = answers.filter(acknowledged).length;
    const refused = answers.filter((a) => a.status === 200 && a.result === 0);
    const active = await db((client) =>
      client.reservation.count({
        where: {
          pickupDate: contestedSlot.pickupDate,
          pickupTimeFrom: contestedSlot.from,
          status: 'active',
        },
      }),
    );
    expect({ booked, refused: refused.length, active }).toEqual({
      booked: CAPACITY - taken,
      refused: CONTENDERS - (CAPACITY - taken),
      active: CAPACITY,
    });
    expect(refused.every((a) => /no free pick-up slots/.test(a.errorMsg ?? ''))).toBe(true);
  });
});

describe(`${LOAD} bookings and ${LOAD} checkouts at once`, () => {
  it('give exactly that many of each, spread over the three instances, each confirmed once', async () => {
    const before = await servers();
    const ends = staging.instances.map((instance) => instance.baseUrl);
    const [bookings, checkouts] = await Promise.all([
      Promise.all(
        Array.from({ length: LOAD }, (_, i) =>
          book(staging.url, catalogue, person('Load', i), slotOf(i)),
        ),
      ),
      // The code image from one instance; the order through HAProxy or straight to the next instance.
      Promise.all(
        Array.from({ length: LOAD }, (_, i) =>
          checkout(
            ends[i % ends.length] ?? staging.url,
            i % 2 === 0 ? staging.url : (ends[(i + 1) % ends.length] ?? staging.url),
            catalogue,
            person('Cart', i),
            i,
            operatorToken,
          ),
        ),
      ),
    ]);
    const after = await servers();
    console.log(
      `HAProxy after the load: ${JSON.stringify([...after.values()].map((s) => ({ [s.name]: s.trouble })))}`,
    );

    expect.soft(unlike(bookings.map((b) => b.created))).toBe('[]');
    expect.soft(unlike(bookings.map((b) => b.reserved))).toBe('[]');
    expect.soft(unlike(checkouts.map((c) => c.placed ?? c.code))).toBe('[]');

    const stored = await db(async (client) => ({
      repairs: await client.repairOrder.findMany({
        where: { clientName: { startsWith: 'Load Klient' } },
        select: {
          id: true,
          shipment: { select: { reservations: { where: { status: 'active' } } } },
        },
      }),
      carts: await client.sparePartOrder.findMany({
        where: { contract: { startsWith: 'Cart Klient' } },
        select: { id: true, _count: { select: { lines: true } } },
      }),
    }));
    expect.soft(stored.repairs).toHaveLength(LOAD);
    expect
      .soft(stored.repairs.filter((r) => r.shipment?.reservations.length === 1))
      .toHaveLength(LOAD);
    expect.soft(stored.carts).toHaveLength(LOAD);
    expect.soft(stored.carts.every((cart) => cart._count.lines > 0)).toBe(true);
    // Every acknowledged booking and cart order is among them.
    const storedIds = new Set([...stored.repairs, ...stored.carts].map((row) => String(row.id)));
    const acknowledgedIds = [
      ...bookings.filter((b) => acknowledged(b.created)).map((b) => String(b.orderId)),
      ...checkouts.filter((c) => c.orderId).map((c) => String(c.orderId)),
    ];
    expect.soft(acknowledgedIds.filter((id) => !storedIds.has(id))).toEqual([]);

    // Round robin: each instance answered about a third of what went through HAProxy.
    const served = staging.instances.map((instance) => {
      const name = serverName(instance.index);
      return (after.get(name)?.answered2xx ?? 0) - (before.get(name)?.answered2xx ?? 0);
    });
    const total = served.reduce((sum, n) => sum + n, 0);
    expect.soft(total).toBeGreaterThanOrEqual(LOAD * 2);
    for (const share of served) expect.soft(share).toBeGreaterThan(total / 5);

    // Each acknowledged booking and order is confirmed once.
    const mail = await confirmations([
      ...bookings.filter((b) => acknowledged(b.reserved)).map((b) => b.rmaNumber ?? ''),
      ...checkouts.filter((c) => c.orderId).map((c) => String(c.orderId)),
    ]);
    expect.soft({ missing: mail.missing.length, duplicated: mail.duplicated.length }).toEqual({
      missing: 0,
      duplicated: 0,
    });
  });
});

describe('one instance killed mid-load', () => {
  it('loses no acknowledged order, and the others keep answering', async () => {
    const victim = staging.instances[2];
    if (!victim) throw new Error('no third instance');
    const WORKERS = 24;
    const KILL_AFTER = 60;
    const bookings: { answer: Awaited<ReturnType<typeof book>>; sentAt: number }[] = [];
    const checkouts: { answer: Awaited<ReturnType<typeof checkout>>; sentAt: number }[] = [];
    let next = 0;
    let killedAt = 0;
    let outAt = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;

    const watchForOut = async () => {
      const deadline = Date.now() + 30_000;
      while (!outAt && Date.now() < deadline) {
        const state = await servers().then(
          (all) => all.get(serverName(victim.index))?.status,
          () => undefined,
        );
        if (state === 'DOWN') outAt = Date.now();
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    let watching: Promise<void> = Promise.resolve();
    const worker = async () => {
      while (next < KILL_JOURNEYS) {
        const index = next++;
        const sentAt = Date.now();
        inFlight += 1;
        try {
          if (index % 2 === 0) {
            const who = person('Kill', index);
            bookings.push({
              answer: await book(staging.url, catalogue, who, slotOf(index)),
              sentAt,
            });
          } else {
            const who = person('Killcart', index);
            const answer = await checkout(
              staging.url,
              staging.url,
              catalogue,
              who,
              index,
              operatorToken,
            );
            checkouts.push({ answer, sentAt });
          }
        } finally {
          inFlight -= 1;
        }
        const done = bookings.filter((b) => acknowledged(b.answer.reserved)).length;
        if (!killedAt && done >= KILL_AFTER) {
          killedAt = Date.now();
          inFlightAtKill = inFlight;
          await victim.kill();
          watching = watchForOut();
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: WORKERS }, worker));
    } finally {
      await watching;
    }

    const ackedOrders = bookings
      .filter((b) => acknowledged(b.answer.created))
      .map((b) => b.answer.orderId);
    const ackedReservations = bookings
      .filter((b) => acknowledged(b.answer.reserved))
      .map((b) => b.answer.orderId);
    const ackedCarts = checkouts.filter((c) => c.answer.orderId).map((c) => c.answer.orderId);
    const found = await db(async (client) => ({
      orders: await client.repairOrder.count({
        where: { id: { in: ackedOrders.map((id) => BigInt(id ?? 0)) } },
      }),
      reserved: await client.reservation.count({
        where: {
          status: 'active',
          shipment: { orderId: { in: ackedReservations.map((id) => BigInt(id ?? 0)) } },
        },
      }),
      carts: await client.sparePartOrder.count({
        where: { id: { in: ackedCarts.map((id) => BigInt(id ?? 0)) } },
      }),
    }));

    expect(killedAt, 'the instance was killed during the load').toBeGreaterThan(0);
    expect.soft(inFlightAtKill, 'requests were in flight when it died').toBeGreaterThan(0);
    expect.soft(outAt, 'HAProxy took the killed instance out').toBeGreaterThan(0);
    // Every acknowledged booking, reservation and cart order is in the database.
    expect.soft(found).toEqual({
      orders: ackedOrders.length,
      reserved: ackedReservations.length,
      carts: ackedCarts.length,
    });
    // What failed died with the instance: a gateway error, or the connection
    // closed without an answer (HAProxy's way on a kept-alive connection),
    // only for requests in flight then; never a wrong answer. Journeys begun
    // once it was out all succeeded.
    const answers = [
      ...bookings.flatMap((b) => [b.answer.created, b.answer.reserved]),
      ...checkouts.flatMap((c) => [c.answer.code, c.answer.placed]),
    ].filter((answer): answer is Answer => answer !== undefined);
    const unacknowledged = answers.filter((answer) => !acknowledged(answer));
    const diedWith = (answer: Answer) => [0, 502, 503].includes(answer.status);
    expect.soft(unacknowledged.filter((answer) => !diedWith(answer))).toEqual([]);
    expect.soft(unacknowledged.filter(diedWith).length).toBeLessThanOrEqual(inFlightAtKill);
    const afterOut = [
      ...bookings.filter((b) => b.sentAt > outAt).map((b) => b.answer.reserved),
      ...checkouts.filter((c) => c.sentAt > outAt).map((c) => c.answer.placed),
    ];
    expect.soft(afterOut.length).toBeGreaterThan(0);
    expect.soft(unlike(afterOut)).toBe('[]');
    for (const instance of staging.instances.filter((i) => i !== victim)) {
      expect.soft((await fetch(`${instance.baseUrl}/ready`)).status).toBe(200);
    }

    // Each acknowledged order is confirmed once, also those the killed instance took.
    const mail = await confirmations(
      [
        ...bookings.filter((b) => acknowledged(b.answer.reserved)).map((b) => b.answer.rmaNumber),
        ...ackedCarts.map(String),
      ].filter((reference): reference is string => Boolean(reference)),
      60_000,
    );
    expect.soft({ missing: mail.missing, duplicated: mail.duplicated }).toEqual({
      missing: [],
      duplicated: [],
    });
  });
});
