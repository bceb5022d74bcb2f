import { performance } from 'node:perf_hooks';
import type { ServerStats } from '@portal/contracts';

/** How often the loop is asked to run a timer, ms. */
const RESOLUTION_MS = 10;
/** Upper bounds of the delay's buckets, ms; one more bucket holds the later ones. */
const BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] as const;

/**
 * Counts how late this process's event loop runs a timer due every 10 ms:
 * the wait a request's next step has on top of its own work. The counts only
 * grow, so whoever reads them twice (the benchmark, around each turn) has the
 * delays of the time between, which percentiles since start would not give.
 */
export function watchEventLoopDelay() {
  const counts = new Array<number>(BOUNDS_MS.length + 1).fill(0);
  let due = performance.now() + RESOLUTION_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - due;
    due = now + RESOLUTION_MS;
    const bucket = BOUNDS_MS.findIndex((bound) => late <= bound);
    const index = bucket === -1 ? BOUNDS_MS.length : bucket;
    counts[index] = (counts[index] ?? 0) + 1;
  }, RESOLUTION_MS);
  timer.unref();
  return {
    read: (): ServerStats['eventLoopDelay'] => ({
      resolutionMs: RESOLUTION_MS,
      boundsMs: [...BOUNDS_MS],
      counts: [...counts],
    }),
    stop: () => clearInterval(timer),
  };
}
