import fs from 'node:fs';
import path from 'node:path';
import type { PrismaClient } from '../generated/client/client';
import { databaseKind, resolveDatabasePath } from './paths';

/**
 * Whether the database can store data, in words a client is told: the one
 * home of each database's own signs of trouble (SQLite's result codes and
 * file, PostgreSQL's SQLSTATE codes), so the server asks the same questions
 * of either.
 */

/**
 * What a client is told of each problem, in English; the server words the
 * same problem in the request's language (its texts hold these under the
 * same meaning).
 */
export const STORAGE_PROBLEMS = {
  full: 'Database storage is full',
  readOnly: 'Database is read-only',
  ioError: 'Database storage failed (I/O error)',
  cannotOpen: 'Database file cannot be opened',
  damaged: 'Database file is damaged',
  notADatabase: 'Database file is not a database',
  unreachable: 'Database not reachable',
  busy: 'Database busy: please try again in a moment',
  fileMissing: 'Database file not found',
  fileReplaced: 'Database file was replaced while the server ran; restart it',
  notMigrated: 'Database is not migrated',
  migrationUnknown: 'Database migration status unknown',
} as const;
const P = STORAGE_PROBLEMS;

const POOL_TIMEOUT = 'pool timeout';

/** SQLite result codes (primary; extended ones share the prefix) and PostgreSQL SQLSTATEs. */
const STORAGE_FAULTS: readonly (readonly [string, string])[] = [
  ['SQLITE_FULL', P.full],
  ['SQLITE_READONLY', P.readOnly],
  ['SQLITE_IOERR', P.ioError],
  ['SQLITE_CANTOPEN', P.cannotOpen],
  ['SQLITE_CORRUPT', P.damaged],
  ['SQLITE_NOTADB', P.notADatabase],
  ['53100', P.full], // disk_full
  ['53200', P.full], // out_of_memory
  ['25006', P.readOnly], // read_only_sql_transaction: a standby, or read-only by setting
  ['58030', P.ioError], // io_error
  ['XX001', P.damaged], // data_corrupted
  ['57P01', P.unreachable], // admin_shutdown
  ['57P02', P.unreachable], // crash_shutdown
  ['57P03', P.unreachable], // cannot_connect_now (starting up)
  ['08', P.unreachable], // connection_exception and its subclasses
  ['P1001', P.unreachable], // Prisma: the server cannot be reached
  ['P1002', P.unreachable], // Prisma: the server was reached but timed out
  ['P1017', P.unreachable], // Prisma: the server closed the connection
  // The connection itself, as Node's sockets report it.
  ['ECONNREFUSED', P.unreachable],
  ['ECONNRESET', P.unreachable],
  ['EPIPE', P.unreachable],
  ['ETIMEDOUT', P.unreachable],
  ['EHOSTUNREACH', P.unreachable],
  ['ENOTFOUND', P.unreachable],
  ['EAI_AGAIN', P.unreachable],
  // Nothing broken, only too many writers at once: the client may try again.
  ['SQLITE_BUSY', P.busy],
  ['P2028', P.busy], // Prisma: a transaction that could not start or finish in time
  [POOL_TIMEOUT, P.busy],
];

/** node-postgres's pool, when no connection came free in time; its error carries no code. */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';
/** node-postgres, when the server went away under a connection; these carry no code either. */
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Driver adapter error kinds that mean the server cannot be reached. */
const UNREACHABLE_KINDS = new Set([
  'ConnectionClosed',
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'SocketTimeout',
]);

/**
 * The database's own code behind an error: better-sqlite3's `SqliteError.code`,
 * a driver adapter's `DriverAdapterError` (`cause.originalCode`, or its `kind`),
 * or the Prisma error that carries it (`meta.driverAdapterError`).
 */
function databaseCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const { code, originalCode, kind, cause, meta, message } = error as {
    code?: unknown;
    originalCode?: unknown;
    kind?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
    message?: unknown;
  };
  if (message === POOL_TIMEOUT_MESSAGE) return POOL_TIMEOUT;
  if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((m) => message.startsWith(m))) {
    return '08006'; // connection_failure
  }
  for (const value of [originalCode, code]) {
    if (typeof value === 'string' && STORAGE_FAULTS.some(([prefix]) => value.startsWith(prefix))) {
      return value;
    }
  }
  if (typeof kind === 'string' && UNREACHABLE_KINDS.has(kind)) return '57P01';
  return databaseCode(cause, depth + 1) ?? databaseCode(meta?.driverAdapterError, depth + 1);
}

/** What to tell the client when `error` means the database cannot store data, else null. */
export function storageFault(error: unknown): string | null {
  const code = databaseCode(error);
  if (!code) return null;
  return STORAGE_FAULTS.find(([prefix]) => code.startsWith(prefix))?.[1] ?? null;
}

/** Below this much free space on the SQLite file's file system, the probe reports the disk full. */
export const FREE_SPACE_MARGIN_BYTES = 4 * 1024 * 1024;
/** Pages the SQLite file must still be allowed to grow by (`PRAGMA max_page_count`). */
const FREE_PAGES_MARGIN = 16;

export interface StorageCheck {
  /**
   * Why the database at DATABASE_URL is not the one opened at start, or
   * null. SQLite keeps writing into a file deleted or replaced under it (the
   * open file lives on, unnamed), so this compares the path's file with the
   * one opened (one stat, about 3 µs). Always null on PostgreSQL.
   */
  fileProblem(): string | null;
  /** `fileProblem`, room to grow and a committed write; null when all hold. */
  probe(db: PrismaClient): Promise<string | null>;
}

type Identity = { dev: number; ino: number } | null;

function identityOf(file: string): Identity {
  try {
    const { dev, ino } = fs.statSync(file);
    return { dev, ino };
  } catch {
    return null;
  }
}

/** The storage check of the database `url` names; call when the server opens it. */
export function storageCheck(url: string): StorageCheck {
  return databaseKind(url) === 'postgresql' ? postgresCheck() : sqliteCheck(url);
}

async function guarded(work: () => Promise<string | null>): Promise<string | null> {
  try {
    return await work();
  } catch (error) {
    return storageFault(error) ?? P.unreachable;
  }
}

function postgresCheck(): StorageCheck {
  return {
    fileProblem: () => null,
    // A committed write proves the server takes writes (a read-only standby
    // or a full disk refuses it): the newest migration row rewritten as it is.
    probe: (db) =>
      guarded(async () => {
        await db.$executeRawUnsafe(
          `UPDATE "_prisma_migrations" SET "applied_steps_count" = "applied_steps_count"
           WHERE "id" = (SELECT "id" FROM "_prisma_migrations" ORDER BY "started_at" DESC LIMIT 1)`,
        );
        return null;
      }),
  };
}

function sqliteCheck(url: string): StorageCheck {
  const file = resolveDatabasePath(url);
  const opened = identityOf(file);
  const fileProblem = () => {
    const now = identityOf(file);
    if (!now) return P.fileMissing;
    if (opened && (now.dev !== opened.dev || now.ino !== opened.ino)) {
      return P.fileReplaced;
    }
    return null;
  };
  return {
    fileProblem,
    async probe(db) {
      const problem = fileProblem() ?? diskProblem(path.dirname(file));
      if (problem) return problem;
      // A rolled-back write proves nothing; this one commits (the same
      // value again, a page 1 written to the log), taking the write lock.
      return guarded(async () => (await roomToGrow(db)) ?? (await committedWrite(db)));
    },
  };
}

/**
 * Free space, from the file system: a committed write may still fit in the
 * write-ahead log's reused space while the disk has none left, so a write
 * alone does not show a full disk until orders start failing.
 */
function diskProblem(folder: string): string | null {
  const { bavail, bsize } = fs.statfsSync(folder);
  return bavail * bsize < FREE_SPACE_MARGIN_BYTES ? P.full : null;
}

type Queries = Pick<PrismaClient, '$queryRawUnsafe'>;

const pragma = async (db: Queries, name: string) => {
  const [row] = await db.$queryRawUnsafe<Record<string, bigint | number>[]>(`PRAGMA ${name}`);
  return Number(Object.values(row ?? {})[0] ?? 0);
};

/** The file's own limit (`max_page_count`): writes fail with SQLITE_FULL once it is reached. */
async function roomToGrow(db: PrismaClient): Promise<string | null> {
  const pages = await pragma(db, 'page_count');
  const free = await pragma(db, 'freelist_count');
  const max = await pragma(db, 'max_page_count');
  return max - pages + free < FREE_PAGES_MARGIN ? P.full : null;
}

async function committedWrite(db: PrismaClient): Promise<null> {
  await db.$transaction(async (tx) => {
    const version = await pragma(tx, 'user_version');
    await tx.$executeRawUnsafe(`PRAGMA user_version = ${version}`);
  });
  return null;
}
