import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB_DIST_DIR } from './processes';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy chunks each route loads (layouts first), by their source file. */
export const ROUTE_CHUNKS: Record<string, string[]> = {
  '/': ['src/features/home/home-page.tsx'],
  '/base/query': [
    'src/features/repair-area/repair-layout.tsx',
    'src/features/order-lookup/order-lookup-page.tsx',
  ],
  '/base/create': [
    'src/features/repair-area/repair-layout.tsx',
    'src/features/repair-wizard/repair-wizard-page.tsx',
  ],
  '/spare/center': [
    'src/features/spare-centre/spare-layout.tsx',
    'src/features/spare-centre/spare-centre-page.tsx',
  ],
  '/spare/cart': ['src/features/spare-centre/spare-layout.tsx', 'src/features/cart/cart-page.tsx'],
  '/spare/software-updates': [
    'src/features/spare-centre/spare-layout.tsx',
    'src/features/compliance/software-updates-page.tsx',
  ],
  '/cookie-policy': ['src/features/legal/cookie-policy-page.tsx'],
  '/Regulations-Privacy': ['src/features/legal/privacy-policy-page.tsx'],
  '/cookie-settings': ['src/features/legal/cookie-settings-page.tsx'],
};

/** Texts of the default language: group 1 is the feature, none for `common`. */
const DEFAULT_LOCALE = /^src\/(?:features\/([^/]+)|i18n)\/locales\/pl-PL\.json$/;

export interface RouteSize {
  route: string;
  jsFiles: number;
  jsGzip: number;
  jsBrotli: number;
  jsRaw: number;
  cssFiles: number;
  cssGzip: number;
  cssBrotli: number;
}

export interface WebReport {
  available: boolean;
  reason?: string;
  routes: RouteSize[];
  /** The largest chunks of the entry's first load, by gzip size. */
  entryChunks: { file: string; gzip: number }[];
  /** What a first visit adds to `/`: the cookie dialog's chunk and what it imports beyond the page's own. */
  firstVisitExtra?: { jsGzip: number };
}

const COOKIE_DIALOG = 'src/features/legal/cookie-dialog.tsx';
/** The app, which the entry imports once the page has painted: part of every first load. */
const APP_START = 'src/start.tsx';

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const data = fs.readFileSync(path.join(WEB_DIST_DIR, file));
    size = {
      raw: data.length,
      gzip: zlib.gzipSync(data).length,
      brotli: zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

/** Every chunk a chunk loads before it runs: itself and its static imports, recursively. */
function closure(manifest: Manifest, keys: string[], js: Set<string>, css: Set<string>) {
  const stack = [...keys];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    stack.push(...(chunk.imports ?? []));
  }
}

/** Scripts the page loads that Vite leaves as they are (from public/). */
function publicScripts(): string[] {
  const html = fs.readFileSync(path.join(WEB_DIST_DIR, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)]
    .map((m) => m[1] as string)
    .filter((file) => !file.startsWith('assets/'));
}

/**
 * First-load JavaScript and CSS of each route, from the Vite manifest: the
 * entry's static imports, the default language's texts (common and the
 * route's features), the route's lazy
 * chunks with their static imports, and the plain scripts of the page.
 */
export function webBuildReport(): WebReport {
  const manifestFile = path.join(WEB_DIST_DIR, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    return {
      available: false,
      reason: 'no apps/web/dist/.vite/manifest.json: build the web app first',
      routes: [],
      entryChunks: [],
    };
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  const entry = [entryKey, APP_START];
  // The default language's texts: `common` with the entry, a feature's with its route.
  const localesOf = (chunks: string[]) => {
    const features = new Set(chunks.map((key) => /^src\/features\/([^/]+)\//.exec(key)?.[1]));
    return Object.keys(manifest).filter((key) => {
      const match = DEFAULT_LOCALE.exec(key);
      return match !== null && (match[1] === undefined || features.has(match[1]));
    });
  };
  const locales = localesOf([]);
  const extra = publicScripts();

  // The one stylesheet of the page (the build does not split CSS per chunk).
  const pageCss = Object.entries(manifest)
    .filter(([key]) => key.endsWith('.css'))
    .map(([, chunk]) => chunk.file);
  const entryJs = new Set<string>(extra);
  closure(manifest, [...entry, ...locales], entryJs, new Set());
  const entryChunks = [...entryJs]
    .map((file) => ({ file, gzip: sizeOf(file).gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 8);

  const routes = Object.entries(ROUTE_CHUNKS).map(([route, chunks]) => {
    const js = new Set<string>(extra);
    const css = new Set<string>(pageCss);
    closure(manifest, [...entry, ...localesOf(chunks), ...chunks], js, css);
    const sum = (files: Set<string>, kind: 'raw' | 'gzip' | 'brotli') =>
      [...files].reduce((total, file) => total + sizeOf(file)[kind], 0);
    return {
      route,
      jsFiles: js.size,
      jsGzip: sum(js, 'gzip'),
      jsBrotli: sum(js, 'brotli'),
      jsRaw: sum(js, 'raw'),
      cssFiles: css.size,
      cssGzip: sum(css, 'gzip'),
      cssBrotli: sum(css, 'brotli'),
    };
  });
  let firstVisitExtra: WebReport['firstVisitExtra'];
  if (manifest[COOKIE_DIALOG]) {
    const home = new Set<string>(extra);
    const homeChunks = ROUTE_CHUNKS['/'] ?? [];
    closure(manifest, [...entry, ...localesOf(homeChunks), ...homeChunks], home, new Set());
    const withDialog = new Set<string>(home);
    closure(manifest, [COOKIE_DIALOG, ...localesOf([COOKIE_DIALOG])], withDialog, new Set());
    const added = [...withDialog].filter((file) => !home.has(file));
    firstVisitExtra = { jsGzip: added.reduce((total, file) => total + sizeOf(file).gzip, 0) };
  }
  return { available: true, routes, entryChunks, firstVisitExtra };
}
