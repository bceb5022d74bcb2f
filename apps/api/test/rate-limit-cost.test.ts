import fs from 'node:fs';
import { API_PATHS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseKind } from './harness';

/**
 * What counting requests in the database costs: CPU per request with the
 * rate limits off and on, in this process and, on PostgreSQL, in the
 * server's processes, for two cheap limited calls: the announcement (one
 * indexed read) under the limit of most calls (600 a minute, numbers taken
 * in blocks of 12) and the repair lookup under its own (30 a minute, every
 * request counted in the database). Requests come from enough addresses to
 * stay under the limits. A measurement, not a check: run with
 * `MEASURE=1 [TEST_DATABASE=postgresql] npx vitest run test/rate-limit-cost.test.ts`.
 */
const REQUESTS = 2000;
const WARM_UP = 200;

const CALLS = {
  announcement: { requestsPerAddress: 200, inject: { method: 'GET', url: API_PATHS.announcement } },
  'repair lookup': {
    requestsPerAddress: 20,
    inject: {
      method: 'POST',
      url: API_PATHS.repairLookup,
      payload: 'keyword=RMA000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  },
} as const;

/** CPU seconds used so far by the PostgreSQL server's processes (the postmaster's children), or 0. */
async function serverCpuSeconds(ctx: Awaited<ReturnType<typeof startTestApp>>): Promise<number> {
  if (testDatabaseKind !== 'postgresql') return 0;
  const [row] =
    await ctx.app.db.$queryRawUnsafe<{ data_directory: string }[]>('SHOW data_directory');
  const postmaster = fs
    .readFileSync(`${row?.data_directory}/postmaster.pid`, 'utf8')
    .split('\n')[0];
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command name: state ppid … utime (14th) stime (15th).
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (pid === postmaster || fields[1] === postmaster) {
        ticks += Number(fields[11]) + Number(fields[12]);
      }
    } catch {
      // A process that ended meanwhile.
    }
  }
  return ticks / 100; // USER_HZ
}

async function measure(name: keyof typeof CALLS, limits: boolean) {
  const { requestsPerAddress, inject } = CALLS[name];
  const ctx = await startTestApp({ RATE_LIMIT_ENABLED: String(limits) });
  try {
    let sent = 0;
    const call = async () => {
      const remoteAddress = `10.99.${Math.floor(sent / requestsPerAddress / 250)}.${Math.floor(sent / requestsPerAddress) % 250}`;
      sent += 1;
      const res = await ctx.app.inject({ ...inject, remoteAddress });
      expect(res.statusCode).toBe(200);
    };
    for (let i = 0; i < WARM_UP; i += 1) await call();
    const server = await serverCpuSeconds(ctx);
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i += 1) await call();
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const serverUsed = (await serverCpuSeconds(ctx)) - server;
    const perRequest = (micros: number) => Math.round(micros / REQUESTS);
    return {
      call: name,
      limits: limits ? 'on' : 'off',
      'api µs CPU/request': perRequest(used.user + used.system),
      'database server µs CPU/request': perRequest(serverUsed * 1e6),
      'µs wall/request': perRequest(elapsed * 1000),
    };
  } finally {
    await ctx.close();
  }
}

describe.runIf(process.env.MEASURE === '1')(`rate-limit cost on ${testDatabaseKind}`, () => {
  it(`${REQUESTS} calls each, limits off and on, three rounds`, { timeout: 900_000 }, async () => {
    const rows = [];
    for (let round = 0; round < 3; round += 1) {
      for (const name of Object.keys(CALLS) as (keyof typeof CALLS)[]) {
        for (const limits of [false, true]) rows.push(await measure(name, limits));
      }
    }
    console.table(rows);
  });
});
