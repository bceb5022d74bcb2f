// `pnpm db:migrate`: applies pending migrations to the database in DATABASE_URL.
import { migrateDatabase } from '../migrations';
import { databasePath } from '../paths';

const file = databasePath();
const applied = await migrateDatabase();
if (applied.length === 0) {
  console.log(`Database ${file} is up to date.`);
} else {
  console.log(`Applied ${applied.length} migration(s) to ${file}:`);
  for (const name of applied) console.log(`  ${name}`);
}
