import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createPrismaClient, databaseKind } from '@portal/db';
import pg from 'pg';
import { Worker } from 'node:worker_threads';
import type { InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { readEnv, type Env } from '../src/env';
import type { WorkerAnswer, WorkerCall } from './instance-worker';
import { checkAnswersAgainstDocument } from './openapi-check';

export interface TestContext {
  app: App;
  env: Env;
  close: () => Promise<void>;
}

/**
 * The environment of the server's source (`src/main.ts`) started as a child
 * process over `ctx`'s database and folders, on a port of its own choosing.
 */
export function childServerEnv(ctx: TestContext, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: ctx.env.DATABASE_URL,
    FILES_DIR: ctx.env.FILES_DIR,
    OUTBOX_DIR: ctx.env.OUTBOX_DIR,
    WEB_DIST_DIR: ctx.env.WEB_DIST_DIR,
    SEED_ON_START: 'false',
    RATE_LIMIT_ENABLED: 'false',
    ...extra,
  };
}

/** The suite's database: SQLite, or PostgreSQL when run with TEST_DATABASE=postgresql. */
export const testDatabaseKind = databaseKind(inject('baseDatabase'));

/** Runs one statement on the PostgreSQL server's admin database. */
export async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A private copy of the seeded database: a file copy, or a database made from the seeded one. */
async function copyOfBaseDatabase(dir: string) {
  const base = inject('baseDatabase');
  if (testDatabaseKind === 'sqlite') {
    const file = path.join(dir, 'test.db');
    fs.copyFileSync(base.slice('file:'.length), file);
    return { url: `file:${file}`, drop: async () => {} };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const baseName = new URL(base).pathname.slice(1);
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${baseName}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestAppOptions {
  /** The address the server is given for its database copy, e.g. through a proxy the test controls. */
  databaseUrl?: (url: string) => string;
}

/** A server in-process over a private copy of the seeded test database. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const database = await copyOfBaseDatabase(dir);
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: options.databaseUrl?.(database.url) ?? database.url,
    FILES_DIR: inject('filesDir'),
    WEB_DIST_DIR: path.join(dir, 'no-web'),
    // Confirmation e-mails of the tests go to the test's own folder, never data/outbox.
    OUTBOX_DIR: path.join(dir, 'outbox'),
    // Every test sends from one address; test/security.test.ts turns the limits on,
    // test/abuse-caps.test.ts the booking and e-mail caps.
    RATE_LIMIT_ENABLED: 'false',
    BOOKING_CAP_PER_CONTACT: '1000000',
    BOOKING_CAP_PER_ADDRESS: '1000000',
    MAIL_CAP_PER_RECIPIENT: '1000000',
    // Tests write the catalogue straight into their database, as nothing in production
    // does; test/catalogue-cache.test.ts keeps the answers as the portal does by default.
    // (The anchors of the list of all accessories are kept regardless: a test that
    // changes that list sets a new version, as test/page-anchors.test.ts does.)
    CATALOGUE_CACHE_MB: '0',
    ...overrides,
  });
  const db = createPrismaClient(env.DATABASE_URL);
  const app = await buildApp({ env, db });
  await app.ready();
  await checkAnswersAgainstDocument(app);
  return {
    app,
    env,
    close: async () => {
      await app.close();
      await db.$disconnect();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An answer to an injected request, whichever thread the server runs in. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  cookies: { name: string; value: string }[];
  json: <T = unknown>() => T;
}

/** A server the tests send requests to. */
export interface Instance {
  inject: (options: InjectOptions) => Promise<Answer>;
  close: () => Promise<void>;
}

/** The server of `ctx` as an Instance. */
export const inThisThread = (ctx: TestContext): Instance => ({
  inject: (options) => ctx.app.inject(options),
  close: () => ctx.app.close(),
});

/**
 * Another server over the database of `ctx`, as a second instance behind a
 * load balancer would be: in a thread of its own (test/instance-worker.ts),
 * so it shares no module, no memory and no connection with `ctx`, and waiting
 * for a lock in one thread does not stop the other. Close it before `ctx`,
 * which removes the database.
 */
export async function startAnotherInstance(ctx: TestContext): Promise<Instance> {
  // The worker loads TypeScript through tsx, as `pnpm dev` runs the server.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./instance-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData: { env: ctx.env } },
  );
  const waiting = new Map<number, (answer: WorkerAnswer) => void>();
  let lastId = 0;
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => {
      worker.off('error', reject);
      resolve();
    });
  });
  worker.on('message', (answer: WorkerAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const ask = (call: WorkerCall) =>
    new Promise<WorkerAnswer>((resolve) => {
      lastId += 1;
      waiting.set(lastId, resolve);
      worker.postMessage({ ...call, id: lastId });
    });
  return {
    async inject(options) {
      const answer = await ask({ inject: options });
      if ('error' in answer) throw new Error(answer.error);
      if (!('statusCode' in answer)) throw new Error('the instance is closed');
      const { statusCode, headers, body, cookies } = answer;
      return { statusCode, headers, body, cookies, json: () => JSON.parse(body) };
    },
    async close() {
      await ask({ close: true });
      await worker.terminate();
    },
  };
}

/** A form-encoded body, as the upstream clients send it. */
export function form(fields: Record<string, string | number | boolean | undefined>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) body.set(key, String(value));
  }
  return {
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** Row counts of the tables a request might write, to prove it wrote nothing. */
export async function rowCounts(app: App) {
  const db = app.db;
  const [repairOrders, shipments, reservations, spareOrders, spareLines, verifyCodes, mails] =
    await Promise.all([
      db.repairOrder.count(),
      db.shipment.count(),
      db.reservation.count(),
      db.sparePartOrder.count(),
      db.sparePartOrderLine.count(),
      db.verifyCode.count(),
      db.mailOutbox.count(),
    ]);
  return { repairOrders, shipments, reservations, spareOrders, spareLines, verifyCodes, mails };
}
