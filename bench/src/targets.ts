import { execFileSync } from 'node:child_process';
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
import { ChildServer, dependencyFile } from './processes';

/**
 * The database as after the portal's first start: migrated and seeded by the
 * database tooling (`pnpm db:migrate`, `pnpm db:seed`), so the server below
 * starts as it does on every later start, without the seed's work in its
 * memory figures.
 */
export function prepareDatabase(dir: string) {
  const env = {
    ...baseEnv(),
    DATABASE_URL: `file:${path.join(dir, 'portal.db')}`,
    FILES_DIR: path.join(dir, 'files'),
  };
  for (const script of ['src/cli/migrate.ts', 'src/cli/seed.ts']) {
    execFileSync(process.execPath, ['--import', 'tsx', script], {
      cwd: path.join(REPO_ROOT, 'prisma'),
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

/**
 * The portal as it is deployed (the built server, `NODE_ENV=production`, the
 * default log level), on loopback over the prepared database, with the rate limits off
 * so one client address can load it.
 */
export async function startPortal(dir: string): Promise<ChildServer> {
  const port = await freeLoopbackPort();
  return ChildServer.start({
    name: 'portal',
    ...productionStart({
      ...portalEnv(dir, port),
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_ENABLED: 'false',
      ...RAISED_ABUSE_CAPS,
      COURIER_SLOT_CAPACITY: '1000000',
    }),
    port,
    logFile: path.join(dir, 'portal.log'),
    readyPath: '/ready',
  });
}

export interface LimitRoute {
  method: 'GET' | 'POST';
  path: string;
  requestBody?: string;
  body: unknown;
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
