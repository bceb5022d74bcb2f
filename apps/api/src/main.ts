import { existsSync } from 'node:fs';
import {
  createPrismaClient,
  databaseKind,
  isDatabaseEmpty,
  migrateDatabase,
  resolveDatabasePath,
  seedDatabase,
  type PrismaClient,
} from '@portal/db';
import { buildApp, type App } from './app';
import { readEnv, type Env } from './env';
import { checkDatabaseFolder, listenError, missingWebBuild, StartupError } from './startup-checks';

/**
 * In production the database must exist before the server starts: a server
 * that made a new one whenever its file was missing (a wrong path, a lost
 * volume) would take orders into an empty database that nobody backs up.
 */
function requireDatabase(env: Env) {
  // A PostgreSQL server refuses a database that does not exist by itself.
  if (env.NODE_ENV !== 'production' || databaseKind(env.DATABASE_URL) !== 'sqlite') return;
  const file = resolveDatabasePath(env.DATABASE_URL);
  if (!existsSync(file)) {
    throw new StartupError(
      `DATABASE_URL points at ${file}, which does not exist; create it with \`pnpm db:migrate\` (and \`pnpm db:seed\` for demo data)`,
    );
  }
}

/**
 * Graceful shutdown: the first signal stops new connections (requests on
 * open ones answer 503) and lets the requests in flight finish, with the
 * work the app waits for on close (background e-mail), then disconnects
 * from the database. It exits with 1 instead when that takes longer than
 * `graceSeconds` (a client that never finishes its request, a database that
 * does not answer) or a second signal comes: an orchestrator's stop is
 * bounded either way, and the log says why.
 */
function stopOnSignal(app: App, db: PrismaClient, graceSeconds: number) {
  let stopping = false;
  return (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting for requests in flight');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error({ graceSeconds }, 'requests still in flight after the grace period: exiting');
      process.exit(1);
    }, graceSeconds * 1000).unref();
    app
      .close()
      .then(() => db.$disconnect())
      .then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
}

/** Start-up: configuration, database up to date (seeded when empty and asked), then listen. */
async function main() {
  const env = readEnv();
  requireDatabase(env);
  checkDatabaseFolder(env);
  const webBuildMissing = missingWebBuild(env);
  if (webBuildMissing && env.NODE_ENV === 'production') throw new StartupError(webBuildMissing);
  await migrateDatabase(env.DATABASE_URL);
  const db = createPrismaClient(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE });
  if (env.SEED_ON_START && (await isDatabaseEmpty(db))) {
    await seedDatabase(db, { filesDir: env.FILES_DIR });
  }
  const app = await buildApp({ env, db });
  if (webBuildMissing) app.log.warn(`${webBuildMissing}; serving the API alone`);

  const stop = stopOnSignal(app, db, env.SHUTDOWN_GRACE_SECONDS);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ host: env.HOST, port: env.PORT }).catch((error: unknown) => {
    throw listenError(error, env);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
