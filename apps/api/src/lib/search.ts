import { postgresqlSql, sqliteSql, type DatabaseKind, type PrismaClient } from '@portal/db';
import type { CatalogueVersion } from './catalogue-version';
import { ANCHOR_STRIDE, pageAnchors } from './page-anchors';

/**
 * Text search in the short lists (brands, phone models, serials): a name
 * holds the text in one of its spellings, each looked for with LIKE as it is
 * written (\, % and _ plain), in one statement a request (`namedLists`,
 * decision record 049). SQLite's LIKE ignores case for ASCII letters only,
 * and PostgreSQL's not at all, so that "ładowarka" still finds "Ładowarka"
 * the text is also tried lower-case, upper-case and capitalised; mixed-case
 * Polish letters inside a word are not covered. The catalogue's accessories
 * and documents, which grow, are searched through an index instead
 * (`indexedSearch` below), and listed without a text by typed SQL too
 * (`orderedPages`).
 */
const LOCALE = 'pl-PL';

/** The spellings of `text` the short lists look for; none for a blank text (every row). */
export function searchVariants(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const lower = trimmed.toLocaleLowerCase(LOCALE);
  const capitalised = lower.charAt(0).toLocaleUpperCase(LOCALE) + lower.slice(1);
  return [...new Set([trimmed, lower, trimmed.toLocaleUpperCase(LOCALE), capitalised])];
}

// ── Indexed search of accessories and documents (decision record 014) ──────

/** A page of matches and the number of all of them. */
export interface SearchPage<Row> {
  rows: Row[];
  total: number;
}

export interface MaterialSearch {
  /** Search texts: a part is found when any of them is in either name or its BOM. */
  texts: readonly string[];
  status: number;
  serialId?: number;
  start: number;
  length: number;
}

export interface DocumentSearch {
  text: string;
  status: number;
  docType: number;
  modelId?: number;
  start: number;
  length: number;
}

type Hit<Row> = Omit<Row, 'total'>;
export type MaterialHit = Hit<sqliteSql.materialSearch.Result>;
export type DocumentHit = Hit<sqliteSql.documentSearch.Result>;

/** The distinct search texts among `texts`, trimmed; none when all are blank. */
export function searchTexts(...texts: string[]): string[] {
  return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
}

/** Both trigram indexes (FTS5's tokenizer, pg_trgm) index runs of three characters; shorter texts have none. */
const TRIGRAM = 3;

/**
 * Every spelling of `text` with each character in its own, lower or upper
 * case. The texts too short for the trigram indexes are looked for with LIKE
 * on every row, in these spellings: SQLite has no Unicode lower(), and
 * PostgreSQL's costs more per row than the few spellings (at most 3² for the
 * one- and two-character texts this is for).
 */
function caseSpellings(text: string): string[] {
  return [...text].reduce<string[]>(
    (spellings, char) => {
      const forms = new Set([char, char.toLocaleLowerCase(LOCALE), char.toLocaleUpperCase(LOCALE)]);
      return spellings.flatMap((start) => [...forms].map((form) => start + form));
    },
    [''],
  );
}

/** The texts the trigram indexes find, and the spellings of the others. */
function splitTexts(texts: readonly string[]): { long: string[]; spellings: string[] } {
  const isShort = (text: string) => [...text].length < TRIGRAM;
  return {
    long: texts.filter((text) => !isShort(text)),
    spellings: [...new Set(texts.filter(isShort).flatMap(caseSpellings))],
  };
}

/**
 * One query gives the page and, in every row, the number of all matches
 * (`count(*) OVER ()`), so a page costs one pass over the matches rather than
 * a second count. A page past the last match has no row to carry it: then
 * the first match is asked for, for the total alone.
 */
async function pageOf<Row extends { total: unknown }>(
  start: number,
  length: number,
  run: (start: number, length: number) => Promise<Row[]>,
): Promise<SearchPage<Hit<Row>>> {
  const rows = await run(start, length);
  const carrier = rows[0] ?? (start > 0 ? (await run(0, 1))[0] : undefined);
  // SQLite's count comes back as a bigint, PostgreSQL's (cast to int) as a number.
  const total = carrier ? Number(carrier.total) : 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * The accessories and documents searches on the database `kind`: the one
 * place that picks the typed SQL of SQLite (FTS5 trigram tables) or of
 * PostgreSQL (pg_trgm GIN indexes). Both find a text anywhere in the
 * searched columns, in any letter case, with %, _, \, quotes and FTS5
 * operators taken as plain characters.
 */
export function indexedSearch(db: PrismaClient, kind: DatabaseKind) {
  return {
    materials(query: MaterialSearch): Promise<SearchPage<MaterialHit>> {
      const { status, serialId = null } = query;
      const { long, spellings } = splitTexts(query.texts);
      return pageOf(query.start, query.length, (start, length) => {
        if (kind === 'postgresql') {
          const [text = null, otherText = null] = long;
          return db.$queryRawTyped(
            postgresqlSql.materialSearch(
              text,
              otherText,
              spellings,
              status,
              serialId,
              length,
              start,
            ),
          );
        }
        return db.$queryRawTyped(
          sqliteSql.materialSearch(
            JSON.stringify(long),
            JSON.stringify(spellings),
            status,
            serialId,
            length,
            start,
          ),
        );
      });
    },
    documents(query: DocumentSearch): Promise<SearchPage<DocumentHit>> {
      const { status, docType, modelId = null } = query;
      const { long, spellings } = splitTexts([query.text]);
      return pageOf(query.start, query.length, (start, length) =>
        kind === 'postgresql'
          ? db.$queryRawTyped(
              postgresqlSql.documentSearch(
                long[0] ?? null,
                spellings,
                status,
                docType,
                modelId,
                length,
                start,
              ),
            )
          : db.$queryRawTyped(
              sqliteSql.documentSearch(
                JSON.stringify(long),
                JSON.stringify(spellings),
                status,
                docType,
                modelId,
                length,
                start,
              ),
            ),
      );
    },
  };
}

// ── The same lists without a search text ───────────────────────────────────

export interface MaterialList {
  status: number;
  serialId?: number;
  start: number;
  length: number;
}

export interface DocumentList {
  status: number;
  docType: number;
  modelId?: number;
  start: number;
  length: number;
}

/**
 * The accessories in catalogue order and the documents newest first, without
 * a search text, one statement a page. The lists of all accessories and of
 * all documents of a type, which grow with the catalogue, seek their pages
 * from kept anchors (decision record 048); a list narrowed to one serial or
 * model stays short, skips to its page and carries the number of all in each
 * row (decision record 045), a query of its own on its own index.
 */
export function orderedPages(db: PrismaClient, kind: DatabaseKind, version: CatalogueVersion) {
  const materialAnchors = pageAnchors<{ sortOrder: number; id: number }>(version);
  const documentAnchors = pageAnchors<{ createdAt: string; id: number }>(version);
  return {
    materials(query: MaterialList): Promise<SearchPage<MaterialHit>> {
      const { status, serialId, start, length } = query;
      // A serial's list stays short at any scale (the series grow with the parts): it skips.
      if (serialId !== undefined) {
        return pageOf(start, length, (start, length) =>
          kind === 'postgresql'
            ? db.$queryRawTyped(postgresqlSql.serialMaterialPage(status, serialId, length, start))
            : db.$queryRawTyped(
                sqliteSql.serialMaterialPage(status, serialId, status, serialId, length, start),
              ),
        );
      }
      return materialAnchors.page(`materials\n${status}`, start, length, {
        anchors: async () =>
          (kind === 'postgresql'
            ? await db.$queryRawTyped(postgresqlSql.materialAnchors(status, ANCHOR_STRIDE))
            : await db.$queryRawTyped(sqliteSql.materialAnchors(status, ANCHOR_STRIDE))
          ).map(({ sortOrder, id, total }) => ({ key: { sortOrder, id }, total: Number(total) })),
        from: (key, skip, length) =>
          kind === 'postgresql'
            ? db.$queryRawTyped(
                postgresqlSql.materialPageFrom(status, key.sortOrder, key.id, length, skip),
              )
            : db.$queryRawTyped(
                sqliteSql.materialPageFrom(
                  status,
                  key.sortOrder,
                  key.sortOrder,
                  key.id,
                  length,
                  skip,
                ),
              ),
      });
    },
    documents(query: DocumentList): Promise<SearchPage<DocumentHit>> {
      const { status, docType, modelId, start, length } = query;
      // One model's documents are a short list at any scale: it skips.
      if (modelId !== undefined) {
        return pageOf(start, length, (start, length) =>
          kind === 'postgresql'
            ? db.$queryRawTyped(
                postgresqlSql.modelDocumentPage(status, docType, modelId, length, start),
              )
            : db.$queryRawTyped(
                sqliteSql.modelDocumentPage(
                  status,
                  docType,
                  modelId,
                  status,
                  docType,
                  modelId,
                  length,
                  start,
                ),
              ),
        );
      }
      return documentAnchors.page(`documents\n${status}\n${docType}`, start, length, {
        anchors: async () =>
          (kind === 'postgresql'
            ? await db.$queryRawTyped(postgresqlSql.documentAnchors(status, docType, ANCHOR_STRIDE))
            : await db.$queryRawTyped(sqliteSql.documentAnchors(status, docType, ANCHOR_STRIDE))
          ).map(({ createdAt, id, total }) => ({
            key: { createdAt: String(createdAt), id },
            total: Number(total),
          })),
        from: (key, skip, length) =>
          kind === 'postgresql'
            ? db.$queryRawTyped(
                postgresqlSql.documentPageFrom(
                  status,
                  docType,
                  key.createdAt,
                  key.id,
                  length,
                  skip,
                ),
              )
            : db.$queryRawTyped(
                sqliteSql.documentPageFrom(
                  status,
                  docType,
                  key.createdAt,
                  key.createdAt,
                  key.id,
                  length,
                  skip,
                ),
              ),
      });
    },
  };
}

// ── The short lists, searched by name ─────────────────────────────────────────

/**
 * Brands, phone models and serials searched by name (`searchVariants`), each
 * request in one statement: the pages carry the number of all matches in
 * each row, as the catalogue's lists do (decision record 049).
 */
export function namedLists(db: PrismaClient, kind: DatabaseKind) {
  return {
    brands(query: { text: string; status: number; start: number; length: number }) {
      const { status } = query;
      const spellings = searchVariants(query.text);
      const json = JSON.stringify(spellings);
      return pageOf(query.start, query.length, (start, length) =>
        kind === 'postgresql'
          ? db.$queryRawTyped(postgresqlSql.brandPage(spellings, status, length, start))
          : db.$queryRawTyped(sqliteSql.brandPage(json, json, status, length, start)),
      );
    },

    products(query: {
      text: string;
      status: number;
      category: string;
      brandId?: number;
      start: number;
      length: number;
    }) {
      const { status, category, brandId = null } = query;
      const spellings = searchVariants(query.text);
      const json = JSON.stringify(spellings);
      return pageOf(query.start, query.length, (start, length) =>
        kind === 'postgresql'
          ? db.$queryRawTyped(
              postgresqlSql.productPage(spellings, status, category, brandId, length, start),
            )
          : db.$queryRawTyped(
              sqliteSql.productPage(json, json, status, category, brandId, length, start),
            ),
      );
    },

    serials(query: { text: string; status: number }) {
      const spellings = searchVariants(query.text);
      const json = JSON.stringify(spellings);
      return kind === 'postgresql'
        ? db.$queryRawTyped(postgresqlSql.serialList(spellings, query.status))
        : db.$queryRawTyped(sqliteSql.serialList(json, json, query.status));
    },
  };
}
