import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathOf } from '../request-log';
import { applyFault, takeFault } from './faults';
import { createJournal, type Journal } from './journal';

declare module 'fastify' {
  interface FastifyInstance {
    journal: Journal;
  }
}

/** The body as parsed, before validation replaces it with its coerced copy: what was sent. */
const sentBodies = new WeakMap<FastifyRequest, unknown>();
/** What the journal keeps of an answer, taken before it is serialized. */
const answers = new WeakMap<FastifyRequest, { result: number | null; errorCode: number | null }>();

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

  // After the body is parsed (so the journal keeps what was sent), before it is
  // validated and handled: a fault answers whatever the body holds.
  app.addHook('preValidation', async (request, reply) => {
    const path = apiPath(request);
    if (isOps(path)) return;
    sentBodies.set(request, request.body);
    const fault = await takeFault(app.db, request.method, path);
    if (fault && (await applyFault(fault, request, reply))) return reply;
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

  // After the answer is sent, and never awaited: the journal cannot slow or break a request.
  app.addHook('onResponse', (request, reply, done) => {
    done();
    const path = apiPath(request);
    if (isOps(path)) return;
    const answer = answers.get(request);
    journal
      .record({
        at: new Date(),
        method: request.method,
        path,
        query: (request.query ?? {}) as Record<string, unknown>,
        body: sentBodies.get(request),
        status: reply.statusCode,
        result: answer?.result ?? null,
        errorCode: answer?.errorCode ?? null,
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'journal entry not written'));
  });
}
