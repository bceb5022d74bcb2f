import { RESULT_OK } from '@portal/contracts';
import { databaseKind } from '@portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../lib/call-route';
import { centsToEuro } from '../lib/format';
import { ok, okList } from '../lib/respond';
import { searchTexts } from '../lib/search';
import { publicUrlList } from '../lib/urls';
import { catalogueService } from '../services/catalogue';

/** Phone models per brand, spare-part serials and the accessories catalogue. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = catalogueService(app.db, databaseKind(app.db), app.catalogueVersion);

  app.route({
    ...callRoute('productPage'),
    handler: async (request) => {
      const { productName, status, start, length, category, userId } = request.body;
      const { rows: products, total: totalRow } = await catalogue.products({
        productName,
        status,
        category,
        brandId: userId,
        start,
        length,
      });
      return okList(
        products.map((product) => ({
          productId: product.id,
          productName: product.productName,
        })),
        totalRow,
      );
    },
  });

  app.route({
    ...callRoute('materialPage'),
    handler: async (request) => {
      const { status, start, length, enName, plName, serialId } = request.body;
      // Clients send the same text in both; either one alone searches too.
      const texts = searchTexts(enName, plName);
      const { rows: materials, total: recordsTotal } = await catalogue.materials({
        texts,
        status,
        serialId,
        start,
        length,
      });
      const basePath = app.config.API_BASE_PATH;
      const data = materials.map((material) => ({
        Id: material.id,
        ImageFiles: publicUrlList(material.imageFiles, basePath),
        price: centsToEuro(material.priceCents),
        serialName: material.serialName,
        NameEN: material.nameEN,
        NamePL: material.namePL,
        bom: material.bom,
      }));
      return { result: RESULT_OK, recordsTotal, data } as const;
    },
  });

  app.route({
    ...callRoute('serialQuery'),
    handler: async (request) => {
      const { status, enName, name, keyword } = request.body;
      const text = enName || name || keyword;
      const serials = await catalogue.serials({ status, text });
      return ok(serials.map((serial) => ({ Id: serial.id, EnName: serial.enName })));
    },
  });
};
