import type { CatalogueVersion } from '../lib/catalogue-version';
import type { DatabaseKind, PrismaClient } from '@portal/db';
import {
  indexedSearch,
  orderedPages,
  textSearch,
  type MaterialHit,
  type SearchPage,
} from '../lib/search';

/**
 * The catalogue: phone models per brand, spare-part serials and accessories.
 * Reads only; the routes turn the rows into upstream's
 * field names.
 */
export function catalogueService(db: PrismaClient, kind: DatabaseKind, version: CatalogueVersion) {
  const search = indexedSearch(db, kind);
  const lists = orderedPages(db, kind, version);

  return {
    /** Phone models of a brand and category, searched by name. */
    async products(query: {
      productName: string;
      status: number;
      category: string;
      brandId?: number;
      start: number;
      length: number;
    }) {
      const { productName, start, length, ...filters } = query;
      const where = {
        ...filters,
        ...(await textSearch(['productName'], productName, (OR) =>
          db.product.findMany({
            where: { ...filters, OR },
            select: { id: true, productName: true },
          }),
        )),
      };
      const [rows, total] = await Promise.all([
        db.product.findMany({
          where,
          orderBy: { id: 'asc' },
          skip: start,
          take: length,
          select: { id: true, productName: true },
        }),
        db.product.count({ where }),
      ]);
      return { rows, total };
    },

    /** A page of accessories: searched through the index when there are texts, in catalogue order otherwise. */
    materials(query: {
      texts: string[];
      status: number;
      serialId?: number;
      start: number;
      length: number;
    }): Promise<SearchPage<MaterialHit>> {
      const { texts, status, serialId, start, length } = query;
      return texts.length > 0
        ? search.materials({ texts, status, serialId, start, length })
        : lists.materials({ status, serialId, start, length });
    },

    /** Model serials of the spare-parts centre, searched by name. */
    async serials(query: { status: number; text: string }) {
      const { status, text } = query;
      const where = await textSearch(['enName'], text, (OR) =>
        db.serial.findMany({ where: { status, OR }, select: { id: true, enName: true } }),
      );
      return db.serial.findMany({
        where: { status, ...where },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        select: { id: true, enName: true },
      });
    },
  };
}

/** Entries of one dictionary type, with their names per language. */
export function dictionaryEntries(db: PrismaClient, query: { typeId: number; status: number }) {
  return db.dictionaryEntry.findMany({
    where: query,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, names: true },
  });
}
