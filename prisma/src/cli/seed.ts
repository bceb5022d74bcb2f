// `pnpm db:seed`: fills the database in DATABASE_URL with the demo data and
// writes its files into FILES_DIR (default data/files). Does nothing on a
// database that already holds data. Run `pnpm db:migrate` first.
import { existsSync } from 'node:fs';
import { createPrismaClient } from '../client';
import { databaseKind, databaseLabel, resolveDatabasePath, resolveFromRoot } from '../paths';
import { seedDatabase } from '../seed';
import { readDbSettings } from '../settings';

const settings = readDbSettings();
const url = settings.DATABASE_URL;
const file = databaseLabel(url);
// Opening a missing SQLite file would create it; a server reports its own missing database.
if (databaseKind(url) === 'sqlite' && !existsSync(resolveDatabasePath(url))) {
  console.error(`Database ${file} does not exist. Run \`pnpm db:migrate\` first.`);
  process.exit(1);
}
// Relative folders are taken from the repository root, like DATABASE_URL.
const filesDir = resolveFromRoot(settings.FILES_DIR);

const db = createPrismaClient(url, { poolSize: settings.DATABASE_POOL_SIZE });
try {
  const started = performance.now();
  const { seeded } = await seedDatabase(db, { filesDir });
  const ms = Math.round(performance.now() - started);
  console.log(
    seeded
      ? `Seeded demo data into ${file} and files into ${filesDir} in ${ms} ms.`
      : `Database ${file} already holds data; nothing seeded.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (/no such table|table .* does not exist/i.test(message)) {
    console.error(`Database ${file} is not migrated. Run \`pnpm db:migrate\` first.`);
  } else {
    console.error(message);
  }
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
