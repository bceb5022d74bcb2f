import {
  agreementRequestSchema,
  agreementResponseSchema,
  announcementResponseSchema,
  API_PATHS,
  brandPageRequestSchema,
  brandPageResponseSchema,
  documentsPageRequestSchema,
  documentsPageResponseSchema,
} from '@portal/contracts';
import { databaseKind, type Brand } from '@portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../lib/app-error';
import { upstreamTimestamp } from '../lib/format';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { requestedLanguage } from '../lib/language';
import { inLanguage, variesByLanguage } from '../lib/localized';
import { ok, okList, responses } from '../lib/respond';
import {
  indexedSearch,
  searchTexts,
  textSearch,
  type DocumentHit,
  type SearchPage,
} from '../lib/search';
import { publicRichText, publicUrlList } from '../lib/urls';

const TAGS = ['user'];

/** Brands, the brand agreement, the announcement and technical documents. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = indexedSearch(app.db, databaseKind(app.config.DATABASE_URL));

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
      app.db.document.findMany({
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
      app.db.document.count({ where }),
    ]);
    return { rows, total };
  }

  /** The translations of the documents a search found (its typed SQL answers the columns of upstream). */
  async function withTranslations(
    page: SearchPage<DocumentHit>,
  ): Promise<SearchPage<DocumentHit & Translations>> {
    const translations = await app.db.document.findMany({
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

  app.post(
    API_PATHS.brandPage,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: TAGS,
        summary: 'Brands, searched by name',
        body: brandPageRequestSchema,
        response: responses(brandPageResponseSchema),
      },
    },
    async (request) => {
      const { userName, status, start, length } = request.body;
      const where = {
        status,
        ...(await textSearch(['userName'], userName, (OR) =>
          app.db.brand.findMany({
            where: { status, OR },
            select: { id: true, userName: true },
          }),
        )),
      };
      const [brands, totalRow] = await Promise.all([
        // Not the agreements: a brand's HTML in three languages is only for its own call.
        app.db.brand.findMany({
          where,
          orderBy: { id: 'asc' },
          skip: start,
          take: length,
          select: { id: true, userName: true },
        }),
        app.db.brand.count({ where }),
      ]);
      return okList(
        brands.map((brand) => ({ userId: brand.id, userName: brand.userName })),
        totalRow,
      );
    },
  );

  app.get(
    API_PATHS.agreement,
    {
      schema: {
        tags: TAGS,
        summary:
          "A brand's agreement: data.userData is JSON text with zhLang (and enLang, plLang) HTML",
        querystring: agreementRequestSchema,
        response: responses(agreementResponseSchema),
      },
    },
    async (request) => {
      const brand = await app.db.brand.findUnique({ where: { id: request.query.userId } });
      if (!brand) throw notFound('Brand');
      const userData = agreementUserData(brand);
      if (!userData) throw new AppError(404, 'The brand has no agreement');
      return ok({ userId: brand.id, userName: brand.userName, userData });
    },
  );

  app.get(
    API_PATHS.announcement,
    {
      schema: {
        tags: TAGS,
        summary:
          'The latest announcement, or data null; its title in the language of `lang` or Accept-Language (Polish by default)',
        response: responses(announcementResponseSchema),
      },
    },
    async (request, reply) => {
      const latest = await app.db.announcement.findFirst({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      variesByLanguage(reply);
      if (!latest) return ok(null);
      return ok({
        title: inLanguage(latest.title, latest.titles, requestedLanguage(request)),
        content: publicRichText(latest.content, app.config.API_BASE_PATH),
      });
    },
  );

  app.get(
    API_PATHS.documentsPage,
    {
      schema: {
        tags: TAGS,
        summary:
          'Technical documents, newest first; title and description in the language of `lang` or Accept-Language (as written, in English, by default); the search looks in the titles as written',
        querystring: documentsPageRequestSchema,
        response: responses(documentsPageResponseSchema),
      },
    },
    async (request, reply) => {
      const { start, length, status, docType, modelId, title } = request.query;
      const language = requestedLanguage(request);
      const filters = { status, docType, modelId };
      const [text] = searchTexts(title);
      const { rows: documents, total: totalRow } = text
        ? await withTranslations(await search.documents({ ...filters, text, start, length }))
        : await newestDocuments(filters, start, length);
      const basePath = app.config.API_BASE_PATH;
      variesByLanguage(reply);
      const list = documents.map((document) => ({
        id: document.id,
        title: inLanguage(document.title, document.titles, language),
        description: inLanguage(document.description, document.descriptions, language),
        createTime: upstreamTimestamp(document.createTime),
        // Upstream sends the text `null` for a document without files.
        filepath:
          document.filepath === null
            ? 'null'
            : publicUrlList(document.filepath, basePath) || 'null',
        content: publicRichText(document.content, basePath),
        modelId: document.modelId,
      }));
      return ok({ list, totalRow });
    },
  );
};

/** A document's title and description per language, JSON text. */
type Translations = { titles: string; descriptions: string };

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
