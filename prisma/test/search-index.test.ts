import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../src/client';
import { migrateDatabase } from '../src/migrations';
import { migrationsDirs, resolveDatabasePath } from '../src/paths';
import { tempDatabaseUrl, tempDir } from './temp';

const SEARCH_MIGRATION = '20261125001000_indexed_search';

/** Ids of the rows whose indexed text holds `text`, as the FTS5 table finds them. */
function found(url: string, table: 'MaterialSearch' | 'DocumentSearch', text: string): number[] {
  const db = new Database(resolveDatabasePath(url), { readonly: true });
  try {
    return db
      .prepare(`SELECT rowid AS id FROM "${table}" WHERE "${table}" MATCH ? ORDER BY rowid`)
      .all(`"${text.replaceAll('"', '""')}"`)
      .map((row) => (row as { id: number }).id);
  } finally {
    db.close();
  }
}

describe('the SQLite full-text tables', () => {
  const url = tempDatabaseUrl();
  const db = createPrismaClient(url);
  beforeAll(() => migrateDatabase(url));
  afterAll(() => db.$disconnect());

  it('follow every insert, update and delete of accessories and documents', async () => {
    const serial = await db.serial.create({ data: { enName: 'Test serial' } });
    const part = await db.material.create({
      data: { bom: 'TS-CHG-01', nameEN: 'Wall charger', namePL: 'Ładowarka', serialId: serial.id },
    });
    expect(found(url, 'MaterialSearch', 'ŁADOWARKA')).toEqual([part.id]);
    expect(found(url, 'MaterialSearch', 'ts-chg')).toEqual([part.id]);

    await db.material.update({ where: { id: part.id }, data: { namePL: 'Kabel' } });
    expect(found(url, 'MaterialSearch', 'ładowarka')).toEqual([]);
    expect(found(url, 'MaterialSearch', 'KABEL')).toEqual([part.id]);
    await db.material.update({ where: { id: part.id }, data: { priceCents: 990 } });
    expect(found(url, 'MaterialSearch', 'wall charger')).toEqual([part.id]);

    await db.material.delete({ where: { id: part.id } });
    expect(found(url, 'MaterialSearch', 'kabel')).toEqual([]);

    const document = await db.document.create({ data: { title: 'Instrukcja serwisowa' } });
    expect(found(url, 'DocumentSearch', 'SERWIS')).toEqual([document.id]);
    await db.document.updateMany({ data: { title: 'Service manual' } });
    expect(found(url, 'DocumentSearch', 'serwis')).toEqual([]);
    expect(found(url, 'DocumentSearch', 'MANUAL')).toEqual([document.id]);
    await db.document.deleteMany();
    expect(found(url, 'DocumentSearch', 'manual')).toEqual([]);
  });

  it('are filled with the rows that were there before the migration', async () => {
    const dir = path.join(tempDir(), 'migrations');
    cpSync(migrationsDirs.sqlite, dir, { recursive: true });
    const searchMigration = path.join(dir, SEARCH_MIGRATION);
    const later = tempDir();
    cpSync(searchMigration, later, { recursive: true });
    rmSync(searchMigration, { recursive: true });

    const older = tempDatabaseUrl();
    await migrateDatabase(older, { migrationsDir: dir });
    const file = new Database(resolveDatabasePath(older));
    file.exec(`
      INSERT INTO "Serial" ("id", "enName") VALUES (1, 'Old serial');
      INSERT INTO "Material" ("id", "bom", "nameEN", "namePL", "serialId")
        VALUES (7, 'OLD-BAT-1', 'Battery', 'Bateria', 1);
      INSERT INTO "Document" ("id", "title") VALUES (3, 'Old manual');`);
    file.close();

    cpSync(later, searchMigration, { recursive: true });
    expect(await migrateDatabase(older, { migrationsDir: dir })).toContain(SEARCH_MIGRATION);
    expect(found(older, 'MaterialSearch', 'BATERIA')).toEqual([7]);
    expect(found(older, 'DocumentSearch', 'old man')).toEqual([3]);
  });
});
