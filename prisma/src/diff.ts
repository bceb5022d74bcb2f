import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DiffTarget } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { ensureLockfile, readMigrations, type MigrationOptions } from './migrations';
import { migrationsDir as defaultMigrationsDir, prismaDir } from './paths';
import { noFilters, withSchemaEngine } from './schema-engine';

/**
 * The SQL that would bring a database built from the migrations folder to the
 * schema, or null when they agree. The stock CLI diffs against a shadow
 * database; here a scratch SQLite file plays that part.
 */
export async function diffSchema(options: MigrationOptions = {}): Promise<string | null> {
  const migrationsList = await readMigrations(options.migrationsDir);
  const scratch = await mkdtemp(path.join(tmpdir(), 'portal-diff-'));
  try {
    const url = `file:${path.join(scratch, 'scratch.db')}`;
    return await withSchemaEngine(
      { url, schemaPath: options.schemaPath },
      async (engine, files) => {
        let from: DiffTarget = { tag: 'empty' };
        if (migrationsList.migrationDirectories.length > 0) {
          await engine.applyMigrations({ migrationsList, filters: noFilters });
          from = { tag: 'schemaDatasource', files, configDir: prismaDir };
        }
        const result = await engine.diff({
          from,
          to: { tag: 'schemaDatamodel', files },
          script: true,
          exitCode: true, // 2 when there is a difference, 0 when there is none
          filters: noFilters,
        });
        return result.exitCode === 2 && result.stdout ? result.stdout : null;
      },
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** `20260121081500`: the UTC timestamp prefix the stock CLI uses. */
function timestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

export type DiffOutcome =
  { created: false } | { created: true; name: string; file: string; sql: string };

/**
 * Writes `<timestamp>_<name>/migration.sql` with the changes from the
 * migrations folder to the schema; writes nothing when there are none.
 */
export async function diffMigration(
  name: string,
  options: MigrationOptions = {},
): Promise<DiffOutcome> {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error('A migration needs a name made of letters or digits.');
  const sql = await diffSchema(options);
  if (sql === null) return { created: false };

  const dir = options.migrationsDir ?? defaultMigrationsDir;
  const folder = `${timestamp(new Date())}_${slug}`;
  await mkdir(path.join(dir, folder), { recursive: true });
  await ensureLockfile(dir);
  const file = path.join(dir, folder, 'migration.sql');
  await writeFile(file, sql);
  return { created: true, name: folder, file, sql };
}
