import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/** Path prefix of the served files (accessory images, document PDFs). */
export const FILES_PREFIX = '/files/';

/** Serves the seeded files and, when built, the web app with its client-side routes. */
export async function registerStaticFiles(app: FastifyInstance, env: Env) {
  fs.mkdirSync(env.FILES_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(env.FILES_DIR),
    prefix: `${env.API_BASE_PATH}${FILES_PREFIX}`,
    decorateReply: false,
    maxAge: '1d',
  });

  const indexHtml = path.join(env.WEB_DIST_DIR, 'index.html');
  if (!fs.existsSync(indexHtml)) return;
  await app.register(fastifyStatic, {
    root: path.resolve(env.WEB_DIST_DIR),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (apps/web/precompress.ts), served to clients that take them.
    preCompressed: true,
    // The page itself is answered by the not-found handler, which puts in its CSP nonce.
    allowedPath: (pathName) => pathName !== '/index.html',
    // Hashed asset names never change content, so browsers may keep them.
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** The web app's page, served for its client-side routes; null before the web app is built. */
export function loadWebPage(env: Env): Buffer | null {
  const indexHtml = path.join(env.WEB_DIST_DIR, 'index.html');
  return fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml) : null;
}

/** The web app's own routes get its page whatever the client accepts (a plain `curl /` too). */
const WEB_ROUTE = /^\/(|base(\/.*)?|spare(\/.*)?|cookie-policy|cookie-settings|Regulations-Privacy)\/?$/;

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
