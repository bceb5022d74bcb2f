import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleRuntime, filesUnder, REPO_DIR } from '../runtime';
import { LABEL_FONT_FILES } from '../src/services/label-fonts';

/**
 * The image's runtime stage copies one folder, written by apps/api/runtime.ts
 * in its build stage. The test writes that folder the same way, with the
 * install scripts as configured and no package metadata cached (as after
 * the image's `pnpm fetch`), and checks what is in it: the server and what it
 * reads at run time, and nothing of the tests, benchmarks, harnesses,
 * sources or source maps. `pnpm test:docker` builds the image itself.
 */
const API_DIR = path.join(REPO_DIR, 'apps', 'api');

/** Every file under `dir`, relative to it, with `/` separators; node_modules apart. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (relative === 'node_modules') return [];
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}

const FORBIDDEN = [
  /(^|\/)(test|tests|__tests__|e2e|bench|reliability|conformance|pact|staging|src)\//,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /\.map$/,
  /\.tsx?$/,
];

describe('runtime files of the image hold the server and no tests, benchmarks or sources', () => {
  let out: string;
  let files: string[];
  let missing: string[];

  beforeAll(() => {
    // Built again when a bundle is missing, e.g. a build from before a bundle was added.
    const bundles = ['main', 'db-migrate', 'db-seed', 'db-backup', 'db-restore'];
    if (!bundles.every((name) => existsSync(path.join(API_DIR, 'dist', `${name}.js`)))) {
      execFileSync('pnpm', ['run', 'build'], { cwd: API_DIR, stdio: 'ignore', timeout: 300_000 });
    }
    out = mkdtempSync(path.join(tmpdir(), 'portal-runtime-'));
    // The web app is built by its own package; a test run may come without it.
    // Package metadata comes from the install's cache: the image build, which
    // has none, is proven by the Docker suite.
    missing = assembleRuntime(out, { allowMissing: ['apps/web/dist'] });
    files = listFiles(out);
  }, 180_000);

  afterAll(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('is the folder the Dockerfile writes and its runtime stage copies, and nothing else', () => {
    const dockerfile = readFileSync(path.join(REPO_DIR, 'Dockerfile'), 'utf8');
    const stages = dockerfile.split(/^FROM /m);
    const runtime = stages.at(-1) ?? '';
    expect(dockerfile).toMatch(/^RUN pnpm --filter @portal\/api run runtime \/runtime$/m);
    // Besides that folder, owned by root: only the node binary and pg_dump with pg_restore.
    expect(runtime.match(/^COPY .*$/gm)).toEqual([
      'COPY --from=base /usr/local/bin/node /usr/local/bin/node',
      'COPY --from=pg-tools /pg-tools/ /usr/local/bin/',
      'COPY --from=build /runtime ./',
    ]);
  });

  it('holds the server bundle, the database commands, the schemas and the migrations', () => {
    for (const file of [
      'apps/api/package.json',
      'apps/api/dist/main.js',
      'apps/api/dist/db-migrate.js',
      'apps/api/dist/db-seed.js',
      'apps/api/dist/db-backup.js',
      'apps/api/dist/db-restore.js',
      'prisma/schema.prisma',
      'prisma/generated/postgresql.prisma',
      'prisma/migrations/sqlite/migration_lock.toml',
      'prisma/migrations/postgresql/migration_lock.toml',
    ])
      expect(files, file).toContain(file);
    expect(files.some((f) => /^prisma\/migrations\/sqlite\/[^/]+\/migration\.sql$/.test(f))).toBe(
      true,
    );
    expect(
      files.some((f) => /^prisma\/migrations\/postgresql\/[^/]+\/migration\.sql$/.test(f)),
    ).toBe(true);
  });

  it('holds the built web app when it is built', () => {
    expect(missing.filter((entry) => entry !== 'apps/web/dist')).toEqual([]);
    if (existsSync(path.join(REPO_DIR, 'apps', 'web', 'dist', 'index.html'))) {
      expect(missing).toEqual([]);
      expect(files).toContain('apps/web/dist/index.html');
    }
  });

  it('holds no test, benchmark, harness, source or source-map file', () => {
    expect(files.filter((file) => FORBIDDEN.some((pattern) => pattern.test(file)))).toEqual([]);
    const top = new Set(files.map((file) => file.split('/').slice(0, 2).join('/')));
    expect([...top].sort()).toEqual(
      ['apps/api', 'apps/web', 'prisma/generated', 'prisma/migrations', 'prisma/schema.prisma']
        .filter((entry) => entry !== 'apps/web' || missing.length === 0)
        .sort(),
    );
  });

  it('holds the production dependencies of the server and no workspace package or dev tool', () => {
    const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const nodeModules = path.join(out, 'node_modules');
    const direct = readdirSync(nodeModules)
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) =>
        name.startsWith('@')
          ? readdirSync(path.join(nodeModules, name)).map((inner) => `${name}/${inner}`)
          : [name],
      );
    expect(direct.sort()).toEqual(Object.keys(manifest.dependencies).sort());
    const store = readdirSync(path.join(nodeModules, '.pnpm'));
    for (const tool of [
      '@portal+',
      'tsx@',
      'vitest@',
      'esbuild@',
      'vite@',
      'eslint@',
      'playwright',
      // Compiled into the bundle, or tools that come with them as peers.
      'prisma@',
      '@prisma+client@',
      '@prisma+studio',
      '@electric-sql+pglite',
      'typescript@',
      'effect@',
      'fastify@',
    ])
      expect(
        store.filter((name) => name.startsWith(tool)),
        tool,
      ).toEqual([]);
  });

  it('holds the fonts in the weights the documents use and better-sqlite3 for this platform only', () => {
    const fonts = filesUnder(path.join(out, 'node_modules', '.pnpm'))
      .filter((file) => file.endsWith('.ttf') && file.includes('@expo-google-fonts'))
      .map((file) => file.split('/node_modules/').at(-1))
      .sort();
    expect(fonts).toEqual([...LABEL_FONT_FILES].sort());
    const sqlite = filesUnder(path.join(out, 'node_modules', '.pnpm')).filter((file) =>
      file.includes('/better-sqlite3/'),
    );
    expect(sqlite.filter((file) => file.endsWith('.node'))).toHaveLength(1);
    expect(sqlite.filter((file) => /\/better-sqlite3\/(deps|src)\//.test(file))).toEqual([]);
  });

  it('holds the server bundle as ASCII text, which V8 keeps at one byte a character', () => {
    const dist = path.join(out, 'apps/api/dist');
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(dist, file), 'utf8');
      expect(source.match(/[\u0080-\u{10ffff}]/gu) ?? [], file).toEqual([]);
    }
  });

  it('holds the query compiler of each database as a WebAssembly file, not as base64 in a bundle', () => {
    const dist = path.join(out, 'apps/api/dist');
    for (const database of ['sqlite', 'postgresql']) {
      const wasm = readFileSync(path.join(dist, `query_compiler_small_bg.${database}.wasm`));
      // WebAssembly's magic number and version 1.
      expect([...wasm.subarray(0, 8)], database).toEqual([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
    }
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js')))
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/AGFzbQ/);
  });
});
