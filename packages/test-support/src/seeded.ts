import type Database from 'better-sqlite3';
import { DICTIONARY_TYPE } from '@portal/contracts';
import { firstRow } from './database';

export interface Named {
  id: number;
  name: string;
}

/** What a repair booking refers to: an active phone of an active brand and the first pick-list entries. */
export interface SeededBooking {
  brandId: number;
  productId: number;
  channel: Named;
  exterior: Named;
  accessory: Named;
}

export function seededBooking(db: Database.Database): SeededBooking {
  const product = firstRow<{ id: number; brandId: number }>(
    db,
    `SELECT p.id, p.brandId FROM Product p JOIN Brand b ON b.id = p.brandId
     WHERE p.status = 1 AND p.category = '2' AND b.status = 1 ORDER BY p.id LIMIT 1`,
  );
  const entry = (typeId: number) =>
    firstRow<Named>(
      db,
      'SELECT id, name FROM DictionaryEntry WHERE typeId = ? AND status = 1 ORDER BY sortOrder, id LIMIT 1',
      typeId,
    );
  return {
    brandId: product.brandId,
    productId: product.id,
    channel: entry(DICTIONARY_TYPE.channel),
    exterior: entry(DICTIONARY_TYPE.exterior),
    accessory: entry(DICTIONARY_TYPE.accessories),
  };
}
