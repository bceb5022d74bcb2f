import Database from 'better-sqlite3';

/**
 * A read-only look at a server's database, beside the running server (WAL
 * lets it read while the server writes). Opened per use and closed at once.
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

/** The first row of a query the seed must answer; a seed without one is an error. */
export function firstRow<T>(db: Database.Database, sql: string, ...params: unknown[]): T {
  const row = db.prepare(sql).get(...params) as T | undefined;
  if (!row) throw new Error(`the seed has no row for: ${sql}`);
  return row;
}
