import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_PATHS, CSP_NONCE_PLACEHOLDER } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { BODY_LIMIT_BYTES } from '../src/plugins/body-parsers';
import { accessoriesOrderBody, findCatalogue, repairOrderBody } from './fixtures';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { expectError, multipart } from './requests';

const CODE = 'Q7WX4';
const LIMITS = {
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_CODE_IMAGE: '3',
  RATE_LIMIT_CHECKOUT: '2',
  RATE_LIMIT_BOOKING: '2',
  RATE_LIMIT_RESERVATION: '2',
  RATE_LIMIT_LOOKUP: '2',
  RATE_LIMIT_API: '4',
};

/** A built web page as Vite writes it with `html.cspNonce`. */
const PAGE = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/app.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`;

/** A page rendered at build time, with an inline style attribute and its CSP hash. */
const PRERENDERED_STYLE = 'color: var(--mantine-color-blue-9)';
const PRERENDERED_STYLE_HASH = `'sha256-${createHash('sha256').update(PRERENDERED_STYLE).digest('base64')}'`;
const PRERENDERED_PAGE = PAGE.replace(
  '<div id="root"></div>',
  `<div id="root" data-prerendered="pl-PL"><h1 style="${PRERENDERED_STYLE}">Centrum części zamiennych</h1></div>`,
);

let ctx: TestContext;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.mkdirSync(path.join(webDir, 'pages'));
  fs.writeFileSync(path.join(webDir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(webDir, 'pages', 'spare-center.html'), PRERENDERED_PAGE);
  fs.writeFileSync(
    path.join(webDir, 'pages', 'pages.json'),
    JSON.stringify([
      {
        path: '/spare/center',
        file: 'spare-center.html',
        styleAttributeHashes: [PRERENDERED_STYLE_HASH],
      },
    ]),
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  ctx = await startTestApp({ ...LIMITS, FIXED_VERIFY_CODE: CODE, WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

/** Helmet's headers that only a document reads. */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('security headers', () => {
  it('answers API calls, files and 404s with headers that let nothing load, frame or sniff them', async () => {
    for (const url of [API_PATHS.announcement, '/health', '/assets/app.js', '/no/such/call']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy']), url).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // Only a document reads these; the pages have them.
      for (const documentOnly of DOCUMENT_ONLY_HEADERS) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers.server, url).toBeUndefined();
    }
  });

  it('gives the pages a strict policy and the document headers', async () => {
    for (const url of ['/', '/spare/center']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src')?.join(' '), url).not.toMatch(/unsafe/);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      for (const documentOnly of DOCUMENT_ONLY_HEADERS) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeDefined();
      }
    }
    const page = directives(
      (await ctx.app.inject({ method: 'GET', url: '/', headers: html })).headers[
        'content-security-policy'
      ],
    );
    expect(page.get('style-src')?.join(' ')).not.toMatch(/unsafe/);
    expect(page.get('img-src')).toEqual(["'self'", 'data:']);
    expect(page.get('connect-src')).toEqual(["'self'"]);
    expect(page.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("gives the API reference at /docs its own stricter policy, not Swagger UI's", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs', headers: html });
    expect(res.statusCode).toBe(200);
    const logoStyle = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
    expect(directives(res.headers['content-security-policy'])).toEqual(
      new Map([
        ['default-src', ["'none'"]],
        ['base-uri', ["'none'"]],
        ['script-src', ["'self'"]],
        ['script-src-attr', ["'none'"]],
        [
          'style-src',
          ["'self'", `'sha256-${createHash('sha256').update(logoStyle).digest('base64')}'`],
        ],
        ['img-src', ["'self'", 'data:']],
        ['connect-src', ["'self'"]],
        ['form-action', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]),
    );
    for (const documentOnly of DOCUMENT_ONLY_HEADERS) {
      expect(res.headers[documentOnly], documentOnly).toBeDefined();
    }
    // Swagger UI's own files keep the policy of every resource.
    const script = await ctx.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-ui-bundle.js',
    });
    expect(script.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('serves the web page with a fresh nonce that script-src and style-src allow, also at /index.html', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/spare/center', '/index.html']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      const nonce = /nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      const csp = directives(res.headers['content-security-policy']);
      for (const directive of ['script-src', 'style-src']) {
        expect(csp.get(directive), directive).toEqual([
          "'self'",
          "'report-sample'",
          `'nonce-${nonce}'`,
        ]);
      }
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  it('compresses the pages for clients that take it, each with its own nonce in the policy and the page', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/spare/center', '/spare/center']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...html, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const page = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
      const nonce = /nonce="([^"]+)"/.exec(page)?.[1] ?? '';
      expect(page, url).toBe(
        (url === '/' ? PAGE : PRERENDERED_PAGE).replaceAll(CSP_NONCE_PLACEHOLDER, nonce),
      );
      expect(res.headers['content-security-policy'], url).toContain(`'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    const gzipped = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
  });

  it('serves a prerendered page at its exact path, allowing exactly its style attributes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/spare/center', headers: html });
    expect(res.body).toContain(
      '<h1 style="color: var(--mantine-color-blue-9)">Centrum części zamiennych</h1>',
    );
    expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(directives(res.headers['content-security-policy']).get('style-src-attr')).toEqual([
      "'unsafe-hashes'",
      PRERENDERED_STYLE_HASH,
    ]);
  });

  it('serves the page the browser renders where nothing was prerendered or a query may change the page', async () => {
    for (const url of [
      '/',
      '/spare/center?tab=documents',
      '/spare/center/',
      '/pages/spare-center.html',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(directives(res.headers['content-security-policy']).has('style-src-attr'), url).toBe(
        false,
      );
    }
  });
});

describe('rate limits', () => {
  it('answers 429 in the error shape once a client exceeds a route limit, and writes nothing', async () => {
    const catalogue = await findCatalogue(ctx.app);
    const book = () =>
      ctx.app.inject({ method: 'POST', url: API_PATHS.repairOrderAdd, payload: {} });
    await book();
    await book();
    const before = await rowCounts(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.repairOrderAdd,
      payload: repairOrderBody(catalogue),
    });
    expectError(refused, 429, 429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  it('limits the code image, and checkout tries per client, so codes cannot be guessed in bulk', async () => {
    const catalogue = await findCatalogue(ctx.app);
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: API_PATHS.verifyCode });
      expect(res.statusCode).toBe(200);
      codes.push(res.cookies[0]?.value ?? '');
    }
    expectError(await ctx.app.inject({ method: 'GET', url: API_PATHS.verifyCode }), 429, 429);

    const submit = (cookie: string, code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.accessoriesOrderAdd,
        payload: accessoriesOrderBody(catalogue, code),
        cookies: { verify_code: cookie },
      });
    expectError(await submit(codes[0] ?? '', 'AAAA'), 422);
    expectError(await submit(codes[1] ?? '', 'BBBB'), 422);
    // The right answer no longer helps: this client is over its limit.
    expectError(await submit(codes[2] ?? '', CODE), 429, 429);
  });

  it('limits the lookups, the courier calls and the other API calls', async () => {
    const lookup = () =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.repairLookup,
        ...form({ keyword: 'RMA000' }),
      });
    expect((await lookup()).statusCode).toBe(200);
    expect((await lookup()).statusCode).toBe(200);
    expectError(await lookup(), 429, 429);

    const reserve = () =>
      ctx.app.inject({ method: 'POST', url: API_PATHS.reservePickup, ...form({}) });
    await reserve();
    await reserve();
    expectError(await reserve(), 429, 429);

    // Another address: the header test above has read the announcement already.
    const announcement = () =>
      ctx.app.inject({ method: 'GET', url: API_PATHS.announcement, remoteAddress: '10.0.0.9' });
    for (let i = 0; i < 4; i += 1) expect((await announcement()).statusCode).toBe(200);
    expectError(await announcement(), 429, 429);
  });

  it('counts each client address on its own', async () => {
    const from = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'GET',
        url: API_PATHS.agreement,
        query: { userId: '1' },
        remoteAddress,
      });
    for (let i = 0; i < 4; i += 1) await from('10.0.0.1');
    expectError(await from('10.0.0.1'), 429, 429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('does not limit the web page, its files or the OpenAPI document', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/', headers: html })).statusCode).toBe(
        200,
      );
      expect((await ctx.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    }
  });

  it('can be turned off for test runs that send many requests from one address', async () => {
    const open = await startTestApp({ ...LIMITS, RATE_LIMIT_ENABLED: 'false' });
    try {
      for (let i = 0; i < 10; i += 1) {
        const res = await open.app.inject({ method: 'GET', url: API_PATHS.verifyCode });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});

describe('body limits', () => {
  it('refuses a multipart body over the body limit, though multipart is streamed past it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.dictionary,
      ...multipart({ typeId: 10004, filler: 'x'.repeat(BODY_LIMIT_BYTES) }),
      remoteAddress: '10.0.1.1',
    });
    expectError(res, 400, 413);
  });

  it('refuses a multipart field over its size limit instead of reading it cut short', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.dictionary,
      ...multipart({ typeId: 10004, filler: 'x'.repeat(20 * 1024) }),
      remoteAddress: '10.0.1.2',
    });
    expectError(res, 400, 413);
  });

  it('refuses JSON nested deeper than 32 levels with HTTP 422 before anything is built from it', async () => {
    const before = await rowCounts(ctx.app);
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const send = (url: string, payload: string, address: string, language = 'en') =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        remoteAddress: address,
      });
    const urls = [API_PATHS.repairOrderAdd, API_PATHS.accessoriesOrderAdd];
    for (const [i, url] of urls.entries()) {
      for (const [j, body] of [arrays(2000), objects(3000), arrays(33)].entries()) {
        const res = await send(url, body, `10.0.2.${i * 10 + j}`);
        expect(expectError(res, 422, 422)).toBe('JSON body nested too deeply: at most 32 levels');
      }
    }
    expect(expectError(await send(urls[0] ?? '', objects(40), '10.0.2.30', 'pl'), 422, 422)).toBe(
      'JSON w treści żądania jest zagnieżdżony zbyt głęboko (dozwolonych poziomów: 32)',
    );
    // 32 levels, and brackets inside strings, are parsed and answered by the call's own rules.
    for (const [k, body] of [arrays(32), JSON.stringify({ remark: '['.repeat(100) })].entries()) {
      const res = await send(API_PATHS.repairOrderAdd, body, `10.0.2.${40 + k}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ result: 0, error_code: 422 });
      expect(res.json().error_msg).not.toMatch(/nested/);
    }
    // Over the byte limit, whatever its depth: 413.
    const huge = JSON.stringify({ remark: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(expectError(await send(API_PATHS.repairOrderAdd, huge, '10.0.2.50'), 400, 413)).toBe(
      'Request body is too large',
    );
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  it.each([
    ['GET', `${API_PATHS.repairLookup}%ZZ`],
    ['POST', `${API_PATHS.repairOrderAdd}%ZZ`],
    ['GET', '/files/%ZZ'],
  ])(
    'answers a path with broken percent-encoding (%s %s) in the error shape',
    async (method, url) => {
      const res = await ctx.app.inject({ method: method as 'GET' | 'POST', url });
      expectError(res, 400, 400);
      expect(res.json().error_msg).toMatch(/Malformed URL/);
    },
  );

  it('answers HTTP that never becomes a request (headers over 16 KiB) in the error shape', async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /user/announce?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ result: 0, error_code: 400, error_msg: expect.any(String) });
  });

  it('answers the same to HEAD with the headers alone', async () => {
    const address = ctx.app.server.listening
      ? `http://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}`
      : await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const answer = await rawExchange(
      address,
      `HEAD /user/announce?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });

  it('cuts a client whose headers have not arrived after 30 s', { timeout: 60_000 }, async () => {
    const slow = await startTestApp();
    try {
      const address = await slow.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write('GET /user/announce HTTP/1.1\r\nHost: x\r\n');
        });
        // One more header line every few seconds: never the end of the headers.
        const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 4_000);
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => {
          clearInterval(drip);
          resolve(text);
        });
        socket.on('error', (error) => {
          clearInterval(drip);
          reject(error);
        });
      });
      const seconds = (Date.now() - started) / 1000;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(seconds).toBeGreaterThanOrEqual(29);
      expect(seconds).toBeLessThan(35);
    } finally {
      await slow.close();
    }
  });
});

/** Sends raw bytes to the server at `address` and returns all it answers before it closes. */
function rawExchange(address: string, request: string): Promise<string> {
  const { port } = new URL(address);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('behind a load balancer', () => {
  /** HAProxy's address as the instances see it (TRUST_PROXY). */
  const BALANCER = '127.0.0.2';
  const OPERATOR_TOKEN = 'operator-token-behind-the-balancer';
  let behind: TestContext;
  beforeAll(async () => {
    behind = await startTestApp({
      ...LIMITS,
      TRUST_PROXY: BALANCER,
      BOOKING_CAP_PER_ADDRESS: '1',
      OPERATOR_TOKEN,
      OPERATOR_TOKEN_MAX_FAILURES: '2',
    });
  });
  afterAll(() => behind.close());

  /** A lookup (RATE_LIMIT_LOOKUP: 2 a minute) from `remoteAddress`, with `forwardedFor` if given. */
  const lookup = (remoteAddress: string, forwardedFor?: string) => {
    const body = form({ keyword: 'RMA000' });
    return behind.app.inject({
      method: 'POST',
      url: API_PATHS.repairLookup,
      payload: body.payload,
      headers: {
        ...body.headers,
        ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      },
      remoteAddress,
    });
  };

  it("counts the balancer's requests against the address it wrote, whatever a client forged before it", async () => {
    // The client's own entries differ every time; the last one is the balancer's.
    expect((await lookup(BALANCER, '198.18.0.1, 10.0.0.1, 203.0.113.9')).statusCode).toBe(200);
    expect((await lookup(BALANCER, '198.18.0.2, 203.0.113.9')).statusCode).toBe(200);
    expectError(await lookup(BALANCER, '198.18.0.3, 10.0.0.3, 203.0.113.9'), 429, 429);
    // Another visitor through the same balancer has its own count.
    expect((await lookup(BALANCER, '198.18.0.3, 203.0.113.10')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from any other address, however it changes', async () => {
    expect((await lookup('127.0.0.1', '203.0.113.21')).statusCode).toBe(200);
    expect((await lookup('127.0.0.1', '203.0.113.22')).statusCode).toBe(200);
    expectError(await lookup('127.0.0.1', '203.0.113.23'), 429, 429);
    expectError(await lookup('127.0.0.1'), 429, 429);
  });

  it("takes a value that is no IP address as no header: the balancer's own address counts", async () => {
    expect((await lookup(BALANCER, 'unknown')).statusCode).toBe(200);
    expect((await lookup(BALANCER, '203.0.113.256')).statusCode).toBe(200);
    expectError(await lookup(BALANCER, ''), 429, 429);
    expectError(await lookup(BALANCER), 429, 429);
  });

  it("caps bookings per network of the balancer's address when the header is no address", async () => {
    const catalogue = await findCatalogue(behind.app);
    const book = (forwardedFor: string) =>
      behind.app.inject({
        method: 'POST',
        url: API_PATHS.repairOrderAdd,
        payload: repairOrderBody(catalogue),
        remoteAddress: BALANCER,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await book('not-an-address')).json()).toMatchObject({ result: 1 });
    // Not an empty network, which no cap would count: 127.0.0.0/24's one booking is taken.
    expectError(await book('another-non-address'), 429);
  });

  it("locks out a client's wrong operator tokens through the balancer, whatever it forges", async () => {
    const advance = (token: string, forgedBefore: string) =>
      behind.app.inject({
        method: 'POST',
        url: `/ops/spare-orders/${Number.MAX_SAFE_INTEGER}/advance`,
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': `${forgedBefore}, 203.0.113.30`,
        },
        remoteAddress: BALANCER,
      });
    expectError(await advance('wrong-token-number-0001', '198.18.1.1'), 401, 401);
    expectError(await advance('wrong-token-number-0002', '198.18.1.2'), 401, 401);
    expectError(await advance(OPERATOR_TOKEN, '198.18.1.3'), 429, 429);
  });

  it('counts the client named in X-Forwarded-For only when TRUST_PROXY names the balancer', async () => {
    const caps = { BOOKING_CAP_PER_ADDRESS: '1' };
    const trusting = await startTestApp({ ...caps, TRUST_PROXY: '127.0.0.1' });
    const direct = await startTestApp(caps);
    try {
      const catalogue = await findCatalogue(trusting.app);
      // Two visitors from other networks, both through the balancer on loopback.
      const bookFrom = (ctx: TestContext, client: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/order/add',
          payload: repairOrderBody(catalogue),
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (const client of ['203.0.113.9', '198.51.100.7']) {
        expect((await bookFrom(trusting, client)).json()).toMatchObject({ result: 1 });
      }
      expect((await bookFrom(direct, '203.0.113.9')).json()).toMatchObject({ result: 1 });
      // Without TRUST_PROXY the header is the client's own word: both are the balancer.
      expectError(await bookFrom(direct, '198.51.100.7'), 429);
    } finally {
      await trusting.close();
      await direct.close();
    }
  });

  it('refuses a TRUST_PROXY entry that is not an exact address or CIDR range, naming the setting', async () => {
    for (const value of [
      'loopback',
      'uniquelocal',
      '127.0.0.2, linklocal',
      '10.0.0.0/33',
      '127.1',
    ]) {
      await expect(startTestApp({ TRUST_PROXY: value }), value).rejects.toThrow(
        /TRUST_PROXY: "[^"]+" is not an IP address or CIDR range/,
      );
    }
  });

  it('takes exact IPv4 and IPv6 addresses and CIDR ranges', () => {
    const env = readEnv({ TRUST_PROXY: '127.0.0.2, 10.213.80.0/24,::1, fd00::/8' });
    expect(env.TRUST_PROXY).toEqual(['127.0.0.2', '10.213.80.0/24', '::1', 'fd00::/8']);
  });
});
