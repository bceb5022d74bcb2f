import { PrismaClient } from '../generated/client/client';
import { PrismaClient as PostgresPrismaClient } from '../generated/postgresql/client/client';
import { TRANSACTION_LIMITS } from './locks';
import { databaseKind } from './paths';
import { PostgresAdapterFactory } from './postgres';
import { SqliteAdapterFactory } from './sqlite';
import { DEFAULT_POOL_SIZE } from './settings';

export interface ClientOptions {
  /** PostgreSQL connections the client keeps at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

/** The adapter factory for the database `url` names (nothing: data/portal.db). */
export function adapterFactory(url?: string, { poolSize = DEFAULT_POOL_SIZE }: ClientOptions = {}) {
  return databaseKind(url) === 'postgresql'
    ? new PostgresAdapterFactory(url as string, poolSize)
    : new SqliteAdapterFactory(url);
}

/**
 * A PrismaClient on the database named by `url` (nothing: data/portal.db):
 * the embedded SQLite file through better-sqlite3, or a PostgreSQL server
 * through node-postgres; no engine binary either way. Both clients are
 * generated from the same models, and the PostgreSQL one is typed by the
 * SQLite client's declarations (scripts/generate.mjs), so both are this one
 * type. Call `$disconnect()` when done.
 */
export function createPrismaClient(url?: string, options: ClientOptions = {}): PrismaClient {
  const settings = {
    adapter: adapterFactory(url, options),
    transactionOptions: TRANSACTION_LIMITS,
  };
  return databaseKind(url) === 'postgresql'
    ? new PostgresPrismaClient(settings)
    : new PrismaClient(settings);
}

/**
 * PostgreSQL's id sequences do not move when rows are written with their ids
 * (the seed, the scale data): set each past the largest id, so the next row
 * the portal creates gets a free one; `within` a transaction of `db`'s when
 * given. SQLite needs nothing (it takes max + 1).
 */
export async function syncIdSequences(
  db: PrismaClient,
  within: Pick<PrismaClient, '$executeRawUnsafe'> = db,
): Promise<void> {
  if (databaseKind(db) !== 'postgresql') return;
  await within.$executeRawUnsafe(`DO $$
    DECLARE r record;
    BEGIN
      FOR r IN
        SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'
      LOOP
        EXECUTE format(
          'SELECT setval(pg_get_serial_sequence(%L, %L), coalesce((SELECT max(%I) FROM %I), 0) + 1, false)',
          quote_ident(r.table_name), r.column_name, r.column_name, r.table_name);
      END LOOP;
    END $$`);
}
