import fs from 'node:fs';
import path from 'node:path';
import { databaseKind, resolveDatabasePath } from '@portal/db';
import type { Env } from './env';

/**
 * What stops the server from starting, said so that an operator can fix it:
 * the setting, the value and the cause. main.ts prints the message alone.
 */
export class StartupError extends Error {}

/**
 * The SQLite database's folder must exist or be creatable, and be writable
 * (SQLite writes its journal beside the file). In production the folder is
 * not created: a missing database is an error of its own (main.ts).
 */
export function checkDatabaseFolder(env: Env): void {
  if (databaseKind(env.DATABASE_URL) !== 'sqlite') return;
  const folder = path.dirname(resolveDatabasePath(env.DATABASE_URL));
  try {
    if (env.NODE_ENV !== 'production') fs.mkdirSync(folder, { recursive: true });
    fs.accessSync(folder, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new StartupError(
      `DATABASE_URL: the database's folder ${folder} cannot be created or written (${code}); choose a writable path or fix its permissions`,
    );
  }
}

/** Whether WEB_DIST_DIR holds a web build. */
export function hasWebBuild(env: Env): boolean {
  return fs.existsSync(path.join(env.WEB_DIST_DIR, 'index.html'));
}

/**
 * A server meant to serve the web app needs its build: in production a
 * missing one stops the start; elsewhere the caller warns and serves the API
 * alone. SERVE_WEB=false asks for the API alone on purpose.
 */
export function missingWebBuild(env: Env): string | null {
  if (!env.SERVE_WEB || hasWebBuild(env)) return null;
  return `WEB_DIST_DIR: ${env.WEB_DIST_DIR} holds no web build (no index.html); run \`pnpm build\`, or set SERVE_WEB=false to serve the API alone`;
}

/** A listen failure, named by its setting. */
export function listenError(error: unknown, env: Env): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `PORT: ${env.HOST}:${env.PORT} is already in use by another process; stop it or choose another PORT`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `PORT: listening on ${env.HOST}:${env.PORT} is not permitted (EACCES); choose a port above 1023`,
    );
  }
  if (code === 'EADDRNOTAVAIL') {
    return new StartupError(`HOST: ${env.HOST} is not an address of this machine`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
