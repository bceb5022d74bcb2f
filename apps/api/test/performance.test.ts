import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_PATHS, IMEI_NOT_PROVIDED } from '@portal/contracts';
import { adapterFactory, createPrismaClient, DEMO_KEYS, PrismaClient } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupRepairs } from '../src/services/repair-lookup';
import { bookRepair, findCatalogue, repairOrderBody, uniqueImei } from './fixtures';
import { form, startTestApp, testDatabaseKind, type TestContext } from './harness';
import { expectError, multipart } from './requests';

let ctx: TestContext;
let webDir: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>x</title>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), SCRIPT);
  fs.writeFileSync(
    path.join(webDir, 'assets', 'app-1a2b3c.js.br'),
    zlib.brotliCompressSync(SCRIPT),
  );
  ctx = await startTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const materials = (search = '') =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.materialPage,
    ...form({ status: 1, start: 0, length: 15, enName: search, plName: search }),
  });

/** Another instance of the portal on the same database (a second client, its own connections). */
async function asAnotherInstance<T>(work: (db: PrismaClient) => Promise<T>): Promise<T> {
  const db = createPrismaClient(ctx.env.DATABASE_URL);
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

const documents = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.documentsPage}?start=0&length=10&status=2&docType=1`,
    })
  ).json();

/** The repairs a keyword finds; none when the API answers "no such order" (error_code 404). */
const lookup = async (keyword: string) => {
  const body = (
    await ctx.app.inject({ method: 'GET', url: `${API_PATHS.repairLookup}?keyword=${keyword}` })
  ).json();
  return body.result === 0 && body.error_code === 404 ? [] : body.data.list;
};

describe('answers as fresh as the database', () => {
  it('shows what another instance committed at once', async () => {
    const first = (await materials()).json();
    const id = first.data[0].Id as number;
    await asAnotherInstance((db) =>
      db.material.update({ where: { id }, data: { nameEN: 'Renamed by another instance' } }),
    );
    const after = (await materials()).json();
    expect(after.data[0].NameEN).toBe('Renamed by another instance');
    expect(after.recordsTotal).toBe(first.recordsTotal);

    const { rmaNumber } = DEMO_KEYS.repairOrders.finished;
    const before = (await lookup(rmaNumber))[0];
    await asAnotherInstance((db) =>
      db.repairOrder.update({ where: { rmaNumber }, data: { sendLogisticsNo: 'TRACK-CHANGED-1' } }),
    );
    expect((await lookup(rmaNumber))[0]).toEqual({ ...before, sendLogisticsNo: 'TRACK-CHANGED-1' });
    await asAnotherInstance((db) =>
      db.repairOrder.update({
        where: { rmaNumber },
        data: { sendLogisticsNo: before.sendLogisticsNo },
      }),
    );
    expect((await lookup(rmaNumber))[0]).toEqual(before);
  });

  it("keeps searches apart and sees the server's own writes at once", async () => {
    const all = (await materials()).json();
    const some = (await materials('kabel')).json();
    expect(some.recordsTotal).toBeLessThan(all.recordsTotal);
    expect(some.recordsTotal).toBeGreaterThan(0);

    const before = await documents();
    await ctx.app.db.document.updateMany({ data: { title: 'Changed by the server' } });
    const after = await documents();
    expect(before.data.list[0].title).not.toBe('Changed by the server');
    expect(after.data.list[0].title).toBe('Changed by the server');
  });

  it('finds a repair at once after the server booked it', async () => {
    const imei = uniqueImei();
    expect(await lookup(imei)).toEqual([]);
    await bookRepair(ctx.app, repairOrderBody(await findCatalogue(ctx.app), imei));
    expect(await lookup(imei)).toEqual([expect.objectContaining({ status: 10 })]);
  });

  it('answers only the listed fields, and the same whatever the body encoding', async () => {
    const fields = { status: 1, start: 0, length: 15, enName: 'kabel', plName: 'kabel' };
    const asForm = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.materialPage,
      ...form(fields),
    });
    const asMultipart = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.materialPage,
      ...multipart(fields),
    });
    expect(asMultipart.body).toBe(asForm.body);
    expect(Object.keys(asForm.json().data[0]).sort()).toEqual(
      ['Id', 'ImageFiles', 'NameEN', 'NamePL', 'bom', 'price', 'serialName'].sort(),
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.materialPage,
        ...form({ ...fields, length: 'many' }),
      }),
      422,
    );
  });

  it.each([
    ['its RMA number', DEMO_KEYS.repairOrders.finished.rmaNumber],
    ['its RMA number in lower case', DEMO_KEYS.repairOrders.finished.rmaNumber.toLowerCase()],
    ['its shipment number', DEMO_KEYS.repairOrders.finished.shipmentNo],
    ['its IMEI', DEMO_KEYS.repairOrders.finished.imei],
    ['its return tracking number', DEMO_KEYS.repairOrders.finished.sendLogisticsNo ?? ''],
  ])('finds a repair by %s', async (_what, keyword) => {
    expect(await lookup(encodeURIComponent(keyword))).toHaveLength(1);
  });

  it('finds nothing for the missing-IMEI placeholder or an unknown key', async () => {
    expect(await lookup(IMEI_NOT_PROVIDED)).toEqual([]);
    expect(await lookup('nothing-like-this')).toEqual([]);
  });
});

describe('compression', () => {
  it('sends lists over 1 KiB as brotli or gzip to clients that take them, plain to others', async () => {
    const plain = await materials();
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.materialPage,
      ...form({ status: 1, start: 0, length: 15 }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': 'br, gzip',
      },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.materialPage,
      ...form({ status: 1, start: 0, length: 15 }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers plain', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build brotli copy of a hashed file, cached for a year', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });
});

describe.runIf(testDatabaseKind === 'sqlite')('the repair lookup', () => {
  // A branch that reads every order costs nothing over the seed and seconds over a million.
  it('reads only indexes, for every kind of key and for a miss', async () => {
    const logged = new PrismaClient({
      adapter: adapterFactory(ctx.env.DATABASE_URL),
      log: [{ emit: 'event', level: 'query' }],
    });
    const statements = new Set<string>();
    logged.$on('query', (event) => {
      // Typed SQL starts with its annotations, comment lines.
      const sql = event.query.replace(/^--.*\n/gm, '');
      if (/^SELECT /.test(sql)) statements.add(sql);
    });
    try {
      const order = await logged.repairOrder.findFirstOrThrow({ include: { shipment: true } });
      statements.clear();
      for (const keyword of [order.rmaNumber, order.applySn, 'SHP-NO-SUCH', 'NO-SUCH-KEY']) {
        await lookupRepairs(logged, 'sqlite', keyword);
      }
      expect(statements.size).toBeGreaterThan(0);
      for (const sql of statements) {
        const nulls = Array.from(sql.matchAll(/\?/g), () => null);
        const plan = await logged.$queryRawUnsafe<{ detail: string }[]>(
          `EXPLAIN QUERY PLAN ${sql}`,
          ...nulls,
        );
        const scans = plan.map((step) => step.detail).filter((detail) => detail.startsWith('SCAN'));
        expect(scans, sql).toEqual([]);
      }
    } finally {
      await logged.$disconnect();
    }
  });
});
