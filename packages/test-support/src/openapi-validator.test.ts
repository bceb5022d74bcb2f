import { describe, expect, it } from 'vitest';
import { assertValidOpenApi, createOpenApiValidator } from './openapi-validator';

const errorShape = {
  type: 'object',
  properties: { result: { const: 0 }, error_code: { type: 'integer' } },
  required: ['result', 'error_code'],
  additionalProperties: false,
};

/** A small API: a form call with an e-mail and a count, and a PDF download. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  paths: {
    '/items/{id}': {
      post: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: {
                  email: { type: 'string', format: 'email' },
                  count: { type: 'integer', minimum: 1 },
                },
                required: ['email'],
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { result: { const: 1 } },
                  required: ['result'],
                },
              },
            },
          },
          '404': { description: 'none', content: { 'application/json': { schema: errorShape } } },
        },
      },
    },
    '/label': {
      get: {
        responses: {
          '200': {
            description: 'the label',
            content: { 'application/pdf': { schema: { type: 'string' } } },
          },
        },
      },
    },
  },
};

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

describe('createOpenApiValidator', () => {
  it('refuses a document that is not OpenAPI', async () => {
    await expect(assertValidOpenApi({ openapi: '3.1.0', paths: {} })).rejects.toThrow(
      /not valid OpenAPI/,
    );
    await expect(createOpenApiValidator({ ...DOCUMENT, info: undefined })).rejects.toThrow();
  });

  it('checks a form request with its values as text, formats included', async () => {
    const validator = await createOpenApiValidator(DOCUMENT);
    const request = (body: Record<string, string>) =>
      validator.validateRequest({
        method: 'POST',
        path: '/items/7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect(request({ email: 'a@example.pl', count: '2' })).toEqual([]);
    expect(request({ email: 'not an address' })).toEqual([expect.stringMatching(/email.*format/)]);
    expect(request({ email: 'a@example.pl', count: '0' })).toHaveLength(1);
    expect(request({})).toHaveLength(1);
    expect(validator.describes({ method: 'GET', path: '/items/7' })).toBe(false);
    expect(validator.describes({ method: 'POST', path: '/items/7' })).toBe(true);
  });

  it('checks an answer by its status, content type and body', async () => {
    const validator = await createOpenApiValidator(DOCUMENT);
    const call = { method: 'POST', path: '/items/7' };
    expect(validator.validateResponse(call, { status: 200, ...json({ result: 1 }) })).toEqual([]);
    expect(
      validator.validateResponse(call, { status: 404, ...json({ result: 0, error_code: 404 }) }),
    ).toEqual([]);
    expect(validator.validateResponse(call, { status: 200, ...json({ result: 2 }) })).toHaveLength(
      1,
    );
    expect(validator.validateResponse(call, { status: 500, ...json({ result: 0 }) })).toEqual([
      expect.stringContaining('status not in the document'),
    ]);
    const label = { method: 'GET', path: '/label' };
    const pdf = { 'content-type': 'application/pdf' };
    expect(validator.validateResponse(label, { status: 200, headers: pdf, body: '%PDF' })).toEqual(
      [],
    );
    expect(validator.validateResponse(label, { status: 200, ...json({ result: 1 }) })).toEqual([
      expect.stringContaining('content type application/json'),
    ]);
  });
});
