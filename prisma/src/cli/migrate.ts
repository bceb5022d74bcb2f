// `pnpm db:migrate`: applies pending migrations to the database in DATABASE_URL.
import { migrateDatabase } from '../migrations';
import { databaseKind, databaseLabel, databasePath } from '../paths';

if (databaseKind() === 'sqlite') databasePath(); // creates the file's folder
const label = databaseLabel();
const applied = await migrateDatabase();
if (applied.length === 0) {
  console.log(`Database ${label} is up to date.`);
} else {
  console.log(`Applied ${applied.length} migration(s) to ${label}:`);
  for (const name of applied) console.log(`  ${name}`);
}
