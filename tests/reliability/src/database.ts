import { createHash } from 'node:crypto';
import path from 'node:path';
import { Prisma, resolveDatabasePath, type PrismaClient } from '@portal/db';
import { startPostgres, type PostgresServer } from '@portal/db/postgres-server';
import { withDatabase } from '@portal/test-support';
import Database from 'better-sqlite3';

/**
 * The database the suite runs on: a SQLite file per server, or, with
 * TEST_DATABASE=postgresql, a database per server on one throwaway
 * PostgreSQL server (Debian's, started by `startDatabaseServer`).
 */
export const onPostgres = process.env.TEST_DATABASE === 'postgresql';
export const databaseName = onPostgres ? 'PostgreSQL' : 'SQLite';

let server: PostgresServer | null = null;

export async function startDatabaseServer(): Promise<void> {
  // Durability against a crash of the machine is not what this suite tests.
  if (onPostgres) server ??= await startPostgres({ fast: true });
}

export async function stopDatabaseServer(): Promise<void> {
  await server?.stop();
  server = null;
}

/** A new, empty database for a server whose files live in `dir`: its `DATABASE_URL`. */
export async function newDatabase(dir: string): Promise<string> {
  if (!server) return `file:${path.join(dir, 'portal.db')}`;
  return server.createDatabase(`portal_${path.basename(dir).replace(/\W/g, '_')}`);
}

/**
 * The model's tables that hold what visitors' requests store, as Prisma
 * names them (the client's properties are lower camel case). Left out: the
 * server's own bookkeeping, which any request may write (the rate limits'
 * windows, the secrets made on first use).
 */
const BOOKKEEPING: string[] = [Prisma.ModelName.WindowCounter, Prisma.ModelName.ServerSecret];
const MODELS = Object.values(Prisma.ModelName).filter((model) => !BOOKKEEPING.includes(model));
type Counter = { count(): Promise<number>; findMany(): Promise<object[]> };
const table = (db: PrismaClient, model: string) =>
  (db as unknown as Record<string, Counter>)[
    model.charAt(0).toLowerCase() + model.slice(1)
  ] as Counter;

/**
 * Waits until the e-mail outbox has nothing due left to send (at most
 * `timeoutMs`): confirmations of earlier bookings go out in the background,
 * and would otherwise be counted as written by whatever runs meanwhile.
 * Reminders due later (a booking without a pick-up) are not waited for.
 */
async function outboxSettled(db: PrismaClient, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const due = { status: 'pending', nextAttemptAt: { lte: new Date() } };
    if ((await db.mailOutbox.count({ where: due })) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Row count of every table of visitors' data, once the outbox has settled. */
export function rowCounts(url: string): Promise<Record<string, number>> {
  return withDatabase(url, async (db) => {
    await outboxSettled(db);
    const counts: Record<string, number> = {};
    for (const model of MODELS) counts[model] = await table(db, model).count();
    return counts;
  });
}

export function countChanges(before: Record<string, number>, after: Record<string, number>) {
  const changed: Record<string, number> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const delta = (after[name] ?? 0) - (before[name] ?? 0);
    if (delta !== 0) changed[name] = delta;
  }
  return changed;
}

/** JSON of a row as stored: big ids as text, times as ISO strings. */
const asJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** A digest of every row of visitors' data, once the outbox has settled: a write of any kind changes it. */
export function databaseDigest(url: string): Promise<string> {
  return withDatabase(url, async (db) => {
    await outboxSettled(db);
    const hash = createHash('sha256');
    for (const model of MODELS) {
      // Rows in a stable order whatever the database returns them in.
      const rows = (await table(db, model).findMany()).map(asJson).sort();
      hash.update(model).update(rows.join('\n'));
    }
    return hash.digest('hex');
  });
}

/** The tables a booking or a checkout writes. */
const ORDER_TABLES = [
  'RepairOrder',
  'RepairOrderAccessory',
  'Shipment',
  'Reservation',
  'SparePartOrder',
  'SparePartOrderLine',
  'VerifyCode',
  'MailSent',
];

/**
 * Another connection takes the write lock after `afterMs` and keeps it
 * `holdMs`, as a backup or an operator's tool would: the server's writes must
 * wait for it instead of failing. SQLite has one lock for the whole file
 * (BEGIN IMMEDIATE); on PostgreSQL the tables the orders write are locked
 * against writes (EXCLUSIVE mode lets reads through). Resolves with the time held.
 */
export async function holdWriteLock(url: string, afterMs: number, holdMs: number) {
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  const hold = async () => {
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    return Date.now() - started;
  };
  if (!onPostgres) {
    const holder = new Database(resolveDatabasePath(url));
    try {
      holder.pragma('busy_timeout = 5000');
      holder.exec('BEGIN IMMEDIATE');
      const held = await hold();
      holder.exec('COMMIT');
      return held;
    } finally {
      holder.close();
    }
  }
  // The tables are taken all at once or not at all: waiting for one while
  // holding others would deadlock with a server transaction that holds it and
  // waits for one of ours. A try that finds one in use gives all back and
  // tries again.
  const tables = ORDER_TABLES.map((name) => `"${name}"`).join(', ');
  return withDatabase(url, async (db) => {
    for (;;) {
      try {
        return await db.$transaction(
          async (tx) => {
            await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '20ms'`);
            await tx.$executeRawUnsafe(`LOCK TABLE ${tables} IN EXCLUSIVE MODE`);
            return hold();
          },
          { maxWait: 10_000, timeout: holdMs + 10_000 },
        );
      } catch (error) {
        // 55P03: lock_not_available, the lock timeout ran out.
        if (!String(error).includes('55P03')) throw error;
      }
    }
  });
}
