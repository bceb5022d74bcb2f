import type { JournalAnswer, JournalAnswerer } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathOf } from '../request-log';
import { createJournal, type Journal } from './journal';
import { applyStub, takeStub } from './stubs';
import { askUpstream, sendUpstreamAnswer, type UpstreamAnswer } from './upstream';

declare module 'fastify' {
  interface FastifyInstance {
    journal: Journal;
    /** Whether a request of `method` to `path` (after the API base path) reaches a stub. */
    stubCanMatch(method: string, path: string): boolean;
  }
}

/** The body as parsed, before validation replaces it with its coerced copy: what was sent. */
const sentBodies = new WeakMap<FastifyRequest, unknown>();
/** Who answered a request and what, for the journal. */
const answers = new WeakMap<FastifyRequest, { by: JournalAnswerer; answer: JournalAnswer }>();

/** The journal's status of a request whose connection a stub dropped: no answer. */
const DROPPED = 0;

/** An upstream's answer as the journal keeps it: JSON parsed, text as text, bytes in base64. */
function upstreamJournalAnswer(answer: UpstreamAnswer): JournalAnswer {
  const { 'content-type': type, ...headers } = answer.headers;
  const contentType = typeof type === 'string' ? type : null;
  const kept = Object.keys(headers).length > 0 ? { headers } : {};
  const text = answer.body.toString('utf8');
  if (contentType?.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === 'object')
        return { contentType, body: parsed, ...kept };
    } catch {
      // Not JSON after all: kept as the text it is.
    }
  }
  if (contentType === null || /^text\/|json|xml|svg/.test(contentType)) {
    return { contentType, body: text, ...kept };
  }
  return { contentType, base64Body: answer.body.toString('base64'), ...kept };
}

/**
 * Stubs, the upstream and the journal of the test controls, on the API's
 * routes (`app` is the API's context: static files and health checks are
 * outside it; the operator's own /ops calls are skipped). Added only where
 * test controls are on, so that a server without them spends nothing on them.
 */
export function registerTestControls(app: FastifyInstance, basePath: string) {
  const journal = createJournal(app.db);
  app.decorate('journal', journal);
  const upstream = app.config.UPSTREAM_URL;

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
    'stubCanMatch',
    (method: string, path: string) =>
      !isOps(path) &&
      routes.some((route) => route.methods.has(method) && route.pattern.test({ pathname: path })),
  );

  // After the body is parsed (so the journal keeps what was sent), before it is
  // validated and handled: a stub or the upstream answers whatever the body holds.
  app.addHook('preValidation', async (request, reply) => {
    const path = apiPath(request);
    if (isOps(path)) return;
    sentBodies.set(request, request.body);
    // The one read of the request: the clock its handler uses, and whether stubs are armed.
    const controls = await app.clock.readFor(request);
    if (controls?.stubsArmed) {
      const sent = { method: request.method, path, query: request.query, body: request.body };
      const stub = await takeStub(app.db, sent);
      if (stub) {
        const outcome = await applyStub(stub, request, reply, (answer) =>
          answers.set(request, { by: 'stub', answer }),
        );
        // A dropped connection has no answer, and no onResponse: journaled here, status 0.
        if (outcome === 'dropped') record(request, DROPPED);
        if (outcome !== 'passed') return reply;
      }
    }
    if (upstream) {
      const answer = await askUpstream(upstream, request, path);
      answers.set(request, { by: 'upstream', answer: upstreamJournalAnswer(answer) });
      await sendUpstreamAnswer(reply, answer);
      return reply;
    }
  });

  // The portal's own answers, before they are written out: the journal reads their result and error code.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!answers.has(request) && payload && typeof payload === 'object') {
      answers.set(request, { by: 'portal', answer: { contentType: null, body: payload } });
    }
    return payload;
  });

  /** Never awaited by the request: the journal cannot slow or break it. */
  function record(request: FastifyRequest, status: number) {
    const kept = answers.get(request);
    journal
      .record({
        at: new Date(),
        method: request.method,
        path: apiPath(request),
        query: (request.query ?? {}) as Record<string, unknown>,
        body: sentBodies.get(request),
        status,
        answeredBy: kept?.by ?? 'portal',
        answer: kept?.answer ?? null,
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'journal entry not written'));
  }

  // After the answer is sent.
  app.addHook('onResponse', (request, reply, done) => {
    done();
    if (!isOps(apiPath(request))) record(request, reply.statusCode);
  });
}
