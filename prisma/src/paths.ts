import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The `prisma/` package folder; everything else is found from here. The
 * server's bundle (apps/api/build.ts) keeps this file's own location, and the
 * image keeps the repository's layout (apps/api/runtime.ts), so the same
 * defaults hold in a checkout and in the image.
 */
export const prismaDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const repoRoot = path.dirname(prismaDir);

/**
 * The one home of the default data paths: the server's settings
 * (apps/api/src/env.ts), the seed and the database commands take theirs from
 * here. Everything the portal writes lives under data/ (the volume of the image).
 */
export const dataDir = path.join(repoRoot, 'data');
export const defaultDatabasePath = path.join(dataDir, 'portal.db');
export const defaultFilesDir = path.join(dataDir, 'files');
export const defaultOutboxDir = path.join(dataDir, 'outbox');
/** The built web app, which the server serves. */
export const defaultWebDistDir = path.join(repoRoot, 'apps', 'web', 'dist');

/** A path setting: relative paths are taken from the repository root, like DATABASE_URL's. */
export function resolveFromRoot(file: string): string {
  return path.resolve(repoRoot, file);
}

/** The databases the portal runs on: one codebase, one generated client and migrations folder each. */
export type DatabaseKind = 'sqlite' | 'postgresql';

const POSTGRES_URL = /^postgres(?:ql)?:\/\//i;

/** A Prisma client of either database, a transaction's or one extended with `$extends`. */
export interface AnyPrismaClient {
  $executeRaw: unknown;
}

/**
 * The one answer to "which database": of a client (`createPrismaClient`'s,
 * a transaction's, or one wrapped with `$extends`, as tests do), the one its
 * generated client was made for; of a URL, the one it names: `file:…` (or
 * nothing, the default file) is the embedded SQLite, `postgresql://…` (or
 * `postgres://…`) a PostgreSQL server. Any other URL is refused, naming the
 * variable and never echoing the value, which may hold a password.
 */
export function databaseKind(of?: string | AnyPrismaClient): DatabaseKind {
  return typeof of === 'object' ? providerOf(of) : urlKind(of);
}

function urlKind(url: string | undefined): DatabaseKind {
  if (!url || url.startsWith('file:')) return 'sqlite';
  if (POSTGRES_URL.test(url)) return 'postgresql';
  throw new Error(`DATABASE_URL ${DATABASE_URL_RULE}`);
}

/**
 * Prisma keeps the provider its client was generated for on every client,
 * transaction and extension (`_activeProvider`; prisma/test/client.test.ts
 * holds it to that), where a table of the clients made here would not know
 * the ones derived from them.
 */
function providerOf(client: AnyPrismaClient): DatabaseKind {
  const provider: unknown = Reflect.get(client, '_activeProvider');
  if (provider === 'sqlite' || provider === 'postgresql') return provider;
  throw new Error(`Not a client of the portal's databases (provider ${String(provider)})`);
}

export const DATABASE_URL_RULE =
  'must be a file: URL (embedded SQLite, e.g. file:data/portal.db) or a postgresql:// URL';

/** True for a URL `databaseKind` takes. */
export function isDatabaseUrl(url: string): boolean {
  return url.startsWith('file:') || POSTGRES_URL.test(url);
}

/** The database for messages: the SQLite file's path, or the server and database without credentials. */
export function databaseLabel(url?: string): string {
  if (databaseKind(url) === 'sqlite') return resolveDatabasePath(url);
  const parsed = new URL(url as string);
  return `postgresql://${parsed.host}${parsed.pathname}`;
}

/** The models: schema.prisma names SQLite; generate.mjs writes the PostgreSQL copy. */
export const schemaPaths: Record<DatabaseKind, string> = {
  sqlite: path.join(prismaDir, 'schema.prisma'),
  postgresql: path.join(prismaDir, 'generated', 'postgresql.prisma'),
};
export const schemaPath = schemaPaths.sqlite;

/** One migrations folder per database, each complete from an empty database. */
export const migrationsDirs: Record<DatabaseKind, string> = {
  sqlite: path.join(prismaDir, 'migrations', 'sqlite'),
  postgresql: path.join(prismaDir, 'migrations', 'postgresql'),
};

/**
 * Absolute path of the SQLite file named by `url` (nothing: data/portal.db).
 * Accepts `file:` URLs (`file:data/x.db`, `file:/abs/x.db`, `file:///abs/x.db`)
 * and plain paths. Relative paths are taken from the repository root, not the
 * working directory, so every package script reaches the same database.
 */
export function resolveDatabasePath(url?: string): string {
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
