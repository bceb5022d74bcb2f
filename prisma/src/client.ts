import { PrismaClient } from '../generated/client/client';
import { SqliteAdapterFactory } from './sqlite';

/**
 * A PrismaClient on the SQLite file named by `url` (default: `DATABASE_URL`).
 * It talks to SQLite through better-sqlite3, so no engine binary is needed.
 * Call `$disconnect()` when done.
 */
export function createPrismaClient(url?: string): PrismaClient {
  return new PrismaClient({ adapter: new SqliteAdapterFactory(url) });
}
