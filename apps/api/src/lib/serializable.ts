import { Prisma, type PrismaClient } from '@portal/db';

/** Tries of a transaction that lost a serialization conflict to a concurrent one. */
const TRIES = 6;

/**
 * A transaction the database aborted for a write conflict or deadlock: Prisma's
 * P2034, or, when the abort comes at commit, the driver adapter's own error.
 */
function isWriteConflict(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === 'P2034';
  const cause = (error as { name?: unknown; cause?: { kind?: unknown } } | null)?.cause;
  return (
    (error as { name?: unknown } | null)?.name === 'DriverAdapterError' &&
    cause?.kind === 'TransactionWriteConflict'
  );
}

/**
 * Runs `work` as one serializable transaction, again when the database
 * aborts it for a conflict with a concurrent one (PostgreSQL's serializable
 * snapshot isolation does that to the loser of a check-then-write race;
 * SQLite serializes writers anyway). For rules such as "at most N of these"
 * that a count and an insert must decide together, across instances.
 */
export async function serializable<T>(
  db: PrismaClient,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work, {
        isolationLevel: Prisma.TransactionIsolationLevel.Serializable,
        maxWait: 5_000,
        timeout: 10_000,
      });
    } catch (error) {
      if (!isWriteConflict(error) || attempt >= TRIES) throw error;
      // A short random pause, so the losers of one race do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
