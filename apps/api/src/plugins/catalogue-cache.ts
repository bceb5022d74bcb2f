import { createHash } from 'node:crypto';
import { API_CALLS, RESULT_OK } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CATALOGUE_CALLS, CHECK_INTERVAL_MS } from '../lib/catalogue-calls';
import { requestedLanguage } from '../lib/language';
import { answerEncoding, compressed, varyOnEncoding, type AnswerEncoding } from './compression';

/** GET answers: browsers and caches may reuse one for as long as an instance may. */
const GET_CACHE_CONTROL = `public, max-age=${CHECK_INTERVAL_MS / 1000}`;
const JSON_TYPE = 'application/json; charset=utf-8';

interface KeptAnswer {
  version: string;
  /** The answer as the handler returned it, for the hooks that read it (the test controls' journal). */
  answer: unknown;
  /** The answer as the route's serializer wrote it. */
  text: string;
  etag: string;
  /** Headers the handler set (`Vary`). */
  headers: Record<string, string>;
  /** The text compressed, in each encoding a client has taken so far. */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

export interface CatalogueCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: { stats(): CatalogueCacheStats; drop(): void };
  }
}

/** What one request of a catalogue call found: a kept answer, or the key to keep its own under. */
interface Lookup {
  key: string;
  version: string | null;
  hit: KeptAnswer | undefined;
  headersBefore: Set<string>;
}

/**
 * Keeps the answers of the catalogue calls (lib/catalogue-calls.ts), per
 * instance, in at most `maxBytes` (0: keeps nothing); `basePath` is the
 * API's prefix. Only successful answers are kept.
 */
export function registerCatalogueCache(app: FastifyInstance, basePath: string, maxBytes: number) {
  const routes = new Set(CATALOGUE_CALLS.map((name) => basePath + API_CALLS[name].path));
  const version = app.catalogueVersion;
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: Math.max(Math.floor(maxBytes), 1),
    // The text twice over (UTF-16), as much again for the answer object it came from, and its encodings.
    sizeCalculation: (entry, key) =>
      4 * entry.text.length +
      2 * key.length +
      Object.values(entry.encoded).reduce((sum, body) => sum + body.length, 0),
  });
  const counts = { hits: 0, misses: 0 };
  const lookups = new WeakMap<FastifyRequest, Lookup>();
  app.decorate('catalogueCache', {
    stats: () => ({ ...counts, entries: kept.size, bytes: kept.calculatedSize }),
    drop: () => version.drop(),
  });
  version.onChange(() => kept.clear());
  if (maxBytes === 0) return;

  // After validation: the key is the request as the handler reads it.
  app.addHook('preHandler', async (request, reply) => {
    if (!routes.has(request.routeOptions.url ?? '')) return;
    const current = await version.current();
    const key = [
      request.routeOptions.url,
      requestedLanguage(request) ?? '',
      JSON.stringify(takesQuery(request) ? request.query : request.body),
    ].join('\n');
    const found = kept.get(key);
    const hit = found && found.version === current ? found : undefined;
    lookups.set(request, {
      key,
      version: current,
      hit,
      headersBefore: new Set(Object.keys(reply.getHeaders())),
    });
    if (!hit) {
      counts.misses += 1;
      return;
    }
    counts.hits += 1;
    reply.headers(hit.headers);
    if (cacheHeaders(request, reply, hit)) return reply.code(304).send();
    reply.type(JSON_TYPE).serializer(() => hit.text);
    const encoding = answerEncoding(request, hit.text);
    if (encoding) {
      let body = hit.encoded[encoding];
      if (!body) {
        body = hit.encoded[encoding] = compressed(hit.text, encoding);
        kept.set(key, hit); // counts the new encoding against the memory bound
      }
      varyOnEncoding(reply);
      const sent = body;
      // Fastify sends a Buffer the serializer returns as it is (its type says string).
      reply
        .header('content-encoding', encoding)
        .serializer((() => sent) as unknown as () => string);
    }
    return reply.send(hit.answer);
  });

  // A fresh answer is serialized here once, by the route's own serializer, and kept.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const lookup = lookups.get(request);
    if (!lookup || lookup.hit || reply.statusCode !== 200 || !isSuccess(payload)) return payload;
    const serialize = reply.getSerializationFunction('200');
    if (!serialize) return payload;
    const text = serialize(payload);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (!lookup.headersBefore.has(name) && typeof value === 'string') headers[name] = value;
    }
    const entry = { answer: payload, text, etag: etagOf(text), headers, encoded: {} };
    if (lookup.version !== null && text.length * 4 <= maxBytes) {
      kept.set(lookup.key, { ...entry, version: lookup.version });
    }
    cacheHeaders(request, reply, entry);
    reply.serializer(() => text);
    return payload;
  });
}

/** GET, and HEAD, which Fastify answers for every GET route. */
function takesQuery(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

function isSuccess(payload: unknown): payload is { [key: string]: unknown; result: 1 } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { result?: unknown }).result === RESULT_OK
  );
}

function etagOf(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
}

/**
 * The validators of a GET answer; true when the client already holds it
 * (`If-None-Match`), so it gets 304 without a body.
 */
function cacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Pick<KeptAnswer, 'etag'>,
): boolean {
  if (!takesQuery(request)) return false;
  reply.header('etag', answer.etag).header('cache-control', GET_CACHE_CONTROL);
  const held = request.headers['if-none-match'];
  return held !== undefined && held.split(',').some((tag) => tag.trim() === answer.etag);
}
