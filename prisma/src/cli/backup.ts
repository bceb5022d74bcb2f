// `pnpm db:backup <file>`: an online backup of the database in DATABASE_URL,
// safe while the portal runs. A relative <file> starts at the repository root.
import path from 'node:path';
import { BackupError, backupDatabase } from '../backup';
import { databaseLabel, repoRoot } from '../paths';
import { readDbSettings } from '../settings';

const [target, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!target || extra.length > 0) {
  console.error(
    'Usage: pnpm db:backup <file>   (e.g. pnpm db:backup backups/portal-2026-11-21.db; a pg_dump archive on PostgreSQL)',
  );
  process.exit(1);
}

const { DATABASE_URL: url } = readDbSettings();
try {
  const started = performance.now();
  const { file, bytes } = await backupDatabase(path.resolve(repoRoot, target), url);
  const ms = Math.round(performance.now() - started);
  const size = `${(bytes / 2 ** 20).toFixed(1)} MB`;
  console.log(`Backed up ${databaseLabel(url)} to ${file} (${size}, ${ms} ms).`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
