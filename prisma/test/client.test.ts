import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCatalogueVersion } from '../src/catalogue-version';
import { createPrismaClient } from '../src/client';
import { migrateDatabase } from '../src/migrations';
import { databaseKind, resolveDatabasePath } from '../src/paths';
import { BUSY_TIMEOUT_MS } from '../src/sqlite';
import { tempDatabaseUrl } from './temp';

describe('createPrismaClient', () => {
  const url = tempDatabaseUrl();
  const prisma = createPrismaClient(url);

  beforeAll(() => migrateDatabase(url));
  afterAll(() => prisma.$disconnect());

  async function pragma(name: string): Promise<unknown> {
    const rows = await prisma.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`);
    const value = Object.values(rows[0] ?? {})[0];
    return typeof value === 'bigint' ? Number(value) : value;
  }

  it('writes and reads rows through the better-sqlite3 adapter', async () => {
    const brand = await prisma.brand.create({
      data: { userName: 'Acme', products: { create: [{ productName: 'Acme One' }] } },
    });
    const found = await prisma.brand.findUniqueOrThrow({
      where: { id: brand.id },
      include: { products: true },
    });
    expect(found).toMatchObject({ userName: 'Acme', status: 1, agreementPl: null });
    expect(found.products).toEqual([
      expect.objectContaining({ productName: 'Acme One', category: '2' }),
    ]);
  });

  it('runs in WAL mode with a busy timeout and foreign keys on', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('busy_timeout')).toBe(BUSY_TIMEOUT_MS);
    expect(BUSY_TIMEOUT_MS).toBe(5000);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('synchronous')).toBe(1); // NORMAL
  });

  it('leaves WAL mode in the file for every other connection', () => {
    const db = new Database(resolveDatabasePath(url), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('prepares a statement once and runs it again with other arguments', async () => {
    const prepare = vi.spyOn(Database.prototype, 'prepare');
    try {
      const kept = ['Kept One', 'Kept Two'];
      await prisma.brand.createMany({ data: kept.map((userName) => ({ userName })) });
      prepare.mockClear();
      const names = [];
      for (const userName of [...kept, ...kept]) {
        names.push((await prisma.brand.findFirst({ where: { userName } }))?.userName);
      }
      // Each of the four reads answers its own row, from one statement prepared once.
      expect(names).toEqual([...kept, ...kept]);
      expect(
        prepare.mock.calls.map(([sql]) => sql).filter((sql) => !/^BEGIN|^COMMIT/.test(sql)),
      ).toHaveLength(1);
    } finally {
      prepare.mockRestore();
    }
  });

  it('has a catalogue version once migrated, so that servers keep catalogue answers of a database no seed wrote', async () => {
    expect(await readCatalogueVersion(prisma)).toBe('migrated');
  });

  it("knows its database, wrapped or in a transaction, as its URL's", async () => {
    const wrapped = prisma.$extends({
      query: { $allOperations: ({ args, query }) => query(args) },
    });
    expect([databaseKind(url), databaseKind(prisma), databaseKind(wrapped)]).toEqual([
      'sqlite',
      'sqlite',
      'sqlite',
    ]);
    expect(await wrapped.$transaction(async (tx) => databaseKind(tx))).toBe('sqlite');
    expect(() => databaseKind({} as never)).toThrow(/Not a client/);
  });

  it('rejects a row that breaks a foreign key', async () => {
    await expect(
      prisma.product.create({ data: { productName: 'Orphan', brandId: 999_999 } }),
    ).rejects.toThrow();
  });
});
