import { API_PATHS, DICTIONARY_TYPE, type CreateRepairOrderPayload } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReferences } from '../src/services/repair-booking';
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
    // Named in Polish, the portal's default language, when the request asks for none.
    const channels = [
      { id: 1, name: 'Strona internetowa' },
      { id: 2, name: 'Sklep partnerski' },
      { id: 3, name: 'Infolinia' },
      { id: 4, name: 'Operator komórkowy' },
    ];
    expect(body).toEqual({ result: 1, data: { list: channels, totalRow: 4 }, list: channels });
  });

  it('lists the exteriors (10003) and the accessories (10002) by sortOrder', async () => {
    const exteriors = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.exterior, status: 1 }),
    );
    expect(exteriors.list.map((entry) => entry.id)).toEqual([11, 12, 13, 14]);
    expect(exteriors.list[2]).toEqual({ id: 13, name: 'Ekran pęknięty' });
    const accessories = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.accessories, status: 1 }),
    );
    expect(accessories.data.totalRow).toBe(7);
    expect(accessories.list.map((entry) => entry.id)).toEqual([21, 22, 23, 24, 25, 26, 27]);

    await ctx.app.db.dictionaryEntry.update({ where: { id: 27 }, data: { sortOrder: 0 } });
    const reordered = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.accessories }),
    );
    expect(reordered.list[0]).toEqual({ id: 27, name: 'Słuchawki' });
    await ctx.app.db.dictionaryEntry.update({ where: { id: 27 }, data: { sortOrder: 7 } });
  });

  it.each([
    ['en', { 'accept-language': 'en-US,en;q=0.9' }, {}, ['Charger', 'USB cable', 'Case']],
    ['zh', { 'accept-language': 'zh-CN' }, {}, ['充电器', 'USB 数据线', '保护壳']],
    ['pl', { 'accept-language': 'pl-PL' }, {}, ['Ładowarka', 'Kabel USB', 'Etui']],
    // The lang field goes before the header; a language the portal lacks gives Polish.
    ['lang=en', { 'accept-language': 'pl' }, { lang: 'en-US' }, ['Charger', 'USB cable', 'Case']],
    ['de', { 'accept-language': 'de-DE' }, {}, ['Ładowarka', 'Kabel USB', 'Etui']],
  ])(
    'names the entries in the language asked for (%s), one name each',
    async (_, headers, fields, names) => {
      const body = form({ typeId: DICTIONARY_TYPE.accessories, status: 1, ...fields });
      const res = await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.dictionary,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
      expect(res.headers.vary).toContain('Accept-Language');
      const answer = okBody<DictionaryAnswer>(res);
      expect(answer.list.slice(0, 3).map((entry) => entry.name)).toEqual(names);
      for (const entry of answer.list) expect(entry.name).not.toContain(' / ');
    },
  );

  it('filters by status (default 1)', async () => {
    expect(
      okBody<DictionaryAnswer>(await dictionary({ typeId: DICTIONARY_TYPE.channel })).data.totalRow,
    ).toBe(4);
    const retired = okBody<DictionaryAnswer>(
      await dictionary({ typeId: DICTIONARY_TYPE.channel, status: 0 }),
    );
    expect(retired.list).toEqual([{ id: 5, name: 'Faks' }]);
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

describe('a repair booking keeps the pick-list names the customer picked', () => {
  it.each([
    ['en-US', 'Website', 'Screen broken', ['Charger', 'Box']],
    ['zh-CN', '官方网站', '屏幕破裂', ['充电器', '包装盒']],
    [undefined, 'Strona internetowa', 'Ekran pęknięty', ['Ładowarka', 'Pudełko']],
  ])(
    'names them in the language of the booking (%s)',
    async (language, channel, exterior, items) => {
      const entries = await ctx.app.db.dictionaryEntry.findMany({
        // As the booking reads them: the entries it names.
        where: { id: { in: [1, 13, 21, 26] } },
        select: { id: true, typeId: true, name: true, names: true },
        orderBy: { id: 'asc' },
      });
      const payload = {
        repairInfo: { userId: 1, productId: 1, sourceChannelId: 1, applyAppearanceId: 13 },
        accessoriesList: [{ accessoriesId: 21 }, { accessoriesId: 26 }],
        ...(language ? { language } : {}),
      } as unknown as CreateRepairOrderPayload;
      const refs = checkReferences(payload, { brand: { id: 1 }, product: { id: 1 }, entries });
      expect(refs.channelName).toBe(channel);
      expect(refs.exteriorName).toBe(exterior);
      expect(refs.accessories.map((item) => item.accessoriesName)).toEqual(items);
    },
  );
});
