import type { PrismaClient } from '@portal/db';
import type { FastifyInstance } from 'fastify';

/**
 * Events counted per key in fixed windows, in the database (`WindowCounter`)
 * so that every server instance counts against the same limit: the rate
 * limits (plugins/rate-limit-store.ts) and wrong operator tokens
 * (lib/operator-auth.ts). A key's window starts at its first event and lasts
 * `windowMs`; the next event after it starts a new one.
 */
type Db = Pick<PrismaClient, 'windowCounter'>;

export interface CountWindow {
  /** Events counted in the window, this one included. */
  count: number;
  endsAt: Date;
}

const WINDOW = { count: true, endsAt: true } as const;

/** A try that lost a race to another instance more often than this is a fault, not bad luck. */
const MAX_TRIES = 5;

/**
 * Counts `events` (one unless told) for `key` and answers its window, in
 * one statement when the key is new or its window is live: an atomic
 * insert-or-add (Prisma's upsert is the database's own `INSERT … ON CONFLICT
 * DO UPDATE` here), so events sent at once to any number of instances are
 * each counted once; the caller's are the last `events` of `count`. When the
 * key's window has ended, a conditional update starts a new one; if another
 * instance started it first, the events are counted again in that.
 */
export async function countEvent(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
  events = 1,
): Promise<CountWindow> {
  const endsAt = new Date(now.getTime() + windowMs);
  for (let tries = 1; ; tries += 1) {
    const window = await db.windowCounter.upsert({
      where: { key },
      create: { key, count: events, endsAt },
      update: { count: { increment: events } },
      select: WINDOW,
    });
    if (window.endsAt > now) return window;
    const [renewed] = await db.windowCounter.updateManyAndReturn({
      where: { key, endsAt: { lte: now } },
      data: { count: events, endsAt },
      select: WINDOW,
    });
    if (renewed) return renewed;
    if (tries >= MAX_TRIES) throw new Error(`window counter ${key}: lost ${tries} races`);
  }
}

/** The key's live window, or null when it has none; counts nothing. */
export async function readWindow(db: Db, key: string, now = new Date()) {
  const row = await db.windowCounter.findUnique({ where: { key }, select: WINDOW });
  return row && row.endsAt > now ? row : null;
}

/** Takes back one event counted by `countEvent` in `window`, if that window is still the key's. */
export async function uncountEvent(db: Db, key: string, window: CountWindow): Promise<void> {
  await db.windowCounter.updateMany({
    where: { key, endsAt: window.endsAt, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/** Whole seconds from `now` to the end of `window`, at least 1. */
export function secondsLeft(window: CountWindow, now = new Date()): number {
  return Math.max(1, Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000));
}

/** Deletes the windows that ended before `now`: one indexed delete. */
export async function deleteEndedWindows(db: Db, now = new Date()): Promise<number> {
  return (await db.windowCounter.deleteMany({ where: { endsAt: { lt: now } } })).count;
}

/** How often each instance deletes ended windows. */
export const PRUNE_INTERVAL_MS = 60_000;

/**
 * Deletes ended windows every `PRUNE_INTERVAL_MS` while the app runs, so the
 * table holds about the keys seen in the longest window, whatever the
 * traffic. Stops, and waits for a delete under way, when the app closes.
 */
export function pruneEndedWindows(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = deleteEndedWindows(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'ended count windows not deleted'),
    );
  }, PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
