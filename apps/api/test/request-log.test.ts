import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  API_PATHS,
  CUSTOMER_PATHS,
  OPS_PATHS,
  PRIVATE_PAGE_PATHS,
  PUBLIC_PAGE_PATHS,
  VERIFY_CODE_COOKIE,
} from '@portal/contracts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { accessoriesOrderBody, findCatalogue, repairOrderBody, uniqueImei } from './fixtures';
import { startTestApp } from './harness';

const apiDir = path.resolve(import.meta.dirname, '..');
const tsxCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist',
  'cli.mjs',
);

/** Arguments that run `script` in a process of its own, as the server's, with `log` writing to the log destination. */
const withLog = (script: string) => [
  tsxCli,
  '--input-type=module',
  '-e',
  `
  const { default: pino } = await import('pino');
  const { logDestination } = await import('./src/plugins/request-log.ts');
  const log = pino({ base: null }, logDestination());
  ${script}
  `,
];

/** Runs `script` (see withLog) to its end and returns what it wrote. */
const runWithLog = (script: string) =>
  spawnSync(process.execPath, withLog(script), { cwd: apiDir, encoding: 'utf8', timeout: 30_000 });

/** The JSON lines a run wrote. */
const loggedLines = <T>(stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T);

describe('the log destination', () => {
  it('writes every line out before the process exits', () => {
    const run = runWithLog(`
      for (let n = 1; n <= 3; n++) log.info({ n }, 'request completed');
      process.exit(0);
    `);
    expect(run.status, run.stderr).toBe(0);
    expect(loggedLines<{ n: number; msg: string }>(run.stdout)).toMatchObject(
      [1, 2, 3].map((n) => ({ n, msg: 'request completed' })),
    );
  });

  it('writes every line whole and in order, multibyte text included', () => {
    const run = runWithLog(`
      for (let n = 1; n <= 2000; n++) log.info({ n, url: '/wyszukaj/żółć/漢字' }, 'request completed');
      process.exit(0);
    `);
    expect(run.status, run.stderr).toBe(0);
    const lines = loggedLines<{ n: number; url: string }>(run.stdout);
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
    expect(new Set(lines.map((line) => line.url))).toEqual(new Set(['/wyszukaj/żółć/漢字']));
  });

  it("shows a quiet server's line while it waits, without waiting for more to fill a buffer", async () => {
    // The child logs one line and then idles for good: the line arrives only
    // if it is written out at once (the test's own timeout bounds the wait).
    const child = spawn(
      process.execPath,
      withLog(`
        log.info('request completed');
        setInterval(() => {}, 1_000_000);
      `),
      { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const firstOutput = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        child.once('exit', () => reject(new Error('exited before writing')));
      });
      expect(JSON.parse(firstOutput)).toMatchObject({ msg: 'request completed' });
    } finally {
      child.kill();
    }
  });
});

describe('the request log', () => {
  it('holds the client address with its host part zeroed, IPv4 and IPv6, and no query', async () => {
    const ctx = await startTestApp();
    onTestFinished(() => ctx.close());
    const run = spawnSync(
      process.execPath,
      [
        tsxCli,
        '--input-type=module',
        '-e',
        `
        const { buildApp } = await import('./src/app.ts');
        const { readEnv } = await import('./src/env.ts');
        const { createPrismaClient } = await import('@portal/db');
        const env = readEnv({ ...process.env, LOG_LEVEL: 'info', SEED_ON_START: 'false' });
        const app = await buildApp({ env, db: createPrismaClient(env.DATABASE_URL) });
        for (const remoteAddress of ['203.0.113.77', '2001:db8:85a3:1234:5678:8a2e:370:7334', '::ffff:198.51.100.23']) {
          await app.inject({ method: 'GET', url: '/health?keyword=RMA261119000001', remoteAddress });
        }
        process.exit(0);
        `,
      ],
      {
        cwd: apiDir,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          DATABASE_URL: ctx.env.DATABASE_URL,
          WEB_DIST_DIR: path.join(apiDir, 'no-web'),
        },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const lines = loggedLines<{ msg: string; url?: string; client?: string }>(run.stdout).filter(
      (line) => line.msg === 'request completed',
    );
    expect(lines.map((line) => [line.url, line.client])).toEqual([
      ['/health', '203.0.113.0'],
      ['/health', '2001:db8:85a3::'],
      ['/health', '198.51.100.0'],
    ]);
    expect(run.stdout).not.toMatch(/113\.77|7334|100\.23|keyword/);
  });
});

/** Requests the server of a child process answers, with LOG_LEVEL info: what it wrote. */
function logOf(
  databaseUrl: string,
  requests: { method: string; url: string; remoteAddress?: string; headers?: object }[],
  env: Record<string, string> = {},
) {
  return spawnSync(
    process.execPath,
    [
      tsxCli,
      '--input-type=module',
      '-e',
      `
      const { buildApp } = await import('./src/app.ts');
      const { readEnv } = await import('./src/env.ts');
      const { createPrismaClient } = await import('@portal/db');
      const env = readEnv({ ...process.env, LOG_LEVEL: 'info', SEED_ON_START: 'false' });
      const app = await buildApp({ env, db: createPrismaClient(env.DATABASE_URL) });
      for (const request of JSON.parse(process.env.REQUESTS)) await app.inject(request);
      process.exit(0);
      `,
    ],
    {
      cwd: apiDir,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        WEB_DIST_DIR: path.join(apiDir, 'no-web'),
        REQUESTS: JSON.stringify(requests),
        ...env,
      },
    },
  );
}

describe('the request log behind a load balancer', () => {
  it('holds the network of the address the balancer wrote, or of the socket for a value that is no address', async () => {
    const ctx = await startTestApp();
    onTestFinished(() => ctx.close());
    const run = logOf(
      ctx.env.DATABASE_URL,
      [
        ['127.0.0.2', '198.18.0.1, 203.0.113.77'],
        ['127.0.0.2', 'unknown'],
        ['127.0.0.1', '203.0.113.77'],
      ].map(([remoteAddress, forwardedFor]) => ({
        method: 'GET',
        url: '/health',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })),
      { TRUST_PROXY: '127.0.0.2' },
    );
    expect(run.status, run.stderr).toBe(0);
    const clients = loggedLines<{ msg: string; client?: string }>(run.stdout)
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.client);
    expect(clients).toEqual(['203.0.113.0', '127.0.0.0', '127.0.0.0']);
  });
});

describe('the request log of private pages and operator calls', () => {
  it('holds no access token, RMA number, IMEI or order id, on any path that carries one', async () => {
    const ctx = await startTestApp({ FIXED_VERIFY_CODE: 'Q7WX4' });
    onTestFinished(() => ctx.close());
    const catalogue = await findCatalogue(ctx.app);
    const imei = uniqueImei();
    const repair = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.repairOrderAdd,
      payload: repairOrderBody(catalogue, imei),
    });
    const booked = repair.json<{
      data: { rmaNumber: string; shipmentNo: string; accessToken: string };
    }>().data;
    const code = await ctx.app.inject({ method: 'GET', url: API_PATHS.verifyCode });
    const spare = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.accessoriesOrderAdd,
      payload: accessoriesOrderBody(catalogue, 'Q7WX4'),
      cookies: { [VERIFY_CODE_COOKIE]: code.cookies[0]?.value ?? '' },
    });
    const ordered = spare.json<{ data: { orderId: number; accessToken: string } }>().data;
    const values: Record<string, string> = {
      token: booked.accessToken,
      rmaNumber: booked.rmaNumber,
      orderId: String(ordered.orderId),
      name: 'slow-courier',
      id: '4242',
      trackingNo: booked.shipmentNo,
    };
    const templates = [
      ...Object.values(CUSTOMER_PATHS),
      ...Object.values(PRIVATE_PAGE_PATHS),
      ...Object.values(PUBLIC_PAGE_PATHS),
      ...Object.values(OPS_PATHS),
    ].filter((template) => template.includes('/:'));
    const paths = templates.map((template) =>
      template.replace(/:(\w+)/, (_, name: string) =>
        /spare/.test(template) && name === 'token' ? ordered.accessToken : (values[name] ?? ''),
      ),
    );
    const requests = [
      ...paths.flatMap((url) => ['GET', 'POST'].map((method) => ({ method, url }))),
      ...[booked.rmaNumber, imei].map((keyword) => ({
        method: 'GET',
        url: `${API_PATHS.repairLookup}?keyword=${keyword}`,
      })),
      { method: 'GET', url: `${API_PATHS.accessoriesOrderInquiry}?orderId=${ordered.orderId}` },
    ];
    const run = logOf(ctx.env.DATABASE_URL, requests, {
      OPERATOR_TOKEN: 'operator-token-of-the-request-log-test',
    });
    expect(run.status, run.stderr).toBe(0);
    const urls = loggedLines<{ msg: string; url?: string }>(run.stdout)
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.url);
    expect(urls).toEqual([
      ...templates.flatMap((template) => [template, template]),
      API_PATHS.repairLookup,
      API_PATHS.repairLookup,
      API_PATHS.accessoriesOrderInquiry,
    ]);
    for (const secret of [
      booked.accessToken,
      ordered.accessToken,
      booked.rmaNumber,
      booked.shipmentNo,
      imei,
    ]) {
      expect(run.stdout).not.toContain(secret);
    }
    expect(run.stdout).not.toContain(String(ordered.orderId));
  });
});
