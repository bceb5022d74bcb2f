import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  CUSTOMER_PATHS,
  ERROR_CATALOGUE,
  OPS_PATHS,
  PRIVATE_PAGE_PATHS,
  PUBLIC_PAGE_PATHS,
} from '@portal/contracts';
import { freeLoopbackPort, REPO_ROOT } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  Haproxy,
  HAPROXY_BIN,
  HAPROXY_CONFIG,
  haproxyEnv,
  LOOPBACK_SOURCE,
  parseStats,
} from '../src/haproxy';

const installed = fs.existsSync(HAPROXY_BIN);

/** `haproxy -c` on deploy/haproxy.cfg with `env`: its exit code and what it said. */
function check(env: Record<string, string>) {
  const result = spawnSync(HAPROXY_BIN, ['-c', '-f', HAPROXY_CONFIG], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The config's directives, comments and blank lines left out. */
const directives = fs
  .readFileSync(HAPROXY_CONFIG, 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean);

describe('deploy/haproxy.cfg', () => {
  it.runIf(installed)('is valid with the loopback addresses and with the compose ones', () => {
    const loopback = check(
      haproxyEnv({
        bind: '127.0.0.1:47180',
        statsBind: '127.0.0.1:47181',
        instances: ['127.0.0.1:47182', '127.0.0.1:47183', '127.0.0.1:47184'],
        source: LOOPBACK_SOURCE,
      }),
    );
    expect(loopback.output).toContain('Configuration file is valid');
    expect(loopback.output).not.toMatch(/WARNING|ALERT/);
    expect(loopback.status).toBe(0);
    // The lb service's own environment. Container names resolve only inside
    // Docker's network: a warning here, not an error.
    const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: { lb: { environment: Record<string, string> } };
    };
    const containers = check(compose.services.lb.environment);
    expect(containers.output).toContain('Configuration file is valid');
    expect(containers.status).toBe(0);
  });

  it.runIf(installed)('refuses to start without the addresses', () => {
    expect(check({}).status).not.toBe(0);
  });

  it('never sends a request twice once it reached an instance', () => {
    const retryOn = directives.filter((line) => line.startsWith('retry-on'));
    expect(retryOn).toEqual(['retry-on conn-failure']);
    expect(directives).toContain('option redispatch 1');
  });

  it("answers its own errors with the texts of the web's error catalogue, in each of its languages", () => {
    const texts = directives.flatMap((line) => {
      const match =
        /^http-request set-var-fmt\(txn\.e(\d{3})\) "([^"]+)"(?: if \{ var\(txn\.lang\) -m str (\w+) \})?$/.exec(
          line,
        );
      return match ? [`${match[3] ?? 'en'} ${match[1]} ${match[2]}`] : [];
    });
    const catalogue = (language: string) =>
      (
        JSON.parse(
          fs.readFileSync(
            path.join(REPO_ROOT, 'apps/web/src/i18n/locales', `${language}.json`),
            'utf8',
          ),
        ) as { errors: { code: Record<string, string> } }
      ).errors.code;
    const expected = [
      ...(['502', '503', '504'] as const).map((code) => `en ${code} ${ERROR_CATALOGUE[code]}`),
      ...(['pl-PL', 'zh-CN'] as const).flatMap((language) =>
        ['502', '503', '504'].map(
          (code) => `${language.slice(0, 2)} ${code} ${catalogue(language)[code]}`,
        ),
      ),
    ];
    expect(texts).toEqual(expected);
  });

  it('sends traffic round robin to instances whose /ready answers 200', () => {
    expect(directives).toContain('balance roundrobin');
    expect(directives).toContain('http-check send meth GET uri /ready');
    expect(directives).toContain('http-check expect status 200');
    const servers = directives.filter((line) => line.startsWith('server '));
    expect(servers).toEqual([1, 2, 3].map((n) => `server portal${n} "\${PORTAL_${n}}"`));
    expect(directives.find((line) => line.startsWith('default-server'))).toMatch(/\bcheck\b/);
  });
});

/** The backend's instances as one server on loopback: what each request brought it. */
interface Received {
  url: string;
  forwardedFor: string | undefined;
  from: string | undefined;
}

describe.runIf(installed)('HAProxy on deploy/haproxy.cfg, run', () => {
  const received: Received[] = [];
  /** A stand-in for the three instances: answers 200, or breaks the connection on /broken. */
  const instance = http.createServer((req, res) => {
    if (req.url?.startsWith('/broken')) {
      req.socket.destroy();
      return;
    }
    received.push({
      url: req.url ?? '',
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      from: req.socket.remoteAddress,
    });
    res.setHeader('content-type', 'application/json');
    res.end('{"result":1}');
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-haproxy-'));
  const logFile = path.join(dir, 'haproxy.log');
  let haproxy: Haproxy;
  let front = '';

  beforeAll(async () => {
    const [instancePort, frontPort, statsPort] = await Promise.all(
      [0, 1, 2].map(() => freeLoopbackPort()),
    );
    await new Promise<void>((resolve) => instance.listen(instancePort, '127.0.0.1', resolve));
    front = `http://127.0.0.1:${frontPort}`;
    haproxy = Haproxy.start(
      {
        bind: `127.0.0.1:${frontPort}`,
        statsBind: `127.0.0.1:${statsPort}`,
        instances: Array.from({ length: 3 }, () => `127.0.0.1:${instancePort}`),
        source: LOOPBACK_SOURCE,
      },
      logFile,
    );
    await haproxy.waitAllUp(10_000);
  });
  afterAll(async () => {
    await haproxy?.stop();
    instance.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * GET on a connection of its own: on a reused client connection HAProxy
   * closes without an answer when the instance broke its connection, so that
   * the client may send the request again.
   */
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; contentType?: string; json: () => unknown }>(
      (resolve, reject) => {
        const req = http.get(
          `${front}${url}`,
          { headers, agent: false, timeout: 10_000 },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                contentType: res.headers['content-type'],
                json: () => JSON.parse(body) as unknown,
              }),
            );
          },
        );
        req.on('error', reject);
        req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer in time`)));
      },
    );

  /** HAProxy's request lines once `count` are written (it writes each as the request ends). */
  async function requestLines(count: number): Promise<string[]> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const lines = fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => / (GET|POST) "/.test(line));
      if (lines.length >= count || Date.now() > deadline) return lines;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('replaces whatever X-Forwarded-For a client sends with the address it came from, and connects from LB_SOURCE', async () => {
    for (const forged of ['203.0.113.9', '198.18.0.1, 10.0.0.1', 'unknown']) {
      expect((await get(API_PATHS.announcement, { 'x-forwarded-for': forged })).status).toBe(200);
    }
    // HAProxy's own health checks (/ready) may arrive in between.
    const forwarded = received.filter(({ url }) => url === API_PATHS.announcement);
    expect(forwarded.slice(-3)).toEqual(
      Array.from({ length: 3 }, () => ({
        url: API_PATHS.announcement,
        forwardedFor: '127.0.0.1',
        from: LOOPBACK_SOURCE,
      })),
    );
  });

  it("logs each path parameter by its name as the portal does, no query and the client's network only", async () => {
    const token = 'Zx9_kq-3VbT7mWcN0aLpR2sYdE4fHu6iJg8oQ1tXeKz';
    const secrets = {
      token,
      rmaNumber: 'RMA261124750420789609225',
      orderId: '482915736201447',
      trackingNo: 'PCS470697337439571',
    };
    const imei = '354678124182036';
    const templates = [
      ...Object.values(CUSTOMER_PATHS),
      ...Object.values(PRIVATE_PAGE_PATHS),
      ...Object.values(PUBLIC_PAGE_PATHS),
      ...Object.values(OPS_PATHS),
    ].filter((template) => template.includes('/:'));
    const before = (await requestLines(0)).length;
    for (const template of templates) {
      const url = template.replace(
        /:(\w+)/,
        (_, name: string) => secrets[name as keyof typeof secrets] ?? 'slow-courier',
      );
      expect((await get(`${url}?keyword=${imei}`)).status).toBe(200);
    }
    expect((await get(`${API_PATHS.repairLookup}?keyword=${imei}`)).status).toBe(200);
    const lines = (await requestLines(before + templates.length + 1)).slice(before);
    expect(lines.map((line) => / GET "([^"]*)"$/.exec(line)?.[1])).toEqual([
      ...templates,
      API_PATHS.repairLookup,
    ]);
    for (const line of lines) expect(line).toMatch(/^127\.0\.0\.0 /);
    const log = fs.readFileSync(logFile, 'utf8');
    for (const secret of [...Object.values(secrets), imei, '127.0.0.1']) {
      expect(log).not.toContain(secret);
    }
  });

  it("answers an instance's broken answer with 502 in the API's error shape, in the visitor's language", async () => {
    const res = await get('/broken', { 'accept-language': 'pl-PL,en;q=0.5' });
    expect(res.status).toBe(502);
    expect(res.contentType).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ result: 0, error_code: 502, error_msg: 'Błąd bramy' });
  });

  it("answers 503 in the API's error shape when no instance can answer", async () => {
    await new Promise((resolve) => instance.close(resolve));
    instance.closeAllConnections();
    const english = await get(API_PATHS.announcement);
    expect(english.status).toBe(503);
    expect(english.contentType).toBe('application/json; charset=utf-8');
    expect(english.json()).toEqual({
      result: 0,
      error_code: 503,
      error_msg: ERROR_CATALOGUE[503],
    });
    const chinese = await get(`${API_PATHS.announcement}?lang=zh-CN`, { 'accept-language': 'pl' });
    expect(chinese.json()).toEqual({ result: 0, error_code: 503, error_msg: '服务不可用' });
  });
});

describe('parseStats', () => {
  it("reads the backend's servers from the status CSV", () => {
    const csv = [
      '# pxname,svname,qcur,stot,eresp,wretr,wredis,status,hrsp_2xx,hrsp_5xx,cli_abrt,srv_abrt',
      'portal,FRONTEND,,10,,,,OPEN,9,0,0,0',
      'portals,portal1,0,4,0,0,0,UP,3,0,0,0',
      'portals,portal2,0,3,1,2,1,DOWN 1/2,2,1,0,1',
      'portals,BACKEND,0,7,1,2,1,UP,5,1,0,1',
    ].join('\n');
    expect(parseStats(csv)).toEqual([
      {
        name: 'portal1',
        status: 'UP',
        sessions: 4,
        answered2xx: 3,
        answered5xx: 0,
        trouble: {
          responseErrors: 0,
          serverAborts: 0,
          clientAborts: 0,
          retries: 0,
          redispatches: 0,
        },
      },
      {
        name: 'portal2',
        status: 'DOWN',
        sessions: 3,
        answered2xx: 2,
        answered5xx: 1,
        trouble: {
          responseErrors: 1,
          serverAborts: 1,
          clientAborts: 0,
          retries: 2,
          redispatches: 1,
        },
      },
    ]);
  });
});
