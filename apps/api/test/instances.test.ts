import { API_PATHS, OPS_PATHS, VERIFY_CODE_COOKIE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEvent, deleteEndedWindows } from '../src/lib/window-counter';
import { blockSize } from '../src/plugins/rate-limit-store';
import { accessoriesOrderBody, findCatalogue, type Catalogue } from './fixtures';
import {
  form,
  inThisThread,
  startAnotherInstance,
  startTestApp,
  type Instance,
  type TestContext,
} from './harness';
import { expectError, okBody } from './requests';

/**
 * Two servers over one database, as instances behind a load balancer: one in
 * this thread, one in a thread of its own, sharing nothing but the database.
 * What one instance learns, the other must know.
 */
const CODE = 'M4RT7';
const TOKEN = 'operator-token-for-the-instances-test-01';
const LOOKUP_LIMIT = 6;
/** The limit of most API calls: high enough that instances take numbers in blocks. */
const API_LIMIT = 200;
const MAX_FAILURES = 3;

let ctx: TestContext;
let one: Instance;
let two: Instance;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({
    FIXED_VERIFY_CODE: CODE,
    OPERATOR_TOKEN: TOKEN,
    OPERATOR_TOKEN_MAX_FAILURES: String(MAX_FAILURES),
    RATE_LIMIT_ENABLED: 'true',
    RATE_LIMIT_LOOKUP: String(LOOKUP_LIMIT),
    RATE_LIMIT_API: String(API_LIMIT),
    RATE_LIMIT_CODE_IMAGE: '1000',
    RATE_LIMIT_CHECKOUT: '1000',
  });
  one = inThisThread(ctx);
  two = await startAnotherInstance(ctx);
  catalogue = await findCatalogue(ctx.app);
});
afterAll(async () => {
  await two?.close();
  await ctx?.close();
});

/** Each instance in turn, as a round-robin balancer sends requests. */
const instance = (index: number) => (index % 2 === 0 ? one : two);

const lookup = (server: Instance, remoteAddress: string) =>
  server.inject({
    method: 'POST',
    url: API_PATHS.repairLookup,
    ...form({ keyword: 'RMA000' }),
    remoteAddress,
  });

describe('rate limits', () => {
  it('hold across instances: requests spread over both reach the limit at the same total', async () => {
    const address = '10.20.0.1';
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) {
      const res = await lookup(instance(i), address);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LOOKUP_LIMIT - i - 1));
    }
    const refused = [await lookup(one, address), await lookup(two, address)];
    for (const res of refused) {
      expectError(res, 429, 429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(50);
    }
    expect((await lookup(two, '10.20.0.2')).statusCode).toBe(200);
  });

  it('count requests sent at once to both instances exactly once each', async () => {
    const address = '10.20.0.3';
    const sent = Array.from({ length: 3 * LOOKUP_LIMIT }, (_, i) => lookup(instance(i), address));
    const statuses = (await Promise.all(sent)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LOOKUP_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LOOKUP_LIMIT);
  });
});

describe('high rate limits, numbered in blocks', () => {
  const announcement = (server: Instance, remoteAddress: string) =>
    server.inject({ method: 'GET', url: API_PATHS.announcement, remoteAddress });

  it('let through exactly the limit when requests alternate between instances', async () => {
    expect(blockSize(API_LIMIT)).toBeGreaterThan(1);
    const address = '10.21.0.1';
    for (let i = 0; i < API_LIMIT; i += 1) {
      expect((await announcement(instance(i), address)).statusCode).toBe(200);
    }
    expectError(await announcement(one, address), 429, 429);
    expectError(await announcement(two, address), 429, 429);
  });

  it('never let through more than the limit for requests sent at once, nor much less', async () => {
    const address = '10.21.0.2';
    const sent = Array.from({ length: API_LIMIT + 100 }, (_, i) =>
      announcement(instance(i), address),
    );
    const passed = (await Promise.all(sent)).filter((res) => res.statusCode === 200).length;
    expect(passed).toBeLessThanOrEqual(API_LIMIT);
    // Numbers one instance took and did not use: at most a block less each.
    expect(passed).toBeGreaterThanOrEqual(API_LIMIT - 2 * (blockSize(API_LIMIT) - 1));
  });
});

describe('window counts', () => {
  it('start a new window once the last one ended, and ended windows are deleted', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const key = 'test window';
    expect(await countEvent(ctx.app.db, key, 1000, start)).toEqual({ count: 1, endsAt: at(1000) });
    expect(await countEvent(ctx.app.db, key, 1000, at(999))).toEqual({
      count: 2,
      endsAt: at(1000),
    });
    expect(await countEvent(ctx.app.db, key, 1000, at(1000))).toEqual({
      count: 1,
      endsAt: at(2000),
    });

    await deleteEndedWindows(ctx.app.db, at(1999));
    expect(await ctx.app.db.windowCounter.count({ where: { key } })).toBe(1);
    await deleteEndedWindows(ctx.app.db, at(2001));
    expect(await ctx.app.db.windowCounter.count({ where: { key } })).toBe(0);
  });
});

/** The code image from `server`: the cookie that names the code. */
async function newCode(server: Instance) {
  const res = await server.inject({ method: 'GET', url: API_PATHS.verifyCode });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === VERIFY_CODE_COOKIE);
  if (!cookie) throw new Error('no verification cookie');
  return { [VERIFY_CODE_COOKIE]: cookie.value };
}

const checkout = (server: Instance, cookies: Record<string, string>, body?: object) =>
  server.inject({
    method: 'POST',
    url: API_PATHS.accessoriesOrderAdd,
    payload: body ?? accessoriesOrderBody(catalogue, CODE),
    cookies,
  });

describe('verification codes', () => {
  it('are accepted by an instance other than the one that drew the image', async () => {
    const cookies = await newCode(one);
    const placed = okBody<{ data: { orderId: number } }>(await checkout(two, cookies));
    const order = await ctx.app.db.sparePartOrder.findUniqueOrThrow({
      where: { id: placed.data.orderId },
    });
    expect(order.verifyCodeId).toBe(cookies[VERIFY_CODE_COOKIE]);
  });

  it('are still refused with a wrong answer on the other instance, and used up by it', async () => {
    const cookies = await newCode(two);
    expectError(await checkout(one, cookies, accessoriesOrderBody(catalogue, 'ZZZZ')), 422);
    expectError(await checkout(two, cookies), 422);
  });

  it('outlive the instance that drew them', async () => {
    const cookies = await newCode(two);
    await two.close();
    two = await startAnotherInstance(ctx);
    okBody(await checkout(two, cookies));
  });
});

describe('checkout with one code sent to both instances at once', () => {
  it('places one order, and both answers name it', async () => {
    const cookies = await newCode(one);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => checkout(instance(i), cookies)),
    );
    const ids = answers.map((res) => okBody<{ data: { orderId: number } }>(res).data.orderId);
    expect(new Set(ids).size).toBe(1);
    expect(
      await ctx.app.db.sparePartOrder.count({
        where: { verifyCodeId: cookies[VERIFY_CODE_COOKIE] },
      }),
    ).toBe(1);
  });

  it('places one order when the carts differ, and refuses the other in the error shape', async () => {
    const cookies = await newCode(two);
    const first = accessoriesOrderBody(catalogue, CODE);
    const other = { ...first, detail: first.detail.slice(0, 1) };
    const [a, b] = await Promise.all([
      checkout(one, cookies, first),
      checkout(two, cookies, other),
    ]);
    const placed = [a, b].filter((res) => res.json<{ result: number }>().result === 1);
    expect(placed).toHaveLength(1);
    const refused = placed[0] === a ? b : a;
    expectError(refused, 422);
    expect(
      await ctx.app.db.sparePartOrder.count({
        where: { verifyCodeId: cookies[VERIFY_CODE_COOKIE] },
      }),
    ).toBe(1);
  });
});

describe('wrong operator tokens', () => {
  const stats = (server: Instance, token: string, remoteAddress: string) =>
    server.inject({
      method: 'GET',
      url: OPS_PATHS.stats,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });

  it('count against one limit on every instance', async () => {
    const address = '10.30.0.1';
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expectError(await stats(instance(i), `wrong-${i}`, address), 401, 401);
    }
    for (const server of [one, two]) {
      expectError(await stats(server, 'wrong-again', address), 429, 429);
      // A blocked address learns nothing, not even from the right token.
      expectError(await stats(server, TOKEN, address), 429, 429);
    }
    okBody(await stats(two, TOKEN, '10.30.0.2'));
  });

  it('sent at once to both instances, are compared no more often than the limit allows', async () => {
    const address = '10.30.0.3';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => stats(instance(i), `guess-${i}`, address)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - MAX_FAILURES);
  });

  it('right tokens sent at once past the limit are refused for the moment only', async () => {
    const address = '10.30.0.5';
    const burst = await Promise.all(
      Array.from({ length: 3 * MAX_FAILURES }, (_, i) => stats(instance(i), TOKEN, address)),
    );
    expect(burst.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(
      MAX_FAILURES,
    );
    okBody(await stats(one, TOKEN, address));
    // The whole allowance of wrong tokens is left.
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expectError(await stats(instance(i), `wrong-${i}`, address), 401, 401);
    }
    expectError(await stats(two, 'wrong', address), 429, 429);
  });

  it('the right token leaves no count behind on either instance', async () => {
    const address = '10.30.0.4';
    for (let i = 0; i < 2 * MAX_FAILURES; i += 1) okBody(await stats(instance(i), TOKEN, address));
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expectError(await stats(instance(i), `wrong-${i}`, address), 401, 401);
    }
    expectError(await stats(one, 'wrong', address), 429, 429);
  });
});
