import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/backup';
import { createPrismaClient } from '../src/client';
import { diffSchema } from '../src/diff';
import { isDatabaseMigrated, migrateDatabase, migrationStatus } from '../src/migrations';
import { databaseKind, databaseLabel } from '../src/paths';
import { startPostgres, type PostgresServer } from '../src/postgres-server';
import { seedDatabase } from '../src/seed';
import { tempDir } from './temp';

let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgres({ fast: true });
}, 60_000);
afterAll(() => server?.stop());

async function seeded(name: string) {
  const url = await server.createDatabase(name);
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  await seedDatabase(db, { filesDir: path.join(tempDir(), 'files') });
  return { url, db };
}

describe('PostgreSQL', () => {
  it('is chosen by a postgresql:// URL, and a message names the server, never a password', () => {
    expect(databaseKind('postgresql://a@h/db')).toBe('postgresql');
    expect(databaseKind('postgres://a@h/db')).toBe('postgresql');
    expect(databaseLabel('postgresql://user:secret@db.internal:5432/portal')).toBe(
      'postgresql://db.internal:5432/portal',
    );
    expect(() => databaseKind('postgres:')).toThrow(/^DATABASE_URL must be a file: URL/);
    expect(() => databaseKind('mysql://h/db')).toThrow(/DATABASE_URL/);
  });

  it("knows a client's database, wrapped or in a transaction, as a URL's", async () => {
    const url = await server.createDatabase('kind');
    const db = createPrismaClient(url);
    try {
      const wrapped = db.$extends({ query: { $allOperations: ({ args, query }) => query(args) } });
      expect([databaseKind(db), databaseKind(wrapped)]).toEqual(['postgresql', 'postgresql']);
      expect(await wrapped.$transaction(async (tx) => databaseKind(tx))).toBe('postgresql');
    } finally {
      await db.$disconnect();
    }
  });

  it('prepares a statement once per connection under a name, and runs bulk writes unnamed', async () => {
    const { url, db } = await seeded('named');
    const ids = (await db.product.findMany({ select: { id: true }, take: 3 })).map((p) => p.id);
    // Every connection of the pool has run the read at least once, with other arguments each time.
    for (let round = 0; round < 12; round++) {
      await Promise.all(ids.map((id) => db.product.findUnique({ where: { id } })));
    }
    const prepared = await db.$queryRawUnsafe<{ name: string; statement: string; args: number }[]>(
      'SELECT name, statement, cardinality(parameter_types) AS args FROM pg_prepared_statements',
    );
    const reads = prepared.filter(({ statement }) => /FROM "public"."Product"/.test(statement));
    expect(reads.length).toBeGreaterThan(0);
    // One name per text: the reads with other ids ran the statement prepared first.
    expect(new Set(reads.map(({ statement }) => statement)).size).toBe(reads.length);
    for (const { name } of prepared) expect(name).toMatch(/^portal_\d+$/);
    // The seed's bulk inserts ran unnamed: nothing kept takes more than 64 arguments.
    expect(Math.max(...prepared.map(({ args }) => Number(args)))).toBeLessThanOrEqual(64);
    await db.$disconnect();
    expect(url).toMatch(/named$/);
  });

  it('migrates an empty database once, then finds it up to date', async () => {
    const url = await server.createDatabase('migrated');
    expect(await isDatabaseMigrated(url)).toBe(false);
    expect((await migrateDatabase(url)).length).toBeGreaterThan(0);
    expect(await migrateDatabase(url)).toEqual([]);
    expect(await isDatabaseMigrated(url)).toBe(true);
    expect((await migrationStatus(url)).upToDate).toBe(true);
  });

  it('has migrations that match the models', async () => {
    expect(await diffSchema({ scratchUrl: await server.createDatabase('scratch') })).toBeNull();
  });

  it('backs up with pg_dump and restores into another database, refusing one in use', async () => {
    const { url, db } = await seeded('source');
    const orders = await db.repairOrder.count();
    const file = path.join(tempDir(), 'portal.dump');
    const backup = await backupDatabase(file, url);
    expect(backup.file).toBe(file);
    expect(backup.bytes).toBeGreaterThan(10_000);
    await expect(backupDatabase(file, url)).rejects.toThrow(/already exists/);

    const target = await server.createDatabase('restored');
    await migrateDatabase(target);
    const open = createPrismaClient(target);
    await open.brand.count(); // a session of a "running portal"
    await expect(restoreDatabase(file, target)).rejects.toThrow(/in use/);
    await open.$disconnect();

    const restored = await restoreDatabase(file, target);
    expect(restored.previous).toMatch(/portal\.dump\.before-restore-/);
    const copy = createPrismaClient(target);
    expect(await copy.repairOrder.count()).toBe(orders);
    expect(await isDatabaseMigrated(target)).toBe(true);
    await copy.$disconnect();
    await db.$disconnect();
  });
});
