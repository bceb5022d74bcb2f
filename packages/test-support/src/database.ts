import { createPrismaClient, type PrismaClient } from '@portal/db';
import Database from 'better-sqlite3';

/**
 * A read-only look at a server's SQLite database, beside the running server
 * (WAL lets it read while the server writes). Opened per use and closed at once.
 */
export function readDatabase<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * A Prisma client on a server's database (`DATABASE_URL` form: SQLite's
 * `file:` or `postgresql://`), for `work` only, then disconnected.
 */
export async function withDatabase<T>(
  url: string,
  work: (db: PrismaClient) => Promise<T>,
): Promise<T> {
  const db = createPrismaClient(url);
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}
