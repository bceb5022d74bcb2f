import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DOCS_PATH,
  FILES_PATH_PREFIX,
  PRERENDERED_PAGES_DIR,
  PRERENDERED_PAGES_LIST,
  prerenderedPagesSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import { hasWebBuild } from '../startup-checks';

/** Whether this server serves the web app: asked to (SERVE_WEB) and built. */
function servesWebApp(env: Env): boolean {
  return env.SERVE_WEB && hasWebBuild(env);
}

/** What `/` shows where the web app is not served: this server is the API alone. */
const API_ONLY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Service portal API</title></head>
<body><h1>Service portal API</h1>
<p>This server answers the API only: the web app is not served here (SERVE_WEB=false, or no web build in WEB_DIST_DIR).</p>
<p>The API reference is at <a href="${DOCS_PATH}">${DOCS_PATH}</a>.</p></body></html>
`;

/** Serves the seeded files and, when built, the web app with its client-side routes. */
export async function registerStaticFiles(app: FastifyInstance, env: Env) {
  fs.mkdirSync(env.FILES_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(env.FILES_DIR),
    prefix: `${env.API_BASE_PATH}${FILES_PATH_PREFIX}`,
    decorateReply: false,
    maxAge: '1d',
  });

  if (!servesWebApp(env)) {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(API_ONLY_PAGE),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: path.resolve(env.WEB_DIST_DIR),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (apps/web/precompress.ts), served to clients that take them.
    preCompressed: true,
    // A route for each file that is served as it is named: not the .br and .gz
    // copies (sent in its place), nor the pages, which the not-found handler
    // answers with their CSP nonce.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html', `${PRERENDERED_PAGES_DIR}/**`],
    // Hashed asset names never change content, so browsers may keep them.
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export interface WebPage {
  html: Buffer;
  /** CSP hashes of the page's inline style attributes (prerendered markup has some). */
  styleAttributeHashes: readonly string[];
}

export interface WebPages {
  /** The app's page, empty until the browser renders it: for every route without a prerendered page. */
  app: WebPage;
  /** Pages rendered at build time, by path. */
  prerendered: ReadonlyMap<string, WebPage>;
}

/** The web app's pages, served for its client-side routes; null before the web app is built. */
export function loadWebPages(env: Env): WebPages | null {
  if (!servesWebApp(env)) return null;
  const indexHtml = path.join(env.WEB_DIST_DIR, 'index.html');
  const pagesDir = path.join(env.WEB_DIST_DIR, PRERENDERED_PAGES_DIR);
  const listFile = path.join(pagesDir, PRERENDERED_PAGES_LIST);
  const list = fs.existsSync(listFile)
    ? prerenderedPagesSchema.parse(JSON.parse(fs.readFileSync(listFile, 'utf8')))
    : [];
  return {
    app: { html: fs.readFileSync(indexHtml), styleAttributeHashes: [] },
    prerendered: new Map(
      list.map((page) => [
        page.path,
        {
          html: fs.readFileSync(path.join(pagesDir, page.file)),
          styleAttributeHashes: page.styleAttributeHashes,
        },
      ]),
    ),
  };
}

/**
 * The page for a web route: the prerendered one for exactly its path, unless
 * the address has a query, which may change what the page shows (a tab, say);
 * else the app's page, rendered by the browser.
 */
export function webPageFor(pages: WebPages, url: string): WebPage {
  if (url.includes('?')) return pages.app;
  return pages.prerendered.get(url) ?? pages.app;
}

/** The web app's own routes get its page whatever the client accepts (a plain `curl /` too). */
const WEB_ROUTE =
  /^\/(|base(\/.*)?|spare(\/.*)?|tracking\/[^/]+|cookie-policy|cookie-settings|Regulations-Privacy)\/?$/;

function isWebRoute(path: string): boolean {
  return WEB_ROUTE.test(path);
}

/** Whether a request that matched no route should get the web app's page. */
export function wantsWebPage(
  method: string,
  accept: string | undefined,
  url: string,
  apiBasePath: string,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isWebRoute(url.split('?')[0] ?? url)) return true;
  if (!accept?.includes('text/html')) return false;
  return apiBasePath === '' || !url.startsWith(`${apiBasePath}/`);
}
