import { API_PATHS, DICTIONARY_TYPE } from '@portal/contracts';
import {
  assertValidOpenApi,
  createOpenApiValidator,
  type OpenApiValidator,
} from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessoriesOrderBody, findCatalogue, repairOrderBody, type Catalogue } from './fixtures';
import { form, startTestApp, type TestContext } from './harness';
import { expectError } from './requests';

type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  examples?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  if?: Schema;
  then?: Schema;
};
interface Operation {
  parameters?: { name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }
  >;
}
interface OpenApiDocument {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let doc: OpenApiDocument;
let validator: OpenApiValidator;
let catalogue: Catalogue;
beforeAll(async () => {
  ctx = await startTestApp();
  doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
  validator = await createOpenApiValidator(doc);
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

const jsonBody = (path: string) =>
  doc.paths[path]!.post!.requestBody!.content['application/json']!.schema;
const formBody = (path: string) =>
  doc.paths[path]!.post!.requestBody!.content['application/x-www-form-urlencoded']!.schema;
const parameter = (path: string, name: string) =>
  doc.paths[path]!.get!.parameters!.find((entry) => entry.name === name)!.schema;

describe('the OpenAPI document at /docs/json', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(assertValidOpenApi(doc)).resolves.toBeUndefined();
  });

  it('gives the label as a PDF and the verification code as an SVG, or the JSON error shape', () => {
    for (const [path, mediaType] of [
      [API_PATHS.label, 'application/pdf'],
      [API_PATHS.verifyCode, 'image/svg+xml'],
    ] as const) {
      const content = doc.paths[path]!.get!.responses['200']!.content!;
      expect(Object.keys(content).sort(), path).toEqual([mediaType, 'application/json'].sort());
      expect(content[mediaType]!.schema).toMatchObject({ type: 'string' });
    }
    expect(parameter(API_PATHS.label, 'labelType')).toMatchObject({ enum: ['LBLP'] });
    expect(doc.paths[API_PATHS.label]!.get!.responses['503']!.headers).toHaveProperty(
      'Retry-After',
    );
  });

  it('names the fixed values, formats and patterns of a repair booking', () => {
    const body = jsonBody(API_PATHS.repairOrderAdd);
    const info = body.properties!.repairInfo!.properties!;
    // @fastify/swagger writes zod's `const` as a one-value `enum`.
    expect(info.orderType).toMatchObject({ type: 'integer', enum: [1] });
    expect(info.afterSalesType).toMatchObject({ type: 'integer', enum: [3] });
    expect(body.properties!.orderType).toMatchObject({ type: 'integer', enum: [1] });
    expect(info.warrantyStatus).toMatchObject({ enum: ['1', '2'] });
    expect(info.clientEmail).toMatchObject({ format: 'email', maxLength: 40 });
    expect(info.clientPostalCode!.pattern).toBeDefined();
    expect(body.properties!.pickupDate).toMatchObject({
      format: 'date',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    });
    const reserve = formBody(API_PATHS.reservePickup).properties!;
    expect(reserve.pickupDate).toMatchObject({ format: 'date' });
    expect(reserve.pickupTimeFrom!.pattern).toBe('^([01]\\d|2[0-3]):([0-5]\\d)$');
  });

  it('says an enterprise invoice needs its tax number and registered address, the registered phone never', () => {
    const order = jsonBody(API_PATHS.accessoriesOrderAdd).properties!.OrderInfo!;
    expect(order.properties!.email).toMatchObject({ format: 'email' });
    expect(order.properties!.invoiceType).toMatchObject({ enum: ['1', '2'] });
    expect(order.required).toContain('invoiceName');
    expect(order.if).toEqual({
      properties: { invoiceType: { enum: ['2'] } },
      required: ['invoiceType'],
    });
    expect(order.then!.required).toEqual(['taxNo', 'registerAddress']);
    expect(order.required).not.toContain('registerPhone');
  });

  it('gives the known values of the open filters as examples', () => {
    const dictionary = formBody(API_PATHS.dictionary).properties!;
    expect(dictionary.typeId!.examples).toEqual(Object.values(DICTIONARY_TYPE));
    expect(dictionary.status).toMatchObject({ default: 1, examples: [1] });
  });
});

describe('a standard validator reading the document', () => {
  type RepairBody = { repairInfo: Record<string, unknown>; pickupDate: string };
  const repair = (change: (body: RepairBody) => void) => {
    const body = repairOrderBody(catalogue, '356938035643809') as unknown as RepairBody;
    change(body);
    return validator.validateRequest({
      method: 'POST',
      path: API_PATHS.repairOrderAdd,
      headers: { 'content-type': 'application/json' },
      body,
    });
  };
  const sparePart = (orderInfo: Record<string, unknown>) => {
    const body = accessoriesOrderBody(catalogue, 'ABCD');
    return validator.validateRequest({
      method: 'POST',
      path: API_PATHS.accessoriesOrderAdd,
      headers: { 'content-type': 'application/json' },
      body: { ...body, OrderInfo: { ...body.OrderInfo, ...orderInfo } },
    });
  };

  it('refuses what the API refuses: another order type, a bad e-mail, a date not YYYY-MM-DD', () => {
    expect(repair(() => {})).toEqual([]);
    expect(repair((body) => (body.repairInfo.orderType = 2))).not.toEqual([]);
    expect(repair((body) => (body.repairInfo.afterSalesType = 1))).not.toEqual([]);
    expect(repair((body) => (body.repairInfo.clientEmail = 'jan.example.pl'))).not.toEqual([]);
    expect(repair((body) => (body.pickupDate = '2026-2-3'))).not.toEqual([]);
  });

  it('refuses an enterprise invoice without tax number or registered address, not a personal one', () => {
    expect(sparePart({ invoiceType: '1', taxNo: '', registerAddress: '' })).toEqual([]);
    const enterprise = { invoiceType: '2', taxNo: '5260250274', registerAddress: 'ul. Prosta 1' };
    expect(sparePart({ ...enterprise, registerPhone: '' })).toEqual([]);
    expect(sparePart({ ...enterprise, taxNo: ' ' })).not.toEqual([]);
    expect(sparePart({ ...enterprise, registerAddress: '' })).not.toEqual([]);
  });

  it('refuses an answer the document does not declare', () => {
    const call = { method: 'GET', path: API_PATHS.label };
    expect(
      validator.validateResponse(call, {
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: '<p>label</p>',
      }),
    ).not.toEqual([]);
    expect(
      validator.validateResponse(call, {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ result: 0, error_code: 404 }),
      }),
    ).not.toEqual([]);
  });
});

describe('a known path asked with another method', () => {
  it('answers 405 with Allow and the error shape; an unknown path stays 404', async () => {
    expect(doc.info.description).toMatch(/405 with `Allow`/);
    const wrong = await ctx.app.inject({ method: 'GET', url: API_PATHS.repairOrderAdd });
    expect(wrong.headers.allow).toBe('POST');
    expect(expectError(wrong, 400, 405)).toBe(
      `Method GET is not allowed on ${API_PATHS.repairOrderAdd}; use POST`,
    );
    const both = await ctx.app.inject({ method: 'DELETE', url: `${API_PATHS.repairLookup}?x=1` });
    expect(both.statusCode).toBe(405);
    expect(both.headers.allow).toBe('GET, HEAD, POST');
    const label = await ctx.app.inject({ method: 'POST', url: API_PATHS.label, ...form({}) });
    expect(label.headers.allow).toBe('GET, HEAD');
    expectError(await ctx.app.inject({ method: 'GET', url: '/order/nothing' }), 404, 404);
    expectError(await ctx.app.inject({ method: 'POST', url: '/order/nothing' }), 404, 404);
    expect((await ctx.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
  });
});

describe('a 422 answer', () => {
  it('names the field and its rule wherever the request was refused', async () => {
    const answers = [
      await ctx.app.inject({ method: 'POST', url: API_PATHS.dictionary, ...form({}) }),
      await ctx.app.inject({ method: 'GET', url: `${API_PATHS.label}?shipmentId=abc` }),
      await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.repairOrderAdd,
        payload: '[]',
        headers: { 'content-type': 'application/json' },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.repairOrderAdd,
        payload: '"text"',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((answer) => expectError(answer, 422))).toEqual([
      'typeId: This field is required',
      'shipmentId: Invalid value',
      'body: Invalid value',
      'body: Invalid value',
    ]);
  });
});
