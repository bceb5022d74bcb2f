import type { CatalogueVersion } from '../lib/catalogue-version';
import type { DatabaseKind, PrismaClient } from '@portal/db';
import {
  indexedSearch,
  namedLists,
  orderedPages,
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
  const named = namedLists(db, kind);

  return {
    /** Phone models of a brand and category, searched by name. */
    products(query: {
      productName: string;
      status: number;
      category: string;
      brandId?: number;
      start: number;
      length: number;
    }) {
      const { productName, ...filters } = query;
      return named.products({ ...filters, text: productName });
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
    serials(query: { status: number; text: string }) {
      return named.serials(query);
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
