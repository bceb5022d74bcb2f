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
import {
  indexedSearch,
  searchTexts,
  textSearch,
  type MaterialHit,
  type SearchPage,
} from '../lib/search';
import { publicUrlList } from '../lib/urls';

const TAGS = ['product'];

/** Phone models per brand, spare-part serials and the accessories catalogue. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = indexedSearch(app.db, databaseKind(app.config.DATABASE_URL));

  /**
   * A page of the catalogue without a search text, and the size of the
   * catalogue. Both follow the (status, serialId, sortOrder) or (status,
   * sortOrder) index: the page reads its rows in index order, the count only
   * the index's entries, never a row (decision record 014).
   */
  async function catalogue(
    where: { status: number; serialId?: number },
    start: number,
    length: number,
  ): Promise<SearchPage<MaterialHit>> {
    const [materials, total] = await Promise.all([
      app.db.material.findMany({
        where,
        select: {
          id: true,
          imageFiles: true,
          priceCents: true,
          nameEN: true,
          namePL: true,
          bom: true,
          serial: { select: { enName: true } },
        },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        skip: start,
        take: length,
      }),
      app.db.material.count({ where }),
    ]);
    const rows = materials.map(({ serial, ...material }) => ({
      ...material,
      serialName: serial.enName,
    }));
    return { rows, total };
  }

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
      const filters = { status, category, brandId: userId };
      const where = {
        ...filters,
        ...(await textSearch(['productName'], productName, (OR) =>
          app.db.product.findMany({
            where: { ...filters, OR },
            select: { id: true, productName: true },
          }),
        )),
      };
      const [products, totalRow] = await Promise.all([
        app.db.product.findMany({
          where,
          orderBy: { id: 'asc' },
          skip: start,
          take: length,
          select: { id: true, productName: true },
        }),
        app.db.product.count({ where }),
      ]);
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
      const { rows: materials, total: recordsTotal } =
        texts.length > 0
          ? await search.materials({ texts, status, serialId, start, length })
          : await catalogue({ status, serialId }, start, length);
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
      const search = await textSearch(['enName'], text, (OR) =>
        app.db.serial.findMany({ where: { status, OR }, select: { id: true, enName: true } }),
      );
      const serials = await app.db.serial.findMany({
        where: { status, ...search },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        select: { id: true, enName: true },
      });
      return ok(serials.map((serial) => ({ Id: serial.id, EnName: serial.enName })));
    },
  );
};
