import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DiffTarget } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { ensureLockfile, readMigrations, type MigrationOptions } from './migrations';
import { databaseKind, migrationsDirs, prismaDir, type DatabaseKind } from './paths';
import { handMadeIndexes, schemaFilters, withSchemaEngine } from './schema-engine';

export interface DiffOptions extends MigrationOptions {
  /** The timestamp prefix of the new folder, so both databases' migrations share a name. */
  folderTime?: string;
  /**
   * The URL of an empty database to build the migrations in, the stock CLI's
   * shadow database: needed for PostgreSQL (see `pnpm db:diff`); SQLite
   * uses a scratch file.
   */
  scratchUrl?: string;
}

/**
 * The SQL that would bring a database built from the migrations folder to the
 * schema, or null when they agree.
 */
export async function diffSchema(options: DiffOptions = {}): Promise<string | null> {
  const kind = databaseKind(options.scratchUrl);
  const migrationsList = await readMigrations(options.migrationsDir ?? migrationsDirs[kind]);
  const scratch = await mkdtemp(path.join(tmpdir(), 'portal-diff-'));
  try {
    const url = options.scratchUrl ?? `file:${path.join(scratch, 'scratch.db')}`;
    return await withSchemaEngine(
      { url, schemaPath: options.schemaPath },
      async (engine, files) => {
        let from: DiffTarget = { tag: 'empty' };
        if (migrationsList.migrationDirectories.length > 0) {
          await engine.applyMigrations({ migrationsList, filters: schemaFilters[kind] });
          from = { tag: 'schemaDatasource', files, configDir: prismaDir };
        }
        const result = await engine.diff({
          from,
          to: { tag: 'schemaDatamodel', files },
          script: true,
          exitCode: true, // 2 when there is a difference, 0 when there is none
          filters: schemaFilters[kind],
        });
        return result.exitCode === 2 && result.stdout
          ? withoutHandMadeIndexes(result.stdout, kind)
          : null;
      },
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * `sql` without the steps that drop an index of `handMadeIndexes`; null when
 * nothing else is left. The engine writes one step per blank-line-separated
 * block, each opened by a `-- Comment` line.
 */
export function withoutHandMadeIndexes(sql: string, kind: DatabaseKind): string | null {
  const steps = sql.split(/\n{2,}/);
  const kept = steps.filter((step) => {
    const dropped = /^-- DropIndex\nDROP INDEX "([^"]+)";\s*$/.exec(step.trim());
    return !(dropped?.[1] && handMadeIndexes[kind].includes(dropped[1]));
  });
  if (kept.length === steps.length) return sql;
  const rest = kept.join('\n\n').trim();
  return rest ? `${rest}\n` : null;
}

/** `20260121081500`: the UTC timestamp prefix the stock CLI uses. */
export function timestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

export type DiffOutcome =
  { created: false } | { created: true; name: string; file: string; sql: string };

/**
 * Writes `<timestamp>_<name>/migration.sql` with the changes from the
 * migrations folder to the schema; writes nothing when there are none.
 */
export async function diffMigration(name: string, options: DiffOptions = {}): Promise<DiffOutcome> {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error('A migration needs a name made of letters or digits.');
  const sql = await diffSchema(options);
  if (sql === null) return { created: false };

  const kind = databaseKind(options.scratchUrl);
  const dir = options.migrationsDir ?? migrationsDirs[kind];
  const folder = `${options.folderTime ?? timestamp(new Date())}_${slug}`;
  await mkdir(path.join(dir, folder), { recursive: true });
  await ensureLockfile(dir, kind);
  const file = path.join(dir, folder, 'migration.sql');
  await writeFile(file, sql);
  return { created: true, name: folder, file, sql };
}
