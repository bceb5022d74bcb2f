import { execFile } from 'node:child_process';
import { existsSync, openSync, readSync, closeSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError, type BackupResult, type RestoreResult } from './backup-types';
import { postgresBinDir } from './postgres-server';

const run = promisify(execFile);

/**
 * Backups of a PostgreSQL database through Debian's `pg_dump` (custom
 * format: compressed, one consistent snapshot taken while the portal
 * writes) and `pg_restore`.
 */

/** pg_dump and pg_restore of the newest installed PostgreSQL (they must not be older than the server). */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  try {
    return path.join(postgresBinDir(), name);
  } catch {
    return name; // from PATH
  }
}

async function runTool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    return await run(tool(name), args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new BackupError(`${name} failed: ${(stderr || String(error)).trim()}`, { cause: error });
  }
}

/** Whether `file` is a pg_dump custom-format archive (it starts with "PGDMP"). */
export function isPostgresArchive(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    readSync(fd, head, 0, 5, 0);
    return head.toString('latin1') === 'PGDMP';
  } finally {
    closeSync(fd);
  }
}

export async function backupPostgres(target: string, url: string): Promise<BackupResult> {
  const file = path.resolve(target);
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name.`);
  if (!existsSync(path.dirname(file))) {
    throw new BackupError(`Folder ${path.dirname(file)} does not exist.`);
  }
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, url]);
    // The archive's table of contents reads back: the file is whole.
    await runTool('pg_restore', ['--list', partial]);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Sessions on the database other than our own: a running portal, a tool. */
async function otherSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

/**
 * Restores a pg_dump archive into the database at `url`, in one transaction.
 * Refuses while another session uses the database (stop the portal first);
 * what the database held before is first dumped beside the backup as
 * `<backup>.before-restore-<time>`.
 */
export async function restorePostgres(
  backup: string,
  url: string,
  now: Date,
): Promise<RestoreResult> {
  const source = path.resolve(backup);
  if (!existsSync(source)) throw new BackupError(`Backup ${source} does not exist.`);
  if (!isPostgresArchive(source)) {
    throw new BackupError(`${source} is not a PostgreSQL backup (pg_dump custom format).`);
  }
  await runTool('pg_restore', ['--list', source]);
  if ((await otherSessions(url)) > 0) {
    throw new BackupError(
      'The database is in use by another session (is the portal running?). Stop the servers first, or restore into a new database.',
    );
  }
  const previous = `${source}.before-restore-${timestamp(now)}`;
  await backupPostgres(previous, url);
  await runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    source,
  ]);
  const parsed = new URL(url);
  return { file: `postgresql://${parsed.host}${parsed.pathname}`, previous };
}
