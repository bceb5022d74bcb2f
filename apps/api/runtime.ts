// `pnpm --filter @portal/api run runtime <folder>`: the files of the image's
// runtime stage, in the repository's layout, written into <folder> (the
// Dockerfile copies that folder to /app, and test/runtime-files.test.ts
// checks the same selection). Run it after the builds of the web app and
// the server.
//
// - apps/api: `pnpm deploy --prod` of the server, which its "files" field
//   limits to dist/ (the bundles and their chunks) beside package.json; its
//   dependencies, the few packages that read their own files at run time
//   (build.ts compiles every other one in), go to node_modules/ at the top,
//   where Node finds them from the bundle and from the prisma/ folder the
//   bundle reads the schema engine's package from. Of those, only what runs
//   here is kept: the documents' font weights, better-sqlite3's binary for
//   this platform, no C sources, type declarations or source maps.
// - apps/web and prisma: what their "files" fields name (the built web app;
//   the schemas and migrations the server applies).
//
// The layout is the repository's, so the default paths (prisma/src/paths.ts)
// are the same in the image as in a checkout.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABEL_FONT_FILES } from './src/services/label-fonts';

const API_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = path.resolve(API_DIR, '..', '..');

/** Workspace folders whose "files" the image holds beside the server's deploy. */
export const SERVED_PACKAGES = ['apps/web', 'prisma'] as const;

export interface RuntimeOptions {
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

/** Runs pnpm; a failure throws with pnpm's own output, which names the cause. */
/** Long enough for a deploy that fetches every package's metadata; a hung registry fails, not stalls. */
const PNPM_TIMEOUT_MS = 10 * 60_000;

function pnpm(args: string[]) {
  const result = spawnSync('pnpm', args, {
    cwd: REPO_DIR,
    encoding: 'utf8',
    timeout: PNPM_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  if (result.status === 0) return;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  throw new Error(
    `pnpm ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${output}`,
  );
}

/** Every file under `dir`, with its path; symbolic links (pnpm's links between packages) not followed. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

/** better-sqlite3's name for this platform's prebuilt binary, e.g. linux-x64 or linuxmusl-x64. */
function sqlitePlatform(): string {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  const musl = process.platform === 'linux' && !report.header?.glibcVersionRuntime;
  return `${process.platform}${musl ? 'musl' : ''}-${process.arch}`;
}

/** Leaves out of the deployed packages what never runs here. */
function pruneDependencies(out: string) {
  const requireFromApp = createRequire(path.join(out, 'apps', 'api', 'package.json'));
  const keptFonts = new Set(LABEL_FONT_FILES.map((file) => requireFromApp.resolve(file)));
  const fontPackages = readdirSync(path.join(out, 'node_modules', '@expo-google-fonts'));
  for (const name of fontPackages) {
    const dir = realpathSync(path.join(out, 'node_modules', '@expo-google-fonts', name));
    for (const file of filesUnder(dir))
      if (file.endsWith('.ttf') && !keptFonts.has(file)) rmSync(file);
  }
  const sqlite = path.dirname(requireFromApp.resolve('better-sqlite3/package.json'));
  rmSync(path.join(sqlite, 'deps'), { recursive: true, force: true });
  rmSync(path.join(sqlite, 'src'), { recursive: true, force: true });
  const binary = `${sqlitePlatform()}.node`;
  for (const file of readdirSync(path.join(sqlite, 'prebuilds')))
    if (file !== binary) rmSync(path.join(sqlite, 'prebuilds', file));
  for (const file of filesUnder(path.join(out, 'node_modules', '.pnpm')))
    if (/\.(d\.[cm]?ts|map)$/.test(file)) rmSync(file);
}

/** Writes the runtime files into `out` (emptied first); returns the entries missing by leave. */
export function assembleRuntime(out: string, options: RuntimeOptions = {}): string[] {
  rmSync(out, { recursive: true, force: true });
  const api = path.join(out, 'apps', 'api');
  pnpm([
    '--filter',
    '@portal/api',
    'deploy',
    '--prod',
    // The workspace does not inject its packages; the server bundles them anyway.
    '--legacy',
    // From the store that `pnpm fetch` or `pnpm install` filled; package
    // metadata, which `pnpm fetch` does not keep, from the registry.
    '--prefer-offline',
    // Nothing deployed needs a build step, and the root's postinstall would
    // generate the Prisma clients in the workspace itself.
    '--ignore-scripts',
    api,
  ]);
  renameSync(path.join(api, 'node_modules'), path.join(out, 'node_modules'));
  pruneDependencies(out);
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
