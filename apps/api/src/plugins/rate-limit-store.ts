import type { PrismaClient } from '@portal/db';
import { LRUCache } from 'lru-cache';
import { countEvent, readWindow } from '../lib/window-counter';
import { storageFault } from '@portal/db';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What the plugin passes to `child`: the route's limit settings and the route (its typings omit `routeInfo`). */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * Requests of one limit an instance takes from the database at a time: one
 * (every request counted in the database) below 100 a window, a fiftieth of
 * the limit above (12 of the 600 a minute of most API calls).
 */
export function blockSize(max: number): number {
  return Math.max(1, Math.floor(max / 50));
}

/** Request numbers `next`…`last` of a window, counted in the database by this instance, not yet used. */
interface Block {
  next: number;
  last: number;
  endsAt: number;
}

/** Keys whose unused blocks an instance keeps; a spray of addresses pushes out the oldest. */
const KEPT_BLOCKS = 10_000;

/**
 * A store for @fastify/rate-limit that keeps its counts in the database
 * (lib/window-counter.ts), so a client's requests count against one limit
 * whichever instance answers them. The plugin makes one child store per
 * limited route; each keeps its counts apart, as the plugin's own stores do.
 *
 * Each request is numbered in its window by the database. Under high limits
 * an instance numbers a block of requests in one statement (`blockSize`),
 * one block at a time per client, and hands the numbers out itself: no more
 * than the limit is ever let through across instances, and a client whose
 * requests are spread over N instances may be refused up to N × (block − 1)
 * requests early (33 of 600 with three), as numbers another instance took go
 * unused.
 *
 * While the database cannot store anything (a full disk, a read-only file),
 * requests are let through uncounted: the writes among them fail on their
 * own, and the portal stays readable.
 */
export function databaseRateLimitStore(db: PrismaClient) {
  const blocks = new LRUCache<string, Block>({ max: KEPT_BLOCKS });
  const reserving = new Map<string, Promise<unknown>>();

  /** The next number of the key's window, from this instance's block, taking a new block when it is used up. */
  async function numberFromBlock(key: string, timeWindow: number, size: number): Promise<Result> {
    for (;;) {
      const now = Date.now();
      const block = blocks.get(key);
      if (block && block.endsAt > now && block.next <= block.last) {
        const current = block.next;
        block.next += 1;
        return { current, ttl: block.endsAt - now };
      }
      let pending = reserving.get(key);
      if (!pending) {
        pending = countEvent(db, key, timeWindow, new Date(now), size)
          .then(({ count, endsAt }) => {
            blocks.set(key, { next: count - size + 1, last: count, endsAt: endsAt.getTime() });
          })
          .finally(() => reserving.delete(key));
        reserving.set(key, pending);
      }
      await pending;
    }
  }

  async function number(key: string, timeWindow: number, max: number): Promise<Result> {
    const size = blockSize(max);
    if (size > 1) return numberFromBlock(key, timeWindow, size);
    const now = new Date();
    const window = await countEvent(db, key, timeWindow, now);
    return { current: window.count, ttl: window.endsAt.getTime() - now.getTime() };
  }

  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate *',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      number(`${this.prefix} ${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) =>
          storageFault(error) ? callback(null, { current: 0, ttl: timeWindow }) : callback(error),
      );
    }

    read(key: string, callback: Callback) {
      const now = new Date();
      readWindow(db, `${this.prefix} ${key}`, now).then(
        (window) =>
          callback(null, {
            current: window?.count ?? 0,
            ttl: window ? window.endsAt.getTime() - now.getTime() : 0,
          }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(routeOptions, `rate ${String(method)} ${url}`);
    }
  };
}
