import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `prisma/` package folder; everything else is found from here. */
export const prismaDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const repoRoot = path.dirname(prismaDir);
export const schemaPath = path.join(prismaDir, 'schema.prisma');
export const migrationsDir = path.join(prismaDir, 'migrations');
export const defaultDatabasePath = path.join(repoRoot, 'data', 'portal.db');

/**
 * Absolute path of the SQLite file named by `url` (default: `DATABASE_URL`).
 * Accepts `file:` URLs (`file:data/x.db`, `file:/abs/x.db`, `file:///abs/x.db`)
 * and plain paths. Relative paths are taken from the repository root, not the
 * working directory, so every package script reaches the same database.
 */
export function resolveDatabasePath(url: string | undefined = process.env.DATABASE_URL): string {
  if (!url) return defaultDatabasePath;
  let file = url;
  if (file.startsWith('file://')) file = fileURLToPath(file.split('?')[0] ?? file);
  else if (file.startsWith('file:')) file = file.slice('file:'.length).split('?')[0] ?? '';
  // An in-memory database would not outlive one connection, so migrations
  // and the client could never share it.
  if (!file || file === ':memory:') throw new Error(`DATABASE_URL must name a file: ${url}`);
  return path.resolve(repoRoot, file);
}

/** Like `resolveDatabasePath`, and creates the folder that will hold the file. */
export function databasePath(url?: string): string {
  const file = resolveDatabasePath(url);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** The `file:` URL (absolute) of the database, with its folder created. */
export function databaseUrl(url?: string): string {
  return `file:${databasePath(url)}`;
}
