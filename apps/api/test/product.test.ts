import {
  accessoriesPageStart,
  API_PATHS,
  PAGE_SIZE,
  PRODUCT_CATEGORY_PHONE,
} from '@portal/contracts';
import { DEMO_KEYS } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { BROKEN_BODIES, expectError, multipart, okBody } from './requests';

interface Material {
  Id: number;
  ImageFiles: string;
  price: number | null;
  serialName: string;
  NameEN: string;
  NamePL: string;
  bom: string;
}
interface MaterialPage {
  recordsTotal: number;
  data: Material[];
}
interface ProductPage {
  data: { list: { productId: number; productName: string }[]; totalRow: number };
  list: { productId: number; productName: string }[];
}

type Fields = Record<string, string | number | undefined>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, fields: Fields) =>
  ctx.app.inject({ method: 'POST', url, ...form(fields) });
const products = (fields: Fields) => post(API_PATHS.productPage, fields);
const materials = (fields: Fields) => post(API_PATHS.materialPage, fields);
const serials = (fields: Fields) => post(API_PATHS.serialQuery, fields);

/** The request of the wizard's model picker for a brand. */
const modelsOf = (userId: number, productName = '') =>
  products({
    productName,
    status: 1,
    start: 0,
    length: PAGE_SIZE.lists,
    category: PRODUCT_CATEGORY_PHONE,
    userId,
  });
/** The request of the accessories grid: page from 0, the search text in both names. */
const accessoriesPage = (page: number, search = '', serialId?: number) =>
  materials({
    status: 1,
    length: PAGE_SIZE.accessories,
    start: accessoriesPageStart(page),
    enName: search,
    plName: search,
    serialId,
  });
const boms = (res: Awaited<ReturnType<typeof materials>>) =>
  okBody<MaterialPage>(res)
    .data.map((item) => item.bom)
    .sort();

describe('POST /product/page/query', () => {
  it("lists a brand's active phone models in data.list and at the top", async () => {
    const body = okBody<ProductPage>(await modelsOf(DEMO_KEYS.brands.withAgreement));
    const expected = [
      { productId: 1, productName: 'NovaTel X5 Pro' },
      { productId: 2, productName: 'NovaTel X5' },
      { productId: 3, productName: 'NovaTel A3' },
      { productId: 4, productName: 'NovaTel A3 Lite' },
      { productId: 5, productName: 'NovaTel Fold 2' },
    ];
    expect(body).toEqual({ result: 1, data: { list: expected, totalRow: 5 }, list: expected });
    const orbis = okBody<ProductPage>(await modelsOf(DEMO_KEYS.brands.withoutAgreement));
    expect(orbis.list.map((item) => item.productName)).toEqual([
      'Orbis One Max',
      'Orbis One',
      'Orbis Lite 5G',
      'Orbis Go',
    ]);
  });

  it('searches productName case-insensitively within the brand', async () => {
    const body = okBody<ProductPage>(await modelsOf(DEMO_KEYS.brands.withAgreement, 'x5'));
    expect(body.list.map((item) => item.productName)).toEqual(['NovaTel X5 Pro', 'NovaTel X5']);
    expect(
      okBody<ProductPage>(await modelsOf(DEMO_KEYS.brands.withoutAgreement, 'x5')).data,
    ).toEqual({ list: [], totalRow: 0 });
  });

  it('filters by category and status, and lists every brand without userId', async () => {
    expect(okBody<ProductPage>(await products({ category: '3' })).data.totalRow).toBe(0);
    expect(okBody<ProductPage>(await products({ status: 0 })).list).toEqual([
      { productId: 6, productName: 'NovaTel X3' },
    ]);
    expect(okBody<ProductPage>(await products({})).data.totalRow).toBe(9);
    expect(okBody<ProductPage>(await products({ userId: '' })).data.totalRow).toBe(9);
  });

  it('pages with start and length', async () => {
    const first = okBody<ProductPage>(await products({ start: 0, length: 4 })).data;
    const second = okBody<ProductPage>(await products({ start: 4, length: 4 })).data;
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(4);
    expect(first.totalRow).toBe(9);
    expect(second.totalRow).toBe(9);
    const ids = [...first.list, ...second.list].map((item) => item.productId);
    expect(new Set(ids).size).toBe(8);
  });

  it('answers an empty list for an unknown brand', async () => {
    expect(okBody<ProductPage>(await modelsOf(999_999)).data).toEqual({ list: [], totalRow: 0 });
  });

  it('accepts multipart/form-data', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.productPage,
      ...multipart({
        status: 1,
        start: 0,
        length: 20,
        category: '2',
        userId: DEMO_KEYS.brands.withoutAgreement,
      }),
    });
    expect(okBody<ProductPage>(res).data.totalRow).toBe(4);
  });

  it('refuses bad input with 422', async () => {
    for (const bad of [
      { productName: 'x'.repeat(101) },
      { category: '2'.repeat(11) },
      { userId: 'abc' },
      { userId: 0 },
      { start: 'first' },
      { length: 1000 },
    ]) {
      expectError(await products(bad), 422);
    }
  });
});

describe('POST /product/material/page/query', () => {
  it('answers the first page of a serial in the upstream shape: result, recordsTotal, data', async () => {
    const res = await accessoriesPage(0, '', DEMO_KEYS.serialWithManyAccessories);
    const body = okBody<MaterialPage>(res);
    expect(Object.keys(body).sort()).toEqual(['data', 'recordsTotal', 'result']);
    expect(body.recordsTotal).toBe(18);
    expect(body.data).toHaveLength(PAGE_SIZE.accessories);
    expect(body.data[0]).toEqual({
      Id: 1,
      ImageFiles:
        '/files/accessories/nt-scr-x5p67-a1-1.svg,/files/accessories/nt-scr-x5p67-a1-2.svg,/files/accessories/nt-scr-x5p67-a1-3.svg',
      price: 189,
      serialName: 'NovaTel X5 Series',
      NameEN: 'Display assembly with frame X5 Pro (OLED 6.7")',
      NamePL: 'Wyświetlacz z ramką X5 Pro (OLED 6,7")',
      bom: 'NT-SCR-X5P67-A1',
    });
    expect(body.data.map((item) => item.Id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(body.data.every((item) => item.serialName === 'NovaTel X5 Series')).toBe(true);
  });

  it('answers euro prices, null without a price, and an empty ImageFiles without images', async () => {
    const { data } = okBody<MaterialPage>(
      await accessoriesPage(0, '', DEMO_KEYS.serialWithManyAccessories),
    );
    const byId = new Map(data.map((item) => [item.Id, item]));
    expect(byId.get(DEMO_KEYS.accessoryWithoutPrice)).toMatchObject({
      price: null,
      ImageFiles: '',
    });
    expect(byId.get(3)?.price).toBe(39.9);
    expect(byId.get(14)?.price).toBe(9.9);
  });

  it('pages with start = 15*page', async () => {
    const page1 = okBody<MaterialPage>(
      await accessoriesPage(1, '', DEMO_KEYS.serialWithManyAccessories),
    );
    expect(page1.recordsTotal).toBe(18);
    expect(page1.data.map((item) => item.Id)).toEqual([16, 17, 18]);
    expect(
      okBody<MaterialPage>(await accessoriesPage(2, '', DEMO_KEYS.serialWithManyAccessories)).data,
    ).toEqual([]);
  });

  it('lists every serial without serialId, active parts only', async () => {
    const body = okBody<MaterialPage>(await materials({ length: 100 }));
    expect(body.recordsTotal).toBe(await ctx.app.db.material.count({ where: { status: 1 } }));
    expect(body.data).toHaveLength(body.recordsTotal);
    expect(body.data.map((item) => item.bom)).not.toContain('OB-EAR-JACK-35');
    expect(boms(await materials({ status: 0 }))).toEqual(['OB-EAR-JACK-35']);
  });

  it('searches the English and the Polish name, both case-insensitively', async () => {
    const chargers = ['NT-CHG-18W-EU', 'NT-CHG-67W-EU', 'OB-CHG-45W-PD'];
    expect(boms(await accessoriesPage(0, 'CHARGER'))).toEqual(chargers);
    // Polish names: the capital Ł is beyond SQLite's ASCII case folding.
    expect(boms(await accessoriesPage(0, 'ładowarka'))).toEqual(chargers);
    expect(boms(await accessoriesPage(0, 'ŁADOWARKA'))).toEqual(chargers);
    // One name only: "Bateria" is Polish, "Battery" also finds the Fold's battery set.
    expect(boms(await materials({ plName: 'bateria' }))).toHaveLength(6);
    expect(boms(await materials({ enName: 'battery' }))).toHaveLength(7);
  });

  it('also finds a part by its BOM, and combines the search with serialId', async () => {
    expect(boms(await accessoriesPage(0, 'nt-bat'))).toEqual([
      'NT-BAT-4400-FD2',
      'NT-BAT-4500-A1',
      'NT-BAT-5000-A1',
      'NT-BAT-5000-B2',
    ]);
    const x5Batteries = okBody<MaterialPage>(
      await accessoriesPage(0, 'battery', DEMO_KEYS.serialWithManyAccessories),
    );
    expect(x5Batteries.recordsTotal).toBe(2);
    expect(x5Batteries.data.map((item) => item.bom)).toEqual(['NT-BAT-5000-A1', 'NT-BAT-4500-A1']);
  });

  it('takes % and _ in the search text literally', async () => {
    expect(okBody<MaterialPage>(await accessoriesPage(0, '%')).recordsTotal).toBe(0);
    expect(okBody<MaterialPage>(await accessoriesPage(0, 'nt_bat')).recordsTotal).toBe(0);
    await ctx.app.db.material.create({
      data: {
        bom: 'NT_CBL_CU',
        nameEN: 'Cable, 100% copper',
        namePL: 'Kabel, 100% miedź',
        serialId: 2,
      },
    });
    const found = okBody<MaterialPage>(await accessoriesPage(0, '100% COPPER'));
    expect(found.data.map((item) => item.bom)).toEqual(['NT_CBL_CU']);
    expect(boms(await accessoriesPage(0, 'nt_cbl'))).toEqual(['NT_CBL_CU']);
    await ctx.app.db.material.delete({ where: { bom: 'NT_CBL_CU' } });
  });

  it('answers nothing for an unknown serial or search text', async () => {
    expect(okBody<MaterialPage>(await accessoriesPage(0, '', 999_999))).toEqual({
      result: 1,
      recordsTotal: 0,
      data: [],
    });
    expect(okBody<MaterialPage>(await accessoriesPage(0, 'no such part'))).toEqual({
      result: 1,
      recordsTotal: 0,
      data: [],
    });
  });

  it('accepts multipart/form-data', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.materialPage,
      ...multipart({
        status: 1,
        length: 15,
        start: 0,
        enName: 'charger',
        plName: 'charger',
        serialId: 1,
      }),
    });
    expect(okBody<MaterialPage>(res).data.map((item) => item.bom)).toEqual(['NT-CHG-67W-EU']);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const before = await rowCounts(ctx.app);
    for (const bad of [
      { length: 0 },
      { length: 101 },
      { start: -15 },
      { serialId: 'x5' },
      { enName: 'x'.repeat(101) },
      { plName: 'x'.repeat(101) },
      { status: '1.5' },
    ]) {
      expectError(await materials(bad), 422);
    }
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.materialPage,
        ...BROKEN_BODIES.textPlain,
      }),
      400,
      415,
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.materialPage,
        ...BROKEN_BODIES.truncatedMultipart,
      }),
      400,
      400,
    );
    expect(await rowCounts(ctx.app)).toEqual(before);
  });
});

describe('POST /product/serial/query', () => {
  const ALL = [
    { Id: 1, EnName: 'NovaTel X5 Series' },
    { Id: 2, EnName: 'NovaTel A3 Series' },
    { Id: 3, EnName: 'NovaTel Fold Series' },
    { Id: 4, EnName: 'Orbis One Series' },
    { Id: 5, EnName: 'Orbis Lite Series' },
  ];

  it('lists the active serials by sortOrder as {result, data:[{Id, EnName}]}', async () => {
    const body = okBody(await serials({ status: 1, enName: '' }));
    expect(body).toEqual({ result: 1, data: ALL });
    expect(ALL[0]?.Id).toBe(DEMO_KEYS.serialWithManyAccessories);
  });

  it('follows sortOrder, not the id', async () => {
    await ctx.app.db.serial.update({ where: { id: 5 }, data: { sortOrder: 0 } });
    const body = okBody<{ data: { Id: number }[] }>(await serials({ status: 1 }));
    expect(body.data.map((item) => item.Id)).toEqual([5, 1, 2, 3, 4]);
    await ctx.app.db.serial.update({ where: { id: 5 }, data: { sortOrder: 5 } });
  });

  it('searches by the text in enName, name or keyword', async () => {
    const orbis = [ALL[3], ALL[4]];
    expect(okBody<{ data: unknown }>(await serials({ status: 1, enName: 'orbis' })).data).toEqual(
      orbis,
    );
    expect(okBody<{ data: unknown }>(await serials({ status: 1, name: 'ORBIS' })).data).toEqual(
      orbis,
    );
    expect(okBody<{ data: unknown }>(await serials({ status: 1, keyword: 'fold' })).data).toEqual([
      ALL[2],
    ]);
    expect(okBody<{ data: unknown }>(await serials({ status: 0 })).data).toEqual([]);
  });

  it('accepts multipart/form-data', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.serialQuery,
      ...multipart({ status: 1, enName: 'a3' }),
    });
    expect(okBody<{ data: unknown }>(res).data).toEqual([ALL[1]]);
  });

  it('refuses bad input with 422 and other encodings with 415', async () => {
    expectError(await serials({ enName: 'x'.repeat(101) }), 422);
    expectError(await serials({ status: 'on' }), 422);
    expectError(
      await ctx.app.inject({ method: 'POST', url: API_PATHS.serialQuery, ...BROKEN_BODIES.json }),
      400,
      415,
    );
  });
});

describe('POST /product/material/page/query: the indexed search', () => {
  /** A part whose names hold characters that mean something to LIKE, SQL and FTS5. */
  const SPECIAL = {
    bom: 'QA_SPEC%1',
    nameEN: `Cable "Pro" 100% C:\\tools\\ 2*3 ^x NEAR(a b) AND OR -y 'q'`,
    namePL: 'Żółta ŁADOWARKA samochodowa',
  };
  beforeAll(async () => {
    await ctx.app.db.material.create({ data: { ...SPECIAL, serialId: 2, sortOrder: 1 } });
  });
  afterAll(async () => {
    await ctx.app.db.material.delete({ where: { bom: SPECIAL.bom } });
  });

  const fold = (text: string) => text.toLocaleLowerCase('pl-PL');
  /**
   * What the search must answer: every active part (of the serial) with any
   * of the texts in either name or the BOM, ignoring letter case, in
   * catalogue order; filtered here in code.
   */
  async function expected(texts: string[], serialId?: number) {
    const parts = await ctx.app.db.material.findMany({
      where: { status: 1, serialId },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    return parts
      .filter((part) =>
        texts.some((text) =>
          [part.nameEN, part.namePL, part.bom].some((value) => fold(value).includes(fold(text))),
        ),
      )
      .map((part) => part.bom);
  }
  const search = async (fields: Fields) => {
    const body = okBody<MaterialPage>(
      await materials({ status: 1, start: 0, length: 100, ...fields }),
    );
    return { total: body.recordsTotal, boms: body.data.map((item) => item.bom) };
  };
  const both = (text: string) => ({ enName: text, plName: text });

  it.each([
    'ŁADOWARKA',
    'ładow',
    'łAdOwArKa',
    'ŻÓŁTA',
    'żółta ła',
    'Ł',
    'ł',
    'ŁA',
    'żÓ',
    'a',
    'x5',
    '5G',
    'nt-bat',
  ])('finds %j in any letter case, anywhere in either name or the BOM', async (text) => {
    const boms = await expected([text]);
    expect(boms.length).toBeGreaterThan(0);
    expect(await search(both(text))).toEqual({ total: boms.length, boms });
  });

  it.each([
    '"Pro"',
    '"',
    "'q'",
    "'",
    'C:\\tools\\',
    '\\',
    '2*3',
    '*',
    '^x',
    'NEAR(a b)',
    'AND OR',
    '-y',
    '100%',
    '%',
    'qa_spec%1',
    '_',
  ])('takes %j as plain characters', async (text) => {
    const boms = await expected([text]);
    expect(boms).toContain(SPECIAL.bom);
    expect(await search(both(text))).toEqual({ total: boms.length, boms });
  });

  it.each([
    'charger*',
    'charger OR kabel',
    'charger AND kabel',
    'NEAR(charger kabel)',
    'nameEN:charger',
    '^charger',
    'char%er',
    'ch_rger',
    "charger' OR '1'='1",
    // The end of one name and the start of the other: no one column holds it.
    "'q'\nŻółta",
  ])('finds nothing for %j, which no part holds', async (text) => {
    expect(await search(both(text))).toEqual({ total: 0, boms: [] });
  });

  it('finds what either text finds when enName and plName differ', async () => {
    for (const [enName, plName] of [
      ['charger', 'bateria'],
      ['ł', 'cable'],
      ['x5', 'ź'],
    ] as const) {
      const boms = await expected([enName, plName]);
      expect(boms.length).toBeGreaterThan(0);
      expect(await search({ enName, plName })).toEqual({ total: boms.length, boms });
    }
  });

  it.each([
    ['a', undefined],
    ['bat', undefined],
    ['e', DEMO_KEYS.serialWithManyAccessories],
  ])(
    'pages through the matches of %j (serial %s), every page with the total of all',
    async (text, serialId) => {
      const boms = await expected([text], serialId);
      const length = 4;
      expect(boms.length).toBeGreaterThan(length);
      const seen: string[] = [];
      for (let start = 0; start < boms.length + length; start += length) {
        const page = await search({ ...both(text), serialId, start, length });
        expect(page.total).toBe(boms.length);
        expect(page.boms).toEqual(boms.slice(start, start + length));
        seen.push(...page.boms);
      }
      expect(seen).toEqual(boms);
    },
  );
});

describe('a control character in what visitors search by', () => {
  // PostgreSQL refuses a NUL byte in any text it is sent; both databases must answer alike.
  it.each([
    [
      'the model picker',
      () => products({ productName: 'Gal\u0000', category: PRODUCT_CATEGORY_PHONE }),
    ],
    ['the category', () => products({ category: '2\u0000' })],
    ['the accessories search', () => accessoriesPage(0, 'kabel\u0000')],
    ['the series search', () => serials({ name: 'Gal\u0000' })],
    ['the brand list', () => post(API_PATHS.brandPage, { userName: 'Sam\u0000' })],
    [
      'the documents',
      () =>
        ctx.app.inject({
          method: 'GET',
          url: API_PATHS.documentsPage,
          query: { title: 'A\u001b' },
        }),
    ],
    [
      'the repair lookup',
      () =>
        ctx.app.inject({
          method: 'GET',
          url: API_PATHS.repairLookup,
          query: { keyword: 'RMA\u0000' },
        }),
    ],
  ])('is refused as a forbidden character in %s', async (_where, ask) => {
    expect(expectError(await ask(), 422)).toMatch(
      /Remove control characters and text-direction overrides from this field$/,
    );
  });
});
