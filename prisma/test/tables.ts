import type Database from 'better-sqlite3';

/**
 * The tables of a SQLite database that hold its data, by name: not the
 * migrations' record, nor the catalogue's version, a random mark of the last
 * write (catalogue-version.ts).
 */
export function dataTables(db: Database.Database): { name: string }[] {
  return db
    .prepare(
      // Not the search index (an FTS5 table and its own tables): it is derived from these.
      `SELECT name FROM sqlite_master t WHERE type = 'table' AND name NOT IN ('_prisma_migrations', 'CatalogueVersion')
           AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
           AND NOT EXISTS (SELECT 1 FROM sqlite_master v
             WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%' AND t.name LIKE v.name || '\\_%' ESCAPE '\\')
           ORDER BY name`,
    )
    .all() as { name: string }[];
}
