import { API_PATHS, OPS_PATHS, type ClockState, type PickupCalendar } from '@portal/contracts';
import { createPrismaClient, type PrismaClient } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { bookRepair, findCatalogue, repairOrderBody, reserve, type Catalogue } from './fixtures';
import { rowCounts, startAnotherInstance, startTestApp, type TestContext } from './harness';
import { expectError, okBody } from './requests';

const TOKEN = 'controls-test-token-of-the-state-0123456789';
const operator = { authorization: `Bearer ${TOKEN}` };
/** A Saturday; the courier's next workday is Monday 7 December. */
const SATURDAY = '2026-12-05T10:00:00.000Z';
const MONDAY = '2026-12-07';

let ctx: TestContext;
let catalogue: Catalogue;
/** Repair orders of the demo data. */
let DEMO_REPAIR_ORDERS: number;

beforeAll(async () => {
  ctx = await startTestApp({ OPERATOR_TOKEN: TOKEN });
  catalogue = await findCatalogue(ctx.app);
  DEMO_REPAIR_ORDERS = (await rowCounts(ctx.app)).repairOrders;
});
afterAll(() => ctx.close());

function ops(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: operator, payload });
}

const clock = async (method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
  okBody<{ data: ClockState }>(await ops(method, OPS_PATHS.clock, payload)).data;

describe('POST /ops/reset', () => {
  it('puts a database changed by bookings back to the demo data, and says how long it took', async () => {
    okBody(await ops('POST', OPS_PATHS.reset));
    const seeded = await rowCounts(ctx.app);
    const booking = await bookRepair(ctx.app, repairOrderBody(catalogue));
    const body = repairOrderBody(catalogue);
    const reserved = await reserve(ctx.app, { ...booking, pickupDate: body.pickupDate });
    expect(okBody(reserved)).toBeTruthy();
    expect(await rowCounts(ctx.app)).not.toEqual(seeded);

    const res = okBody<{ data: { ms: number } }>(await ops('POST', OPS_PATHS.reset));
    expect(res.data.ms).toBeGreaterThanOrEqual(0);
    expect(await rowCounts(ctx.app)).toEqual({ ...seeded, verifyCodes: 0, mails: 0 });
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: '/order/user/query',
      query: { keyword: booking.rmaNumber },
    });
    expect(lookup.json()).toMatchObject({ result: 0, error_code: 404 });
  });

  it('leaves the id sequences past the restored rows: new bookings and reservations get ids', async () => {
    await ops('POST', OPS_PATHS.reset);
    const pickupDate = repairOrderBody(catalogue).pickupDate;
    for (let i = 0; i < 2; i++) {
      const booking = await bookRepair(ctx.app, repairOrderBody(catalogue));
      const reserved = await reserve(ctx.app, { ...booking, pickupDate });
      expect(
        okBody<{ data: { reservationId: number } }>(reserved).data.reservationId,
      ).toBeGreaterThan(0);
    }
  });

  it('resets on two instances at once, both answering', async () => {
    const other = await startAnotherInstance(ctx);
    try {
      await bookRepair(ctx.app, repairOrderBody(catalogue));
      const reset = { method: 'POST', url: OPS_PATHS.reset, headers: operator } as const;
      const answers = await Promise.all([ctx.app.inject(reset), other.inject(reset)]);
      for (const answer of answers) expect(answer.json()).toMatchObject({ result: 1 });
      const seeded = await rowCounts(ctx.app);
      expect(seeded.repairOrders).toBe(DEMO_REPAIR_ORDERS);
    } finally {
      await other.close();
    }
  });

  it('needs the operator token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: OPS_PATHS.reset });
    expectError(res, 401, 401);
  });
});

describe('the clock', () => {
  it('runs on real time until fixed', async () => {
    await clock('DELETE');
    const before = Date.now();
    const state = await clock('GET');
    const after = Date.now();
    expect(state.fixed).toBe(false);
    expect(Date.parse(state.now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(state.now)).toBeLessThanOrEqual(after);
  });

  it('stays where fixed, moves on when advanced and runs again when released', async () => {
    expect(await clock('PUT', { now: '2026-12-05T11:00:00+01:00' })).toEqual({
      now: SATURDAY,
      fixed: true,
    });
    expect(await clock('GET')).toEqual({ now: SATURDAY, fixed: true });
    const advanced = await ops('POST', OPS_PATHS.clockAdvance, { seconds: 90 });
    expect(okBody<{ data: ClockState }>(advanced).data.now).toBe('2026-12-05T10:01:30.000Z');
    expect((await clock('DELETE')).fixed).toBe(false);
    const notFixed = await ops('POST', OPS_PATHS.clockAdvance, { seconds: 90 });
    expectError(notFixed, 422);
  });

  it('refuses a time that is not an ISO 8601 instant', async () => {
    for (const now of ['tomorrow', '2026-12-05', '2026-12-05T10:00:00']) {
      expectError(await ops('PUT', OPS_PATHS.clock, { now }), 422);
    }
  });

  it('fixed on a Saturday, offers Monday first, books it, and stamps the booking with it', async () => {
    await clock('PUT', { now: SATURDAY });
    try {
      const calendar = okBody<{ data: PickupCalendar }>(await ops('GET', OPS_PATHS.calendar)).data;
      expect(calendar.now).toBe(SATURDAY);
      expect(calendar.today).toBe('2026-12-05');
      expect(calendar.dates[0]).toEqual({
        date: MONDAY,
        windows: [
          { from: '10:00', to: '13:00' },
          { from: '13:00', to: '15:00' },
        ],
      });
      expect(calendar.dates.map((day) => day.date)).toEqual([
        MONDAY,
        '2026-12-08',
        '2026-12-09',
        '2026-12-10',
      ]);

      const booking = await bookRepair(ctx.app, {
        ...repairOrderBody(catalogue),
        pickupDate: MONDAY,
      });
      expect(booking.rmaNumber).toMatch(/^RMA261205/);
      const reserved = await reserve(ctx.app, { ...booking, pickupDate: MONDAY });
      expect(okBody<{ data: { pickupDate: string } }>(reserved).data.pickupDate).toBe(MONDAY);
      const lookup = await ctx.app.inject({
        method: 'GET',
        url: '/order/user/query',
        query: { keyword: booking.rmaNumber },
      });
      const [order] = okBody<{ data: { list: { createTime: string }[] } }>(lookup).data.list;
      // Warsaw time of the fixed instant.
      expect(order?.createTime).toBe('2026-12-05 11:00:00');
    } finally {
      await clock('DELETE');
    }
  });

  it('starts fixed with FIXED_NOW', async () => {
    const fixed = await startTestApp({ OPERATOR_TOKEN: TOKEN, FIXED_NOW: SATURDAY });
    try {
      const res = await fixed.app.inject({
        method: 'GET',
        url: OPS_PATHS.clock,
        headers: operator,
      });
      expect(okBody<{ data: ClockState }>(res).data).toEqual({ now: SATURDAY, fixed: true });
    } finally {
      await fixed.close();
    }
  });
});

describe('where the test controls exist', () => {
  const docPaths = async (app: TestContext['app']) =>
    Object.keys(
      (await app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: object }>().paths,
    );

  it('are documented with the operator token and test controls on', async () => {
    const paths = await docPaths(ctx.app);
    for (const path of [OPS_PATHS.stats, OPS_PATHS.reset, OPS_PATHS.clock, OPS_PATHS.journal]) {
      expect(paths).toContain(path);
    }
  });

  it('are neither documented nor answered with test controls off; the other /ops calls stay', async () => {
    const off = await startTestApp({ OPERATOR_TOKEN: TOKEN, TEST_CONTROLS: 'false' });
    try {
      const paths = await docPaths(off.app);
      expect(paths).toContain(OPS_PATHS.stats);
      expect(paths.filter((path) => path.startsWith('/ops/') && path !== OPS_PATHS.stats)).toEqual([
        expect.stringContaining('/advance'),
        expect.stringContaining('/advance'),
      ]);
      const res = await off.app.inject({ method: 'POST', url: OPS_PATHS.reset, headers: operator });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('leave every /ops path out of the document without an operator token', async () => {
    const open = await startTestApp({});
    try {
      expect((await docPaths(open.app)).filter((path) => path.startsWith('/ops'))).toEqual([]);
    } finally {
      await open.close();
    }
  });

  it('answer 404 in production unless TEST_CONTROLS=true', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', OPERATOR_TOKEN: TOKEN });
    try {
      for (const [method, url] of [
        ['POST', OPS_PATHS.reset],
        ['GET', OPS_PATHS.clock],
        ['GET', OPS_PATHS.faults],
        ['GET', OPS_PATHS.journal],
        ['GET', OPS_PATHS.calendar],
      ] as const) {
        const res = await production.app.inject({ method, url, headers: operator });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('the cost of the test controls on a request', () => {
  /** A server over the database of a test server, counting its requests' queries per model. */
  async function countingServer(overrides: Record<string, string>) {
    const base = await startTestApp(overrides);
    const queries: Record<string, number> = {};
    const db = createPrismaClient(base.env.DATABASE_URL).$extends({
      query: {
        async $allOperations({ model, args, query }) {
          // The mail sender polls the outbox on its own schedule, whatever the requests.
          if (model === 'MailOutbox') return query(args);
          const key = model ?? 'raw';
          queries[key] = (queries[key] ?? 0) + 1;
          return query(args);
        },
      },
    }) as unknown as PrismaClient;
    const app = await buildApp({ env: base.env, db });
    await app.ready();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    return {
      app,
      /**
       * The queries `send` causes, per model; with `journal`, once the journal
       * entry written after the answer is in.
       */
      async count(send: () => Promise<unknown>, { journal = false } = {}) {
        await settle();
        const before = { ...queries };
        await send();
        if (journal) {
          await vi.waitFor(() =>
            expect(queries.TestJournalEntry ?? 0).toBeGreaterThan(before.TestJournalEntry ?? 0),
          );
        }
        await settle();
        return Object.fromEntries(
          Object.entries(queries)
            .map(([key, value]) => [key, value - (before[key] ?? 0)] as const)
            .filter(([, value]) => value > 0),
        );
      },
      close: async () => {
        await app.close();
        await db.$disconnect();
        await base.close();
      },
    };
  }

  it('is no query when they are off; one small read, and the journal entry after the answer, when on', async () => {
    const off = await countingServer({ OPERATOR_TOKEN: TOKEN, TEST_CONTROLS: 'false' });
    const on = await countingServer({ OPERATOR_TOKEN: TOKEN });
    try {
      const announcement = (server: typeof off) => () =>
        server.app.inject({ method: 'GET', url: API_PATHS.announcement });
      await announcement(off)(); // warm-up
      await announcement(on)();
      // The announcement is one indexed read.
      expect(await off.count(announcement(off))).toEqual({ Announcement: 1 });
      expect(await on.count(announcement(on), { journal: true })).toEqual({
        Announcement: 1,
        TestControls: 1,
        TestJournalEntry: 1,
      });
      // The code image reads business time (its expiry): from the same one read.
      const codeImage = (server: typeof off) => () =>
        server.app.inject({ method: 'GET', url: API_PATHS.verifyCode });
      await codeImage(on)();
      await codeImage(off)();
      const issued = await on.count(codeImage(on), { journal: true });
      expect(issued).toMatchObject({ TestControls: 1, TestJournalEntry: 1 });
      expect(issued).not.toHaveProperty('TestStub');
      const offIssued = await off.count(codeImage(off));
      expect(Object.keys(offIssued).filter((model) => model.startsWith('Test'))).toEqual([]);
    } finally {
      await off.close();
      await on.close();
    }
  });
});
