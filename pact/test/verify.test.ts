import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { API_PATHS } from '@portal/contracts';
import { freeLoopbackPort } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_FILE } from '../src/paths';
import { OPERATOR_TOKEN, startPortal, type Portal } from './portal';

/**
 * `pnpm pact:verify` against the built portal on SQLite with its test
 * controls, and against the same portal behind a proxy that renames one
 * field of one answer. Needs `turbo run build --filter=@portal/api`.
 */

let portal: Portal;
let proxy: http.Server | undefined;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await portal?.stop();
});

/** The verifier's output without its colours. */
const plain = (text: string) => stripVTControlCharacters(text);

interface Run {
  code: number;
  output: string;
}

async function pactVerify(baseUrl: string): Promise<Run> {
  const args = ['--import', 'tsx', CLI_FILE, '--provider-base-url', baseUrl];
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [...args, '--operator-token', OPERATOR_TOKEN],
      { cwd: path.dirname(CLI_FILE), maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, output: plain(stdout + stderr) };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: failed.code ?? -1,
      output: plain(`${failed.stdout ?? ''}${failed.stderr ?? ''}`),
    };
  }
}

/** The portal behind a proxy whose brand list calls `userName` `brandName`. */
async function renamingProxy(target: string): Promise<string> {
  const port = await freeLoopbackPort();
  proxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string' && name !== 'host') headers.set(name, value);
        }
        const answer = await fetch(`${target}${request.url}`, {
          method: request.method,
          headers,
          ...(body.length > 0 ? { body } : {}),
        });
        let payload = Buffer.from(await answer.arrayBuffer());
        if (request.url?.startsWith(API_PATHS.brandPage)) {
          payload = Buffer.from(payload.toString().replaceAll('"userName":', '"brandName":'));
        }
        const passed: Record<string, string | string[]> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
            passed[name] = value;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length > 0) passed['set-cookie'] = cookies;
        response.writeHead(answer.status, passed).end(payload);
      })().catch((error: unknown) => response.writeHead(502).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => proxy?.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}`;
}

describe('pnpm pact:verify', () => {
  it('passes against the portal', async () => {
    const run = await pactVerify(portal.server.baseUrl);
    expect(run.output).not.toContain('FAILED');
    expect(run.output).toContain('The backend honours the pact of portal-web.');
    expect(run.code).toBe(0);
  });

  it('fails readably against a backend that renames a field of one answer', async () => {
    const run = await pactVerify(await renamingProxy(portal.server.baseUrl));
    expect(run.code).toBe(1);
    // The broken interaction, where its answer differs, and only that one.
    const failures = run.output.slice(run.output.indexOf('Failures:'));
    expect(failures).toContain('Given brands are on offer - a request for the brands');
    expect(failures).toContain(
      '$.data.list[0] -> Actual map is missing the following keys: userName',
    );
    expect(run.output).toContain('There were 1 pact failures');
    expect(run.output).toContain(
      'Pact verification failed: 1 interaction(s) failed:\n' +
        '  - Verifying a pact between portal-web and service-backend Given brands are on offer - a request for the brands',
    );
  });
});
