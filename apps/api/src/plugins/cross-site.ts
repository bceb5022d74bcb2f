import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { localizedError } from '../lib/app-error';

/** Methods that change state; the upstream contract also reads with POST, and those are refused too. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Why a browser request from another site must not write, or null when it
 * may. `Origin` decides when sent: the portal's own origin (the request's
 * scheme and Host, and PUBLIC_URL) and the CORS_ORIGINS allowlist pass;
 * `null` (a sandboxed or opaque page) does not. Without it, `Sec-Fetch-Site`
 * decides: same-origin and user-initiated (`none`) pass, another site or a
 * sibling subdomain (`same-site`, which has no origin to allowlist) do not.
 * A request with neither header (curl, server-side clients) is not a
 * browser's cross-site request and passes.
 */
export function crossSiteRefusal(
  request: FastifyRequest,
  allowedOrigins: ReadonlySet<string>,
): string | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (allowedOrigins.has(origin) || origin === `${request.protocol}://${request.host}`) {
      return null;
    }
    return origin === 'null' ? 'opaque origin' : `origin ${origin} is not allowed`;
  }
  const site = request.headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return null;
  return `Sec-Fetch-Site ${String(site)}`;
}

/**
 * Refuses cross-site writes before their body is read (403 in the error
 * shape), and gives the allowlisted frontends CORS answers with credentials,
 * so the checkout's code cookie reaches a frontend on a sibling subdomain.
 * Other origins get no CORS headers; their preflights answer 404.
 */
export async function registerCrossSite(app: FastifyInstance, env: Env) {
  const allowlist = new Set(env.CORS_ORIGINS);
  const allowedOrigins = new Set(allowlist);
  if (env.PUBLIC_URL) allowedOrigins.add(new URL(env.PUBLIC_URL).origin);

  app.addHook('onRequest', (request, _reply, done) => {
    const refusal = crossSiteRefusal(request, allowedOrigins);
    done(
      refusal === null ? undefined : localizedError(403, (t) => t.crossSiteRefused(refusal), 403),
    );
  });

  if (allowlist.size === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowlist.has(origin)),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type'],
    credentials: true,
    maxAge: 600,
  });
}
