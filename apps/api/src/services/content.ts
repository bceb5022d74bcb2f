import type { Brand, DatabaseKind, PrismaClient } from '@portal/db';
import { indexedSearch, textSearch, type DocumentHit, type SearchPage } from '../lib/search';

/** A document's title and description per language, JSON text. */
export type Translations = { titles: string; descriptions: string };

/**
 * What the brands publish: the brands and their agreements, the
 * announcement and the technical documents. Reads only; the routes turn the
 * rows into upstream's field names and the visitor's language.
 */
export function contentService(db: PrismaClient, kind: DatabaseKind) {
  const search = indexedSearch(db, kind);

  /**
   * A page of the documents without a search text, newest first, and their
   * number: both follow the (status, docType[, modelId], createTime) indexes.
   */
  async function newestDocuments(
    where: { status: number; docType: number; modelId?: number },
    start: number,
    length: number,
  ): Promise<SearchPage<DocumentHit & Translations>> {
    const [rows, total] = await Promise.all([
      db.document.findMany({
        where,
        orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
        skip: start,
        take: length,
        select: {
          id: true,
          title: true,
          description: true,
          createTime: true,
          filepath: true,
          content: true,
          modelId: true,
          titles: true,
          descriptions: true,
        },
      }),
      db.document.count({ where }),
    ]);
    return { rows, total };
  }

  /** The translations of the documents a search found (its typed SQL answers the columns of upstream). */
  async function withTranslations(
    page: SearchPage<DocumentHit>,
  ): Promise<SearchPage<DocumentHit & Translations>> {
    const translations = await db.document.findMany({
      where: { id: { in: page.rows.map((row) => row.id) } },
      select: { id: true, titles: true, descriptions: true },
    });
    const byId = new Map(translations.map((row) => [row.id, row]));
    return {
      total: page.total,
      rows: page.rows.map((row) => ({
        ...row,
        titles: byId.get(row.id)?.titles ?? '{}',
        descriptions: byId.get(row.id)?.descriptions ?? '{}',
      })),
    };
  }

  return {
    /** Brands searched by name, without their agreements (a brand's HTML in three languages is only for its own call). */
    async brands(query: { userName: string; status: number; start: number; length: number }) {
      const { userName, status, start, length } = query;
      const where = {
        status,
        ...(await textSearch(['userName'], userName, (OR) =>
          db.brand.findMany({
            where: { status, OR },
            select: { id: true, userName: true },
          }),
        )),
      };
      const [rows, total] = await Promise.all([
        db.brand.findMany({
          where,
          orderBy: { id: 'asc' },
          skip: start,
          take: length,
          select: { id: true, userName: true },
        }),
        db.brand.count({ where }),
      ]);
      return { rows, total };
    },

    brand(id: number) {
      return db.brand.findUnique({ where: { id } });
    },

    latestAnnouncement() {
      return db.announcement.findFirst({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    },

    /** A page of documents: searched through the index when there is a text, newest first otherwise. */
    async documents(query: {
      status: number;
      docType: number;
      modelId?: number;
      text?: string;
      start: number;
      length: number;
    }): Promise<SearchPage<DocumentHit & Translations>> {
      const { text, start, length, ...filters } = query;
      return text
        ? withTranslations(await search.documents({ ...filters, text, start, length }))
        : newestDocuments(filters, start, length);
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
