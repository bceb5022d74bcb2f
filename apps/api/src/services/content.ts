import type { CatalogueVersion } from '../lib/catalogue-version';
import type { Brand, DatabaseKind, PrismaClient } from '@portal/db';
import {
  indexedSearch,
  namedLists,
  orderedPages,
  type DocumentHit,
  type SearchPage,
} from '../lib/search';

/**
 * What the brands publish: the brands and their agreements, the
 * announcement and the technical documents. Reads only; the routes turn the
 * rows into upstream's field names and the visitor's language.
 */
export function contentService(db: PrismaClient, kind: DatabaseKind, version: CatalogueVersion) {
  const search = indexedSearch(db, kind);
  const lists = orderedPages(db, kind, version);
  const named = namedLists(db, kind);

  return {
    /** Brands searched by name, without their agreements (a brand's HTML in three languages is only for its own call). */
    brands(query: { userName: string; status: number; start: number; length: number }) {
      const { userName, ...page } = query;
      return named.brands({ ...page, text: userName });
    },

    brand(id: number) {
      return db.brand.findUnique({ where: { id } });
    },

    latestAnnouncement() {
      return db.announcement.findFirst({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    },

    /** A page of documents: searched through the index when there is a text, newest first otherwise. */
    documents(query: {
      status: number;
      docType: number;
      modelId?: number;
      text?: string;
      start: number;
      length: number;
    }): Promise<SearchPage<DocumentHit>> {
      const { text, ...list } = query;
      return text ? search.documents({ ...list, text }) : lists.documents(list);
    },
  };
}

type AgreementColumns = Pick<Brand, 'agreementZh' | 'agreementEn' | 'agreementPl'>;

/**
 * `data.userData` as upstream sends it: JSON text with the HTML per language.
 * Clients fall back to `zhLang` for every language, so it holds the Polish
 * (then English) text when the brand has no Chinese one. Null without any text.
 */
export function agreementUserData(brand: AgreementColumns): string | null {
  const present = (html: string | null) => (html && html.trim() !== '' ? html : undefined);
  const plLang = present(brand.agreementPl);
  const enLang = present(brand.agreementEn);
  const zhLang = present(brand.agreementZh) ?? plLang ?? enLang;
  if (zhLang === undefined) return null;
  return JSON.stringify({ zhLang, enLang, plLang });
}
