// `pnpm db:migrate`: applies pending migrations to the database in DATABASE_URL.
import { migrateDatabase } from '../migrations';
import { databaseKind, databaseLabel, databasePath } from '../paths';
import { readDbSettings } from '../settings';

const { DATABASE_URL: url } = readDbSettings();
if (databaseKind(url) === 'sqlite') databasePath(url); // creates the file's folder
const label = databaseLabel(url);
const applied = await migrateDatabase(url);
if (applied.length === 0) {
  console.log(`Database ${label} is up to date.`);
} else {
  console.log(`Applied ${applied.length} migration(s) to ${label}:`);
  for (const name of applied) console.log(`  ${name}`);
}
