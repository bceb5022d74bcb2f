import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQueryable,
} from '@prisma/driver-adapter-utils';

/**
 * Statements this process has sent through its driver adapters, in and out
 * of transactions (not the drivers' own BEGIN): the count behind the
 * benchmark's statements per request (`/ops/stats`).
 */
export const sentStatements = { count: 0 };

/** Counts what `queryable` sends, in place. */
function countStatements(queryable: SqlQueryable) {
  const query = queryable.queryRaw.bind(queryable);
  const execute = queryable.executeRaw.bind(queryable);
  queryable.queryRaw = (params) => {
    sentStatements.count += 1;
    return query(params);
  };
  queryable.executeRaw = (params) => {
    sentStatements.count += 1;
    return execute(params);
  };
}

/**
 * A driver adapter factory that prepares each connection it opens and
 * remembers them, so that code holding only the factory (the schema engine)
 * can close them.
 */
export abstract class TrackedAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  abstract readonly provider: SqlMigrationAwareDriverAdapterFactory['provider'];
  readonly adapterName: string;
  readonly #inner: SqlMigrationAwareDriverAdapterFactory;
  readonly #open = new Set<SqlDriverAdapter>();

  protected constructor(inner: SqlMigrationAwareDriverAdapterFactory) {
    this.#inner = inner;
    this.adapterName = inner.adapterName;
  }

  /** Settings every new connection gets. */
  protected abstract prepare(connection: SqlDriverAdapter): Promise<void>;

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
    await this.prepare(connection);
    countStatements(connection);
    const begin = connection.startTransaction.bind(connection);
    connection.startTransaction = async (isolationLevel) => {
      const transaction = await begin(isolationLevel);
      countStatements(transaction);
      return transaction;
    };
    this.#open.add(connection);
    const dispose = connection.dispose.bind(connection);
    connection.dispose = () => {
      this.#open.delete(connection);
      return dispose();
    };
    return connection;
  }
}
