import type { Prisma } from '../generated/client/client';
import type { DatabaseKind } from './paths';

/**
 * Holds a lock per key until the transaction `tx` ends, so that transactions
 * naming a common key run one after the other: a count and the insert it
 * allows then decide together, across every instance of the portal.
 * PostgreSQL: a transaction-scoped advisory lock per key (taken in one order,
 * so two transactions cannot deadlock). SQLite: nothing to do, since every
 * transaction of the portal already holds the database's write lock
 * (`BEGIN IMMEDIATE`, see sqlite.ts).
 */
export async function lockKeys(
  tx: Prisma.TransactionClient,
  kind: DatabaseKind,
  keys: readonly string[],
): Promise<void> {
  if (kind !== 'postgresql') return;
  for (const key of [...new Set(keys)].sort()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  }
}

/**
 * How long a write may wait for a connection or a lock before it is refused
 * as busy (503): behind others holding one while they wait for a key or a
 * pick-up slot's row, or behind SQLite's single writer. A burst of bookings
 * into one slot queues on that row; this lets it through well inside the
 * portal's 30 s request timeout instead of refusing it.
 */
export const DATABASE_WAIT_MS = 20_000;

/**
 * Limits of every interactive transaction, the client's default
 * (`createPrismaClient`): how long it may wait for a connection and how long
 * it may run. Prisma's own (2 s and 5 s) refuse bookings and checkouts that a
 * busy server would answer in time.
 */
export const TRANSACTION_LIMITS = { maxWait: DATABASE_WAIT_MS, timeout: DATABASE_WAIT_MS } as const;
