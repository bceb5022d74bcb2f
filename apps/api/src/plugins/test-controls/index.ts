import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathOf } from '../request-log';
import { applyFault, takeFault } from './faults';
import { createJournal, type Journal } from './journal';

declare module 'fastify' {
  interface FastifyInstance {
    journal: Journal;
    /** Whether a request of `method` to `path` (after the API base path) could meet a fault. */
    faultCanMatch(method: string, path: string): boolean;
  }
}

/** The body as parsed, before validation replaces it with its coerced copy: what was sent. */
const sentBodies = new WeakMap<FastifyRequest, unknown>();
/** What the journal keeps of an answer, taken before it is serialized. */
const answers = new WeakMap<FastifyRequest, { result: number | null; errorCode: number | null }>();

/** The journal's status of a request whose connection a fault dropped: no answer. */
const DROPPED = 0;

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Faults and the journal of the test controls, on the API's routes (`app` is
 * the API's context: static files and health checks are outside it; the
 * operator's own /ops calls are skipped). Added only where test controls are
 * on, so that a server without them spends nothing on them.
 */
export function registerTestControls(app: FastifyInstance, basePath: string) {
  const journal = createJournal(app.db);
  app.decorate('journal', journal);

  /** The path as the API names it: after the base path, without the query. */
  const apiPath = (request: FastifyRequest) =>
    (pathOf(request) ?? '').slice(basePath.length) || '/';
  const isOps = (path: string) => path === '/ops' || path.startsWith('/ops/');

  // The API's routes, as patterns of paths after the base path (`/portal/repair-orders/:token`).
  const routes: { methods: Set<string>; pattern: URLPattern }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = new Set([route.method].flat());
    if (methods.has('GET')) methods.add('HEAD');
    const pattern = new URLPattern({ pathname: route.url.slice(basePath.length) || '/' });
    routes.push({ methods, pattern });
  });
  app.decorate(
    'faultCanMatch',
    (method: string, path: string) =>
      !isOps(path) &&
      routes.some((route) => route.methods.has(method) && route.pattern.test({ pathname: path })),
  );

  // After the body is parsed (so the journal keeps what was sent), before it is
  // validated and handled: a fault answers whatever the body holds.
  app.addHook('preValidation', async (request, reply) => {
    const path = apiPath(request);
    if (isOps(path)) return;
    sentBodies.set(request, request.body);
    // The one read of the request: the clock its handler uses, and whether faults are armed.
    const controls = await app.clock.readFor(request);
    if (!controls?.faultsArmed) return;
    const fault = await takeFault(app.db, request.method, path);
    if (!fault || !(await applyFault(fault, request, reply))) return;
    // A dropped connection has no answer, and no onResponse: journaled here, status 0.
    if (fault.drop) record(request, DROPPED);
    return reply;
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload && typeof payload === 'object') {
      const answer = payload as Record<string, unknown>;
      answers.set(request, {
        result: numberOrNull(answer.result),
        errorCode: numberOrNull(answer.error_code),
      });
    }
    return payload;
  });

  /** Never awaited by the request: the journal cannot slow or break it. */
  function record(request: FastifyRequest, status: number) {
    const answer = answers.get(request);
    journal
      .record({
        at: new Date(),
        method: request.method,
        path: apiPath(request),
        query: (request.query ?? {}) as Record<string, unknown>,
        body: sentBodies.get(request),
        status,
        result: answer?.result ?? null,
        errorCode: answer?.errorCode ?? null,
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'journal entry not written'));
  }

  // After the answer is sent.
  app.addHook('onResponse', (request, reply, done) => {
    done();
    if (!isOps(apiPath(request))) record(request, reply.statusCode);
  });
}
