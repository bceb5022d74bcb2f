import { readDatabase } from '@portal/test-support';
import Database from 'better-sqlite3';

/** A writable connection, for planting test data the way an operator's tool would. */
export function writeDatabase<T>(file: string, write: (db: Database.Database) => T): T {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    return db.transaction(() => write(db))();
  } finally {
    db.close();
  }
}

/** Row count of every table of the model. */
export function rowCounts(file: string): Record<string, number> {
  return readDatabase(file, (db) => {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((table) => [
        table,
        db
          .prepare(`SELECT COUNT(*) FROM "${table.replaceAll('"', '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
  });
}

export function countChanges(before: Record<string, number>, after: Record<string, number>) {
  const changed: Record<string, number> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const delta = (after[table] ?? 0) - (before[table] ?? 0);
    if (delta !== 0) changed[table] = delta;
  }
  return changed;
}
