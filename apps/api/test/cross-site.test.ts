import { API_PATHS, pickupDates, VERIFY_CODE_COOKIE } from '@portal/contracts';
import { DEMO_KEYS } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessoriesOrderBody,
  bookRepair,
  findCatalogue,
  repairOrderBody,
  type Booking,
  type Catalogue,
} from './fixtures';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { expectError, multipart, okBody } from './requests';

const CODE = 'K3WX9';
const HOST = 'portal.test';
const SHOP = 'https://shop.example.com';
const PUBLIC = 'https://portal.example.com';
const TOKEN = 'operator-token-for-the-cross-site-tests-0001';

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({
    FIXED_VERIFY_CODE: CODE,
    CORS_ORIGINS: `${SHOP}, http://localhost:5173`,
    PUBLIC_URL: PUBLIC,
    OPERATOR_TOKEN: TOKEN,
    OPERATOR_TOKEN_MAX_FAILURES: '3',
  });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

/** What a page on another site makes the browser send with its auto-submitted form. */
const HOSTILE: Record<string, Record<string, string>> = {
  'another origin': { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  'an opaque (sandboxed) origin': { origin: 'null', 'sec-fetch-site': 'cross-site' },
  'a look-alike of the portal': { origin: `http://${HOST}.evil.example` },
  'a look-alike of the allowlist': { origin: `${SHOP}.evil.example` },
  'the allowlisted host over plain HTTP': { origin: 'http://shop.example.com' },
  'a cross-site fetch without Origin': { 'sec-fetch-site': 'cross-site' },
  'a sibling subdomain without Origin': { 'sec-fetch-site': 'same-site' },
};

const codeCookie = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: API_PATHS.verifyCode });
  return res.cookies.find((cookie) => cookie.name === VERIFY_CODE_COOKIE)?.value ?? '';
};

/** Each state-changing call, as a browser form could send it (form, multipart or text/plain). */
async function writes(booking: Booking) {
  const pickup = {
    shipmentId: booking.shipmentId,
    orderId: booking.orderId,
    pickupDate: pickupDates()[1] ?? '',
    pickupTimeFrom: '10:00',
    pickupTimeTo: '13:00',
  };
  return {
    reserve: { url: API_PATHS.reservePickup, ...form(pickup) },
    'reserve (multipart)': { url: API_PATHS.reservePickup, ...multipart(pickup) },
    cancel: {
      url: API_PATHS.cancelShipment,
      ...form({ shipmentId: booking.shipmentId, orderId: booking.orderId }),
    },
    'order add (text/plain)': {
      url: API_PATHS.repairOrderAdd,
      payload: JSON.stringify(repairOrderBody(catalogue)),
      headers: { 'content-type': 'text/plain' },
    },
    'order add (JSON)': {
      url: API_PATHS.repairOrderAdd,
      payload: JSON.stringify(repairOrderBody(catalogue)),
      headers: { 'content-type': 'application/json' },
    },
    checkout: {
      url: API_PATHS.accessoriesOrderAdd,
      payload: JSON.stringify(accessoriesOrderBody(catalogue, CODE)),
      headers: { 'content-type': 'application/json' },
      cookies: { [VERIFY_CODE_COOKIE]: await codeCookie() },
    },
  };
}

const send = (
  write: { url: string; payload: string; headers: Record<string, string> },
  headers: Record<string, string>,
  cookies?: Record<string, string>,
) =>
  ctx.app.inject({
    method: 'POST',
    url: write.url,
    payload: write.payload,
    headers: { host: HOST, ...write.headers, ...headers },
    cookies,
  });

describe('cross-site writes', () => {
  it.each(Object.entries(HOSTILE))(
    'refuses every write from %s with 403 in the error shape, writing nothing',
    async (_name, headers) => {
      const booking = await bookRepair(ctx.app, repairOrderBody(catalogue));
      const calls = await writes(booking);
      const before = await rowCounts(ctx.app);
      for (const [name, write] of Object.entries(calls)) {
        const cookies = 'cookies' in write ? write.cookies : undefined;
        const res = await send(write, headers, cookies);
        expect(expectError(res, 403, 403), name).toMatch(/^Cross-site request refused: /);
        expect(res.headers['access-control-allow-origin'], name).toBeUndefined();
      }
      expect(await rowCounts(ctx.app)).toEqual(before);
      // Still not cancelled: the portal's own cancel succeeds.
      okBody(await send(calls.cancel, { origin: `http://${HOST}` }));
    },
  );

  it('refuses an operator call from another site before the token is checked', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/ops/spare-orders/${DEMO_KEYS.purchaseOrders.pendingConfirmation}/advance`,
      headers: { authorization: `Bearer ${TOKEN}`, origin: 'https://evil.example' },
    });
    expectError(res, 403, 403);
  });

  it.each([
    ['the portal itself (Origin equal to the Host)', { origin: `http://${HOST}` }],
    ['the portal at PUBLIC_URL', { origin: PUBLIC, 'sec-fetch-site': 'same-origin' }],
    ['an allowlisted frontend', { origin: SHOP, 'sec-fetch-site': 'cross-site' }],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a typed URL or bookmark', { 'sec-fetch-site': 'none' }],
    ['a client that is no browser (no Origin, no Sec-Fetch-Site)', {}],
  ])('accepts the writes of %s', async (_name, headers: Record<string, string>) => {
    const booked = await send((await writes({} as Booking))['order add (JSON)'], headers);
    const booking = okBody<{ data: Booking }>(booked).data;
    const calls = await writes(booking);
    okBody(await send(calls.reserve, headers));
    okBody(await send(calls.cancel, headers));
    okBody(await send(calls.checkout, headers, calls.checkout.cookies));
  });

  it('lets reads through from anywhere: only writes are refused', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.announcement,
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    okBody(res);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: API_PATHS.reservePickup,
      headers: {
        host: HOST,
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('answers an allowlisted origin’s preflight with 204 and credentials allowed', async () => {
    const res = await preflight(SHOP);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST');
    expect(res.headers['access-control-allow-headers']).toBe('Content-Type');
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it('gives other origins no CORS headers', async () => {
    for (const origin of ['https://evil.example', 'null', `${SHOP}.evil.example`]) {
      const res = await preflight(origin);
      expect(res.statusCode, origin).toBe(404);
      expect(res.json().result, origin).toBe(0);
      const corsHeaders = Object.keys(res.headers).filter((name) =>
        name.startsWith('access-control-'),
      );
      expect(corsHeaders, origin).toEqual([]);
    }
  });

  it('marks the answers of every API path for an allowlisted origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.announcement,
      headers: { host: HOST, origin: SHOP },
    });
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const other = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.announcement,
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a CORS_ORIGINS entry that is not an exact origin', async () => {
    for (const value of ['https://shop.example.com/', 'shop.example.com', 'ftp://x.example']) {
      await expect(startTestApp({ CORS_ORIGINS: value }), value).rejects.toThrow(/CORS_ORIGINS/);
    }
  });
});

describe('operator token guessing', () => {
  const advance = (
    token: string,
    remoteAddress: string,
    id: number = DEMO_KEYS.purchaseOrders.pendingConfirmation,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/ops/spare-orders/${id}/advance`,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });

  it('answers 429 after the allowed failures, while the right token works from another address', async () => {
    for (let i = 0; i < 3; i += 1) expectError(await advance(`wrong-${i}`, '10.7.0.1'), 401, 401);
    const blocked = await advance('wrong-3', '10.7.0.1');
    expectError(blocked, 429, 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // A blocked address learns nothing, not even from the right token.
    expectError(await advance(TOKEN, '10.7.0.1'), 429, 429);
    okBody(await advance(TOKEN, '10.7.0.2'));
  });

  it('counts only failures', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await advance(TOKEN, '10.7.0.3', 999_999);
      expectError(res, 404);
    }
  });
});
