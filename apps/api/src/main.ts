import { existsSync } from 'node:fs';
import {
  createPrismaClient,
  databaseKind,
  isDatabaseEmpty,
  migrateDatabase,
  resolveDatabasePath,
  seedDatabase,
} from '@portal/db';
import { buildApp } from './app';
import { readEnv, type Env } from './env';

/**
 * In production the database must exist before the server starts: a server
 * that made a new one whenever its file was missing (a wrong path, a lost
 * volume) would take orders into an empty database that nobody backs up.
 */
function requireDatabase(env: Env) {
  // A PostgreSQL server never makes a database by connecting to it.
  if (env.NODE_ENV !== 'production' || databaseKind(env.DATABASE_URL) !== 'sqlite') return;
  const file = resolveDatabasePath(env.DATABASE_URL);
  if (!existsSync(file)) {
    throw new Error(
      `DATABASE_URL points at ${file}, which does not exist; create it with \`pnpm db:migrate\` (and \`pnpm db:seed\` for demo data)`,
    );
  }
}

/** Start-up: configuration, database up to date (seeded when empty and asked), then listen. */
async function main() {
  const env = readEnv();
  requireDatabase(env);
  await migrateDatabase(env.DATABASE_URL);
  const db = createPrismaClient(env.DATABASE_URL);
  if (env.SEED_ON_START && (await isDatabaseEmpty(db))) {
    await seedDatabase(db, { filesDir: env.FILES_DIR });
  }
  const app = await buildApp({ env, db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.$disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
