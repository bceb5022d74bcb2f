// `pnpm --filter @portal/api run build`: the server as one JavaScript file,
// dist/main.js, which production runs with plain `node` (no TypeScript loader
// in memory or on the request path), and the database commands the image
// runs the same way: dist/db-migrate.js (`pnpm db:migrate`), dist/db-seed.js
// (`pnpm db:seed`), dist/db-backup.js (`pnpm db:backup`) and
// dist/db-restore.js (`pnpm db:restore`), with the
// chunks they load on demand beside them (the query compiler of one
// database is read only where that database is configured).
//
// Every package is compiled in, except the server's "dependencies": those
// that read their own files at run time (a native binary, WebAssembly, fonts,
// static pages), which the image installs beside the bundle. So the image
// holds no package that is only code, and no tool a package names as a peer.
// A dependency that only reads files its code names from its own folder
// (FILES_READ_AT_RUN_TIME) has its code compiled in all the same, and reads
// them from where it is installed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const API_DIR = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.join(API_DIR, 'dist');
const DB_CLI_DIR = path.join(API_DIR, '..', '..', 'prisma', 'src', 'cli');

const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const runtimePackages = new Set(Object.keys(manifest.dependencies));
const bundledPackages = new Set(Object.keys(manifest.devDependencies));
/**
 * Dependencies whose code is compiled in while their files (the /docs page's
 * scripts and styles) stay in the installed package: loaded from
 * node_modules, @fastify/swagger-ui and its own copies of the packages the
 * bundle holds (yaml, @fastify/static) took a tenth of the server's start.
 */
const FILES_READ_AT_RUN_TIME = new Set(['@fastify/swagger-ui']);
/** Optional drivers that packages load only when present; none is used here. */
const ABSENT_OPTIONAL = new Set(['pg-native', 'pino-pretty']);

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A package imported by the server's own or workspace code is compiled in
 * when it is a development dependency of this package, and stays an import
 * that Node resolves from node_modules when it is a (runtime) dependency;
 * the build names a package that is neither. What bundled packages import
 * themselves is compiled in with them.
 */
const runtimeImports: Plugin = {
  name: 'runtime-imports',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path)) return { external: true };
      const name = packageName(args.path);
      if (FILES_READ_AT_RUN_TIME.has(name)) return undefined;
      if (runtimePackages.has(name) || ABSENT_OPTIONAL.has(name)) return { external: true };
      const importer = path.relative(API_DIR, args.importer);
      if (importer.includes('node_modules') || name.startsWith('@portal/')) return undefined;
      if (bundledPackages.has(name)) return undefined;
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

/**
 * Prisma ships its query compiler as WebAssembly written out in base64 in a
 * module's source, which V8 would keep twice for the life of the process: as
 * the module's source and as the string (4.4 MB of heap). The compiler is
 * written beside the bundle as a .wasm file instead, and the module exports
 * its bytes read from there: Prisma's loader hands `wasm` to
 * `Buffer.from(wasm, 'base64')`, which copies a Buffer as it is.
 */
const queryCompilerFromFile: Plugin = {
  name: 'query-compiler-from-file',
  setup(bundle) {
    bundle.onLoad({ filter: /query_compiler_\w+_bg\.\w+\.wasm-base64\.mjs$/ }, async (args) => {
      const { wasm } = (await import(pathToFileURL(args.path).href)) as { wasm: string };
      const file = path.basename(args.path).replace(/\.wasm-base64\.mjs$/, '.wasm');
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(path.join(OUT_DIR, file), Buffer.from(wasm, 'base64'));
      const url = `new URL(${JSON.stringify(`./${file}`)}, import.meta.url)`;
      return {
        contents: `import { readFileSync } from 'node:fs';\nexport const wasm = readFileSync(${url});\n`,
        loader: 'js',
      };
    });
  },
};

/**
 * A compiled-in package of FILES_READ_AT_RUN_TIME finds its files from
 * `__dirname`, which a module of the bundle does not have: it becomes the
 * module's folder in the installed package, resolved when the server runs
 * (from dist/, as Node would resolve the package itself).
 */
const packageDirAtRunTime: Plugin = {
  name: 'package-dir-at-run-time',
  setup(bundle) {
    bundle.onLoad({ filter: /\.c?js$/ }, async (args) => {
      // The path inside the package that holds the module: `name/.../file.js`.
      const inPackage = args.path.split(path.sep).join('/').split('/node_modules/').at(-1)!;
      const name = packageName(inPackage);
      if (!FILES_READ_AT_RUN_TIME.has(name)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const folder = path.posix.relative(name, path.posix.dirname(inPackage)) || '.';
      const root = `require('node:path').dirname(require.resolve(${JSON.stringify(`${name}/package.json`)}))`;
      const dir = `require('node:path').join(${root}, ${JSON.stringify(folder)})`;
      return { contents: source.replaceAll('__dirname', `(${dir})`), loader: 'js' };
    });
  },
};

/**
 * V8 keeps each loaded file's source for the life of the process, at one
 * byte a character while all of it is ASCII and at two otherwise (Node's
 * loader decodes any other UTF-8, Latin-1 included, to two-byte text). esbuild
 * escapes what is beyond ASCII in strings and names, not in the comments and
 * regular expressions it keeps: one "§" in a package's comment made all of
 * main.js two bytes a character. Such characters are written as \u escapes,
 * which mean the same in a comment, a string or a regular expression; the
 * lines (a stack trace's line numbers), and the bundle's module comments
 * (which the benchmark's CPU profile reads), stay as they were.
 */
function keepSourcesAscii(dir: string) {
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const file = path.join(dir, name);
    const source = readFileSync(file, 'utf8');
    const escaped = source.replace(
      // Not after a backslash, where an escape would read differently.
      /(?<!\\)[\u0080-\uffff]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    if (escaped !== source) writeFileSync(file, escaped);
  }
}

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(API_DIR, 'src', 'main.ts'),
    'db-migrate': path.join(DB_CLI_DIR, 'migrate.ts'),
    'db-seed': path.join(DB_CLI_DIR, 'seed.ts'),
    'db-backup': path.join(DB_CLI_DIR, 'backup.ts'),
    'db-restore': path.join(DB_CLI_DIR, 'restore.ts'),
  },
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  // Beside the entries: the paths that sourceImportMetaUrl writes start from dist/.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // CommonJS packages compiled into an ES module still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [runtimeImports, sourceImportMetaUrl, queryCompilerFromFile, packageDirAtRunTime],
  logLevel: 'warning',
});
keepSourcesAscii(OUT_DIR);
