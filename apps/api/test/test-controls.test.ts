import {
  API_PATHS,
  OPS_PATHS,
  TEST_CONTROL_HEADERS,
  VERIFY_CODE_COOKIE,
  type ServerStats,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { accessoriesOrderBody, findCatalogue, type Catalogue } from './fixtures';
import { form, startTestApp, type TestContext } from './harness';
import { expectError, okBody } from './requests';

const TOKEN = 'controls-test-token-of-the-controls-0123456789';
const ANSWER = TEST_CONTROL_HEADERS.verifyCodeAnswer;

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({ OPERATOR_TOKEN: TOKEN });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

function codeImage(app = ctx.app, authorization?: string) {
  return app.inject({
    method: 'GET',
    url: API_PATHS.verifyCode,
    headers: authorization === undefined ? {} : { authorization },
  });
}

function stats() {
  return ctx.app.inject({
    method: 'GET',
    url: OPS_PATHS.stats,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
}

describe('the code answer for the operator', () => {
  it('comes with the image when the operator asks, and places the order', async () => {
    const res = await codeImage(ctx.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    const answer = res.headers[ANSWER];
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    const cookie = res.cookies.find((c) => c.name === VERIFY_CODE_COOKIE);
    const order = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.accessoriesOrderAdd,
      payload: accessoriesOrderBody(catalogue, String(answer)),
      cookies: { [VERIFY_CODE_COOKIE]: cookie?.value ?? '' },
    });
    expect(okBody<{ data: { orderId: number } }>(order).data.orderId).toBeGreaterThan(0);
  });

  it.each([
    ['a visitor', undefined],
    ['a wrong token', 'Bearer controls-test-token-wrong-0000'],
  ])('is not shown to %s', async (_who, authorization) => {
    const res = await codeImage(ctx.app, authorization);
    expect(res.statusCode).toBe(200);
    expect(res.headers[ANSWER]).toBeUndefined();
  });

  it('is not shown where test controls are off, even to the operator', async () => {
    const off = await startTestApp({ OPERATOR_TOKEN: TOKEN, TEST_CONTROLS: 'false' });
    try {
      const res = await codeImage(off.app, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers[ANSWER]).toBeUndefined();
    } finally {
      await off.close();
    }
  });

  it('is off in production unless enabled', () => {
    expect(readEnv({ NODE_ENV: 'production' }).TEST_CONTROLS).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', TEST_CONTROLS: 'true' }).TEST_CONTROLS).toBe(true);
    expect(readEnv({}).TEST_CONTROLS).toBe(true);
  });
});

describe('GET /ops/stats', () => {
  it('counts the requests answered', async () => {
    const before = okBody<{ data: ServerStats }>(await stats()).data;
    const search = form({ status: 1, length: 15, start: 0, enName: 'stats-probe', plName: '' });
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: API_PATHS.materialPage, ...search });
      expect(res.statusCode).toBe(200);
    }
    const after = okBody<{ data: ServerStats }>(await stats()).data;
    // The two reads and the first stats call.
    expect(after.requests - before.requests).toBe(3);
  });

  it('needs the operator token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: OPS_PATHS.stats });
    expectError(res, 401, 401);
  });
});
