import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { Prisma } from '../generated/client/client';
import { createPrismaClient } from '../src/client';
import { migrateDatabase, migrationStatus } from '../src/migrations';
import { migrationsDirs, resolveDatabasePath } from '../src/paths';

const migrationsDir = migrationsDirs.sqlite;
import type * as SchemaEngineModule from '../src/schema-engine';
import { withSchemaEngine } from '../src/schema-engine';
import { tempDatabaseUrl, tempDir } from './temp';

// The real engine, watched: a start on a migrated database must not load it.
vi.mock('../src/schema-engine', async (importOriginal) => {
  const actual = await importOriginal<typeof SchemaEngineModule>();
  return { ...actual, withSchemaEngine: vi.fn(actual.withSchemaEngine) };
});

const migrationNames = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function tableNames(url: string): string[] {
  const db = new Database(resolveDatabasePath(url), { readonly: true });
  try {
    const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  } finally {
    db.close();
  }
}

describe('migrateDatabase', () => {
  const url = tempDatabaseUrl();

  it('reports a missing database as not migrated without creating it', async () => {
    const status = await migrationStatus(url);
    expect(status).toMatchObject({ upToDate: false, pending: migrationNames });
    expect(existsSync(resolveDatabasePath(url))).toBe(false);
  });

  it('reports an existing database without migration history as not migrated', async () => {
    const empty = tempDatabaseUrl();
    writeFileSync(resolveDatabasePath(empty), '');
    expect(await migrationStatus(empty)).toEqual({
      upToDate: false,
      pending: migrationNames,
      failed: [],
      edited: [],
    });
  });

  it('applies every migration to an empty database and creates every table', async () => {
    expect(migrationNames.length).toBeGreaterThan(0);
    expect(await migrateDatabase(url)).toEqual(migrationNames);
    const tables = tableNames(url);
    expect(tables).toEqual(
      expect.arrayContaining([...Object.values(Prisma.ModelName), '_prisma_migrations']),
    );
  });

  it('applies nothing the second time', async () => {
    expect(await migrateDatabase(url)).toEqual([]);
    expect(await migrationStatus(url)).toEqual({
      upToDate: true,
      pending: [],
      failed: [],
      edited: [],
    });
  });

  it("records migrations in Prisma's own table", () => {
    const db = new Database(resolveDatabasePath(url), { readonly: true });
    const rows = db
      .prepare(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      )
      .all() as { migration_name: string }[];
    db.close();
    expect(rows.map((row) => row.migration_name).sort()).toEqual(migrationNames);
  });

  it('sees a database that is behind the folder', async () => {
    const partial = tempDatabaseUrl();
    await migrateDatabase(partial);
    const db = new Database(resolveDatabasePath(partial));
    db.prepare('DELETE FROM _prisma_migrations WHERE migration_name = ?').run(
      migrationNames.at(-1),
    );
    db.close();
    expect(await migrationStatus(partial)).toMatchObject({
      upToDate: false,
      pending: [migrationNames.at(-1)],
    });
  });
});

describe('the files of a new SQLite database', () => {
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it.each([
    ['022', 0o022],
    ['002', 0o002],
    ['077', 0o077],
  ])(
    "are their owner's alone (0600) under umask %s, the -wal and -shm of its connections too",
    async (_name, umask) => {
      const url = tempDatabaseUrl();
      const file = resolveDatabasePath(url);
      const previous = process.umask(umask);
      try {
        await migrateDatabase(url);
        expect(modeOf(file)).toBe(0o600);
        const db = createPrismaClient(url);
        try {
          await db.announcement.create({ data: { title: 'mode', content: '{}' } });
          for (const companion of [`${file}-wal`, `${file}-shm`]) {
            expect(modeOf(companion), companion).toBe(0o600);
          }
        } finally {
          await db.$disconnect();
        }
      } finally {
        process.umask(previous);
      }
    },
  );

  it('are made in a folder that is not there yet, as the schema engine did', async () => {
    const file = path.join(tempDir(), 'data', 'nested', 'portal.db');
    expect(await migrateDatabase(`file:${file}`)).toEqual(migrationNames);
    expect(modeOf(file)).toBe(0o600);
  });
});

describe('migrateDatabase at start-up', () => {
  it('leaves the schema engine unloaded when every migration is applied', async () => {
    const url = tempDatabaseUrl();
    await migrateDatabase(url);
    vi.mocked(withSchemaEngine).mockClear();
    expect(await migrateDatabase(url)).toEqual([]);
    expect(withSchemaEngine).not.toHaveBeenCalled();
  });

  it('still applies a migration added to the folder', async () => {
    const url = tempDatabaseUrl();
    const folder = path.join(tempDir(), 'migrations');
    cpSync(migrationsDir, folder, { recursive: true });
    await migrateDatabase(url, { migrationsDir: folder });
    mkdirSync(path.join(folder, '20991231000000_extra'));
    writeFileSync(
      path.join(folder, '20991231000000_extra', 'migration.sql'),
      'CREATE TABLE "Extra" ("id" INTEGER NOT NULL PRIMARY KEY);\n',
    );
    expect(await migrateDatabase(url, { migrationsDir: folder })).toEqual(['20991231000000_extra']);
    expect(tableNames(url)).toContain('Extra');
  });

  it('leaves a failed migration to the schema engine, which refuses to go on', async () => {
    const url = tempDatabaseUrl();
    await migrateDatabase(url);
    const db = new Database(resolveDatabasePath(url));
    db.prepare('UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = ?').run(
      migrationNames.at(-1),
    );
    db.close();
    await expect(migrateDatabase(url)).rejects.toThrow();
  });
});
