import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  baseEnv,
  freeLoopbackPort,
  portalEnv,
  productionStart,
  RAISED_ABUSE_CAPS,
  REPO_ROOT,
} from '@portal/test-support';
import { OPS_PATHS, type ServerStats } from '@portal/contracts';
import type { ServedReading } from './load';
import { loopDelaySum, type LoopDelay } from './loop-delay';
import { ChildServer, dependencyFile } from './processes';

/** The operator token the bench's portal is started with: its counts and the code answers need it. */
export const OPERATOR_TOKEN = `bench-${randomBytes(16).toString('hex')}`;

/**
 * The database as after the portal's first start: migrated and seeded by the
 * database tooling (`pnpm db:migrate`, `pnpm db:seed`), then grown to `scale`
 * by `pnpm bench:data --scale N`, so the server below starts as it does on
 * every later start, without the seed's work in its memory figures.
 */
export function prepareDatabase(
  dir: string,
  scale: number,
  database = { url: `file:${path.join(dir, 'portal.db')}`, filesDir: path.join(dir, 'files') },
) {
  const env = { ...baseEnv(), DATABASE_URL: database.url, FILES_DIR: database.filesDir };
  const steps = [['src/cli/migrate.ts'], ['src/cli/seed.ts']];
  if (scale > 1) steps.push(['src/cli/scale-data.ts', '--scale', String(scale)]);
  for (const [script, ...args] of steps) {
    execFileSync(process.execPath, ['--import', 'tsx', script ?? '', ...args], {
      cwd: path.join(REPO_ROOT, 'prisma'),
      env,
      // The generator's progress goes to standard error, for whoever watches the run.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

/**
 * What the bench changes in a deployed portal: the rate limits and abuse
 * caps raised so one client address can load it. The operator token opens
 * `/ops/stats`, the portal's own counts.
 */
export const BENCH_PORTAL_SETTINGS = {
  RATE_LIMIT_ENABLED: 'false',
  ...RAISED_ABUSE_CAPS,
  COURIER_SLOT_CAPACITY: '1000000',
  OPERATOR_TOKEN,
};

/**
 * The test controls on, for the journeys that need them (the checkout: the
 * code image's answer is told to the operator token only there). They add a
 * read of the test clock and a journal entry to every request, so nothing
 * else is measured with them.
 */
export const WITH_TEST_CONTROLS = { TEST_CONTROLS: 'true' };

/**
 * The load tool standing where the balancer would: the journeys' visitors,
 * each from a network of its own, are named in `X-Forwarded-For`
 * (journeys.ts). Not in the topology comparison, where HAProxy names the
 * load tool's one address for all of them on three instances, and the single
 * instances are loaded alike.
 */
export const VISITORS_NAMED_BY_LOAD_TOOL = { TRUST_PROXY: '127.0.0.1' };

/**
 * The portal as it is deployed (the built server started as the README and
 * the container start it, `NODE_ENV=production`, the default log level), on
 * loopback over the prepared database (or `env`'s), with the bench's settings.
 */
export function portalStart(dir: string, port: number, env: Record<string, string> = {}) {
  return productionStart({
    ...portalEnv(dir, port),
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...BENCH_PORTAL_SETTINGS,
    ...env,
  });
}

export async function startPortal(
  dir: string,
  env: Record<string, string> = {},
  name = 'portal',
): Promise<ChildServer> {
  const port = await freeLoopbackPort();
  // The inspector, for the CPU profile of each workload (profile.ts): idle,
  // it costs nothing on the measured turns.
  const inspectPort = await freeLoopbackPort();
  const start = portalStart(dir, port, env);
  return ChildServer.start({
    name,
    ...start,
    args: [`--inspect=127.0.0.1:${inspectPort}`, ...start.args],
    inspectPort,
    port,
    logFile: path.join(dir, `${name}.log`),
    readyPath: '/ready',
  });
}

/** The portal's own counts (`/ops/stats`) of one instance. */
async function portalStats(baseUrl: string): Promise<ServerStats> {
  const res = await fetch(`${baseUrl}${OPS_PATHS.stats}`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  if (!res.ok) throw new Error(`${OPS_PATHS.stats} answered ${res.status}`);
  return ((await res.json()) as { data: ServerStats }).data;
}

/** What one instance has counted so far: requests, database statements and catalogue answers kept and served again (hits) or made (misses). */
export interface PortalCounts {
  requests: number;
  statements: number;
  hits: number;
  misses: number;
}

export async function portalCounts(baseUrl: string): Promise<PortalCounts> {
  const { requests, statements, catalogueCache } = await portalStats(baseUrl);
  return { requests, statements, hits: catalogueCache.hits, misses: catalogueCache.misses };
}

/** What `after` counted since `before`, less the reading of `after` itself. */
export function countedBetween(before: PortalCounts, after: PortalCounts): PortalCounts {
  return {
    requests: after.requests - before.requests - 1,
    statements: after.statements - before.statements,
    hits: after.hits - before.hits,
    misses: after.misses - before.misses,
  };
}

/**
 * Reads the requests the instances (each at its own address) have counted,
 * summed, less the readings themselves: each instance counts every earlier
 * reading as one request. Their event loops' delays are summed too.
 */
export function portalServed(instanceUrls: string[]): () => Promise<ServedReading> {
  let readings = 0;
  return async () => {
    const stats = await Promise.all(instanceUrls.map(portalStats));
    const counted = stats.reduce((sum, one) => sum + one.requests, 0);
    const requests = counted - readings * instanceUrls.length;
    readings += 1;
    const loopDelay = stats.reduce<LoopDelay | undefined>(
      (sum, one) => loopDelaySum(sum, one.eventLoopDelay),
      undefined,
    );
    return { requests, loopDelay };
  };
}

export interface LimitRoute {
  method: 'GET' | 'POST';
  path: string;
  requestBody?: string;
  /** The portal's answer, as the JSON text it sent. */
  text: string;
}

export async function startLimit(dir: string, routes: LimitRoute[]): Promise<ChildServer> {
  const port = await freeLoopbackPort();
  const routesFile = path.join(dir, 'limit-routes.json');
  fs.writeFileSync(routesFile, JSON.stringify(routes));
  return ChildServer.start({
    name: 'limit',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/limit-server.ts'],
    cwd: path.join(REPO_ROOT, 'bench'),
    env: { ...baseEnv(), NODE_ENV: 'production', PORT: String(port), LIMIT_ROUTES: routesFile },
    port,
    logFile: path.join(dir, 'limit.log'),
    readyPath: '/health',
  });
}

/**
 * Stoplight Prism mocking the portal's own OpenAPI document (as served at
 * /docs/json): static answers from the response schemas, requests validated
 * against the document.
 */
export async function startPrism(dir: string, openApiFile: string): Promise<ChildServer> {
  const port = await freeLoopbackPort();
  return ChildServer.start({
    name: 'prism',
    command: process.execPath,
    args: [
      dependencyFile('@stoplight/prism-cli', 'dist/index.js'),
      'mock',
      openApiFile,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    cwd: dir,
    env: { ...baseEnv(), NODE_ENV: 'production' },
    port,
    logFile: path.join(dir, 'prism.log'),
    readyPath: '/user/announce',
    readyTimeoutMs: 120_000,
  });
}

/** json-server (0.17, its stable line) over the JSON file made from the seeded database. */
export async function startJsonServer(dir: string, dbFile: string): Promise<ChildServer> {
  const port = await freeLoopbackPort();
  return ChildServer.start({
    name: 'json-server',
    command: process.execPath,
    args: [
      dependencyFile('json-server', 'lib/cli/bin.js'),
      dbFile,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--quiet',
    ],
    cwd: dir,
    env: { ...baseEnv(), NODE_ENV: 'production' },
    port,
    logFile: path.join(dir, 'json-server.log'),
    readyPath: '/serials',
  });
}
