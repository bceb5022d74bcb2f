import fs from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';

/**
 * The OpenAPI document as code generators and linters take it: Redocly's
 * recommended rules find no error, and openapi-typescript makes types with
 * which a small openapi-fetch program typechecks (and a wrong one does not).
 */

let ctx: TestContext;
let document: string;
let dir: string;

beforeAll(async () => {
  ctx = await startTestApp({ OPERATOR_TOKEN: 'generators-test-token-0123456789abcdef' });
  document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).body;
  // Inside the package, so that the program resolves openapi-fetch as the package does.
  const cache = path.join(import.meta.dirname, '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  dir = fs.mkdtempSync(path.join(cache, 'openapi-client-'));
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Three calls of a client: a form POST, a GET with a query and the JSON booking. */
const PROGRAM = `
import createClient from 'openapi-fetch';
import type { components, paths } from './api';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });

export async function threeCalls(): Promise<string[]> {
  const brands = await client.POST('/user/queryPage', {
    body: { userName: '', status: 1, start: 0, length: 20 },
    bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
  });
  const documents = await client.GET('/user/docs/page', {
    params: { query: { start: 0, length: 10, status: 2, docType: 1 } },
  });
  const booking = await client.POST('/order/add', {
    body: {
      repairInfo: {
        clientName: 'Jan Kowalski', clientTell: '500600700', clientEmail: 'jan@example.com',
        clientCity: 'Warszawa', clientStreet: 'Marszałkowska', clientHouseNumber: '1',
        clientPostalCode: '00-001', userId: 1, sourceChannelId: 1, sourceChannelName: 'Web',
        productId: 1, warrantyStatus: '1', applyAppearanceId: 11, applyAppearance: 'None',
        faultDescribe: 'Dark screen', remark: 'Always',
      },
      pickupDate: '2026-12-01',
    },
  });
  const error: components['schemas']['ErrorResponse'] | undefined = undefined;
  const names: string[] = [];
  if (brands.data?.result === 1) names.push(...brands.data.data.list.map((brand) => brand.userName));
  if (documents.data?.result === 1) names.push(...documents.data.data.list.map((d) => d.createTime));
  if (booking.data?.result === 1) names.push(booking.data.data.rmaNumber);
  return error ? [] : names;
}
`;

function typecheck(program: string): string[] {
  fs.writeFileSync(path.join(dir, 'program.ts'), program);
  const host = ts.createCompilerHost({});
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  };
  const checked = ts.createProgram([path.join(dir, 'program.ts')], options, host);
  return ts
    .getPreEmitDiagnostics(checked)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the OpenAPI document for generators', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const problems = await lintFromString({
      source: document,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([]);
  });

  it('names an operationId for every operation, each once, and its shared schemas', () => {
    const parsed = JSON.parse(document) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
      components: { schemas: Record<string, unknown> };
    };
    const operations = Object.values(parsed.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true);
    expect(Object.keys(parsed.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorResponse', 'Brand', 'Document', 'Material']),
    );
  });

  it('gives openapi-typescript types with which a three-call program typechecks, and a wrong one does not', async () => {
    const types = astToString(await openapiTS(document));
    fs.writeFileSync(path.join(dir, 'api.ts'), types);
    expect(typecheck(PROGRAM)).toEqual([]);
    const wrong = PROGRAM.replace('status: 2, docType: 1', "status: 'two', docType: 1");
    expect(typecheck(wrong).join('\n')).toMatch(/string.*not assignable|not assignable.*number/s);
  });
});
