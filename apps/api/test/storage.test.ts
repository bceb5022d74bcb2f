import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { VERIFY_CODE_COOKIE } from '@portal/contracts';
import {
  createPrismaClient,
  isDatabaseEmpty,
  migrateDatabase,
  resolveDatabasePath,
} from '@portal/db';
import { databaseProxy } from '@portal/test-support';
import { afterEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { accessoriesOrderBody, findCatalogue, repairOrderBody, type Catalogue } from './fixtures';
import { form, onServer, startTestApp, testDatabaseKind, type TestContext } from './harness';
import { expectError } from './requests';

const CODE = 'K7PX4';
const opened: TestContext[] = [];
afterEach(async () => {
  for (const ctx of opened.splice(0)) await ctx.close();
});

async function start(overrides: Record<string, string> = {}) {
  const ctx = await startTestApp({ FIXED_VERIFY_CODE: CODE, ...overrides });
  opened.push(ctx);
  return { ...ctx, file: resolveDatabasePath(ctx.env.DATABASE_URL) };
}

const ready = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/ready' });
const book = (ctx: TestContext, catalogue: Catalogue) =>
  ctx.app.inject({ method: 'POST', url: '/order/add', payload: repairOrderBody(catalogue) });

const codeImage = (ctx: TestContext) =>
  ctx.app.inject({ method: 'GET', url: '/order/accessories/verifyCode' });

/** The cookie of a new verification code, which names the code. */
async function newCode(ctx: TestContext) {
  const cookie = (await codeImage(ctx)).cookies.find((c) => c.name === VERIFY_CODE_COOKIE);
  if (!cookie) throw new Error('no verification cookie');
  return { [VERIFY_CODE_COOKIE]: cookie.value };
}

/** A cart checkout with the given code, or a new one. */
async function checkout(ctx: TestContext, catalogue: Catalogue, code?: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/order/accessories/add',
    payload: accessoriesOrderBody(catalogue, CODE),
    cookies: code ?? (await newCode(ctx)),
  });
}

const removeDatabase = (file: string) => {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
};

// The SQLite file's own faults; PostgreSQL's refusals are tested below.
describe.runIf(testDatabaseKind === 'sqlite')('a database file that cannot store data', () => {
  it('answers /ready and every write 503 once the file is deleted, never result 1', async () => {
    const ctx = await start();
    const catalogue = await findCatalogue(ctx.app);
    expect((await ready(ctx)).statusCode).toBe(200);
    removeDatabase(ctx.file);

    expect(expectError(await ready(ctx), 503, 503)).toBe('Database file not found');
    // SQLite would store these in the unnamed file that is lost at the next start.
    expect(expectError(await book(ctx, catalogue), 503, 503)).toBe('Database file not found');
    expect(expectError(await checkout(ctx, catalogue), 503, 503)).toBe('Database file not found');
    expect(fs.existsSync(ctx.file)).toBe(false);
  });

  it('answers /ready and writes 503 once the file is replaced by another', async () => {
    const ctx = await start();
    const catalogue = await findCatalogue(ctx.app);
    const booked = (await book(ctx, catalogue)).json();
    expect(booked).toMatchObject({ result: 1 });
    const copy = `${ctx.file}.copy`;
    fs.copyFileSync(ctx.file, copy);
    fs.renameSync(copy, ctx.file);

    const message = expectError(await ready(ctx), 503, 503);
    expect(message).toMatch(/replaced/);
    expect(expectError(await book(ctx, catalogue), 503, 503)).toBe(message);
    expect(expectError(await checkout(ctx, catalogue), 503, 503)).toBe(message);
    // Reads still answer, the upstream's POST reads too: they acknowledge no write.
    const announcement = await ctx.app.inject({ method: 'GET', url: '/user/announce' });
    expect(announcement.json()).toMatchObject({ result: 1 });
    const lookup = await ctx.app.inject({
      method: 'POST',
      url: '/order/user/query',
      ...form({ keyword: booked.data.rmaNumber }),
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ result: 1 });
  });

  it('answers 503 for a read-only database file', async (test) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-readonly-'));
    const file = path.join(dir, 'portal.db');
    const base = await start();
    fs.copyFileSync(base.file, file);
    // Root writes through file modes; the immutable attribute stops it too.
    fs.chmodSync(file, 0o444);
    const immutable = process.getuid?.() === 0;
    if (immutable && spawnSync('chattr', ['+i', file]).status !== 0) {
      fs.rmSync(dir, { recursive: true, force: true });
      return test.skip('running as root on a file system without chattr +i');
    }
    try {
      const ctx = await start({ DATABASE_URL: `file:${file}`, RATE_LIMIT_ENABLED: 'true' });
      const catalogue = await findCatalogue(ctx.app);
      expect(expectError(await ready(ctx), 503, 503)).toBe('Database is read-only');
      // The code image stores its code: no image without it.
      expect(expectError(await codeImage(ctx), 503, 503)).toBe('Database is read-only');
      expect(expectError(await book(ctx, catalogue), 503, 503)).toBe('Database is read-only');
      // Reads still answer: the rate limits, which count in the database, let them through.
      const announcement = await ctx.app.inject({ method: 'GET', url: '/user/announce' });
      expect(announcement.json()).toMatchObject({ result: 1 });
    } finally {
      if (immutable) spawnSync('chattr', ['-i', file]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 while the database is full and stores again once it may grow, without a restart', async () => {
    const ctx = await start();
    const catalogue = await findCatalogue(ctx.app);
    const codes = [];
    for (let i = 0; i < 30; i++) codes.push(await newCode(ctx));
    // No free pages left inside the file, and it may not grow past its
    // current size: a write that needs a new page fails with SQLITE_FULL,
    // as on a full disk.
    await ctx.app.db.$executeRawUnsafe('VACUUM');
    await ctx.app.db.$queryRawUnsafe('PRAGMA max_page_count = 1');
    expect(expectError(await ready(ctx), 503, 503)).toBe('Database storage is full');

    // Orders still fit into the free room of the last pages, then one needs a page.
    let refused;
    let code;
    for (code of codes) {
      const res = await checkout(ctx, catalogue, code);
      if (res.json<{ result: number }>().result !== 1) {
        refused = res;
        break;
      }
      expect(res.statusCode).toBe(200);
    }
    expect(refused && expectError(refused, 503, 503)).toBe('Database storage is full');
    expect(refused?.body).not.toMatch(/SQLITE|prisma/i);

    await ctx.app.db.$queryRawUnsafe('PRAGMA max_page_count = 1073741823');
    expect((await ready(ctx)).statusCode).toBe(200);
    // Nothing of the refused checkout was kept: its code is still unused.
    const stored = await checkout(ctx, catalogue, code);
    expect(stored.json()).toEqual({
      result: 1,
      data: { orderId: expect.any(Number), accessToken: expect.any(String) },
    });
  });
});

const apiDir = path.resolve(import.meta.dirname, '..');
const tsxCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist',
  'cli.mjs',
);

/**
 * The server's start-up (src/main.ts) in a process of its own, in production
 * mode serving the API alone unless `settings` say otherwise.
 */
function startProduction(dir: string, database: string, settings: Record<string, string> = {}) {
  return spawn(process.execPath, [tsxCli, 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `file:${database}`,
      FILES_DIR: path.join(dir, 'files'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      WEB_DIST_DIR: path.join(dir, 'no-web'),
      SERVE_WEB: 'false',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A start-up that fails: its exit code and all it printed. */
async function failedStart(child: ReturnType<typeof startProduction>) {
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output: output.trim() };
}

describe.runIf(testDatabaseKind === 'sqlite')('production start-up on SQLite', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-production-'));
    dirs.push(dir);
    return dir;
  };

  it('refuses a missing database with a clear message, creating nothing', async () => {
    const dir = tempDir();
    const database = path.join(dir, 'portal.db');
    const { code, output } = await failedStart(startProduction(dir, database));

    expect(code).toBe(1);
    expect(output).toBe(
      `DATABASE_URL points at ${database}, which does not exist; create it with \`pnpm db:migrate\` (and \`pnpm db:seed\` for demo data)`,
    );
    expect(fs.existsSync(database)).toBe(false);
  });

  it('names the setting when the database folder cannot be created', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'a-file'), '');
    const folder = path.join(dir, 'a-file', 'data');
    const { code, output } = await failedStart(
      startProduction(dir, path.join(folder, 'portal.db'), { NODE_ENV: 'development' }),
    );
    expect(code).toBe(1);
    expect(output).toBe(
      `DATABASE_URL: the database's folder ${folder} cannot be created or written (ENOTDIR); choose a writable path or fix its permissions`,
    );
  });

  it('refuses to start without the web build it is to serve, naming WEB_DIST_DIR', async () => {
    const dir = tempDir();
    const database = path.join(dir, 'portal.db');
    await migrateDatabase(`file:${database}`);
    const { code, output } = await failedStart(
      startProduction(dir, database, { SERVE_WEB: 'true' }),
    );
    expect(code).toBe(1);
    expect(output).toBe(
      `WEB_DIST_DIR: ${path.join(dir, 'no-web')} holds no web build (no index.html); run \`pnpm build\`, or set SERVE_WEB=false to serve the API alone`,
    );
  });

  it('names the port when another process holds it', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const database = path.join(dir, 'portal.db');
    await migrateDatabase(`file:${database}`);
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => holder.close(() => resolve())));
    const port = (holder.address() as net.AddressInfo).port;
    const { code, output } = await failedStart(
      startProduction(dir, database, { PORT: String(port) }),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      `PORT: 127.0.0.1:${port} is already in use by another process; stop it or choose another PORT`,
    );
  });

  it('serves an empty migrated database without seeding it', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const database = path.join(dir, 'portal.db');
    await migrateDatabase(`file:${database}`);
    const child = startProduction(dir, database);
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          output += chunk;
          const listening = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (listening?.[1]) resolve(listening[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      expect((await fetch(`${url}/ready`)).status).toBe(200);
      const db = createPrismaClient(`file:${database}`);
      try {
        expect(await isDatabaseEmpty(db)).toBe(true);
      } finally {
        await db.$disconnect();
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});

describe.runIf(testDatabaseKind === 'postgresql')(
  'a PostgreSQL database that refuses writes',
  () => {
    it('answers /ready and writes 503 while the server is read-only, and stores again after', async () => {
      const ctx = await start();
      const catalogue = await findCatalogue(ctx.app);
      const name = new URL(ctx.env.DATABASE_URL).pathname.slice(1);
      // As a standby promoted away, or an operator's switch: new sessions may only read.
      const setReadOnly = async (on: boolean) => {
        await onServer(
          `ALTER DATABASE "${name}" SET default_transaction_read_only = ${on ? 'on' : 'off'}`,
        );
        await ctx.app.db.$disconnect(); // the pool's next sessions take the setting
      };
      await setReadOnly(true);
      try {
        expect(expectError(await ready(ctx), 503, 503)).toBe('Database is read-only');
        expect(expectError(await book(ctx, catalogue), 503, 503)).toBe('Database is read-only');
      } finally {
        await setReadOnly(false);
      }
      expect((await ready(ctx)).statusCode).toBe(200);
      expect((await book(ctx, catalogue)).json()).toMatchObject({ result: 1 });
    });
  },
);

describe.runIf(testDatabaseKind === 'postgresql')('a PostgreSQL server that goes away', () => {
  it('answers reads, writes and /ready 503 with Retry-After while it is gone, never 500, and recovers', async () => {
    const proxy = await databaseProxy(new URL(inject('baseDatabase')));
    onTestFinished(() => proxy.close());
    const ctx = await startTestApp({ FIXED_VERIFY_CODE: CODE }, { databaseUrl: proxy.url });
    opened.push(ctx);
    const catalogue = await findCatalogue(ctx.app);
    const read = () => ctx.app.inject({ method: 'GET', url: '/user/announce' });
    expect((await read()).json()).toMatchObject({ result: 1 });

    await proxy.cut();
    for (const answer of [await read(), await book(ctx, catalogue), await ready(ctx)]) {
      expect(expectError(answer, 503, 503)).toBe('Database not reachable');
      expect(answer.headers['retry-after']).toBe('5');
    }

    await proxy.restore();
    await expect
      .poll(async () => (await ready(ctx)).statusCode, { timeout: 15_000, interval: 200 })
      .toBe(200);
    expect((await book(ctx, catalogue)).json()).toMatchObject({ result: 1 });
  });
});
