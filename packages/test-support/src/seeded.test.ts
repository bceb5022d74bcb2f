import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DICTIONARY_TYPE } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { readDatabase } from './database';
import { seededBooking } from './seeded';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-support-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A database with only the columns the reader uses. */
function database(rows: string): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.db`);
  const db = new Database(file);
  db.exec(`
    CREATE TABLE Brand (id INTEGER PRIMARY KEY, status INTEGER);
    CREATE TABLE Product (id INTEGER PRIMARY KEY, brandId INTEGER, status INTEGER, category TEXT);
    CREATE TABLE DictionaryEntry (id INTEGER PRIMARY KEY, typeId INTEGER, name TEXT, status INTEGER, sortOrder INTEGER);
    ${rows}
  `);
  db.close();
  return file;
}

const entries = Object.values(DICTIONARY_TYPE)
  .map(
    (typeId) => `
      INSERT INTO DictionaryEntry VALUES (${typeId}1, ${typeId}, 'hidden', 0, 0);
      INSERT INTO DictionaryEntry VALUES (${typeId}2, ${typeId}, 'second', 1, 2);
      INSERT INTO DictionaryEntry VALUES (${typeId}3, ${typeId}, 'first', 1, 1);`,
  )
  .join('');

describe('seededBooking', () => {
  it('picks the first active phone of an active brand and the first active entries', () => {
    const file = database(`
      INSERT INTO Brand VALUES (1, 0), (2, 1);
      INSERT INTO Product VALUES (10, 1, 1, '2'), (11, 2, 1, '1'), (12, 2, 0, '2'), (13, 2, 1, '2');
      ${entries}`);
    const booking = readDatabase(file, seededBooking);
    expect(booking).toMatchObject({ brandId: 2, productId: 13 });
    expect(booking.channel).toEqual({ id: Number(`${DICTIONARY_TYPE.channel}3`), name: 'first' });
    expect(booking.accessory.name).toBe('first');
  });

  it('names the query a seed cannot answer', () => {
    const file = database(entries);
    expect(() => readDatabase(file, seededBooking)).toThrow('the seed has no row for: SELECT p.id');
  });
});
