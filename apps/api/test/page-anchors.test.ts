import { API_PATHS } from '@portal/contracts';
import { bumpCatalogueVersion } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_INTERVAL_MS } from '../src/lib/catalogue-calls';
import { ANCHOR_STRIDE } from '../src/lib/page-anchors';
import { form, startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

/**
 * The list of every accessory seeks its pages from kept anchors (decision
 * record 048): two servers over one database, with more parts than several
 * anchors hold and runs of one place in the catalogue order that span an
 * anchor, every page compared with the same page skipped to in the database.
 */
let one: TestContext;
let two: TestContext;
beforeAll(async () => {
  one = await startTestApp();
  two = await startTestApp({}, { databaseUrl: () => one.env.DATABASE_URL });
  // Five places in the catalogue order, each held by many parts, after the demo's.
  await one.app.db.material.createMany({
    data: Array.from({ length: 3 * ANCHOR_STRIDE + 17 }, (_, index) => ({
      bom: `NT_ANCHOR_${index}`,
      nameEN: `Anchor part ${index}`,
      namePL: `Część ${index}`,
      serialId: 2,
      sortOrder: 1 + (index % 5),
    })),
  });
  // Documents of a type of their own, published in runs of one moment.
  await one.app.db.document.createMany({
    data: Array.from({ length: 3 * ANCHOR_STRIDE + 29 }, (_, index) => ({
      title: `Anchor document ${index}`,
      docType: DOC_TYPE,
      status: 2,
      createTime: new Date(Date.UTC(2026, 0, 1 + (index % 7), 12, 0, 0, index % 3)),
    })),
  });
  await bumpCatalogueVersion(one.app.db);
  for (const ctx of [one, two]) ctx.app.catalogueVersion.drop();
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

/** A document type of the test's own, so that its list is the test's documents alone. */
const DOC_TYPE = 9;

interface MaterialPage {
  recordsTotal: number;
  data: { Id: number }[];
}

async function page(ctx: TestContext, start: number, length: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: API_PATHS.materialPage,
    ...form({ status: 1, start, length }),
  });
  const { recordsTotal, data } = okBody<MaterialPage>(res);
  return { total: recordsTotal, ids: data.map((part) => part.Id) };
}

/** The page as the database skips to it, and the number of all active parts. */
async function skipped(ctx: TestContext, start: number, length: number) {
  const where = { status: 1 };
  const [rows, total] = await Promise.all([
    ctx.app.db.material.findMany({
      where,
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      skip: start,
      take: length,
      select: { id: true },
    }),
    ctx.app.db.material.count({ where }),
  ]);
  return { total, ids: rows.map((row) => row.id) };
}

async function documentPage(ctx: TestContext, start: number, length: number) {
  const query = form({ status: 2, docType: DOC_TYPE, start, length }).payload;
  const res = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.documentsPage}?${query}` });
  const { data } = okBody<{ data: { totalRow: number; list: { id: number }[] } }>(res);
  return { total: data.totalRow, ids: data.list.map((document) => document.id) };
}

async function documentsSkipped(ctx: TestContext, start: number, length: number) {
  const where = { status: 2, docType: DOC_TYPE };
  const [rows, total] = await Promise.all([
    ctx.app.db.document.findMany({
      where,
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      skip: start,
      take: length,
      select: { id: true },
    }),
    ctx.app.db.document.count({ where }),
  ]);
  return { total, ids: rows.map((row) => row.id) };
}

/** Starts from the first row past the last, every anchor's neighbours and the last row alone. */
function startsOf(total: number, step: number): number[] {
  const starts = new Set<number>();
  for (let start = 0; start <= total + step; start += step) starts.add(start);
  for (let anchor = ANCHOR_STRIDE; anchor < total; anchor += ANCHOR_STRIDE) {
    for (const start of [anchor - 1, anchor, anchor + 1]) starts.add(start);
  }
  starts.add(total - 1);
  return [...starts];
}

describe('pages of all accessories sought from kept anchors', () => {
  it('answers every page, at any start and length, as the database skips to it', async () => {
    const { total } = await skipped(one, 0, 1);
    expect(total).toBeGreaterThan(3 * ANCHOR_STRIDE);
    for (const start of startsOf(total, 12)) {
      for (const length of [1, 12, 50]) {
        expect(await page(one, start, length), `start ${start}, length ${length}`).toEqual(
          await skipped(one, start, length),
        );
      }
    }
  });

  it('follows a catalogue another process rewrote within a second of its new version', async () => {
    const deep = 2 * ANCHOR_STRIDE + 3;
    expect(await page(two, deep, 12)).toEqual(await skipped(two, deep, 12));
    // Another process puts parts ahead of every other and removes some behind.
    await one.app.db.material.createMany({
      data: Array.from({ length: 7 }, (_, index) => ({
        bom: `NT_AHEAD_${index}`,
        nameEN: `Ahead ${index}`,
        namePL: `Przed ${index}`,
        serialId: 2,
        sortOrder: -1,
      })),
    });
    await one.app.db.material.deleteMany({ where: { bom: { startsWith: 'NT_ANCHOR_1' } } });
    await bumpCatalogueVersion(one.app.db);
    const written = performance.now();
    const expected = await skipped(one, deep, 12);
    let seenAfter = Number.POSITIVE_INFINITY;
    while (performance.now() - written < 3 * CHECK_INTERVAL_MS) {
      const now = await page(two, deep, 12);
      if (JSON.stringify(now) === JSON.stringify(expected)) {
        seenAfter = performance.now() - written;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThanOrEqual(CHECK_INTERVAL_MS + 200);
    // Every page of the new catalogue, on both.
    const { total } = expected;
    for (let start = 0; start <= total; start += 12) {
      const truth = await skipped(one, start, 12);
      expect(await page(one, start, 12), `start ${start}`).toEqual(truth);
      expect(await page(two, start, 12), `start ${start}`).toEqual(truth);
    }
  });
});

describe('pages of all documents of a type sought from kept anchors', () => {
  it('answers every page, newest first, as the database skips to it', async () => {
    const { total } = await documentsSkipped(one, 0, 1);
    expect(total).toBeGreaterThan(3 * ANCHOR_STRIDE);
    for (const start of startsOf(total, 10)) {
      for (const length of [1, 10, 50]) {
        expect(await documentPage(two, start, length), `start ${start}, length ${length}`).toEqual(
          await documentsSkipped(two, start, length),
        );
      }
    }
  });
});
