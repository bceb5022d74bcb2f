import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import Database from 'better-sqlite3';
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { localWrites } from './local-writes';
import { databasePath } from './paths';

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

/**
 * A better-sqlite3 connection of the caller's own on an existing database,
 * with the settings every Prisma connection gets. `timeout` is its busy
 * timeout in ms (default BUSY_TIMEOUT_MS). Call `localWrites.note()` after
 * each write on it, so that the server's caches see it at once.
 */
export function openSqliteConnection(
  url: string | undefined,
  { timeout = BUSY_TIMEOUT_MS }: { timeout?: number } = {},
): Database.Database {
  const db = new Database(databasePath(url), { fileMustExist: true, timeout });
  try {
    db.exec(CONNECTION_PRAGMAS);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * The better-sqlite3 adapter factory with web-server settings applied to each
 * connection it opens. It remembers its connections so that code holding
 * only the factory (the schema engine) can close them.
 */
export class SqliteAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'sqlite';
  readonly adapterName: string;
  readonly #inner: PrismaBetterSqlite3;
  readonly #open = new Set<SqlDriverAdapter>();

  constructor(url?: string) {
    // `timeout` is better-sqlite3's busy timeout (sqlite3_busy_timeout).
    this.#inner = new PrismaBetterSqlite3({ url: databasePath(url), timeout: BUSY_TIMEOUT_MS });
    this.adapterName = this.#inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return this.#track(await this.#inner.connect());
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.#track(await this.#inner.connectToShadowDb());
  }

  /** Closes every connection this factory opened that is still open. */
  async close(): Promise<void> {
    const open = [...this.#open];
    this.#open.clear();
    await Promise.all(open.map((connection) => connection.dispose()));
  }

  async #track(connection: SqlDriverAdapter): Promise<SqlDriverAdapter> {
    await connection.executeScript(CONNECTION_PRAGMAS);
    takeWriteLockAtBegin(connection);
    noteEveryStatement(connection);
    this.#open.add(connection);
    const dispose = connection.dispose.bind(connection);
    connection.dispose = () => {
      this.#open.delete(connection);
      return dispose();
    };
    return connection;
  }
}

/**
 * Notes each statement run outside a transaction, and each commit, in
 * `localWrites` once it has run: reads too (the ORM does not say which are
 * which), at the cost of one needless check by a cache after a miss.
 */
function noteEveryStatement(connection: SqlDriverAdapter) {
  const noted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } finally {
        localWrites.note();
      }
    };
  connection.queryRaw = noted(connection.queryRaw.bind(connection));
  connection.executeRaw = noted(connection.executeRaw.bind(connection));
  connection.executeScript = noted(connection.executeScript.bind(connection));
  const begin = connection.startTransaction.bind(connection);
  connection.startTransaction = async (isolationLevel) => {
    const transaction = await begin(isolationLevel);
    transaction.commit = noted(transaction.commit.bind(transaction));
    return transaction;
  };
}

const NO_ARGS = { args: [], argTypes: [] };

/**
 * The driver opens every transaction with a deferred `BEGIN`. In WAL mode a
 * deferred transaction that has read and then writes cannot wait for the
 * write lock: while another connection (a backup, an operator's tool) holds
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
