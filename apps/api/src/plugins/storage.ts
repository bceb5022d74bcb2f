import fs from 'node:fs';
import path from 'node:path';
import { errorResponse } from '@portal/contracts';
import { databaseKind, resolveDatabasePath, type PrismaClient } from '@portal/db';
import type { FastifyInstance } from 'fastify';

/**
 * SQLite result codes (primary; extended ones share the prefix) that mean the
 * database cannot store anything right now, with what the client is told.
 */
const STORAGE_FAULTS: readonly (readonly [string, string])[] = [
  ['SQLITE_FULL', 'Database storage is full'],
  ['SQLITE_READONLY', 'Database is read-only'],
  ['SQLITE_IOERR', 'Database storage failed (I/O error)'],
  ['SQLITE_CANTOPEN', 'Database file cannot be opened'],
  ['SQLITE_CORRUPT', 'Database file is damaged'],
  ['SQLITE_NOTADB', 'Database file is not a database'],
];

/**
 * The SQLite code behind an error: better-sqlite3's `SqliteError.code`, a
 * driver adapter's `DriverAdapterError` (`cause.originalCode`), or the
 * Prisma error that carries it (`meta.driverAdapterError`).
 */
function sqliteCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const { code, originalCode, cause, meta } = error as {
    code?: unknown;
    originalCode?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  for (const value of [originalCode, code]) {
    if (typeof value === 'string' && value.startsWith('SQLITE_')) return value;
  }
  return sqliteCode(cause, depth + 1) ?? sqliteCode(meta?.driverAdapterError, depth + 1);
}

/** What to tell the client when `error` means the database cannot store data, else null. */
export function storageFault(error: unknown): string | null {
  const code = sqliteCode(error);
  if (!code) return null;
  return STORAGE_FAULTS.find(([prefix]) => code.startsWith(prefix))?.[1] ?? null;
}

/** Below this much free space on the database's file system, `/ready` reports the disk full. */
export const FREE_SPACE_MARGIN_BYTES = 4 * 1024 * 1024;
/** Pages the database must still be allowed to grow by (`PRAGMA max_page_count`). */
const FREE_PAGES_MARGIN = 16;

type Identity = { dev: number; ino: number } | null;

function identityOf(file: string): Identity {
  try {
    const { dev, ino } = fs.statSync(file);
    return { dev, ino };
  } catch {
    return null;
  }
}

export interface StorageGuard {
  /** Why the database file at the path is not the one opened at start, or null. */
  fileProblem(): string | null;
  /** `fileProblem`, free space, room to grow and a committed write; null when all hold. */
  probe(db: PrismaClient): Promise<string | null>;
}

/**
 * Guards against answering success for data that is not stored. SQLite keeps
 * writing into a database file that was deleted or replaced under it (the
 * open file lives on, unnamed), so every success answer of a state-changing
 * request first checks that the path still names the file opened at start
 * (one stat, about 3 µs) and answers 503 otherwise.
 */
export function registerStorageGuard(app: FastifyInstance, databaseUrl: string): StorageGuard {
  if (databaseKind(databaseUrl) === 'postgresql') return serverGuard;
  const file = resolveDatabasePath(databaseUrl);
  const opened = identityOf(file);

  const fileProblem = () => {
    const now = identityOf(file);
    if (!now) return 'Database file not found';
    if (opened && (now.dev !== opened.dev || now.ino !== opened.ino)) {
      return 'Database file was replaced while the server ran; restart it';
    }
    return null;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const problem = fileProblem();
    if (!problem) return payload;
    request.log.error({ problem }, 'write answered 503: database file gone');
    void reply.code(503).type('application/json; charset=utf-8');
    return JSON.stringify(errorResponse(503, problem));
  });

  return {
    fileProblem,
    async probe(db) {
      const problem = fileProblem() ?? diskProblem(path.dirname(file));
      if (problem) return problem;
      try {
        // A rolled-back write proves nothing; this one commits (the same
        // value again, a page 1 written to the log), taking the write lock.
        return (await roomToGrow(db)) ?? (await committedWrite(db));
      } catch (error) {
        return storageFault(error) ?? 'Database not reachable';
      }
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * PostgreSQL is a server, not a file that can vanish under an open
 * connection; it refuses a write it cannot store, so only reaching it is probed.
 */
const serverGuard: StorageGuard = {
  fileProblem: () => null,
  async probe(db) {
    try {
      await db.$queryRawUnsafe('SELECT 1');
      return null;
    } catch {
      return 'Database not reachable';
    }
  },
};

/**
 * Free space, from the file system: a committed write may still fit in the
 * write-ahead log's reused space while the disk has none left, so a write
 * alone does not show a full disk until orders start failing.
 */
function diskProblem(folder: string): string | null {
  const { bavail, bsize } = fs.statfsSync(folder);
  return bavail * bsize < FREE_SPACE_MARGIN_BYTES ? 'Database storage is full' : null;
}

type Queries = Pick<PrismaClient, '$queryRawUnsafe'>;

const count = async (db: Queries, pragma: string) => {
  const [row] = await db.$queryRawUnsafe<Record<string, bigint | number>[]>(`PRAGMA ${pragma}`);
  return Number(Object.values(row ?? {})[0] ?? 0);
};

/** The file's own limit (`max_page_count`): writes fail with SQLITE_FULL once it is reached. */
async function roomToGrow(db: PrismaClient): Promise<string | null> {
  const pages = await count(db, 'page_count');
  const free = await count(db, 'freelist_count');
  const max = await count(db, 'max_page_count');
  return max - pages + free < FREE_PAGES_MARGIN ? 'Database storage is full' : null;
}

async function committedWrite(db: PrismaClient): Promise<null> {
  await db.$transaction(async (tx) => {
    const version = await count(tx, 'user_version');
    await tx.$executeRawUnsafe(`PRAGMA user_version = ${version}`);
  });
  return null;
}
