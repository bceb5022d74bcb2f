import cookie from '@fastify/cookie';
import type { PrismaClient } from '@portal/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env';
import { createClock, type Clock } from './lib/clock';
import { createOperatorAuth, type OperatorAuth } from './lib/operator-auth';
import { pruneEndedWindows } from './lib/window-counter';
import { BODY_LIMIT_BYTES, registerBodyParsers } from './plugins/body-parsers';
import { registerCompression } from './plugins/compression';
import { registerCrossSite } from './plugins/cross-site';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './plugins/error-handler';
import { registerRequestLanguage } from './lib/language';
import { registerMailer } from './plugins/mailer';
import { registerOpenApi } from './plugins/openapi';
import { registerClientAddress, truncatedAddress } from './lib/client-address';
import { logDestination, loggedPathOf, RequestLog } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { registerStorageGuard, type StorageGuard } from './plugins/storage';
import { loadWebPages, registerStaticFiles } from './plugins/static-files';
import { catalogueVersionReader } from './lib/catalogue-version';
import { watchEventLoopDelay } from './lib/event-loop-delay';
import { apiRoutes } from './routes';
import { registerDocumentMaker } from './routes/pdf-documents';
import { healthRoutes } from './routes/health';

/** A request, its headers included, must arrive within this (docs/security.md). */
export const REQUEST_TIMEOUT_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    db: PrismaClient;
    config: Env;
    storage: StorageGuard;
    operator: OperatorAuth;
    /** Business time: fixed by the operator's test controls, else real time (lib/clock.ts). */
    clock: Clock;
    /** Requests answered since start, every path: the count behind CPU time per request. */
    requestCount: { answered: number };
    /** How late the event loop has run its timers since start (lib/event-loop-delay.ts). */
    eventLoopDelay: ReturnType<typeof watchEventLoopDelay>;
  }
}

export interface AppOptions {
  env: Env;
  db: PrismaClient;
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** zod's compilers for every route; Fastify types the factories for Ajv's alone. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** Builds the whole server: plugins first, then the API areas, then static files. */
export async function buildApp({ env, db }: AppOptions) {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            stream: logDestination(),
            // Paths only: query strings may hold lookup keywords.
            serializers: {
              req: (req) => ({
                method: req.method,
                url: loggedPathOf(req),
                client: truncatedAddress(req.clientAddress),
              }),
            },
          },
    logController: new RequestLog(),
    // The routes are validated and answered through zod: given here rather than set
    // on the instance, so that Fastify never loads its defaults, Ajv and
    // fast-json-stringify, which no route uses (decision record 053).
    schemaController: { compilersFactory: zodCompilers },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: 60_000,
    // Node's own defaults would let a request's headers take 60 s, checked every
    // 30 s; a slow client is cut once its request has taken 30 s, give or take one.
    http: {
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Behind the load balancer of a scaled-out staging, limits and caps count visitors, not it.
  registerClientAddress(app, env.TRUST_PROXY);
  app.decorate('db', db);
  app.decorate('config', env);
  app.decorate('storage', registerStorageGuard(app, env.DATABASE_URL));
  app.decorate('operator', createOperatorAuth(db, env));
  app.decorate('clock', createClock(db, env.TEST_CONTROLS));
  app.decorate('catalogueVersion', catalogueVersionReader(db));
  if (env.TEST_CONTROLS && env.FIXED_NOW) await app.clock.fix(env.FIXED_NOW);
  pruneEndedWindows(app);
  app.decorate('requestCount', { answered: 0 });
  app.addHook('onResponse', (_request, _reply, done) => {
    app.requestCount.answered += 1;
    done();
  });
  app.decorate('eventLoopDelay', watchEventLoopDelay());
  app.addHook('onClose', async () => app.eventLoopDelay.stop());
  registerErrorHandling(app, { webPages: loadWebPages(env), apiBasePath: env.API_BASE_PATH });

  await registerSecurity(app, env);
  await registerCrossSite(app, env);
  await registerCompression(app);
  await registerBodyParsers(app);
  await app.register(cookie);
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    // E-mails link to the private pages and the lookup: without it they point at localhost.
    app.log.warn(
      'PUBLIC_URL is not set: links in e-mails (private pages, lookup) will point at localhost',
    );
  }
  registerMailer(app, env);
  registerDocumentMaker(app);
  await registerOpenApi(app, env.API_BASE_PATH);
  await app.register(healthRoutes);
  registerRequestLanguage(app);
  await app.register(apiRoutes, { prefix: env.API_BASE_PATH });
  await registerStaticFiles(app, env);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
