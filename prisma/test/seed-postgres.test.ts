import { describe, expect, it } from 'vitest';
import { createPrismaClient } from '../src/client';
import { migrateDatabase } from '../src/migrations';
import { startPostgres } from '../src/postgres-server';
import { seedDatabase } from '../src/seed';
import { tempDir } from './temp';

describe('the seed on PostgreSQL', () => {
  it('moves every sequence past the ids it gave, so a new row gets a new id', async () => {
    const server = await startPostgres({ fast: true });
    try {
      const url = await server.createDatabase('seeded');
      await migrateDatabase(url);
      const db = createPrismaClient(url);
      try {
        await seedDatabase(db, { filesDir: tempDir() });
        const columns = await db.$queryRawUnsafe<{ table: string; column: string }[]>(
          `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
           WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
        );
        expect(columns.map((c) => c.table)).toContain('RepairOrderAccessory');
        for (const { table, column } of columns) {
          const [row] = await db.$queryRawUnsafe<{ max: number | null; next: bigint }[]>(
            `SELECT (SELECT max("${column}") FROM "${table}") AS max,
               nextval(pg_get_serial_sequence('"${table}"', '${column}')) AS next`,
          );
          expect(Number(row?.next), table).toBeGreaterThan(row?.max ?? 0);
        }
      } finally {
        await db.$disconnect();
      }
    } finally {
      await server.stop();
    }
  }, 120_000);
});
