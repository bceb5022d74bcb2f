import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromium, RESULTS_DIR } from './browser';
import { PortalServer, REPO_ROOT, tempServerDir, WEB_DIST_DIR } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

/** Newest modification time under the given paths (files or folders). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) {
        visit(path.join(entry, child));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

/** Builds the web app when there is no build or a source is newer than it. */
function ensureWebBuild() {
  const built = path.join(WEB_DIST_DIR, 'index.html');
  const web = path.join(REPO_ROOT, 'apps', 'web');
  const sources = newest([
    ...['src', 'public', 'index.html', 'vite.config.ts', 'postcss.config.cjs', 'package.json'].map(
      (entry) => path.join(web, entry),
    ),
    path.join(REPO_ROOT, 'packages', 'contracts', 'src'),
  ]);
  if (complete(WEB_DIST_DIR) && fs.statSync(built).mtimeMs >= sources) return;
  console.log('e2e: building the web app (pnpm --filter @portal/web build)');
  // The test runner sets NODE_ENV=test, which would give React's development build.
  execFileSync('pnpm', ['--filter', '@portal/web', 'build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Files the built index.html loads: all must be there, or the build is half written. */
function complete(dist: string): boolean {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = [...fs.readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return assets.every((asset) => fs.existsSync(path.join(dist, asset)));
}

/**
 * A private copy of the build for this run's server, so that a rebuild of
 * apps/web/dist by anything else (a developer, another suite) cannot swap the
 * files under the pages while they load.
 */
function copyOfBuild(): string {
  for (let attempt = 0; attempt < 3; attempt++) {
    const copy = path.join(tempServerDir('portal-e2e-web-'), 'dist');
    fs.cpSync(WEB_DIST_DIR, copy, { recursive: true });
    if (complete(copy)) return copy;
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    ensureWebBuild();
  }
  throw new Error(`the web build in ${WEB_DIST_DIR} is incomplete`);
}

/**
 * Once per run: Chromium present, the web app built, and the portal started
 * as `pnpm start` starts it, over a fresh temporary database (migrated and
 * seeded by the server itself) on a free loopback port.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  ensureWebBuild();
  const web = copyOfBuild();
  const started = Date.now();
  const server = await PortalServer.start({ WEB_DIST_DIR: web }).catch((error: unknown) => {
    fs.rmSync(path.dirname(web), { recursive: true, force: true });
    throw error;
  });
  console.log(
    `e2e: portal ready on ${server.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  return async () => {
    // A server that died during the run explains every failure after it.
    if (server.exited)
      console.error(`e2e: the portal exited during the run:\n${server.logs.slice(-4000)}`);
    await server.stop();
    fs.rmSync(path.dirname(web), { recursive: true, force: true });
  };
}
