import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAPROXY_BIN, HAPROXY_CONFIG, haproxyEnv, parseStats } from '../src/haproxy';

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
      }),
    );
    expect(loopback.output).toContain('Configuration file is valid');
    expect(loopback.status).toBe(0);
    // Container names resolve only inside Docker's network: a warning here, not an error.
    const containers = check(
      haproxyEnv({
        bind: ':8080',
        statsBind: ':8404',
        instances: ['portal-1:3000', 'portal-2:3000', 'portal-3:3000'],
      }),
    );
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

  it('sends traffic round robin to instances whose /ready answers 200', () => {
    expect(directives).toContain('balance roundrobin');
    expect(directives).toContain('http-check send meth GET uri /ready');
    expect(directives).toContain('http-check expect status 200');
    const servers = directives.filter((line) => line.startsWith('server '));
    expect(servers).toEqual([1, 2, 3].map((n) => `server portal${n} "\${PORTAL_${n}}"`));
    expect(directives.find((line) => line.startsWith('default-server'))).toMatch(/\bcheck\b/);
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
