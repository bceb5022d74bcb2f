import { createHash, randomBytes } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { API_PATHS, CSP_NONCE_PLACEHOLDER, CUSTOMER_PATHS } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import type { Env } from '../env';
import { databaseRateLimitStore } from './rate-limit-store';
import type { WebPage } from './static-files';

/**
 * The Content-Security-Policy of the web pages. Scripts come only from the
 * portal's own files, never inline. Mantine writes its theme variables and
 * responsive rules into `<style>` elements at run time, so style-src lets in
 * the elements that carry this page's nonce (Mantine's `getStyleNonce`)
 * instead of 'unsafe-inline'; inline `style` attributes stay blocked (React
 * sets styles through the CSSOM, which CSP does not govern). Images may be
 * data URLs (rich-text images); calls go only to the portal itself.
 */
const PAGE_CSP_DIRECTIVES = {
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

/**
 * Headers of every answer that is not a page: API answers, files, the web
 * app's scripts and styles. As OWASP's REST Security Cheat Sheet has them:
 * nothing may be loaded or run by such an answer opened as a document, nor
 * may it be framed, sniffed as another type, or reached over plain HTTP.
 * Helmet's headers that only a document reads (opener and origin-agent
 * isolation, DNS prefetch, download and cross-domain policies, the legacy
 * XSS filter) are left to the pages: on a small API answer they were more
 * bytes than the answer, and most of the server's work per header.
 */
const RESOURCE_HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies FastifyHelmetOptions;

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
  // A private page: its reads as a lookup, its PDFs and changes as the courier's calls.
  [CUSTOMER_PATHS.repairOrder]: 'RATE_LIMIT_LOOKUP',
  [CUSTOMER_PATHS.spareOrder]: 'RATE_LIMIT_LOOKUP',
  [CUSTOMER_PATHS.repairLabel]: 'RATE_LIMIT_RESERVATION',
  [CUSTOMER_PATHS.repairOrderSheet]: 'RATE_LIMIT_RESERVATION',
  [CUSTOMER_PATHS.repairReschedule]: 'RATE_LIMIT_RESERVATION',
  [CUSTOMER_PATHS.repairCancel]: 'RATE_LIMIT_RESERVATION',
  [CUSTOMER_PATHS.repairQuoteAnswer]: 'RATE_LIMIT_RESERVATION',
  [CUSTOMER_PATHS.repairMessage]: 'RATE_LIMIT_RESERVATION',
  [CUSTOMER_PATHS.spareOrderCancel]: 'RATE_LIMIT_RESERVATION',
  [CUSTOMER_PATHS.spareOrderMessage]: 'RATE_LIMIT_RESERVATION',
  [CUSTOMER_PATHS.spareOrderReceipt]: 'RATE_LIMIT_RESERVATION',
  // Found by a number as a lookup is.
  [CUSTOMER_PATHS.parcelTracking]: 'RATE_LIMIT_LOOKUP',
  // Sends an e-mail: as a booking, besides its own count per address (services/mail/order-links.ts).
  [CUSTOMER_PATHS.myLinks]: 'RATE_LIMIT_BOOKING',
} as const satisfies Partial<Record<string, keyof Env>>;

type LimitName = (typeof RATE_LIMITED_CALLS)[keyof typeof RATE_LIMITED_CALLS] | 'RATE_LIMIT_API';

/**
 * Security headers (@fastify/helmet, as above) and per-route rate limits, counted in
 * the database so that they hold across instances (plugins/rate-limit-store.ts).
 * Registered before the routes: the limits are attached as each API route is
 * added, so the route files need not know them. Static files, the OpenAPI
 * page and unknown paths are not limited.
 */
export async function registerSecurity(app: FastifyInstance, env: Env) {
  // Every answer gets the resource headers; pages add theirs over them
  // through reply.helmet (pageWithNonce, docsPageHeaders).
  await app.register(fastifyHelmet, RESOURCE_HELMET_OPTIONS);

  if (!env.RATE_LIMIT_ENABLED) return;
  const calls: Record<string, LimitName> = {};
  // The upstream calls and the portal's own calls for customers (pickupAvailability: RATE_LIMIT_API).
  for (const path of [...Object.values(API_PATHS), ...Object.values(CUSTOMER_PATHS)]) {
    calls[`${env.API_BASE_PATH}${path}`] =
      (RATE_LIMITED_CALLS as Record<string, LimitName>)[path] ?? 'RATE_LIMIT_API';
  }
  // Runs before rate-limit's own onRoute hook (added by the register below).
  app.addHook('onRoute', (route) => {
    const limit = calls[route.url];
    if (limit === undefined || route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: { max: env[limit], timeWindow: 60_000 } };
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    // The plugin's own key (an IPv6 /64, IPv4-mapped as IPv4) of the client, not of the socket.
    keyGenerator: (request) => normalizeIP(request.clientAddress),
  });
}

/**
 * Headers of the pages (the web app's and the API reference): all of helmet's,
 * switched back on over the resource options they are merged with, and each
 * page's own policy.
 */
const PAGE_HELMET_OPTIONS = {
  xFrameOptions: true,
  crossOriginOpenerPolicy: true,
  originAgentCluster: true,
  xDnsPrefetchControl: true,
  xDownloadOptions: true,
  xPermittedCrossDomainPolicies: true,
  xXssProtection: true,
} satisfies FastifyHelmetOptions;

/** The one inline style element of Swagger UI: in its top bar's SVG logo. */
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/**
 * The policy of the API reference at /docs (Swagger UI), the strictest it
 * works under: its scripts and stylesheets are files of its own, no inline
 * script; of inline style elements only its logo's, by hash (React sets its
 * other styles through the CSSOM); the replacing logo is a data URL; "Try it
 * out" calls only the portal. Nothing else may load, and the page sends no
 * forms and cannot be framed.
 */
export const DOCS_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: [
    "'self'",
    `'sha256-${createHash('sha256').update(SWAGGER_LOGO_STYLE).digest('base64')}'`,
  ],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

const DOCS_HELMET_OPTIONS = {
  ...PAGE_HELMET_OPTIONS,
  contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP_DIRECTIVES },
} satisfies FastifyHelmetOptions;

/** The page headers with the API reference's own policy. */
export const docsPageHeaders: onRequestHookHandler = (_request, reply, done) => {
  reply.helmet(DOCS_HELMET_OPTIONS);
  done();
};

/**
 * A web page with a fresh nonce where the build left the placeholder, the
 * page headers, and a policy that lets in the script and style elements
 * carrying the nonce and, of inline style attributes (which nonces do not
 * cover), exactly those the prerendered page was built with.
 */
export function pageWithNonce(page: WebPage, reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('hex');
  reply.helmet({
    ...PAGE_HELMET_OPTIONS,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...PAGE_CSP_DIRECTIVES,
        scriptSrc: [...PAGE_CSP_DIRECTIVES.scriptSrc, `'nonce-${nonce}'`],
        styleSrc: [...PAGE_CSP_DIRECTIVES.styleSrc, `'nonce-${nonce}'`],
        ...(page.styleAttributeHashes.length > 0 && {
          styleSrcAttr: ["'unsafe-hashes'", ...page.styleAttributeHashes],
        }),
      },
    },
  });
  return page.html.toString('utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
}
