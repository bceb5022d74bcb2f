import zlib from 'node:zlib';
import { API_PATHS, DICTIONARY_TYPE, OPS_PATHS, type ServerStats } from '@portal/contracts';
import { bumpCatalogueVersion, sentStatements } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_INTERVAL_MS } from '../src/lib/catalogue-calls';
import { form, startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

/**
 * The catalogue answers each instance keeps (plugins/catalogue-cache.ts):
 * two servers over one database, as behind a load balancer.
 */
const TOKEN = 'operator-token-for-the-catalogue-cache-01';
const KEPT = { CATALOGUE_CACHE_MB: '32', OPERATOR_TOKEN: TOKEN };

let one: TestContext;
let two: TestContext;
beforeAll(async () => {
  one = await startTestApp(KEPT);
  // Without the test controls, whose clock read and journal entry go with every request.
  two = await startTestApp(
    { ...KEPT, TEST_CONTROLS: 'false' },
    { databaseUrl: () => one.env.DATABASE_URL },
  );
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

async function stats(ctx: TestContext): Promise<ServerStats['catalogueCache']> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: OPS_PATHS.stats,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return okBody<{ data: ServerStats }>(res).data.catalogueCache;
}

const channels = (ctx: TestContext, lang = 'pl') =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.dictionary,
    ...form({ typeId: DICTIONARY_TYPE.channel, status: 1, lang }),
  });
const firstChannel = async (ctx: TestContext) =>
  okBody<{ list: { id: number; name: string }[] }>(await channels(ctx)).list[0]?.name;

describe('catalogue answers kept per instance', () => {
  it('answers a repeated request from what it kept, byte for byte, with the same headers', async () => {
    const before = await stats(one);
    const first = await channels(one);
    const again = await channels(one);
    const after = await stats(one);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.vary).toBe(first.headers.vary);
    // Kept answers send no statement to the database (but the version's read, once a second at
    // most); new ones do. Both instances' mail outboxes poll meanwhile, so the two are compared.
    await channels(two);
    let sent = sentStatements.count;
    for (let i = 0; i < 5; i++) await channels(two);
    const forKept = sentStatements.count - sent;
    sent = sentStatements.count;
    for (const [typeId, lang] of [
      [DICTIONARY_TYPE.exterior, 'pl'],
      [DICTIONARY_TYPE.exterior, 'en'],
      [DICTIONARY_TYPE.exterior, 'zh'],
      [DICTIONARY_TYPE.accessories, 'pl'],
      [DICTIONARY_TYPE.accessories, 'en'],
    ] as const) {
      await two.app.inject({
        method: 'POST',
        url: API_PATHS.dictionary,
        ...form({ typeId, status: 1, lang }),
      });
    }
    const forNew = sentStatements.count - sent;
    expect(forNew).toBeGreaterThanOrEqual(5);
    expect(forKept).toBeLessThan(forNew);
    // Another language is another answer.
    const english = await channels(one, 'en');
    expect(english.body).not.toBe(first.body);
    expect(english.json<{ list: { name: string }[] }>().list[0]?.name).toBe('Website');
  });

  it('gives GET answers an ETag and a one-second Cache-Control, and 304 to a client that holds it', async () => {
    const url = `${API_PATHS.documentsPage}?start=0&length=5`;
    const first = await one.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe(`public, max-age=${CHECK_INTERVAL_MS / 1000}`);
    const kept = await one.app.inject({ method: 'GET', url });
    expect(kept.headers.etag).toBe(etag);
    // HEAD is the GET's answer without its body.
    const head = await one.app.inject({ method: 'HEAD', url });
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    const otherHead = await one.app.inject({ method: 'HEAD', url: `${url}&docType=2` });
    expect(otherHead.headers.etag).not.toBe(etag);
    const held = await one.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    const other = await one.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"another"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends a kept answer compressed as the client asks, compressing it once', async () => {
    const url = `${API_PATHS.documentsPage}?start=0&length=10`;
    const plain = await one.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await one.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('Accept-Language, accept-encoding');
        const body =
          encoding === 'br'
            ? zlib.brotliDecompressSync(res.rawPayload)
            : zlib.gunzipSync(res.rawPayload);
        expect(body.toString('utf8')).toBe(plain.body);
      }
    }
  });

  it('sees a catalogue written by another process within a second of the new version', async () => {
    const original = await firstChannel(two);
    expect(await firstChannel(two)).toBe(original);
    await one.app.db.dictionaryEntry.update({
      where: { id: 1 },
      data: { name: 'Kanał nowy', names: '{}' },
    });
    await bumpCatalogueVersion(one.app.db);
    const written = performance.now();
    let seenAfter = Number.POSITIVE_INFINITY;
    while (performance.now() - written < 3 * CHECK_INTERVAL_MS) {
      if ((await firstChannel(two)) === 'Kanał nowy') {
        seenAfter = performance.now() - written;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThanOrEqual(CHECK_INTERVAL_MS + 200);
  });

  it('answers the demo catalogue at once on the instance that reset it', async () => {
    await firstChannel(one);
    const res = await one.app.inject({
      method: 'POST',
      url: OPS_PATHS.reset,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await firstChannel(one)).toBe('Strona internetowa');
  });

  it('keeps nothing personal: lookups and refusals are answered afresh', async () => {
    const { rmaNumber } = await one.app.db.repairOrder.findFirstOrThrow();
    const before = await stats(one);
    for (let i = 0; i < 2; i++) {
      await one.app.inject({
        method: 'POST',
        url: API_PATHS.repairLookup,
        ...form({ rmaNumber }),
      });
      // An unknown brand's agreement is a refusal: not kept.
      await one.app.inject({ method: 'GET', url: `${API_PATHS.agreement}?userId=999999` });
    }
    const after = await stats(one);
    expect(after.hits).toBe(before.hits);
    expect(after.misses - before.misses).toBe(2);
    expect(after.entries).toBe(before.entries);
  });

  it('keeps no more than its memory allows, and nothing when it has none', async () => {
    const small = await startTestApp({ ...KEPT, CATALOGUE_CACHE_MB: '0.02' });
    const none = await startTestApp({ ...KEPT, CATALOGUE_CACHE_MB: '0' });
    try {
      for (let start = 0; start < 40; start += 1) {
        for (const ctx of [small, none]) {
          await ctx.app.inject({
            method: 'GET',
            url: `${API_PATHS.documentsPage}?start=${start}&length=10`,
          });
        }
      }
      const kept = await stats(small);
      expect(kept.bytes).toBeGreaterThan(0);
      expect(kept.bytes).toBeLessThanOrEqual(0.02 * 2 ** 20);
      await channels(none);
      await channels(none);
      expect(await stats(none)).toEqual({ hits: 0, misses: 0, entries: 0, bytes: 0 });
    } finally {
      await small.close();
      await none.close();
    }
  });
});
