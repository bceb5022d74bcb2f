import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_PATHS, IMEI_NOT_PROVIDED } from '@portal/contracts';
import { DEMO_KEYS, resolveDatabasePath } from '@portal/db';
import Database from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupRepairs } from '../src/services/repair-lookup';
import { bookRepair, findCatalogue, repairOrderBody, uniqueImei } from './fixtures';
import { form, startTestApp, type TestContext } from './harness';
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

/** A write by another process, as `pnpm demo:advance` or an operator's tool makes. */
function renameFirstAccessory(name: string) {
  const db = new Database(resolveDatabasePath(ctx.env.DATABASE_URL));
  try {
    const id = (
      db
        .prepare('SELECT id FROM Material WHERE status = 1 ORDER BY sortOrder, id LIMIT 1')
        .get() as { id: number }
    ).id;
    db.prepare('UPDATE Material SET nameEN = ? WHERE id = ?').run(name, id);
  } finally {
    db.close();
  }
}

const documents = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.documentsPage}?start=0&length=10&status=2&docType=1`,
    })
  ).json();

const lookup = async (keyword: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `${API_PATHS.repairLookup}?keyword=${keyword}` })
  ).json().data.list;

describe('catalogue answers kept until the database changes', () => {
  // The clock stands still unless a test moves it: what is seen at once is
  // seen without the cache's once-a-millisecond look at the database.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('answers the same until another process commits, then the new data within a millisecond', async () => {
    const first = (await materials()).json();
    expect((await materials()).json()).toEqual(first);

    renameFirstAccessory('Renamed by another process');
    expect((await materials()).json()).toEqual(first);
    vi.advanceTimersByTime(1);
    const after = (await materials()).json();
    expect(after.data[0].NameEN).toBe('Renamed by another process');
    expect(after.recordsTotal).toBe(first.recordsTotal);
  });

  it('keeps searches apart and sees the server own writes at once', async () => {
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
});

describe('answers kept as sent', () => {
  it('sends a hit byte for byte as the first answer, with only the listed fields', async () => {
    const first = await materials();
    const hit = await materials();
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.body).toBe(first.body);
    expect(Object.keys(hit.json().data[0]).sort()).toEqual(
      ['Id', 'ImageFiles', 'NameEN', 'NamePL', 'bom', 'price', 'serialName'].sort(),
    );
  });

  it('answers a repeated request as the first, whatever its encoding, and never keeps a refusal', async () => {
    const fields = { status: 1, start: 0, length: 15, enName: 'kabel', plName: 'kabel' };
    const asForm = () =>
      ctx.app.inject({ method: 'POST', url: API_PATHS.materialPage, ...form(fields) });
    const asMultipart = () =>
      ctx.app.inject({ method: 'POST', url: API_PATHS.materialPage, ...multipart(fields) });
    const first = await asForm();
    expect((await asForm()).body).toBe(first.body);
    expect((await asMultipart()).body).toBe(first.body);
    expect((await asMultipart()).body).toBe(first.body);

    const refused = () =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.materialPage,
        ...form({ ...fields, length: 'many' }),
      });
    expectError(await refused(), 422);
    expectError(await refused(), 422);
    const notFound = await lookup('RMA000000000000');
    expect(notFound).toEqual([]);
    expect(await lookup('RMA000000000000')).toEqual([]);
    expect(await lookup(DEMO_KEYS.repairOrders.finished.rmaNumber)).toHaveLength(1);
  });

  it('shows a repair order progress committed by another process within a millisecond', async () => {
    const { rmaNumber } = DEMO_KEYS.repairOrders.finished;
    const before = (await lookup(rmaNumber))[0];
    expect((await lookup(rmaNumber))[0]).toEqual(before);

    const db = new Database(resolveDatabasePath(ctx.env.DATABASE_URL));
    const setTracking = db.prepare(
      'UPDATE RepairOrder SET sendLogisticsNo = ? WHERE rmaNumber = ?',
    );
    setTracking.run('TRACK-CHANGED-1', rmaNumber);
    await sleep(2);
    expect((await lookup(rmaNumber))[0]).toEqual({ ...before, sendLogisticsNo: 'TRACK-CHANGED-1' });
    setTracking.run(before.sendLogisticsNo, rmaNumber);
    db.close();
    // The restored number is seen from the next millisecond on, as any other process's commit.
    await sleep(2);
  });
});

describe('the repair lookup statement', () => {
  const { pendingPickup, finished } = DEMO_KEYS.repairOrders;

  it.each([
    finished.rmaNumber,
    finished.rmaNumber.toLowerCase(),
    finished.shipmentNo,
    finished.imei,
    finished.sendLogisticsNo ?? '',
    pendingPickup.imei,
    IMEI_NOT_PROVIDED,
    'nothing-like-this',
  ])('answers what the ORM query answers for %j', async (keyword) => {
    const answer = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API_PATHS.repairLookup}?keyword=${encodeURIComponent(keyword)}`,
      })
    ).json();
    expect(answer.result).toBe(1);
    expect(answer.data.list).toEqual(await lookupRepairs(ctx.app.db, keyword));
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
