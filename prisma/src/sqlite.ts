import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import { databasePath } from './paths';
import { TrackedAdapterFactory } from './tracked-adapter';

/** How long a statement waits for a lock held by another connection before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Run on every new connection. WAL lets readers work while one writer writes
 * (the default rollback journal blocks them); it is stored in the file, but
 * setting it again is a no-op. NORMAL sync is durable enough under WAL and
 * much faster. Foreign keys are a per-connection switch in SQLite.
 */
const CONNECTION_PRAGMAS = [
  'PRAGMA journal_mode = WAL;',
  'PRAGMA synchronous = NORMAL;',
  'PRAGMA foreign_keys = ON;',
].join('\n');

/** The better-sqlite3 adapter factory with web-server settings applied to each connection. */
export class SqliteAdapterFactory extends TrackedAdapterFactory {
  readonly provider = 'sqlite';

  constructor(url?: string) {
    // `timeout` is better-sqlite3's busy timeout (sqlite3_busy_timeout).
    super(new PrismaBetterSqlite3({ url: databasePath(url), timeout: BUSY_TIMEOUT_MS }));
  }

  protected async prepare(connection: SqlDriverAdapter): Promise<void> {
    await connection.executeScript(CONNECTION_PRAGMAS);
    takeWriteLockAtBegin(connection);
    keepOutOfOpenTransactions(connection);
  }
}

const NO_ARGS = { args: [], argTypes: [] };

/**
 * The driver opens every transaction with a deferred `BEGIN`. In WAL mode a
 * deferred transaction that has read and then writes cannot wait for the
 * write lock: while another connection (another instance, a backup) holds
 * it, SQLite answers SQLITE_BUSY at once instead of using the busy timeout.
 * Re-opening it as `BEGIN IMMEDIATE` takes the write lock first, waiting up to
 * the busy timeout; every transaction of the portal writes anyway.
 */
function takeWriteLockAtBegin(connection: SqlDriverAdapter) {
  const begin = connection.startTransaction.bind(connection);
  connection.startTransaction = async (isolationLevel) => {
    const transaction = await begin(isolationLevel);
    try {
      await transaction.executeRaw({ sql: 'COMMIT', ...NO_ARGS });
      await transaction.executeRaw({ sql: 'BEGIN IMMEDIATE', ...NO_ARGS });
    } catch (error) {
      // No transaction is open now; the driver's own lock must still be let go.
      await transaction.rollback();
      throw error;
    }
    return transaction;
  };
}

/**
 * The driver runs a transaction on the process's one connection, and lets
 * only one open at a time; but a query outside it (another request's, awaited
 * meanwhile) runs on the same connection, inside the open transaction, and is
 * undone with it when it rolls back: a write the client was told is stored
 * would be lost. Such queries wait here until no transaction is open.
 */
function keepOutOfOpenTransactions(connection: SqlDriverAdapter) {
  /** Settled when the transaction open now, or about to open, has ended. */
  const open = new Set<Promise<void>>();
  const begin = connection.startTransaction.bind(connection);
  connection.startTransaction = async (isolationLevel) => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    open.add(ended);
    const close = () => {
      open.delete(ended);
      end();
    };
    let transaction;
    try {
      transaction = await begin(isolationLevel);
    } catch (error) {
      close();
      throw error;
    }
    for (const finish of ['commit', 'rollback'] as const) {
      const finishing = transaction[finish].bind(transaction);
      transaction[finish] = async () => {
        try {
          return await finishing();
        } finally {
          close();
        }
      };
    }
    return transaction;
  };
  const query = connection.queryRaw.bind(connection);
  const execute = connection.executeRaw.bind(connection);
  // The last check and the statement run in one go (better-sqlite3 runs it as it is
  // called): no transaction can begin between them.
  connection.queryRaw = async (params) => {
    while (open.size > 0) await Promise.all(open);
    return query(params);
  };
  connection.executeRaw = async (params) => {
    while (open.size > 0) await Promise.all(open);
    return execute(params);
  };
}
