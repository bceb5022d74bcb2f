import { databasePath } from '@portal/db';
import Database from 'better-sqlite3';

/** Entries kept at most; past that the cache starts over (unique search texts cannot grow it without bound). */
const MAX_ENTRIES = 2000;

export interface ReadCache {
  /** The answer computed for `key` since the database last changed, else computes and keeps it. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  close(): void;
}

/**
 * Answers of catalogue reads (accessories, serials, documents, brands,
 * products, dictionaries, announcement), kept until the database changes.
 *
 * A change is seen through SQLite's `PRAGMA data_version` on a connection of
 * its own that never writes: its value changes whenever any other connection
 * commits, the server's own, a CLI such as `pnpm demo:advance`, or an
 * operator's tool, so an answer is never served from before a commit. While
 * orders are written the cache simply starts over on each commit.
 */
export function createReadCache(databaseUrl: string): ReadCache {
  let connection: Database.Database;
  try {
    connection = new Database(databasePath(databaseUrl), { readonly: true, fileMustExist: true });
  } catch {
    // No database file (yet): every read goes to the database, which answers the error.
    return noReadCache;
  }
  const dataVersion = connection.prepare('PRAGMA data_version').pluck();
  let version: unknown;
  // Promises, so that concurrent misses for one key share one computation.
  const entries = new Map<string, Promise<unknown>>();

  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      let current: unknown;
      try {
        current = dataVersion.get();
      } catch {
        return compute();
      }
      if (current !== version || entries.size >= MAX_ENTRIES) {
        entries.clear();
        version = current;
      }
      const kept = entries.get(key) as Promise<T> | undefined;
      if (kept) return kept;
      const computed = compute();
      entries.set(key, computed);
      // A failed read is not kept: the next request tries again.
      computed.catch(() => {
        if (entries.get(key) === computed) entries.delete(key);
      });
      return computed;
    },
    close() {
      entries.clear();
      connection.close();
    },
  };
}

/** A cache that keeps nothing, for tests that build the app without a database file. */
export const noReadCache: ReadCache = {
  get: (_key, compute) => compute(),
  close: () => undefined,
};
