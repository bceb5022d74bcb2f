// `pnpm --filter @portal/api run runtime <folder>`: the files of the image's
// runtime stage, in the repository's layout, written into <folder> (the
// Dockerfile copies that folder to /app, and test/runtime-files.test.ts
// checks the same selection). Run it after the builds of the web app and
// the server.
//
// - apps/api: `pnpm deploy --prod` of the server, which its "files" field
//   limits to dist/ (the bundle and the database commands) beside
//   package.json; its production dependencies go to node_modules/ at the
//   top, where Node finds them from the bundle and from the prisma/ folder
//   the bundle reads the schema engine's package from.
// - apps/web and prisma: what their "files" fields name (the built web app;
//   the schemas and migrations the server applies).
//
// The layout is the repository's, so the default paths (prisma/src/paths.ts)
// are the same in the image as in a checkout.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = path.resolve(API_DIR, '..', '..');

/** Workspace folders whose "files" the image holds beside the server's deploy. */
export const SERVED_PACKAGES = ['apps/web', 'prisma'] as const;

export interface RuntimeOptions {
  /**
   * Skip the dependencies' install scripts (better-sqlite3's binary): for a
   * quick look at the file list; the image runs them.
   */
  ignoreScripts?: boolean;
  /** Entries of the "files" fields that may be missing (a build not made); the image allows none. */
  allowMissing?: readonly string[];
}

function filesOf(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_DIR, dir, 'package.json'), 'utf8')) as {
    files?: string[];
  };
  if (!manifest.files?.length) throw new Error(`${dir}/package.json names no "files"`);
  return manifest.files.map((entry) => `${dir}/${entry}`);
}

/** Writes the runtime files into `out` (emptied first); returns the entries missing by leave. */
export function assembleRuntime(out: string, options: RuntimeOptions = {}): string[] {
  rmSync(out, { recursive: true, force: true });
  const api = path.join(out, 'apps', 'api');
  execFileSync(
    'pnpm',
    [
      '--filter',
      '@portal/api',
      'deploy',
      '--prod',
      // The workspace does not inject its packages; the server bundles them anyway.
      '--legacy',
      '--offline',
      ...(options.ignoreScripts ? ['--ignore-scripts'] : []),
      api,
    ],
    { cwd: REPO_DIR, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  renameSync(path.join(api, 'node_modules'), path.join(out, 'node_modules'));
  const missing: string[] = [];
  for (const entry of SERVED_PACKAGES.flatMap(filesOf)) {
    const from = path.join(REPO_DIR, entry);
    if (!existsSync(from)) {
      if (!options.allowMissing?.includes(entry))
        throw new Error(`${entry} is missing; build it first`);
      missing.push(entry);
      continue;
    }
    cpSync(from, path.join(out, entry), { recursive: true });
  }
  if (!existsSync(path.join(api, 'dist', 'main.js'))) {
    throw new Error('apps/api/dist/main.js is missing; build the server first');
  }
  return missing;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: tsx runtime.ts <folder>');
  assembleRuntime(path.resolve(out));
}
