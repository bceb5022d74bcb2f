import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@portal/contracts';
import { createOpenApiValidator } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renamingProxy } from './altered-server';
import {
  contractVerify,
  everyCheck,
  databaseName,
  OPERATOR_TOKEN,
  readJunit,
  startPortal,
  type CliRun,
  type Portal,
} from './portal';

const TALLY = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/;

interface Exchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: string;
  status: number;
  responseBody: string;
}

function readExchanges(file: string): Exchange[] {
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Exchange);
}

/** The body as the server reads it: JSON, a form's fields (also multipart), or none. */
async function parsedBody(exchange: Exchange): Promise<unknown> {
  const type = exchange.requestHeaders['content-type'] ?? '';
  if (!exchange.requestBody) return undefined;
  if (type.startsWith('application/json')) return JSON.parse(exchange.requestBody);
  const form = await new Request('http://form.invalid/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: exchange.requestBody,
  }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

describe(`pnpm contract:verify against the portal on ${databaseName}`, () => {
  let portal: Portal;
  let out: string;
  let verified: CliRun;
  const file = (name: string) => path.join(out, name);

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-report-'));
    portal = await startPortal();
    verified = await contractVerify([
      ...everyCheck(portal.url),
      '--junit',
      file('junit.xml'),
      '--report',
      file('report.md'),
      '--exchanges',
      file('exchanges.jsonl'),
    ]);
  });

  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('passes every check, the write flows included, exits 0 and ends with the tally', () => {
    const failed = readJunit(file('junit.xml')).filter((c) => c.failure !== undefined);
    expect(
      failed.map((c) => `${c['@_name']}: ${c.failure?.['#text']}`),
      portal.log(),
    ).toEqual([]);
    const tally = TALLY.exec(verified.lines.at(-1) ?? '');
    expect(tally, verified.stdout).not.toBeNull();
    expect(tally?.[3], 'nothing skipped with --writes and the operator token').toBeUndefined();
    expect(Number(tally?.[2])).toBe(0);
    expect(verified.exitCode, verified.stdout).toBe(0);
  });

  it('writes valid JUnit XML with a test case per check the console counted', () => {
    const cases = readJunit(file('junit.xml'));
    const [, passed, failed] = TALLY.exec(verified.lines.at(-1) ?? '') ?? [];
    expect(cases.length).toBe(Number(passed) + Number(failed));
    expect(cases.map((c) => c['@_name'])).toContain(
      'repair booking: the label is a PDF named after the shipment',
    );
  });

  it('writes the Markdown report and every exchange, in the encoding SPEC gives each call', () => {
    expect(fs.readFileSync(file('report.md'), 'utf8')).toContain(`**${verified.lines.at(-1)}**`);
    const exchanges = fs
      .readFileSync(file('exchanges.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const sent = (apiPath: string) =>
      exchanges.find((e) => new URL(e.url as string).pathname === apiPath && e.status === 200);
    expect(sent(API_PATHS.repairOrderAdd)?.requestHeaders).toMatchObject({
      'content-type': 'application/json',
    });
    expect(sent(API_PATHS.reservePickup)?.requestHeaders).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
    });
    const label = exchanges.find(
      (e) => (e.responseHeaders as Record<string, string>)['content-type'] === 'application/pdf',
    );
    expect(new URL(label?.url as string).pathname).toBe(API_PATHS.label);
    expect(label?.responseBody).toMatch(/^<binary \d+ bytes>$/);
    expect(fs.readFileSync(file('exchanges.jsonl'), 'utf8')).not.toContain(OPERATOR_TOKEN);
    for (const exchange of exchanges) {
      expect(Object.keys(exchange)).toEqual([
        'method',
        'url',
        'requestHeaders',
        'requestBody',
        'status',
        'responseHeaders',
        'responseBody',
      ]);
    }
  });

  it("sends only requests the portal's OpenAPI document allows, wherever the portal accepted them", async () => {
    const document = await (await fetch(new URL('docs/json', `${portal.url}/`))).json();
    const validator = await createOpenApiValidator(document);
    const accepted = readExchanges(file('exchanges.jsonl')).filter(
      (e) => e.status === 200 && !/"result":0\b/.test(e.responseBody),
    );
    const problems: string[] = [];
    for (const exchange of accepted) {
      const url = new URL(exchange.url);
      const request = {
        method: exchange.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: exchange.requestHeaders,
        body: await parsedBody(exchange),
      };
      if (!validator.describes(request)) continue;
      for (const problem of validator.validateRequest(request)) {
        problems.push(`${exchange.method} ${url.pathname}: ${problem}`);
      }
    }
    expect(accepted.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('fails against a server that renames one field, naming the call and the field', async () => {
    const altered = await renamingProxy(portal.url, {
      path: API_PATHS.materialPage,
      from: 'recordsTotal',
      to: 'recordTotal',
    });
    try {
      const report = file('altered.md');
      const run = await contractVerify([
        '--base-url',
        altered.url,
        '--junit',
        file('altered.xml'),
        '--report',
        report,
      ]);
      expect(run.exitCode).toBe(1);
      expect(fs.readFileSync(report, 'utf8')).toContain(
        `- POST ${API_PATHS.materialPage}: answer has no field \`recordsTotal\` (found \`recordTotal\`)`,
      );
      const failed = readJunit(file('altered.xml')).filter((c) => c.failure !== undefined);
      expect(failed.map((c) => c['@_name'])).toContain(
        'accessories: the pages add up to recordsTotal, the last one partly filled',
      );
    } finally {
      await altered.stop();
    }
  });
});
