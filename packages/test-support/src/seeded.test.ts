import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DICTIONARY_TYPE } from '@portal/contracts';
import { migrateDatabase, type PrismaClient } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from './database';
import { seededBooking } from './seeded';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-support-'));
const empty = `file:${path.join(dir, 'empty.db')}`;
beforeAll(() => migrateDatabase(empty), 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A copy of the migrated empty database with `fill`'s rows. */
async function database(fill: (db: PrismaClient) => Promise<unknown>): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.db`);
  fs.copyFileSync(empty.slice('file:'.length), file);
  await withDatabase(`file:${file}`, fill);
  return `file:${file}`;
}

const entries = (db: PrismaClient) =>
  db.dictionaryEntry.createMany({
    data: Object.values(DICTIONARY_TYPE).flatMap((typeId) => [
      { id: typeId * 10 + 1, typeId, name: 'hidden', status: 0, sortOrder: 0 },
      { id: typeId * 10 + 2, typeId, name: 'second', status: 1, sortOrder: 2 },
      { id: typeId * 10 + 3, typeId, name: 'first', status: 1, sortOrder: 1 },
    ]),
  });

// A Prisma client per database: seconds on a busy machine.
describe('seededBooking', { timeout: 30_000 }, () => {
  it('picks the first active phone of an active brand and the first active entries', async () => {
    const url = await database(async (db) => {
      await db.brand.createMany({
        data: [
          { id: 1, userName: 'Hidden', status: 0 },
          { id: 2, userName: 'Shown', status: 1 },
        ],
      });
      await db.product.createMany({
        data: [
          { id: 10, productName: 'of a hidden brand', brandId: 1, status: 1, category: '2' },
          { id: 11, productName: 'a tablet', brandId: 2, status: 1, category: '1' },
          { id: 12, productName: 'withdrawn', brandId: 2, status: 0, category: '2' },
          { id: 13, productName: 'the phone', brandId: 2, status: 1, category: '2' },
        ],
      });
      await entries(db);
    });
    const booking = await withDatabase(url, seededBooking);
    expect(booking).toMatchObject({ brandId: 2, productId: 13 });
    expect(booking.channel).toEqual({ id: DICTIONARY_TYPE.channel * 10 + 3, name: 'first' });
    expect(booking.accessory.name).toBe('first');
  });

  it('says what a seed lacks', async () => {
    const url = await database(entries);
    await expect(withDatabase(url, seededBooking)).rejects.toThrow(
      'the seed has no active phone of an active brand',
    );
  });
});
