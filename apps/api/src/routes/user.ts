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
import { databaseKind } from '@portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../lib/app-error';
import { upstreamTimestamp } from '../lib/format';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { requestedLanguage } from '../lib/language';
import { inLanguage, variesByLanguage } from '../lib/localized';
import { ok, okList, responses } from '../lib/respond';
import { searchTexts } from '../lib/search';
import { publicRichText, publicUrlList } from '../lib/urls';
import { agreementUserData, contentService } from '../services/content';

const TAGS = ['user'];

/** Brands, the brand agreement, the announcement and technical documents. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = contentService(app.db, databaseKind(app.config.DATABASE_URL));

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
      const { rows: brands, total: totalRow } = await content.brands({
        userName,
        status,
        start,
        length,
      });
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
      const brand = await content.brand(request.query.userId);
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
      const latest = await content.latestAnnouncement();
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
      const { rows: documents, total: totalRow } = await content.documents({
        ...filters,
        text,
        start,
        length,
      });
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
