import { databasePath, localWrites } from '@portal/db';
import Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';

/** Entries kept at most; past that the least recently used goes (unique search texts and lookup keywords cannot grow it without bound). */
const MAX_ENTRIES = 2000;

// Any route's reply; its last type parameter is what the route's schema lets it send.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyReply = FastifyReply<any, any, any, any, any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Payload<R> = R extends FastifyReply<any, any, any, any, any, any, any, infer P> ? P : never;

/** An answer's JSON text, as the route's response schema serialised it. */
type Text = ReturnType<FastifyReply['serialize']>;

/** An answer as sent: its text once made, meanwhile the promise of it. */
interface Kept {
  text?: Text;
  pending: Promise<Text>;
}

/** The answer kept for `key` since the database last changed, if any. */
type Find = (key: string) => Kept | undefined;
/** Keeps what `compute` answers for `key`, or only answers it when nothing may be kept. */
type Keep = (key: string, compute: () => Promise<Text>) => Promise<Text>;

export interface ReadCache {
  /**
   * The route's `preValidation` hook: a request sent before (same method,
   * URL and fields) gets the answer it got then, with no second check of
   * its input (that answer proved it valid) and no call of the handler.
   * It runs after the route's `onRequest` hooks, so rate limits and the
   * content-type check still see every request.
   */
  sendKept: preValidationHookHandler;
  /**
   * Sends the route's answer from its handler, keeping it for the next
   * request like this one. The answer is kept as the JSON text the route's
   * response schema made of it (checked, fields the schema does not list
   * dropped), so a hit is sent as it is, neither checked nor serialised again.
   */
  answer<R extends AnyReply>(reply: R, compute: () => Promise<Payload<R>>): Promise<R>;
  /** Requests answered from the cache (or sharing an answer in the making) and those that were not. */
  counts(): { hits: number; misses: number };
  close(): void;
}

/** What a request asks for, before its fields are checked and given their defaults. */
function requestKey(request: FastifyRequest): string {
  const fields = request.body === undefined ? '' : JSON.stringify(request.body);
  return `${request.method} ${request.url}\n${fields}`;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function readCache(find: Find, keep: Keep, close: () => void): ReadCache {
  // Set by sendKept on a miss: by the time the handler runs the body has been replaced by the checked fields.
  const keys = new WeakMap<FastifyRequest, string>();
  let hits = 0;
  let misses = 0;
  return {
    sendKept(request, reply, done) {
      const key = requestKey(request);
      const kept = find(key);
      if (kept?.text !== undefined) {
        hits += 1;
        void reply.type(JSON_TYPE).send(kept.text);
        return;
      }
      keys.set(request, key);
      if (!kept) {
        misses += 1;
        return done();
      }
      hits += 1;
      // The same request is being answered: share its answer, or go on alone if it fails.
      kept.pending.then(
        (text) => void reply.type(JSON_TYPE).send(text),
        () => done(),
      );
    },
    async answer(reply, compute) {
      const key = keys.get(reply.request);
      // A route that forgot the hook would compute every answer anew, unnoticed.
      if (key === undefined)
        throw new Error(`${reply.request.url}: route lacks preValidation: sendKept`);
      const text = await keep(key, async () => reply.serialize(await compute()));
      return reply.type(JSON_TYPE).send(text);
    },
    counts: () => ({ hits, misses }),
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
  // With their promises, so that a request arriving while the same one is answered waits for that answer.
  const entries = new Map<string, Kept>();

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

  function find(key: string): Kept | undefined {
    if (!upToDate()) return undefined;
    const kept = entries.get(key);
    if (kept) {
      // Most recently used last: a Map iterates in insertion order.
      entries.delete(key);
      entries.set(key, kept);
    }
    return kept;
  }

  function keep(key: string, compute: () => Promise<Text>): Promise<Text> {
    if (!upToDate()) return compute();
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const pending = compute();
    const kept: Kept = { pending };
    entries.set(key, kept);
    pending.then(
      (text) => {
        kept.text = text;
      },
      // A failed read is not kept: the next request tries again.
      () => {
        if (entries.get(key) === kept) entries.delete(key);
      },
    );
    return pending;
  }

  return readCache(find, keep, () => {
    entries.clear();
    connection.close();
  });
}

/** A cache that keeps nothing, for tests that build the app without a database file. */
export const noReadCache: ReadCache = readCache(
  () => undefined,
  (_key, compute) => compute(),
  () => undefined,
);
