import {
  agreementUserDataSchema,
  API_PATHS,
  documentsPageStart,
  PAGE_SIZE,
  richTextDocumentSchema,
} from '@portal/contracts';
import { DEMO_KEYS } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { BROKEN_BODIES, expectError, multipart, okBody } from './requests';

interface Brand {
  userId: number;
  userName: string;
}
interface DocumentRow {
  id: number;
  title: string;
  description: string;
  createTime: string;
  filepath: string;
  content: string;
  modelId: number | null;
}
interface DocumentsPage {
  data: { list: DocumentRow[]; totalRow: number };
}

const NOVATEL = { userId: DEMO_KEYS.brands.withAgreement, userName: 'NovaTel' };
const ORBIS = { userId: DEMO_KEYS.brands.withoutAgreement, userName: 'Orbis Mobile' };
/** Published technical documents in the seed (one more is a draft). */
const PUBLISHED_DOCUMENTS = 15;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const brands = (fields: Record<string, string | number | undefined>) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.brandPage, ...form(fields) });
const documents = (query: Record<string, string | number | undefined>) =>
  ctx.app.inject({ method: 'GET', url: `${API_PATHS.documentsPage}?${form(query).payload}` });
const firstPage = {
  start: documentsPageStart(1),
  length: PAGE_SIZE.documents,
  status: 2,
  docType: 1,
};

describe('POST /user/queryPage', () => {
  it('lists the brands as the wizard asks for them, in data.list and at the top', async () => {
    const body = okBody(await brands({ userName: '', status: 1, start: 0, length: 20 }));
    expect(body).toEqual({
      result: 1,
      data: { list: [NOVATEL, ORBIS], totalRow: 2 },
      list: [NOVATEL, ORBIS],
    });
  });

  it('searches userName case-insensitively', async () => {
    expect(okBody<{ list: Brand[] }>(await brands({ userName: 'orbis' })).list).toEqual([ORBIS]);
    expect(okBody<{ list: Brand[] }>(await brands({ userName: 'NOVA' })).list).toEqual([NOVATEL]);
    expect(
      okBody<{ data: { totalRow: number } }>(await brands({ userName: 'no such brand' })).data,
    ).toEqual({ list: [], totalRow: 0 });
    // LIKE wildcards in the text are literal characters.
    expect(okBody<{ list: Brand[] }>(await brands({ userName: '%' })).list).toEqual([]);
    expect(okBody<{ list: Brand[] }>(await brands({ userName: 'N_vaTel' })).list).toEqual([]);
  });

  it('pages with start and length while totalRow counts every match', async () => {
    const body = okBody<{ data: { list: Brand[]; totalRow: number } }>(
      await brands({ start: 1, length: 1 }),
    );
    expect(body.data).toEqual({ list: [ORBIS], totalRow: 2 });
  });

  it('filters by status', async () => {
    expect(okBody<{ list: Brand[] }>(await brands({ status: 0 })).list).toEqual([]);
  });

  it('accepts multipart/form-data and a POST without a body (all defaults)', async () => {
    const viaMultipart = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.brandPage,
      ...multipart({ userName: 'nova', status: 1 }),
    });
    expect(okBody<{ list: Brand[] }>(viaMultipart).list).toEqual([NOVATEL]);
    const bare = await ctx.app.inject({ method: 'POST', url: API_PATHS.brandPage });
    expect(okBody<{ list: Brand[] }>(bare).list).toEqual([NOVATEL, ORBIS]);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const before = await rowCounts(ctx.app);
    expect(expectError(await brands({ userName: 'x'.repeat(101) }), 422)).toMatch(/userName/);
    expectError(await brands({ start: -1 }), 422);
    expectError(await brands({ start: 'abc' }), 422);
    // A status no integer column holds (PostgreSQL's INTEGER is 32 bits): refused, never a 500.
    expect(expectError(await brands({ status: 2_147_483_648 }), 422)).toMatch(/status/);
    expect((await brands({ status: 2_147_483_647 })).json()).toMatchObject({ result: 1 });
    expectError(await brands({ length: 0 }), 422);
    expect(expectError(await brands({ length: 101 }), 422)).toBe('length: Too large: at most 100');
    expectError(await brands({ status: 'active' }), 422);
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  it('refuses other encodings and broken bodies with the error shape', async () => {
    const send = (body: (typeof BROKEN_BODIES)[keyof typeof BROKEN_BODIES]) =>
      ctx.app.inject({ method: 'POST', url: API_PATHS.brandPage, ...body });
    expectError(await send(BROKEN_BODIES.textPlain), 400, 415);
    expectError(await send(BROKEN_BODIES.json), 400, 415);
    expectError(await send(BROKEN_BODIES.truncatedMultipart), 400, 400);
    expectError(await send(BROKEN_BODIES.multipartWithoutBoundary), 400, 400);
  });
});

describe('GET /user/agreement', () => {
  const agreement = (userId: string | number) =>
    ctx.app.inject({ method: 'GET', url: API_PATHS.agreement, query: { userId: String(userId) } });

  it("answers the brand's agreement as JSON text with HTML per language", async () => {
    const body = okBody<{ data: { userId: number; userName: string; userData: string } }>(
      await agreement(NOVATEL.userId),
    );
    expect(Object.keys(body.data).sort()).toEqual(['userData', 'userId', 'userName']);
    expect(body.data).toMatchObject(NOVATEL);
    const userData = agreementUserDataSchema.parse(JSON.parse(body.data.userData));
    const brand = await ctx.app.db.brand.findUniqueOrThrow({ where: { id: NOVATEL.userId } });
    expect(userData).toEqual({
      zhLang: brand.agreementZh,
      enLang: brand.agreementEn,
      plLang: brand.agreementPl,
    });
    expect(userData.zhLang).toMatch(/<\w+/);
  });

  it('puts another language into zhLang when the brand has no Chinese text', async () => {
    const brand = await ctx.app.db.brand.create({
      data: {
        userName: 'Polish only',
        agreementPl: '<p>Regulamin</p>',
        agreementEn: '<p>Terms</p>',
      },
    });
    const polish = JSON.parse(
      okBody<{ data: { userData: string } }>(await agreement(brand.id)).data.userData,
    );
    expect(polish).toEqual({
      zhLang: '<p>Regulamin</p>',
      enLang: '<p>Terms</p>',
      plLang: '<p>Regulamin</p>',
    });

    await ctx.app.db.brand.update({
      where: { id: brand.id },
      data: { agreementPl: '  ', agreementEn: '<p>Terms</p>' },
    });
    const english = JSON.parse(
      okBody<{ data: { userData: string } }>(await agreement(brand.id)).data.userData,
    );
    expect(english).toEqual({ zhLang: '<p>Terms</p>', enLang: '<p>Terms</p>' });
  });

  it('says so for a brand without an agreement and for an unknown brand', async () => {
    expect(expectError(await agreement(ORBIS.userId), 404)).toBe('The brand has no agreement');
    expect(expectError(await agreement(999_999), 404)).toBe('Brand not found');
  });

  it('refuses a missing or malformed userId with 422', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: API_PATHS.agreement }), 422);
    for (const userId of ['', 'abc', '0', '-1', '1.5', '9'.repeat(400)]) {
      expectError(await agreement(userId), 422);
    }
  });

  it('answers another method with 405, Allow and the error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.agreement,
      ...form({ userId: 1 }),
    });
    expect(res.headers.allow).toBe('GET, HEAD');
    expectError(res, 400, 405);
  });
});

describe('GET /user/docs/page', () => {
  it('answers the first page of published technical documents, newest first, in the upstream shape', async () => {
    const body = okBody<DocumentsPage>(await documents(firstPage));
    expect(Object.keys(body).sort()).toEqual(['data', 'result']);
    expect(body.data.totalRow).toBe(PUBLISHED_DOCUMENTS);
    expect(body.data.list).toHaveLength(PAGE_SIZE.documents);
    const [newest] = body.data.list;
    expect(newest).toEqual({
      id: 14,
      title: 'Packing a phone for courier pick-up',
      description: expect.any(String),
      createTime: '2026-11-02 10:00:00',
      filepath: '/files/documents/packing-for-courier-pickup.pdf',
      content: expect.any(String),
      modelId: null,
    });
    const times = body.data.list.map((doc) => doc.createTime);
    expect(times.every((time) => TIMESTAMP.test(time))).toBe(true);
    expect([...times].sort().reverse()).toEqual(times);
    for (const doc of body.data.list) {
      expect(richTextDocumentSchema.safeParse(JSON.parse(doc.content)).success).toBe(true);
    }
  });

  it('writes titles and descriptions in the language asked for, in the list and in a search', async () => {
    const inLanguage = async (
      headers: Record<string, string>,
      query: Record<string, string | number> = firstPage,
    ) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API_PATHS.documentsPage}?${form(query).payload}`,
        headers,
      });
      expect(res.headers.vary).toContain('Accept-Language');
      return okBody<DocumentsPage>(res).data.list;
    };
    const [pl] = await inLanguage({ 'accept-language': 'pl' });
    expect(pl).toMatchObject({
      id: 14,
      title: 'Pakowanie telefonu do odbioru przez kuriera',
      description: expect.stringMatching(/^Jak klienci i sklepy partnerskie/),
    });
    const [zh] = await inLanguage({ 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh).toMatchObject({ id: 14, title: '快递取件前如何包装手机' });
    const [en] = await inLanguage({ 'accept-language': 'en' });
    expect(en).toMatchObject({ id: 14, title: 'Packing a phone for courier pick-up' });
    // The search looks in the titles as written (English) and answers in the language asked for.
    const found = await inLanguage({}, { ...firstPage, title: 'SERVICE manual', lang: 'pl' });
    expect(found.length).toBeGreaterThan(0);
    for (const doc of found) expect(doc.title).toMatch(/Instrukcja serwisowa/);
  });

  it('pages with start = 10*(page-1): the second page holds the rest, without the draft', async () => {
    const page1 = okBody<DocumentsPage>(await documents(firstPage)).data.list;
    const page2 = okBody<DocumentsPage>(
      await documents({ ...firstPage, start: documentsPageStart(2) }),
    ).data;
    expect(page2.totalRow).toBe(PUBLISHED_DOCUMENTS);
    expect(page2.list).toHaveLength(PUBLISHED_DOCUMENTS - PAGE_SIZE.documents);
    const ids = [...page1, ...page2.list].map((doc) => doc.id);
    expect(new Set(ids).size).toBe(PUBLISHED_DOCUMENTS);
    expect(ids).not.toContain(16);
    expect(
      okBody<DocumentsPage>(await documents({ ...firstPage, start: documentsPageStart(3) })).data
        .list,
    ).toEqual([]);
  });

  it('filters by modelId, and answers filepath "null" for a document without files', async () => {
    const { data } = okBody<DocumentsPage>(await documents({ ...firstPage, modelId: 1 }));
    expect(data.totalRow).toBe(4);
    expect(data.list.map((doc) => doc.id)).toEqual([4, 3, 2, 1]);
    expect(data.list.every((doc) => doc.modelId === 1)).toBe(true);
    expect(data.list[0]?.filepath).toBe('null');
    expect(data.list[3]?.filepath).toBe(
      '/files/documents/nt-x5-pro-service-manual.pdf,/files/documents/nt-x5-series-spare-parts-list.pdf',
    );
    // An empty modelId is no filter, as a client with no model chosen sends it.
    expect(
      okBody<DocumentsPage>(await documents({ ...firstPage, modelId: '' })).data.totalRow,
    ).toBe(PUBLISHED_DOCUMENTS);
    expect(okBody<DocumentsPage>(await documents({ ...firstPage, modelId: 999 })).data).toEqual({
      list: [],
      totalRow: 0,
    });
  });

  it('searches titles case-insensitively, together with the model filter', async () => {
    const manuals = okBody<DocumentsPage>(
      await documents({ ...firstPage, title: 'SERVICE manual' }),
    ).data;
    expect(manuals.list.map((doc) => doc.id)).toEqual([12, 1, 5, 10]);
    const a3 = okBody<DocumentsPage>(
      await documents({ ...firstPage, title: 'service manual', modelId: 2 }),
    ).data;
    expect(a3).toMatchObject({ totalRow: 1, list: [{ id: 5 }] });
  });

  it('filters by status and docType', async () => {
    const drafts = okBody<DocumentsPage>(await documents({ ...firstPage, status: 1 })).data;
    expect(drafts.list.map((doc) => doc.id)).toEqual([16]);
    expect(okBody<DocumentsPage>(await documents({ ...firstPage, docType: 2 })).data.totalRow).toBe(
      0,
    );
  });

  it('gives Warsaw wall-clock times in winter and summer', async () => {
    const all = okBody<DocumentsPage>(await documents({ ...firstPage, length: 100 })).data.list;
    const byId = new Map(all.map((doc) => [doc.id, doc.createTime]));
    expect(byId.get(13)).toBe('2026-03-18 08:30:00'); // CET
    expect(byId.get(1)).toBe('2026-06-15 10:30:00'); // CEST
    const stored = await ctx.app.db.document.findUniqueOrThrow({ where: { id: 13 } });
    expect(stored.createTime.toISOString()).toBe('2026-03-18T07:30:00.000Z');
  });

  it('refuses bad paging and filters with 422', async () => {
    for (const bad of [
      { start: -1 },
      { start: 'x' },
      { length: 0 },
      { length: 101 },
      { modelId: 'abc' },
      { modelId: -3 },
      { docType: '1a' },
      { title: 'x'.repeat(101) },
    ]) {
      expectError(await documents({ ...firstPage, ...bad }), 422);
    }
    expectError(
      await ctx.app.inject({ method: 'GET', url: `${API_PATHS.documentsPage}?start=0&start=10` }),
      422,
    );
  });
});

describe('GET /user/announce', () => {
  it('answers the latest announcement: title and rich-text content', async () => {
    const body = okBody<{ data: { title: string; content: string } }>(
      await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement }),
    );
    expect(Object.keys(body.data).sort()).toEqual(['content', 'title']);
    // Polish, the portal's default language, when the request asks for none: one title, not two.
    expect(body.data.title).toBe('Święta 2026: godziny pracy i odbiory kurierskie');
    const title = async (headers: Record<string, string>) =>
      okBody<{ data: { title: string } }>(
        await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement, headers }),
      ).data.title;
    expect(await title({ 'accept-language': 'en-GB' })).toBe(
      'Holidays 2026: opening hours and courier pick-ups',
    );
    expect(await title({ 'accept-language': 'zh' })).toBe('2026 年节日：营业时间和快递取件');
    expect(
      richTextDocumentSchema.parse(JSON.parse(body.data.content)).zhLang.length,
    ).toBeGreaterThan(0);
  });

  it('answers the newest one when there are several, and data null when there is none', async () => {
    await ctx.app.db.announcement.create({
      data: {
        title: 'Newer',
        content: '{"zhLang":[]}',
        createdAt: new Date('2030-01-01T00:00:00Z'),
      },
    });
    const newest = okBody<{ data: unknown }>(
      await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement }),
    );
    expect(newest.data).toEqual({ title: 'Newer', content: '{"zhLang":[]}' });

    await ctx.app.db.announcement.deleteMany();
    const none = okBody<{ data: unknown }>(
      await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement }),
    );
    expect(none).toEqual({ result: 1, data: null });
  });
});

describe('GET /user/docs/page: the indexed title search', () => {
  /** Published documents with Polish letters and characters that mean something to LIKE, SQL and FTS5. */
  const EXTRA = [
    'Ładowanie baterii – ŻÓŁW 50% "szybko"',
    `Kabel C:\\serwis\\ 2*3 ^x NEAR(a b) AND OR -y 'q' ab_cd`,
  ];
  let extraIds: number[] = [];
  beforeAll(async () => {
    extraIds = await Promise.all(
      EXTRA.map(async (title, index) => {
        const createTime = new Date(Date.UTC(2026, 10, 20 + index));
        return (await ctx.app.db.document.create({ data: { title, createTime } })).id;
      }),
    );
  });
  afterAll(async () => {
    await ctx.app.db.document.deleteMany({ where: { id: { in: extraIds } } });
  });

  const fold = (text: string) => text.toLocaleLowerCase('pl-PL');
  /** What the search must answer: the published documents holding `text` in the title, newest first; filtered here in code. */
  async function expected(text: string, modelId?: number) {
    const rows = await ctx.app.db.document.findMany({
      where: { status: 2, docType: 1, modelId },
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
    return rows.filter((row) => fold(row.title).includes(fold(text))).map((row) => row.id);
  }
  const search = async (query: Record<string, string | number | undefined>) => {
    const { data } = okBody<DocumentsPage>(
      await documents({ ...firstPage, length: 100, ...query }),
    );
    return { total: data.totalRow, ids: data.list.map((doc) => doc.id) };
  };

  it.each(['ŁADOWANIE', 'ładow', 'żółw', 'Żó', 'ł', 'Ł', 'manual', 'X5', 'a'])(
    'finds %j in any letter case, anywhere in the title',
    async (title) => {
      const ids = await expected(title);
      expect(ids.length).toBeGreaterThan(0);
      expect(await search({ title })).toEqual({ total: ids.length, ids });
    },
  );

  it.each([
    '"szybko"',
    '"',
    "'q'",
    "'",
    'C:\\serwis\\',
    '\\',
    '2*3',
    '*',
    '^x',
    'NEAR(a b)',
    'AND OR',
    '-y',
    '50%',
    '%',
    'ab_cd',
    '_',
  ])('takes %j as plain characters', async (title) => {
    const ids = await expected(title);
    expect(ids.some((id) => extraIds.includes(id))).toBe(true);
    expect(await search({ title })).toEqual({ total: ids.length, ids });
  });

  it.each([
    'manual*',
    'manual OR guide',
    'NEAR(service manual)',
    'title:manual',
    'man%al',
    'm_nual',
  ])('finds nothing for %j, which no title holds', async (title) => {
    expect(await search({ title })).toEqual({ total: 0, ids: [] });
  });

  it.each([
    ['e', undefined],
    ['novatel', undefined],
    ['e', 1],
  ])(
    'pages through the matches of %j (model %s), every page with the total of all',
    async (title, modelId) => {
      const ids = await expected(title, modelId);
      const length = 3;
      expect(ids.length).toBeGreaterThan(length);
      for (let start = 0; start < ids.length + length; start += length) {
        const page = await search({ title, modelId, start, length });
        expect(page).toEqual({ total: ids.length, ids: ids.slice(start, start + length) });
      }
    },
  );
});
