import { accessoriesPageStart, API_PATHS, PAGE_SIZE } from '@portal/contracts';
import { bumpCatalogueVersion, DEMO_KEYS, sentStatements } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

/**
 * The statements the public catalogue reads send to the database without the
 * catalogue cache, counted as `/ops/stats` counts them: one a page, the
 * total carried in its rows (decision record 045), or kept with the anchors
 * that the lists of all accessories and of all documents of a type seek their
 * pages from (decision record 048). Before: the accessories
 * list 3 (the page, its serials, the count), the documents list 2, a
 * documents search 2 (the page, then its translations), a repair lookup 2
 * (the shipment number's order, then the orders), a brand or model page 2 (the
 * page and its count; 3 with % or _ in the text, read first and narrowed in code).
 */
let ctx: TestContext;
beforeAll(async () => {
  // Without the test controls, whose clock read goes with every request.
  ctx = await startTestApp({ TEST_CONTROLS: 'false', CATALOGUE_CACHE_MB: '0' });
  // The sender polls the outbox on a timer; stopped, the counts are the requests' alone.
  await ctx.app.mailOutbox.close();
});
afterAll(() => ctx.close());

/** The answer to `request` and the statements it sent. */
async function statementsOf(request: () => Promise<Parameters<typeof okBody>[0]>) {
  // The catalogue's version, which an instance reads at most once a second, is
  // read first: the counts are the request's own.
  await ctx.app.catalogueVersion.current();
  const before = sentStatements.count;
  const res = await request();
  return { body: okBody<Record<string, unknown>>(res), sent: sentStatements.count - before };
}

const accessories = (fields: { start: number; serialId?: number; search?: string }) => () =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.materialPage,
    ...form({
      status: 1,
      length: PAGE_SIZE.accessories,
      start: fields.start,
      serialId: fields.serialId,
      enName: fields.search,
      plName: fields.search,
    }),
  });

const documents = (fields: { start: number; modelId?: number; title?: string }) => () =>
  ctx.app.inject({
    method: 'GET',
    url: `${API_PATHS.documentsPage}?${
      form({ status: 2, docType: 1, length: PAGE_SIZE.documents, ...fields }).payload
    }`,
  });

describe('statements of the catalogue reads', () => {
  it("answers a page of one serial's accessories in one statement", async () => {
    const serialId = DEMO_KEYS.serialWithManyAccessories;
    const page = await statementsOf(accessories({ start: 0, serialId }));
    expect(page.body.recordsTotal).toBeGreaterThan(PAGE_SIZE.accessories);
    expect(page.body.data).toHaveLength(PAGE_SIZE.accessories);
    expect(page.sent).toBe(1);
    // The last page has rows, so its total too.
    const last = await statementsOf(accessories({ start: accessoriesPageStart(1), serialId }));
    expect(last.body.recordsTotal).toBe(page.body.recordsTotal);
    expect(last.sent).toBe(1);
  });

  it('answers a page of all accessories, and of all documents of a type, in one statement, their anchors read once per catalogue version, and a page past the end in none', async () => {
    await bumpCatalogueVersion(ctx.app.db);
    ctx.app.catalogueVersion.drop();
    const lists = [
      {
        page: (start: number) => accessories({ start }),
        totalOf: (body: Record<string, unknown>) => Number(body.recordsTotal),
        rowsOf: (body: Record<string, unknown>) => body.data as unknown[],
        secondStart: accessoriesPageStart(1),
      },
      {
        page: (start: number) => documents({ start }),
        totalOf: (body: Record<string, unknown>) => (body.data as { totalRow: number }).totalRow,
        rowsOf: (body: Record<string, unknown>) => (body.data as { list: unknown[] }).list,
        secondStart: PAGE_SIZE.documents,
      },
    ];
    for (const list of lists) {
      // The first page of a version reads the list's anchors (decision record 048).
      const first = await statementsOf(list.page(0));
      expect(list.rowsOf(first.body).length).toBeGreaterThan(0);
      expect(first.sent).toBe(2);
      const again = await statementsOf(list.page(0));
      expect(again.body).toEqual(first.body);
      expect(again.sent).toBe(1);
      const total = list.totalOf(first.body);
      expect(total).toBeGreaterThan(list.secondStart);
      const second = await statementsOf(list.page(list.secondStart));
      expect(list.totalOf(second.body)).toBe(total);
      expect(list.rowsOf(second.body)).not.toEqual([]);
      expect(second.sent).toBe(1);
      const past = await statementsOf(list.page(total));
      expect(list.totalOf(past.body)).toBe(total);
      expect(list.rowsOf(past.body)).toEqual([]);
      expect(past.sent).toBe(0);
    }
  });

  it('answers a page past the end with the total in a second statement', async () => {
    const serialId = DEMO_KEYS.serialWithManyAccessories;
    const past = await statementsOf(accessories({ start: accessoriesPageStart(2), serialId }));
    expect(past.body).toMatchObject({ recordsTotal: 18, data: [] });
    expect(past.sent).toBe(2);
  });

  it('answers a start beyond 32 bits with an empty page and the total, on every list', async () => {
    // Any start the contracts take reaches the database's OFFSET (PostgreSQL's
    // int would refuse it: an error, not a page).
    const start = Number.MAX_SAFE_INTEGER;
    const serialId = DEMO_KEYS.serialWithManyAccessories;
    for (const request of [
      accessories({ start }),
      accessories({ start, serialId }),
      accessories({ start, search: 'kabel' }),
    ]) {
      const { body } = await statementsOf(request);
      expect(body.data).toEqual([]);
      expect(body.recordsTotal).toBeGreaterThan(0);
    }
    for (const request of [documents({ start }), documents({ start, title: 'phone' })]) {
      const { body } = await statementsOf(request);
      const { data } = body as { data: { totalRow: number; list: unknown[] } };
      expect(data.list).toEqual([]);
      expect(data.totalRow).toBeGreaterThan(0);
    }
  });

  it("answers a page of one model's documents, and a search of documents, in one statement", async () => {
    const { modelId } = await ctx.app.db.document.findFirstOrThrow({
      where: { status: 2, docType: 1, modelId: { not: null } },
      select: { modelId: true },
    });
    for (const request of [
      documents({ start: 0, modelId: modelId ?? undefined }),
      documents({ start: 0, title: 'phone' }),
    ]) {
      const page = await statementsOf(request);
      const { data } = page.body as { data: { totalRow: number; list: unknown[] } };
      expect(data.totalRow).toBeGreaterThan(0);
      expect(data.list.length).toBeGreaterThan(0);
      expect(page.sent).toBe(1);
    }
  });

  it('answers a page of brands or phone models, and the serials, with or without a text, in one statement', async () => {
    const post = (url: string, fields: Record<string, string | number | undefined>) => () =>
      ctx.app.inject({ method: 'POST', url, ...form(fields) });
    // A text with LIKE's wildcards is looked for as it is written, in the same statement (decision record 049).
    for (const text of ['', 'nova', 'a3', '50%_x']) {
      for (const request of [
        post(API_PATHS.brandPage, { userName: text, status: 1, start: 0, length: 20 }),
        post(API_PATHS.productPage, {
          productName: text,
          status: 1,
          category: '2',
          userId: DEMO_KEYS.brands.withoutAgreement,
          start: 0,
          length: 20,
        }),
        post(API_PATHS.productPage, {
          productName: text,
          status: 1,
          category: '2',
          start: 0,
          length: 2,
        }),
        post(API_PATHS.serialQuery, { enName: text, status: 1 }),
      ]) {
        const { body, sent } = await statementsOf(request);
        expect(body.result, text).toBe(1);
        expect(sent, text).toBe(1);
      }
    }
  });

  it('finds repairs by RMA, shipment, tracking or serial number, or none, in one statement', async () => {
    const order = await ctx.app.db.repairOrder.findFirstOrThrow({
      where: { shipment: { isNot: null }, sendLogisticsNo: { not: null } },
      select: { rmaNumber: true, applySn: true, sendLogisticsNo: true, shipment: true },
    });
    const keywords = [
      order.rmaNumber.toLowerCase(),
      order.shipment?.shipmentNo ?? '',
      order.sendLogisticsNo ?? '',
      order.applySn,
      'NO-SUCH-KEY',
    ];
    for (const keyword of keywords) {
      const before = sentStatements.count;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API_PATHS.repairLookup}?keyword=${encodeURIComponent(keyword)}`,
      });
      expect(sentStatements.count - before, keyword).toBe(1);
      const { result } = res.json<{ result: number }>();
      expect(result, keyword).toBe(keyword === 'NO-SUCH-KEY' ? 0 : 1);
    }
  });
});
