import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childServerEnv, startTestApp, testDatabaseKind, type TestContext } from './harness';

/**
 * What a server holds at rest is what it loaded. The server's own start-up
 * (src/main.ts), in a process of its own with every module it loads written
 * down, must not load what only some requests need (the documents', the
 * e-mails' and the code image's libraries) nor the other database's query
 * compiler, nor Fastify's default schema compilers (the routes use zod's);
 * the first label loads the documents' libraries.
 */
const apiDir = path.resolve(import.meta.dirname, '..');
const ON_DEMAND = ['pdfkit', 'fontkit', 'bwip-js', 'nodemailer', 'svg-captcha'];
const DOCUMENT_LIBRARIES = ['pdfkit', 'fontkit', 'bwip-js'];
const NEVER_LOADED = ['ajv', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'];
const otherKind = testDatabaseKind === 'sqlite' ? 'postgresql' : 'sqlite';
const packageUrl = (name: string) => new RegExp(`/node_modules/${name}/`);
const queryCompiler = (kind: string) => new RegExp(`/query_compiler_\\w+_bg\\.${kind}\\.wasm`);

let ctx: TestContext;
let dir: string;
let server: ChildProcess | undefined;
let baseUrl: string;
const loadsFile = () => path.join(dir, 'loads.txt');
const loaded = () => readFileSync(loadsFile(), 'utf8').split('\n').filter(Boolean);

beforeAll(async () => {
  ctx = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'portal-loads-'));
  writeFileSync(loadsFile(), '');
  // Node itself with tsx as a loader, so that packages keep their own paths.
  server = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './test/module-loads.mjs', 'src/main.ts'],
    {
      cwd: apiDir,
      env: childServerEnv(ctx, { MODULE_LOADS_FILE: loadsFile() }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    server?.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const found = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    server?.once('exit', () => reject(new Error(`server exited: ${output}`)));
  });
  baseUrl = `http://127.0.0.1:${port}`;
  while ((await fetch(`${baseUrl}/ready`)).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await ctx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('modules loaded on demand', () => {
  it('a ready server has loaded its own database query compiler, not the other one, nor the documents, e-mail or code image libraries', () => {
    const atRest = loaded();
    expect(atRest.some((url) => queryCompiler(testDatabaseKind).test(url))).toBe(true);
    expect(atRest.filter((url) => queryCompiler(otherKind).test(url))).toEqual([]);
    for (const name of ON_DEMAND) {
      expect(
        atRest.filter((url) => packageUrl(name).test(url)),
        name,
      ).toEqual([]);
    }
  });

  it("a ready server has not loaded Fastify's default schema compilers", () => {
    const atRest = loaded();
    for (const name of NEVER_LOADED) {
      expect(
        atRest.filter((url) => packageUrl(name).test(url)),
        name,
      ).toEqual([]);
    }
  });

  it('the first label loads the documents libraries', async () => {
    const shipment = await ctx.app.db.shipment.findFirstOrThrow({ select: { id: true } });
    const res = await fetch(`${baseUrl}/logistics/label?shipmentId=${shipment.id}&labelType=LBLP`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const afterLabel = loaded();
    for (const name of DOCUMENT_LIBRARIES) {
      expect(
        afterLabel.some((url) => packageUrl(name).test(url)),
        name,
      ).toBe(true);
    }
  });
});
