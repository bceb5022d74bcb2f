import {
  API_PATHS,
  CALL_BINDINGS,
  CUSTOMER_PATHS,
  documentFiles,
  HEALTH_PATHS,
  imageFiles,
} from '@portal/contracts';
import { DEMO_KEYS } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { form, rowCounts, startTestApp, type TestContext } from './harness';
import { BROKEN_BODIES, expectError, okBody } from './requests';

/** Every way each call is answered (contracts API_CALLS, whose methods SPEC pins). */
const CALLS = CALL_BINDINGS.map((binding) => ({
  ...binding,
  method: binding.method.toLowerCase() as 'get' | 'post',
}));

interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
}
interface MaterialPage {
  data: { ImageFiles: string }[];
}
interface DocumentsPage {
  data: { list: { id: number; filepath: string; content: string }[] };
}

/** What an error body must never carry: stack frames, source paths, SQL. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(
    /\bstack\b|\n\s+at |node_modules|\.ts:\d+|\/work\/|SELECT |SQLITE|Prisma/i,
  );
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('OpenAPI document', () => {
  it('lists every call of the upstream contract at /docs/json with its method', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/' }]);
    // Plus the portal's health checks; the operator endpoints (/ops) are listed only with
    // OPERATOR_TOKEN set, which this server has not (test-controls-state.test.ts). And the
    // customers' private-page calls, with OpenAPI's {parameters}.
    const own = [
      ...Object.values(HEALTH_PATHS),
      ...Object.values(CUSTOMER_PATHS).map((path) => path.replace(/:(\w+)/g, '{$1}')),
    ];
    expect(Object.keys(doc.paths).sort()).toEqual([...Object.values(API_PATHS), ...own].sort());
    for (const { path, method } of CALLS) {
      expect(doc.paths[path], path).toHaveProperty(method);
    }
  });

  it('describes every POST body as the server reads it: JSON for the two orders, forms elsewhere', async () => {
    const doc = (
      await ctx.app.inject({ method: 'GET', url: '/docs/json' })
    ).json<OpenApiDocument>();
    const posts = CALLS.filter(({ method }) => method === 'post');
    expect(posts.filter(({ encoding }) => encoding === 'json').map(({ name }) => name)).toEqual([
      'accessoriesOrderAdd',
      'repairOrderAdd',
    ]);
    for (const { path, encoding } of posts) {
      const content = doc.paths[path]?.post?.requestBody?.content ?? {};
      expect(Object.keys(content).sort(), path).toEqual(
        encoding === 'json'
          ? ['application/json']
          : ['application/x-www-form-urlencoded', 'multipart/form-data'],
      );
    }
  });

  it('serves a browsable page at /docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('served files', () => {
  it('serves an accessory image the catalogue points to', async () => {
    const page = okBody<MaterialPage>(
      await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.materialPage,
        ...form({ serialId: DEMO_KEYS.serialWithManyAccessories }),
      }),
    );
    const [url] = imageFiles(page.data[0]?.ImageFiles);
    expect(url).toMatch(/^\/files\/accessories\/.+\.svg$/);
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });

  it('serves every image and document file the API answers', async () => {
    const materials = okBody<MaterialPage>(
      await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.materialPage,
        ...form({ length: 100 }),
      }),
    );
    const documents = okBody<DocumentsPage>(
      await ctx.app.inject({ method: 'GET', url: `${API_PATHS.documentsPage}?length=100` }),
    );
    const urls = [
      ...materials.data.flatMap((item) => imageFiles(item.ImageFiles)),
      ...documents.data.list.flatMap((doc) => documentFiles(doc.filepath)),
    ];
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      if (url.endsWith('.pdf')) {
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('answers a missing file or a path outside the folder with the 404 error shape', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/files/accessories/no-such-part.svg' }),
      404,
      404,
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/files/../package.json' }), 404, 404);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/files/%2e%2e/%2e%2e/package.json' }),
      404,
      404,
    );
  });
});

describe('API base path', () => {
  let prefixed: TestContext;
  beforeAll(async () => {
    prefixed = await startTestApp({ API_BASE_PATH: '/api' });
  });
  afterAll(() => prefixed.close());

  it('prefixes every call, and the bare paths are gone', async () => {
    const res = await prefixed.app.inject({
      method: 'POST',
      url: `/api${API_PATHS.serialQuery}`,
      ...form({ status: 1 }),
    });
    expect(okBody<{ data: unknown[] }>(res).data.length).toBeGreaterThan(0);
    expect(
      (await prefixed.app.inject({ method: 'GET', url: `/api${API_PATHS.announcement}` }))
        .statusCode,
    ).toBe(200);
    expectError(
      await prefixed.app.inject({
        method: 'POST',
        url: API_PATHS.serialQuery,
        ...form({ status: 1 }),
      }),
      404,
      404,
    );
  });

  it('answers file URLs under the base path, where the files are served', async () => {
    const page = okBody<MaterialPage>(
      await prefixed.app.inject({
        method: 'POST',
        url: `/api${API_PATHS.materialPage}`,
        ...form({}),
      }),
    );
    const [url] = imageFiles(page.data[0]?.ImageFiles);
    expect(url).toMatch(/^\/api\/files\/accessories\//);
    expect((await prefixed.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expectError(
      await prefixed.app.inject({ method: 'GET', url: url?.replace(/^\/api/, '') }),
      404,
      404,
    );

    const docs = okBody<DocumentsPage>(
      await prefixed.app.inject({ method: 'GET', url: `/api${API_PATHS.documentsPage}?modelId=1` }),
    );
    const withFiles = docs.data.list.find((doc) => doc.id === 1);
    expect(
      documentFiles(withFiles?.filepath).every((file) => file.startsWith('/api/files/documents/')),
    ).toBe(true);
    // Links and images inside the rich text move too.
    const guide = docs.data.list.find((doc) => doc.id === 2);
    expect(guide?.content).toContain('"url":"/api/files/documents/nt-x5-exploded-view.svg"');
    expect(guide?.content).not.toContain('"url":"/files/');
    const announcement = okBody<{ data: { content: string } }>(
      await prefixed.app.inject({ method: 'GET', url: `/api${API_PATHS.announcement}` }),
    );
    expect(announcement.data.content).toContain(
      '"href":"/api/files/documents/packing-for-courier-pickup.pdf"',
    );
  });

  it('names the base path as the OpenAPI server, with the paths relative to it', async () => {
    const doc = (
      await prefixed.app.inject({ method: 'GET', url: '/docs/json' })
    ).json<OpenApiDocument>();
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(doc.paths).toHaveProperty(API_PATHS.dictionary);
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      API_BASE_PATH: '',
      SEED_ON_START: true,
    });
    expect(env.FIXED_VERIFY_CODE).toBeUndefined();
    expect(readEnv({ SEED_ON_START: 'false', PORT: '8080' })).toMatchObject({
      SEED_ON_START: false,
      PORT: 8080,
    });
    // Production seeds only when told to.
    expect(readEnv({ NODE_ENV: 'production' }).SEED_ON_START).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', SEED_ON_START: '' }).SEED_ON_START).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
  });

  it('refuses a fixed verification code in production, and allows it in tests', () => {
    expect(() => readEnv({ NODE_ENV: 'production', FIXED_VERIFY_CODE: 'AB12' })).toThrow(
      /FIXED_VERIFY_CODE/,
    );
    expect(readEnv({ NODE_ENV: 'test', FIXED_VERIFY_CODE: 'AB12' }).FIXED_VERIFY_CODE).toBe('AB12');
    expect(readEnv({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('refuses malformed values with the variable named', () => {
    expect(() => readEnv({ API_BASE_PATH: 'api' })).toThrow(/API_BASE_PATH/);
    expect(() => readEnv({ API_BASE_PATH: '/api/' })).toThrow(/API_BASE_PATH/);
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => readEnv({ SERVICE_EMAIL: 'not-an-address' })).toThrow(/SERVICE_EMAIL/);
  });
});

interface BadRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

describe('error bodies', () => {
  // The announcement takes no parameters, so there is nothing to get wrong.
  const badRequests: BadRequest[] = CALLS.filter(({ name }) => name !== 'announcement').flatMap(
    ({ path, method }): BadRequest[] =>
      method === 'get'
        ? [
            {
              method: 'GET' as const,
              url: `${path}?userId=x&start=-1&length=abc&shipmentId=%E0%A4%A&t=${'x'.repeat(40)}&orderId=[]`,
            },
          ]
        : Object.values(BROKEN_BODIES).map((body) => ({
            method: 'POST' as const,
            url: path,
            ...body,
          })),
  );

  it('never carry a stack trace, and no bad request gets a 5xx or writes anything', async () => {
    const before = await rowCounts(ctx.app);
    for (const request of [
      ...badRequests,
      { method: 'GET', url: '/no/such/path' } satisfies BadRequest,
    ]) {
      const res = await ctx.app.inject(request);
      const label = `${request.method} ${request.url}`;
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.json(), label).toEqual({
        result: 0,
        error_code: expect.any(Number),
        error_msg: expect.any(String),
      });
      expectNoInternals(res.body);
    }
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  it('answer an unknown path with 404 and the error shape', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/user/unknown' }), 404, 404);
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/product/page/querys', ...form({}) }),
      404,
      404,
    );
  });

  it('hide the cause of a server error', async () => {
    const broken = await startTestApp();
    try {
      await broken.app.db.$executeRawUnsafe(
        'ALTER TABLE "DictionaryEntry" RENAME TO "DictionaryEntryGone"',
      );
      const res = await broken.app.inject({
        method: 'POST',
        url: API_PATHS.dictionary,
        ...form({ typeId: 10004 }),
      });
      expect(res.json()).toEqual({ result: 0, error_code: 500, error_msg: 'Server error' });
      expect(res.statusCode).toBe(500);
      expectNoInternals(res.body);
    } finally {
      await broken.close();
    }
  });
});
