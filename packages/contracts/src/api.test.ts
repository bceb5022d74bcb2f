import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MAX_PAGE_LENGTH,
  agreementRequestSchema,
  brandPageRequestSchema,
  brandPageResponseSchema,
  dictionaryRequestSchema,
  documentFiles,
  documentsPageRequestSchema,
  documentsPageResponseSchema,
  fileNameOf,
  imageFiles,
  materialPageRequestSchema,
  materialPageResponseSchema,
  productPageRequestSchema,
  purchaseInquiryRequestSchema,
  repairLookupRequestSchema,
  repairLookupResultSchema,
  serialQueryRequestSchema,
  verifyCodeRequestSchema,
} from './api.ts';
import { API_CALLS, CALL_NAMES } from './calls.ts';
import { SPEC } from '../test/spec.ts';
import { accessoriesPageStart, documentsPageStart } from './constants.ts';

/** Messages reported at `field`; [] when the value is accepted. */
function messagesAt(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.message);
}

describe('API_CALLS', () => {
  it('has the calls of the specification: their paths, methods and JSON bodies', () => {
    const asWritten = Object.fromEntries(
      CALL_NAMES.map((name) => {
        const { path, bindings } = API_CALLS[name];
        if (bindings.length > 1) return [name, path];
        const [{ method, encoding }] = bindings;
        return [name, `${method} ${path}${encoding === 'json' ? ' (JSON)' : ''}`];
      }),
    );
    expect(asWritten).toEqual(SPEC.calls);
  });
});

// ── Files of documents and accessories ─────────────────────────────────────

describe('documentFiles', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['the empty text', ''],
    ['blanks', '   '],
    ['the text null', 'null'],
    ['the text null with blanks', ' null '],
    ['only commas', ',,'],
  ])('gives no files for %s', (_case, filepath) => {
    expect(documentFiles(filepath)).toEqual([]);
  });

  it('gives one file for one URL', () => {
    expect(documentFiles('/files/manual.pdf')).toEqual(['/files/manual.pdf']);
  });

  it('splits at commas, trims, and drops blanks and null entries', () => {
    expect(documentFiles(' /files/a.pdf , ,null,https://example.com/b.pdf,')).toEqual([
      '/files/a.pdf',
      'https://example.com/b.pdf',
    ]);
  });
});

describe('fileNameOf', () => {
  it.each([
    ['https://example.com/files/docs/manual.pdf', 'manual.pdf'],
    ['/files/manual.pdf', 'manual.pdf'],
    ['manual.pdf', 'manual.pdf'],
    ['https://example.com/files/manual.pdf?version=2&x=1', 'manual.pdf'],
    ['https://example.com/files/manual.pdf#page=3', 'manual.pdf'],
    ['https://example.com/files/manual.pdf?v=2#page=3', 'manual.pdf'],
    ['https://example.com/files/manual.pdf/', 'manual.pdf'],
    ['/files/Instrukcja%20obs%C5%82ugi.pdf', 'Instrukcja obsługi.pdf'],
    ['/files/%E6%89%8B%E5%86%8C.pdf', '手册.pdf'],
    ['/files/100%25%20ready.pdf', '100% ready.pdf'],
  ])('%s → %s', (url, name) => {
    expect(fileNameOf(url)).toBe(name);
  });

  it('keeps a name that is not validly encoded as it is', () => {
    expect(fileNameOf('/files/bad%E0%A4%A.pdf')).toBe('bad%E0%A4%A.pdf');
    expect(fileNameOf('/files/50%off.pdf')).toBe('50%off.pdf');
  });
});

describe('imageFiles', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['the empty text', ''],
    ['the text null', 'null'],
    ['blanks and commas', ' , '],
  ])('gives no images for %s', (_case, value) => {
    expect(imageFiles(value)).toEqual([]);
  });

  it('splits at commas and trims', () => {
    expect(imageFiles('/img/a.jpg, /img/b.jpg ,,null')).toEqual(['/img/a.jpg', '/img/b.jpg']);
  });

  it('keeps the order, so the first image comes first', () => {
    expect(imageFiles('/img/front.jpg,/img/back.jpg')[0]).toBe('/img/front.jpg');
  });
});

// ── List requests ─────────────────────────────────────────────────────────────

describe('page starts', () => {
  it.each([
    [1, 0],
    [2, 10],
    [5, 40],
  ])('documents page %i starts at %i', (page, start) => {
    expect(documentsPageStart(page)).toBe(start);
  });

  it.each([
    [0, 0],
    [1, 15],
    [4, 60],
  ])('accessories page %i starts at %i', (page, start) => {
    expect(accessoriesPageStart(page)).toBe(start);
  });
});

describe('documentsPageRequestSchema', () => {
  it('applies the defaults: start 0, length 10, status 2, docType 1', () => {
    expect(documentsPageRequestSchema.parse({})).toEqual({
      start: 0,
      length: 10,
      status: 2,
      docType: 1,
      title: '',
    });
  });

  it('coerces form strings to numbers', () => {
    expect(
      documentsPageRequestSchema.parse({
        start: String(documentsPageStart(3)),
        length: '10',
        status: '2',
        docType: '1',
        modelId: '7',
        title: ' manual ',
      }),
    ).toEqual({ start: 20, length: 10, status: 2, docType: 1, modelId: 7, title: 'manual' });
  });

  it.each([[''], [null], [undefined]])('treats the model id %j as none', (modelId) => {
    expect(documentsPageRequestSchema.parse({ modelId }).modelId).toBeUndefined();
  });

  it.each([['0'], ['-3'], ['x']])('refuses the model id %j', (modelId) => {
    expect(messagesAt(documentsPageRequestSchema, { modelId }, 'modelId')).toEqual([
      'validation.invalidValue',
    ]);
  });
});

describe('materialPageRequestSchema', () => {
  it('applies the defaults: status 1, length 15, start 0', () => {
    expect(materialPageRequestSchema.parse({})).toEqual({
      status: 1,
      length: 15,
      start: 0,
      enName: '',
      plName: '',
    });
  });

  it('coerces form strings and keeps the search texts', () => {
    expect(
      materialPageRequestSchema.parse({
        start: String(accessoriesPageStart(2)),
        length: '15',
        status: '1',
        enName: 'battery',
        plName: 'battery',
        serialId: '4',
      }),
    ).toEqual({
      status: 1,
      length: 15,
      start: 30,
      enName: 'battery',
      plName: 'battery',
      serialId: 4,
    });
  });
});

describe('productPageRequestSchema', () => {
  it("applies the defaults: category '2', status 1, start 0, length 20", () => {
    expect(productPageRequestSchema.parse({})).toEqual({
      productName: '',
      status: 1,
      start: 0,
      length: 20,
      category: '2',
    });
  });

  it('coerces the brand id', () => {
    expect(productPageRequestSchema.parse({ userId: '3', productName: 'X1' })).toMatchObject({
      userId: 3,
      productName: 'X1',
    });
  });
});

describe('brand, serial and dictionary requests', () => {
  it('brand list: userName, status 1, start 0, length 20', () => {
    expect(brandPageRequestSchema.parse({})).toEqual({
      userName: '',
      status: 1,
      start: 0,
      length: 20,
    });
  });

  it('serials: status 1', () => {
    expect(serialQueryRequestSchema.parse({ enName: 'X' })).toEqual({
      status: 1,
      enName: 'X',
      name: '',
      keyword: '',
    });
  });

  it.each(['10004', '10003', '10002'])('dictionary type %s, status 1', (typeId) => {
    expect(dictionaryRequestSchema.parse({ typeId })).toEqual({
      typeId: Number(typeId),
      status: 1,
    });
  });

  it('dictionary needs a type id', () => {
    expect(dictionaryRequestSchema.safeParse({}).success).toBe(false);
    expect(dictionaryRequestSchema.safeParse({ typeId: '0' }).success).toBe(false);
  });

  it('agreement needs a brand id', () => {
    expect(agreementRequestSchema.parse({ userId: '2' })).toEqual({ userId: 2 });
    expect(agreementRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe.each([
  ['documents', documentsPageRequestSchema],
  ['materials', materialPageRequestSchema],
  ['products', productPageRequestSchema],
  ['brands', brandPageRequestSchema],
] as const)('%s request: start and length', (_name, schema) => {
  it.each([[-1], ['-1'], ['-15']])('refuses the negative start %j', (start) => {
    expect(messagesAt(schema, { start }, 'start')).toEqual(['validation.invalidValue']);
  });

  it.each([['abc'], ['1.5']])('refuses the start %j', (start) => {
    expect(messagesAt(schema, { start }, 'start')).toEqual(['validation.invalidValue']);
  });

  it(`accepts a length of ${MAX_PAGE_LENGTH} and refuses ${MAX_PAGE_LENGTH + 1} with validation.tooLong`, () => {
    expect(schema.parse({ length: String(MAX_PAGE_LENGTH) }).length).toBe(MAX_PAGE_LENGTH);
    expect(messagesAt(schema, { length: String(MAX_PAGE_LENGTH + 1) }, 'length')).toEqual([
      'validation.tooLong',
    ]);
    expect(messagesAt(schema, { length: 10_000 }, 'length')).toEqual(['validation.tooLong']);
  });

  it.each([['0'], ['-5']])('refuses the length %j', (length) => {
    expect(messagesAt(schema, { length }, 'length')).toEqual(['validation.invalidValue']);
  });
});

describe('search texts', () => {
  it.each([
    [documentsPageRequestSchema, 'title'],
    [materialPageRequestSchema, 'enName'],
    [materialPageRequestSchema, 'plName'],
    [productPageRequestSchema, 'productName'],
    [brandPageRequestSchema, 'userName'],
    [serialQueryRequestSchema, 'enName'],
  ] as const)(
    '%#: %s accepts 100 characters and refuses 101 with validation.tooLong',
    (schema, field) => {
      expect(schema.safeParse({ [field]: 'x'.repeat(100) }).success).toBe(true);
      expect(messagesAt(schema, { [field]: 'x'.repeat(101) }, field)).toEqual([
        'validation.tooLong',
      ]);
    },
  );
});

// ── Lookups ──────────────────────────────────────────────────────────────────

describe('repairLookupRequestSchema', () => {
  it('trims the keyword', () => {
    expect(repairLookupRequestSchema.parse({ keyword: ' RMA210301000042 ' })).toEqual({
      keyword: 'RMA210301000042',
    });
  });

  it.each([[''], ['  '], [undefined]])(
    'refuses the keyword %j with validation.required',
    (keyword) => {
      expect(messagesAt(repairLookupRequestSchema, { keyword }, 'keyword')).toEqual([
        'validation.required',
      ]);
    },
  );

  it('accepts 64 characters and refuses 65 with validation.tooLong', () => {
    expect(repairLookupRequestSchema.safeParse({ keyword: '1'.repeat(64) }).success).toBe(true);
    expect(messagesAt(repairLookupRequestSchema, { keyword: '1'.repeat(65) }, 'keyword')).toEqual([
      'validation.tooLong',
    ]);
  });
});

describe('repairLookupResultSchema', () => {
  it('keeps only progress data, never personal data', () => {
    const parsed = repairLookupResultSchema.parse({
      status: 7,
      createTime: '2021-03-01 10:00:00',
      receiveTime: null,
      checkTime: null,
      repairTime: null,
      sendDateTime: null,
      sendLogisticsTypeName: null,
      sendLogisticsNo: null,
      clientName: 'Jan Kowalski',
      clientTell: '600700800',
      clientEmail: 'jan@example.com',
    });
    expect(Object.keys(parsed).sort()).toEqual(
      [
        'status',
        'createTime',
        'receiveTime',
        'checkTime',
        'repairTime',
        'sendDateTime',
        'sendLogisticsTypeName',
        'sendLogisticsNo',
      ].sort(),
    );
  });
});

describe('purchaseInquiryRequestSchema', () => {
  it('coerces the order id', () => {
    expect(purchaseInquiryRequestSchema.parse({ orderId: '12' })).toEqual({ orderId: 12 });
  });

  it.each([[undefined], ['0'], ['-1'], ['abc']])('refuses the order id %j', (orderId) => {
    expect(purchaseInquiryRequestSchema.safeParse({ orderId }).success).toBe(false);
  });
});

describe('verifyCodeRequestSchema', () => {
  it('takes an optional timestamp', () => {
    expect(verifyCodeRequestSchema.parse({})).toEqual({});
    expect(verifyCodeRequestSchema.parse({ t: '1614594000000' })).toEqual({ t: '1614594000000' });
    expect(verifyCodeRequestSchema.safeParse({ t: '1'.repeat(33) }).success).toBe(false);
  });
});

// ── Responses ────────────────────────────────────────────────────────────────

describe('response schemas', () => {
  it('reads a list answer with data.list, data.totalRow and the list at the top', () => {
    const brands = [{ userId: 1, userName: 'Brand A' }];
    expect(
      brandPageResponseSchema.safeParse({
        result: 1,
        data: { list: brands, totalRow: 1 },
        list: brands,
      }).success,
    ).toBe(true);
    expect(
      brandPageResponseSchema.safeParse({ result: 0, data: { list: [], totalRow: 0 }, list: [] })
        .success,
    ).toBe(false);
  });

  it('reads documents with a filepath that may be the text null', () => {
    const document = {
      id: 1,
      title: 'Manual',
      description: 'Service manual',
      createTime: '2021-03-01 10:00:00',
      filepath: 'null',
      content: '{"zhLang":[]}',
      modelId: null,
    };
    expect(
      documentsPageResponseSchema.safeParse({ result: 1, data: { list: [document], totalRow: 1 } })
        .success,
    ).toBe(true);
  });

  it('reads materials with the upstream names; price may be null', () => {
    const material = {
      Id: 5,
      ImageFiles: '/img/a.jpg,/img/b.jpg',
      price: null,
      serialName: 'Model X',
      NameEN: 'Battery',
      NamePL: 'Bateria',
      bom: 'BOM-5',
    };
    expect(
      materialPageResponseSchema.safeParse({ result: 1, recordsTotal: 1, data: [material] })
        .success,
    ).toBe(true);
    expect(
      materialPageResponseSchema.safeParse({
        result: 1,
        recordsTotal: 1,
        data: [{ ...material, price: 12.5 }],
      }).success,
    ).toBe(true);
  });
});
