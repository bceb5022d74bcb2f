import { DICTIONARY_TYPE } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';

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

/** Reads them from a seeded database, SQLite or PostgreSQL; a seed without one is an error. */
export async function seededBooking(db: PrismaClient): Promise<SeededBooking> {
  const product = await db.product.findFirst({
    where: { status: 1, category: '2', brand: { status: 1 } },
    orderBy: { id: 'asc' },
    select: { id: true, brandId: true },
  });
  if (!product) throw new Error('the seed has no active phone of an active brand');
  const entry = async (typeId: number, what: string): Promise<Named> => {
    const found = await db.dictionaryEntry.findFirst({
      where: { typeId, status: 1 },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    });
    if (!found) throw new Error(`the seed has no active ${what} entry`);
    return found;
  };
  return {
    brandId: product.brandId,
    productId: product.id,
    channel: await entry(DICTIONARY_TYPE.channel, 'channel'),
    exterior: await entry(DICTIONARY_TYPE.exterior, 'exterior'),
    accessory: await entry(DICTIONARY_TYPE.accessories, 'accessory'),
  };
}
