import { PrismaClient } from '../generated/client/client';
import { PrismaClient as PostgresPrismaClient } from '../generated/postgresql/client/client';
import { databaseKind } from './paths';
import { PostgresAdapterFactory } from './postgres';
import { SqliteAdapterFactory } from './sqlite';

/** The adapter factory for the database `url` names (default: `DATABASE_URL`). */
export function adapterFactory(url: string | undefined = process.env.DATABASE_URL) {
  return databaseKind(url) === 'postgresql'
    ? new PostgresAdapterFactory(url as string)
    : new SqliteAdapterFactory(url);
}

/**
 * A PrismaClient on the database named by `url` (default: `DATABASE_URL`):
 * the embedded SQLite file through better-sqlite3, or a PostgreSQL server
 * through node-postgres; no engine binary either way. Both clients are
 * generated from the same models, so the SQLite client's types describe
 * both. Call `$disconnect()` when done.
 */
export function createPrismaClient(
  url: string | undefined = process.env.DATABASE_URL,
): PrismaClient {
  if (databaseKind(url) === 'postgresql') {
    return new PostgresPrismaClient({
      adapter: new PostgresAdapterFactory(url as string),
    }) as unknown as PrismaClient;
  }
  return new PrismaClient({ adapter: new SqliteAdapterFactory(url) });
}
