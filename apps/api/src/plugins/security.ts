import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { API_PATHS, CSP_NONCE_PLACEHOLDER } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env';
import type { WebPage } from './static-files';

/**
 * The Content-Security-Policy of every answer. Scripts come only from the
 * portal's own files, never inline. Mantine writes its theme variables and
 * responsive rules into `<style>` elements at run time, so style-src lets in
 * the elements that carry this page's nonce (Mantine's `getStyleNonce`)
 * instead of 'unsafe-inline'; inline `style` attributes stay blocked (React
 * sets styles through the CSSOM, which CSP does not govern). Images may be
 * data URLs (rich-text images); calls go only to the portal itself.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // 'report-sample': a violation report quotes the start of what was blocked.
  scriptSrc: ["'self'", "'report-sample'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'report-sample'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** Limit groups: each limited call and the env variable of its requests per minute per client IP. */
export const RATE_LIMITED_CALLS = {
  [API_PATHS.verifyCode]: 'RATE_LIMIT_CODE_IMAGE',
  [API_PATHS.accessoriesOrderAdd]: 'RATE_LIMIT_CHECKOUT',
  [API_PATHS.repairOrderAdd]: 'RATE_LIMIT_BOOKING',
  [API_PATHS.reservePickup]: 'RATE_LIMIT_RESERVATION',
  [API_PATHS.cancelShipment]: 'RATE_LIMIT_RESERVATION',
  [API_PATHS.label]: 'RATE_LIMIT_RESERVATION',
  [API_PATHS.repairLookup]: 'RATE_LIMIT_LOOKUP',
  [API_PATHS.accessoriesOrderInquiry]: 'RATE_LIMIT_LOOKUP',
} as const satisfies Partial<Record<string, keyof Env>>;

type LimitName = (typeof RATE_LIMITED_CALLS)[keyof typeof RATE_LIMITED_CALLS] | 'RATE_LIMIT_API';

/**
 * Security headers (helmet, with the CSP above) and per-route rate limits.
 * Registered before the routes: the limits are attached as each API route is
 * added, so the route files need not know them. Static files, the OpenAPI
 * page and unknown paths are not limited.
 */
export async function registerSecurity(app: FastifyInstance, env: Env) {
  // Computed once: building helmet's middleware for every answer (as its
  // Fastify plugin does) cost more than the rest of a cached catalogue call.
  const headers = helmetHeaders(CSP_DIRECTIVES);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  if (!env.RATE_LIMIT_ENABLED) return;
  const calls: Record<string, LimitName> = {};
  for (const path of Object.values(API_PATHS)) {
    calls[`${env.API_BASE_PATH}${path}`] =
      (RATE_LIMITED_CALLS as Record<string, LimitName>)[path] ?? 'RATE_LIMIT_API';
  }
  // Runs before rate-limit's own onRoute hook (added by the register below).
  app.addHook('onRoute', (route) => {
    const limit = calls[route.url];
    if (limit === undefined || route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: { max: env[limit], timeWindow: 60_000 } };
  });
  await app.register(rateLimit, { global: false });
}

/** The headers helmet sets with these CSP directives (and its defaults for the others). */
function helmetHeaders(directives: Record<string, string[]>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const options: HelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives } };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * A web page with a fresh nonce where the build left the placeholder, and a
 * policy that lets in the script and style elements carrying it and, of
 * inline style attributes (which nonces do not cover), exactly those the
 * prerendered page was built with.
 */
export function pageWithNonce(page: WebPage, reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('hex');
  const csp = helmetHeaders({
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, `'nonce-${nonce}'`],
    styleSrc: [...CSP_DIRECTIVES.styleSrc, `'nonce-${nonce}'`],
    ...(page.styleAttributeHashes.length > 0 && {
      styleSrcAttr: ["'unsafe-hashes'", ...page.styleAttributeHashes],
    }),
  })['content-security-policy'];
  if (csp) reply.header('content-security-policy', csp);
  return page.html.toString('utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
}
