import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { API_PATHS, OPS_PATHS } from '@portal/contracts';
import { freeLoopbackPort } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_FILE } from '../src/paths';
import { ProviderClient } from '../src/provider-client';
import { OPERATOR_TOKEN, startPortal, type Portal } from './portal';

/**
 * `pnpm pact:verify` against the built portal on SQLite with its test
 * controls, with and without the operator token, and against the same portal
 * behind a proxy that changes one answer or with a fault on one call.
 * Needs `turbo run build --filter=@portal/api`.
 */

let portal: Portal;
let proxy: http.Server | undefined;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await closeProxy();
  await portal?.stop();
});

/** The verifier's output without its colours. */
const plain = (text: string) => stripVTControlCharacters(text);

interface Run {
  code: number;
  output: string;
}

/** The command's run, with the operator token unless `token` is null. */
async function pactVerify(baseUrl: string, token: string | null = OPERATOR_TOKEN): Promise<Run> {
  const args = ['--import', 'tsx', CLI_FILE, '--provider-base-url', baseUrl];
  // Not from this shell either: a run without the token has none.
  const env = { ...process.env };
  delete env.OPERATOR_TOKEN;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      token === null ? args : [...args, '--operator-token', token],
      { cwd: path.dirname(CLI_FILE), env, maxBuffer: 16 * 1024 * 1024 },
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

/** What the proxy changes of an answer: its body, and its headers in place. */
type Alter = (url: string, body: Buffer, headers: Record<string, string | string[]>) => Buffer;

/** The portal behind a proxy whose answers `alter` changes. */
async function alteringProxy(target: string, alter: Alter): Promise<string> {
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
        const passed: Record<string, string | string[]> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
            passed[name] = value;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length > 0) passed['set-cookie'] = cookies;
        const payload = alter(request.url ?? '', Buffer.from(await answer.arrayBuffer()), passed);
        response.writeHead(answer.status, passed).end(payload);
      })().catch((error: unknown) => response.writeHead(502).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => proxy?.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}`;
}

async function closeProxy() {
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  proxy = undefined;
}

/** The interactions a run without the token skips: their states need the test controls. */
const NEEDS_CONTROLS = [
  'Given a brand without agreement - a request for the agreement of a brand that has none',
  'Given a repair can be booked for tomorrow - a repair order',
  'Given a repair order awaiting its pick-up - a pick-up reservation on an offered date and window',
  'Given a repair order awaiting its pick-up - a pick-up reservation on a date the courier refuses',
  'Given a shipment reserved for tomorrow - a request for the shipping label',
  'Given a repair order sent back to its customer - a repair lookup by RMA number',
  'Given a spare-part order shipped - a purchase inquiry by order number',
  'Given a verification code issued to the browser - a cart order',
];

describe('pnpm pact:verify', () => {
  it('passes against the portal', async () => {
    const run = await pactVerify(portal.server.baseUrl);
    expect(run.output).not.toContain('FAILED');
    expect(run.output).toContain('The backend honours the pact of portal-web.');
    expect(run.code).toBe(0);
  });

  it('fails readably against a backend that renames a field of one answer', async () => {
    const renaming = await alteringProxy(portal.server.baseUrl, (url, body) =>
      url.startsWith(API_PATHS.brandPage)
        ? Buffer.from(body.toString().replaceAll('"userName":', '"brandName":'))
        : body,
    );
    const run = await pactVerify(renaming).finally(closeProxy);
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

  describe('without the operator token', () => {
    it('verifies what public calls reach and names each interaction it skips', async () => {
      const run = await pactVerify(portal.server.baseUrl, null);
      expect(run.output).not.toContain('FAILED');
      const skipped = run.output
        .split('\n')
        .filter((line) => line.startsWith('Skipped (needs the test controls: '))
        .map((line) => line.slice(line.indexOf('): ') + 3));
      expect(skipped.sort()).toEqual([...NEEDS_CONTROLS].sort());
      // The no-data answers and the code image are among those verified.
      for (const description of [
        'a repair lookup by a keyword no order has',
        'a purchase inquiry by a number no order has',
        "a request for a model's technical documents with a title none has",
        'a request for the spare parts of a model matching a text none has',
        'a request for a verification code image',
      ]) {
        expect(run.output).toContain(`  ${description} (`);
      }
      expect(run.output).toContain(
        `The backend honours the pact of portal-web where public calls reach; ${NEEDS_CONTROLS.length} interaction(s) skipped without the operator token.`,
      );
      expect(run.code).toBe(0);
    });

    it('accepts a code image of another type (PNG)', async () => {
      const png = await alteringProxy(portal.server.baseUrl, (url, body, headers) => {
        if (url.startsWith(API_PATHS.verifyCode)) headers['content-type'] = 'image/png';
        return body;
      });
      const run = await pactVerify(png, null).finally(closeProxy);
      expect(run.output).not.toContain('FAILED');
      expect(run.code).toBe(0);
    });

    it('fails when a lookup that finds nothing answers an error instead of no data', async () => {
      const client = new ProviderClient(portal.server.baseUrl, OPERATOR_TOKEN);
      await client.operator('POST', OPS_PATHS.faults, {
        method: 'POST',
        path: API_PATHS.repairLookup,
        status: 200,
        result: 0,
        error_code: 500,
        error_msg: 'Server error',
        times: 100,
      });
      const run = await pactVerify(portal.server.baseUrl, null).finally(() =>
        client.operator('DELETE', OPS_PATHS.faults),
      );
      expect(run.code).toBe(1);
      const failures = run.output.slice(run.output.indexOf('Failures:'));
      expect(failures).toContain(
        'Given no repair order has the keyword - a repair lookup by a keyword no order has',
      );
      expect(failures).toContain(
        '$.error_code -> Expected 500 (Integer) to be equal to 404 (Integer)',
      );
      expect(run.output).toContain('There were 1 pact failures');
    });
  });
});
