import { createPrismaClient, isDatabaseEmpty, migrateDatabase, seedDatabase } from '@portal/db';
import { buildApp } from './app';
import { readEnv } from './env';

/** Start-up: configuration, database up to date (seeded when empty), then listen. */
async function main() {
  const env = readEnv();
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
