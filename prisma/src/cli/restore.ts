// `pnpm db:restore <file>`: restores a backup into the database in
// DATABASE_URL. Refuses while that database is open elsewhere (stop the
// server first, or restore into a new DATABASE_URL); the replaced database is
// kept beside it. A relative <file> starts at the repository root.
import path from 'node:path';
import { BackupError, restoreDatabase } from '../backup';
import { repoRoot } from '../paths';
import { readDbSettings } from '../settings';

const [backup, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!backup || extra.length > 0) {
  console.error('Usage: pnpm db:restore <file>   (stop the server first)');
  process.exit(1);
}

const { DATABASE_URL: url } = readDbSettings();
try {
  const { file, previous } = await restoreDatabase(path.resolve(repoRoot, backup), url);
  console.log(`Restored ${path.resolve(repoRoot, backup)} into ${file}.`);
  if (previous) console.log(`The database it replaced is kept as ${previous}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
