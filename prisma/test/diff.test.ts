import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffMigration, diffSchema, withoutHandMadeIndexes } from '../src/diff';
import { migrateDatabase } from '../src/migrations';
import { migrationsDirs, schemaPath } from '../src/paths';

const migrationsDir = migrationsDirs.sqlite;
import { tempDatabaseUrl, tempDir } from './temp';

/** A copy of the migrations folder, so the tests never write into the real one. */
function copyOfMigrations(): string {
  const dir = path.join(tempDir(), 'migrations');
  cpSync(migrationsDir, dir, { recursive: true });
  return dir;
}

describe('diff', () => {
  it('finds no change between schema.prisma and prisma/migrations', async () => {
    expect(await diffSchema()).toBeNull();
  });

  it('writes nothing when there is no change', async () => {
    const dir = copyOfMigrations();
    const before = readdirSync(dir);
    expect(await diffMigration('nothing', { migrationsDir: dir })).toEqual({ created: false });
    expect(readdirSync(dir)).toEqual(before);
  });

  it('writes a migration for a schema change, which then applies', async () => {
    const dir = copyOfMigrations();
    const changedSchema = path.join(tempDir(), 'schema.prisma');
    writeFileSync(
      changedSchema,
      `${readFileSync(schemaPath, 'utf8')}\nmodel Note {\n  id   Int    @id @default(autoincrement())\n  text String\n}\n`,
    );
    const options = { migrationsDir: dir, schemaPath: changedSchema };

    const outcome = await diffMigration('Add notes!', options);
    if (!outcome.created) throw new Error('expected a migration');
    expect(outcome.name).toMatch(/^\d{14}_add_notes$/);
    expect(readFileSync(outcome.file, 'utf8')).toContain('CREATE TABLE "Note"');

    const url = tempDatabaseUrl();
    expect((await migrateDatabase(url, options)).at(-1)).toBe(outcome.name);
    expect(await diffSchema(options)).toBeNull();
  });

  it('creates the first migration and the lock file in an empty folder', async () => {
    const dir = path.join(tempDir(), 'migrations');
    const outcome = await diffMigration('init', { migrationsDir: dir });
    expect(outcome.created).toBe(true);
    expect(readFileSync(path.join(dir, 'migration_lock.toml'), 'utf8')).toContain(
      'provider = "sqlite"',
    );
    expect(
      existsSync(
        path.join(
          dir,
          readdirSync(dir).find((name) => name.endsWith('_init')) ?? '',
          'migration.sql',
        ),
      ),
    ).toBe(true);
  });

  it('refuses a name without letters or digits', async () => {
    await expect(diffMigration(' -- ')).rejects.toThrow(/name/);
  });
});

describe('withoutHandMadeIndexes', () => {
  const drop = (name: string) => `-- DropIndex\nDROP INDEX "${name}";\n`;

  it("leaves out the schema diff's proposals to drop the trigram indexes", () => {
    expect(
      withoutHandMadeIndexes(
        [drop('Material_search_trgm_idx'), drop('Document_title_trgm_idx')].join('\n'),
        'postgresql',
      ),
    ).toBeNull();
    const other = '-- AlterTable\nALTER TABLE "Material" ADD COLUMN "colour" TEXT;\n';
    expect(
      withoutHandMadeIndexes(`${drop('Material_search_trgm_idx')}\n${other}`, 'postgresql'),
    ).toBe(other);
  });

  it('keeps every other step as the engine wrote it', () => {
    const sql = `${drop('Material_status_sortOrder_idx')}\n${drop('Material_search_trgm_idx')}`;
    expect(withoutHandMadeIndexes(sql, 'sqlite')).toBe(sql);
    expect(withoutHandMadeIndexes(sql, 'postgresql')).toBe(drop('Material_status_sortOrder_idx'));
  });
});

describe('the two databases’ migration folders', () => {
  const folders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();

  it('hold the same migrations under the same names after PostgreSQL’s baseline', () => {
    // PostgreSQL came later: its first migration builds what SQLite's first
    // ones had built; every one after it is written for both by `pnpm db:diff`.
    const [baseline, ...postgresql] = folders(migrationsDirs.postgresql);
    const sqlite = folders(migrationsDirs.sqlite).filter((name) => name > (baseline ?? ''));
    expect(baseline).toMatch(/^\d{14}_init$/);
    expect(sqlite).toEqual(postgresql);
  });
});
