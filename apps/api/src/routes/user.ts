import { databaseKind } from '@portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../lib/call-route';
import { localizedError } from '../lib/app-error';
import { upstreamTimestamp } from '../lib/format';
import { requestedLanguage } from '../lib/language';
import { inLanguage, variesByLanguage } from '../lib/localized';
import { ok, okList } from '../lib/respond';
import { searchTexts } from '../lib/search';
import { publicRichText, publicUrlList } from '../lib/urls';
import { agreementUserData, contentService } from '../services/content';

/** Brands, the brand agreement, the announcement and technical documents. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = contentService(app.db, databaseKind(app.db), app.catalogueVersion);

  app.route({
    ...callRoute('brandPage'),
    handler: async (request) => {
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
  });

  app.route({
    ...callRoute('agreement'),
    handler: async (request) => {
      const brand = await content.brand(request.query.userId);
      if (!brand) throw localizedError(404, (t) => t.brandUnknown);
      const userData = agreementUserData(brand);
      if (!userData) throw localizedError(404, (t) => t.brandWithoutAgreement);
      return ok({ userId: brand.id, userName: brand.userName, userData });
    },
  });

  app.route({
    ...callRoute('announcement'),
    handler: async (request, reply) => {
      const latest = await content.latestAnnouncement();
      variesByLanguage(reply);
      if (!latest) return ok(null);
      return ok({
        title: inLanguage(latest.title, latest.titles, requestedLanguage(request)),
        content: publicRichText(latest.content, app.config.API_BASE_PATH),
      });
    },
  });

  app.route({
    ...callRoute('documentsPage'),
    handler: async (request, reply) => {
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
  });
};
