import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BackupError, type BackupResult, type RestoreResult } from './backup-types';
import { restrictDatabaseFiles } from './database-file';
import { backupPostgres, restorePostgres } from './backup-postgres';
import { databaseKind, databasePath, resolveDatabasePath } from './paths';
import { BUSY_TIMEOUT_MS } from './sqlite';

export { BackupError, type BackupResult, type RestoreResult };

/**
 * Backups of the SQLite file through SQLite's online backup API
 * (better-sqlite3 `backup()`): it copies pages under SQLite's own locking, so
 * a backup taken while the portal writes is a consistent snapshot, which a
 * plain file copy of a WAL database is not. PostgreSQL: backup-postgres.ts.
 */

/** Every remaining page in one step: a step reads one snapshot, so writers cannot force restarts forever. */
const ALL_PAGES = 0x7fffffff;

function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

function isPortalDatabase(file: string): boolean {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'",
      )
      .get();
    return row !== undefined;
  } finally {
    db.close();
  }
}

function removeDatabaseFiles(file: string) {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${file}${suffix}`, { force: true });
}

/** Copies `source` into `target` with the backup API, then makes it a self-contained file and checks it. */
async function copyDatabase(source: string, target: string): Promise<number> {
  const db = new Database(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    const { totalPages } = await db.backup(target, { progress: () => ALL_PAGES });
    return totalPages;
  } finally {
    db.close();
  }
}

/** Rollback-journal mode: the copy is one file, with no -wal beside it to lose. */
function makeSelfContained(file: string) {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/**
 * Writes a backup of the database at `url` (nothing: data/portal.db) to
 * `target`. Safe while the server runs. Refuses to overwrite a file; the
 * backup appears under its name only once it is complete and checked.
 */
export async function backupDatabase(target: string, url?: string): Promise<BackupResult> {
  if (databaseKind(url) === 'postgresql') return backupPostgres(target, url as string);
  const source = resolveDatabasePath(url);
  const file = path.resolve(target);
  if (!existsSync(source)) throw new BackupError(`Database ${source} does not exist.`);
  if (file === source) throw new BackupError('The backup cannot be the database itself.');
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name.`);
  if (!existsSync(path.dirname(file))) {
    throw new BackupError(`Folder ${path.dirname(file)} does not exist.`);
  }
  const partial = `${file}.partial`;
  removeDatabaseFiles(partial);
  try {
    const pages = await copyDatabase(source, partial);
    makeSelfContained(partial);
    // A backup holds what the database holds: its owner's alone, as the database.
    restrictDatabaseFiles(partial);
    const integrity = integrityOf(partial);
    if (integrity !== 'ok')
      throw new BackupError(`The backup failed its integrity check: ${integrity}`);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, pages };
  } finally {
    removeDatabaseFiles(partial);
  }
}

/**
 * Whether another connection (the portal server, another tool) has the
 * database open. In WAL mode the last connection to close removes the -wal
 * file; so open and close one of our own, and see whether it is still there.
 */
export function isDatabaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new Database(file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    db.prepare('SELECT count(*) FROM sqlite_master').get();
  } finally {
    db.close();
  }
  return existsSync(`${file}-wal`);
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

/**
 * Restores `backup` into the database at `url` (nothing: data/portal.db).
 *
 * Refuses while another connection has that database open: replacing the
 * data under a running server would silently lose its later writes. Stop the
 * server first, or restore into a new file (another DATABASE_URL) and point
 * the server at it. The backup is checked before anything is touched, and a
 * database that is replaced is first kept as `<name>.before-restore-<time>`.
 */
export async function restoreDatabase(
  backup: string,
  url: string | undefined,
  now = new Date(),
): Promise<RestoreResult> {
  if (databaseKind(url) === 'postgresql') return restorePostgres(backup, url as string, now);
  const source = path.resolve(backup);
  const target = databasePath(url);
  if (!existsSync(source)) throw new BackupError(`Backup ${source} does not exist.`);
  if (source === target) throw new BackupError('The backup is the database itself.');
  let integrity: string;
  try {
    integrity = integrityOf(source);
  } catch {
    throw new BackupError(`${source} is not an SQLite database.`);
  }
  if (integrity !== 'ok') throw new BackupError(`${source} is damaged: ${integrity}`);
  if (!isPortalDatabase(source)) {
    throw new BackupError(`${source} is not a portal database (no migration history).`);
  }
  if (isDatabaseInUse(target)) {
    throw new BackupError(
      `Database ${target} is open in another process (is the portal running?). Stop the server first, or restore into a new file: DATABASE_URL=file:data/restored.db pnpm db:restore ${backup}`,
    );
  }

  let previous: string | null = null;
  if (existsSync(target)) {
    previous = `${target}.before-restore-${timestamp(now)}`;
    await backupDatabase(previous, `file:${target}`);
  }
  const partial = `${target}.restoring`;
  removeDatabaseFiles(partial);
  try {
    await copyDatabase(source, partial);
    makeSelfContained(partial);
    restrictDatabaseFiles(partial);
    // Checked free above and the -wal is gone, so the file can be swapped whole.
    removeDatabaseFiles(target);
    renameSync(partial, target);
  } finally {
    removeDatabaseFiles(partial);
  }
  return { file: target, previous };
}
