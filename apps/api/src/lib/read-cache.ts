import { databasePath, localWrites } from '@portal/db';
import Database from 'better-sqlite3';
import type { FastifyReply } from 'fastify';

/** Entries kept at most; past that the least recently used goes (unique search texts and lookup keywords cannot grow it without bound). */
const MAX_ENTRIES = 2000;

// Any route's reply; its last type parameter is what the route's schema lets it send.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyReply = FastifyReply<any, any, any, any, any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Payload<R> = R extends FastifyReply<any, any, any, any, any, any, any, infer P> ? P : never;

/** The value computed for `key` since the database last changed, else computes and keeps it. */
type Get = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

export interface ReadCache {
  /**
   * Sends the route's answer for `key`. The answer is kept as the JSON text
   * the route's response schema made of it when it was computed (checked,
   * fields the schema does not list dropped), so a hit is sent as it is,
   * neither checked nor serialised again.
   */
  answer<R extends AnyReply>(reply: R, key: string, compute: () => Promise<Payload<R>>): Promise<R>;
  close(): void;
}

function withAnswer(get: Get, close: () => void): ReadCache {
  return {
    async answer(reply, key, compute) {
      const body = await get(key, async () => reply.serialize(await compute()));
      return reply.type('application/json; charset=utf-8').send(body);
    },
    close,
  };
}

/**
 * Answers of catalogue reads (accessories, serials, documents, brands,
 * products, dictionaries, announcement) and repair lookups, kept until the
 * database changes.
 *
 * A change is seen through SQLite's `PRAGMA data_version` on a connection of
 * its own that never writes: its value changes whenever any other connection
 * commits, the server's own, a CLI such as `pnpm demo:advance`, or an
 * operator's tool. Asking costs three system calls, as much as the rest of a
 * hit, so it is asked only when an answer could be out of date: after this
 * process ran anything on the database (`localWrites`), so that its own
 * writes are seen by the very next read, and otherwise at most once per
 * millisecond, so that another process's commit is seen within one. While
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
  let checkedAtMs = -1;
  let checkedAfterWrites = -1;
  // Promises, so that concurrent misses for one key share one computation.
  const entries = new Map<string, Promise<unknown>>();

  /** False when the version cannot be read: then nothing is served from the cache. */
  function upToDate(): boolean {
    const now = Date.now();
    if (now === checkedAtMs && localWrites.count === checkedAfterWrites) return true;
    let current: unknown;
    try {
      current = dataVersion.get();
    } catch {
      checkedAtMs = -1;
      return false;
    }
    checkedAtMs = now;
    checkedAfterWrites = localWrites.count;
    if (current !== version) {
      entries.clear();
      version = current;
    }
    return true;
  }

  return withAnswer(
    function get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (!upToDate()) return compute();
      const kept = entries.get(key) as Promise<T> | undefined;
      if (kept) {
        // Most recently used last: a Map iterates in insertion order.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const computed = compute();
      entries.set(key, computed);
      // A failed read is not kept: the next request tries again.
      computed.catch(() => {
        if (entries.get(key) === computed) entries.delete(key);
      });
      return computed;
    },
    () => {
      entries.clear();
      connection.close();
    },
  );
}

/** A cache that keeps nothing, for tests that build the app without a database file. */
export const noReadCache: ReadCache = withAnswer(
  (_key, compute) => compute(),
  () => undefined,
);
