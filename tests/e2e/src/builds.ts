import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_DIR, productionStart, REPO_ROOT, WEB_DIST_DIR } from '@portal/test-support';
import { tempServerDir } from './server';

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

/** Whether `built` exists and no file under `sources` is newer. */
function upToDate(built: string, sources: string[]): boolean {
  return fs.existsSync(built) && fs.statSync(built).mtimeMs >= newest(sources);
}

const inRepo = (...entries: string[]) => entries.map((entry) => path.join(REPO_ROOT, entry));

/**
 * Builds the server when its bundle is missing or older than what goes into
 * it: its own sources and the workspace packages it bundles (contracts, the
 * database package and its generated client). Through turbo, as `pnpm bench`
 * and `pnpm test:reliability` build it.
 */
export function ensureApiBuild() {
  const sources = inRepo(
    'apps/api/src',
    'apps/api/build.ts',
    'apps/api/package.json',
    'packages/contracts/src',
    'prisma/src',
    'prisma/generated',
  );
  const { entry } = productionStart();
  if (upToDate(entry, sources)) return;
  console.log(`e2e: building the server (${path.relative(API_DIR, entry)} is missing or old)`);
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@portal/api'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

/** Builds the web app when there is no build or a source is newer than it. */
export function ensureWebBuild() {
  const sources = [
    ...[
      'src',
      'public',
      'index.html',
      'vite.config.ts',
      'prerender.ts',
      'precompress.ts',
      'postcss.config.cjs',
      'package.json',
    ].map((entry) => path.join(REPO_ROOT, 'apps', 'web', entry)),
    path.join(REPO_ROOT, 'packages', 'contracts', 'src'),
  ];
  if (complete(WEB_DIST_DIR) && upToDate(path.join(WEB_DIST_DIR, 'index.html'), sources)) return;
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
 * A private copy of the web build for this run's server, so that a rebuild of
 * apps/web/dist by anything else (a developer, another suite) cannot swap the
 * files under the pages while they load.
 */
export function copyOfWebBuild(): string {
  for (let attempt = 0; attempt < 3; attempt++) {
    const copy = path.join(tempServerDir('portal-e2e-web-'), 'dist');
    fs.cpSync(WEB_DIST_DIR, copy, { recursive: true });
    if (complete(copy)) return copy;
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    ensureWebBuild();
  }
  throw new Error(`the web build in ${WEB_DIST_DIR} is incomplete`);
}
