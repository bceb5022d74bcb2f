// `pnpm db:seed`: fills the database in DATABASE_URL with the demo data and
// writes its files into FILES_DIR (default data/files). Does nothing on a
// database that already holds data. Run `pnpm db:migrate` first.
import { existsSync } from 'node:fs';
import { createPrismaClient } from '../client';
import {
  databaseKind,
  databaseLabel,
  filesDir as servedFilesDir,
  resolveDatabasePath,
} from '../paths';
import { seedDatabase } from '../seed';

const file = databaseLabel();
// Opening a missing SQLite file would create it; a server reports its own missing database.
if (databaseKind() === 'sqlite' && !existsSync(resolveDatabasePath())) {
  console.error(`Database ${file} does not exist. Run \`pnpm db:migrate\` first.`);
  process.exit(1);
}
// Relative folders are taken from the repository root, like DATABASE_URL.
const filesDir = servedFilesDir();

const db = createPrismaClient();
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
