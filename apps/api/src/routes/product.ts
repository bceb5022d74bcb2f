import {
  API_PATHS,
  materialPageRequestSchema,
  materialPageResponseSchema,
  productPageRequestSchema,
  productPageResponseSchema,
  RESULT_OK,
  serialQueryRequestSchema,
  serialQueryResponseSchema,
} from '@portal/contracts';
import { databaseKind } from '@portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centsToEuro } from '../lib/format';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { ok, okList, responses } from '../lib/respond';
import { searchTexts } from '../lib/search';
import { publicUrlList } from '../lib/urls';
import { catalogueService } from '../services/catalogue';

const TAGS = ['product'];

/** Phone models per brand, spare-part serials and the accessories catalogue. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = catalogueService(app.db, databaseKind(app.config.DATABASE_URL));

  app.post(
    API_PATHS.productPage,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: TAGS,
        summary: 'Phone models offered for repair, by brand (userId) and category',
        body: productPageRequestSchema,
        response: responses(productPageResponseSchema),
      },
    },
    async (request) => {
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
  );

  app.post(
    API_PATHS.materialPage,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: TAGS,
        summary: 'Accessories and spare parts: enName/plName search both names and the BOM',
        body: materialPageRequestSchema,
        response: responses(materialPageResponseSchema),
      },
    },
    async (request) => {
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
  );

  app.post(
    API_PATHS.serialQuery,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: TAGS,
        summary:
          'Model serials of the spare-parts centre, searched by name (enName, name or keyword)',
        body: serialQueryRequestSchema,
        response: responses(serialQueryResponseSchema),
      },
    },
    async (request) => {
      const { status, enName, name, keyword } = request.body;
      const text = enName || name || keyword;
      const serials = await catalogue.serials({ status, text });
      return ok(serials.map((serial) => ({ Id: serial.id, EnName: serial.enName })));
    },
  );
};
