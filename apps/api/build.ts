// `pnpm --filter @portal/api run build`: the server as one JavaScript file,
// dist/main.js, which production runs with plain `node` (no TypeScript loader
// in memory or on the request path), and the database commands the image
// runs the same way: dist/db-migrate.js (`pnpm db:migrate`), dist/db-seed.js
// (`pnpm db:seed`) and dist/db-backup.js (`pnpm db:backup`). The workspace packages, which export
// their TypeScript sources, are bundled in; every other package stays an
// import of node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const API_DIR = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.join(API_DIR, 'dist');
const DB_CLI_DIR = path.join(API_DIR, '..', '..', 'prisma', 'src', 'cli');

const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const dependencies = new Set(Object.keys(manifest.dependencies));

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Node resolves the bundle's imports from dist/, that is from this package's
 * node_modules, so a package that the bundled workspace code imports must be
 * a dependency of this package too: the build says which one is missing.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path)) return { external: true };
      const name = packageName(args.path);
      if (name.startsWith('@portal/')) return undefined;
      if (dependencies.has(name)) return { external: true };
      const importer = path.relative(API_DIR, args.importer);
      return {
        errors: [{ text: `${name}, imported by ${importer}, is not a dependency of @portal/api` }],
      };
    });
  },
};

/**
 * `import.meta.url` keeps naming the source file, so that paths found from
 * it (the repository root, prisma/schema.prisma and its migrations, the
 * schema engine's package) are the same as when the sources run.
 */
const sourceImportMetaUrl: Plugin = {
  name: 'source-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromOutput = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(API_DIR, 'src', 'main.ts'),
    'db-migrate': path.join(DB_CLI_DIR, 'migrate.ts'),
    'db-seed': path.join(DB_CLI_DIR, 'seed.ts'),
    'db-backup': path.join(DB_CLI_DIR, 'backup.ts'),
  },
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  plugins: [externalPackages, sourceImportMetaUrl],
  logLevel: 'warning',
});
