import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createPrismaClient, databaseKind } from '@portal/db';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { readEnv, type Env } from '../src/env';

export interface TestContext {
  app: App;
  env: Env;
  close: () => Promise<void>;
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

/** A server in-process over a private copy of the seeded test database. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const database = await copyOfBaseDatabase(dir);
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
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
    ...overrides,
  });
  const db = createPrismaClient(env.DATABASE_URL);
  const app = await buildApp({ env, db });
  await app.ready();
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
