import { cpSync } from 'node:fs';
import path from 'node:path';
import { emailKey, phoneKey } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../src/client';
import { migrateDatabase } from '../src/migrations';
import { migrationsDirs, type DatabaseKind } from '../src/paths';
import { startPostgres, type PostgresServer } from '../src/postgres-server';
import { tempDatabaseUrl, tempDir } from './temp';

/** The migration that brings the caps' contact keys, and the orders it must key. */
const MIGRATION = '20261128130641_contact_keys';
const CONTACTS = [
  { tell: '600 100 200', email: 'Jan.Kowalski@Example.PL' },
  { tell: '+48 600-100-200', email: 'jan.kowalski@example.pl' },
  { tell: '0048600100200', email: 'JAN.KOWALSKI@EXAMPLE.PL' },
  { tell: '48600100200', email: 'anna@example.pl' },
  { tell: '+49 600 100 200', email: 'anna@example.pl' },
  { tell: '0049 600100200', email: 'ola@example.pl' },
];

/** The migrations folder of `kind` up to MIGRATION, with it or without. */
function migrationsUpTo(kind: DatabaseKind, withIt: boolean): string {
  const from = migrationsDirs[kind];
  const folder = path.join(tempDir(), 'migrations');
  cpSync(from, folder, {
    recursive: true,
    filter: (source) => {
      const name = path.relative(from, source).split(path.sep)[0] ?? '';
      return !/^\d{14}_/.test(name) || name < MIGRATION || (withIt && name === MIGRATION);
    },
  });
  return folder;
}

/** Orders booked before the migration, then migrated: their keys as the contracts make them. */
async function keysAfterMigration(url: string, kind: DatabaseKind) {
  await migrateDatabase(url, { migrationsDir: migrationsUpTo(kind, false) });
  const [tell, email] = kind === 'postgresql' ? ['$1', '$2'] : ['?', '?'];
  const db = createPrismaClient(url);
  try {
    for (const [i, contact] of CONTACTS.entries()) {
      await db.$executeRawUnsafe(
        `INSERT INTO "RepairOrder" ("id", "rmaNumber", "status", "clientName", "clientTell", "clientEmail",
          "clientCity", "clientStreet", "clientHouseNumber", "clientPostalCode", "clientAddress", "userId",
          "sourceChannelId", "sourceChannelName", "productId", "warrantyStatus", "applySn",
          "applyAppearanceId", "applyAppearance", "faultDescribe", "remark", "afterSalesType",
          "orderType", "pickupDate")
        VALUES (${i + 1}, 'RMA${i}', 1, 'Jan', ${tell}, ${email}, 'Warszawa', 'Prosta', '1', '00001', 'Prosta 1',
          1, 1, 'Web', 1, 'in', '-', 1, 'ok', 'screen', '', 1, 1, '2026-12-01')`,
        contact.tell,
        contact.email,
      );
    }
  } finally {
    await db.$disconnect();
  }
  expect(await migrateDatabase(url, { migrationsDir: migrationsUpTo(kind, true) })).toEqual([
    MIGRATION,
  ]);
  const migrated = createPrismaClient(url);
  try {
    return await migrated.repairOrder.findMany({
      orderBy: { id: 'asc' },
      select: { clientTellKey: true, clientEmailKey: true },
    });
  } finally {
    await migrated.$disconnect();
  }
}

const expected = CONTACTS.map((contact) => ({
  clientTellKey: phoneKey(contact.tell),
  clientEmailKey: emailKey(contact.email),
}));

describe('the contact keys migration', () => {
  it('keys the orders booked before it as emailKey and phoneKey do (SQLite)', async () => {
    expect(await keysAfterMigration(tempDatabaseUrl(), 'sqlite')).toEqual(expected);
  });

  describe('on PostgreSQL', () => {
    let server: PostgresServer | undefined;
    afterAll(() => server?.stop());

    it('keys the orders booked before it as emailKey and phoneKey do', async () => {
      server = await startPostgres({ fast: true });
      const url = await server.createDatabase('contact_keys');
      expect(await keysAfterMigration(url, 'postgresql')).toEqual(expected);
    }, 90_000);
  });
});
