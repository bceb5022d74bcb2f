import { API_PATHS, DICTIONARY_TYPE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { BROKEN_BODIES, expectError, multipart, okBody } from './requests';

interface Entry {
  id: number;
  name: string;
}
interface DictionaryAnswer {
  data: { list: Entry[]; totalRow: number };
  list: Entry[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const dictionary = (fields: Record<string, string | number | undefined>) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.dictionary, ...form(fields) });

describe('POST /dic/queryDictionaryDetail', () => {
  it('lists the channels (10004) in data.list and at the top, retired ones left out', async () => {
    const body = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.channel, status: 1 }),
    );
    const channels = [
      { id: 1, name: 'Strona internetowa / Website' },
      { id: 2, name: 'Sklep partnerski / Partner shop' },
      { id: 3, name: 'Infolinia / Hotline' },
      { id: 4, name: 'Operator komórkowy / Mobile operator' },
    ];
    expect(body).toEqual({ result: 1, data: { list: channels, totalRow: 4 }, list: channels });
  });

  it('lists the exteriors (10003) and the accessories (10002) by sortOrder', async () => {
    const exteriors = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.exterior, status: 1 }),
    );
    expect(exteriors.list.map((entry) => entry.id)).toEqual([11, 12, 13, 14]);
    expect(exteriors.list[2]).toEqual({ id: 13, name: 'Ekran pęknięty / Screen broken' });
    const accessories = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.accessories, status: 1 }),
    );
    expect(accessories.data.totalRow).toBe(7);
    expect(accessories.list.map((entry) => entry.id)).toEqual([21, 22, 23, 24, 25, 26, 27]);

    await ctx.app.db.dictionaryEntry.update({ where: { id: 27 }, data: { sortOrder: 0 } });
    const reordered = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.accessories }),
    );
    expect(reordered.list[0]).toEqual({ id: 27, name: 'Słuchawki / Earphones' });
    await ctx.app.db.dictionaryEntry.update({ where: { id: 27 }, data: { sortOrder: 7 } });
  });

  it('filters by status (default 1)', async () => {
    expect(
      okBody<DictionaryAnswer>(await dictionary({ typeId: DICTIONARY_TYPE.channel })).data.totalRow,
    ).toBe(4);
    const retired = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.channel, status: 0 }),
    );
    expect(retired.list).toEqual([{ id: 5, name: 'Faks / Fax' }]);
  });

  it('answers an empty list for an unknown typeId', async () => {
    const body = okBody<DictionaryAnswer>(await dictionary({ typeId: 99_999, status: 1 }));
    expect(body).toEqual({ result: 1, data: { list: [], totalRow: 0 }, list: [] });
  });

  it('accepts multipart/form-data', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.dictionary,
      ...multipart({ typeId: DICTIONARY_TYPE.exterior, status: 1 }),
    });
    expect(okBody<DictionaryAnswer>(res).data.totalRow).toBe(4);
  });

  it('refuses a missing, mistyped or oversized typeId with 422 and writes nothing', async () => {
    const before = await rowCounts(ctx.app);
    expect(expectError(await dictionary({ status: 1 }), 422)).toBe(
      'typeId: This field is required',
    );
    expect(expectError(await dictionary({ typeId: 'channels', status: 1 }), 422)).toBe(
      'typeId: Invalid value',
    );
    for (const typeId of ['', 'channels', '10004.5', '-10004', '0', '1'.repeat(400)]) {
      expectError(await dictionary({ typeId, status: 1 }), 422);
    }
    expectError(await dictionary({ typeId: DICTIONARY_TYPE.channel, status: 'all' }), 422);
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  it('refuses other encodings and broken bodies with the error shape, never a 5xx', async () => {
    const send = (body: (typeof BROKEN_BODIES)[keyof typeof BROKEN_BODIES]) =>
      ctx.app.inject({ method: 'POST', url: API_PATHS.dictionary, ...body });
    expectError(await send(BROKEN_BODIES.textPlain), 400, 415);
    expectError(await send(BROKEN_BODIES.json), 400, 415);
    expectError(await send(BROKEN_BODIES.truncatedMultipart), 400, 400);
    expectError(await send(BROKEN_BODIES.multipartWithoutBoundary), 400, 400);
    const tooLarge = await dictionary({
      typeId: DICTIONARY_TYPE.channel,
      padding: 'x'.repeat(300 * 1024),
    });
    expectError(tooLarge, 400, 413);
  });

  it('answers another method with 405 and Allow, an unknown path with 404, in the error shape', async () => {
    const wrongMethod = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.dictionary}?typeId=10004`,
    });
    expect(wrongMethod.headers.allow).toBe('POST');
    expectError(wrongMethod, 400, 405);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/dic/queryDictionary',
        ...form({ typeId: 10004 }),
      }),
      404,
      404,
    );
  });
});
