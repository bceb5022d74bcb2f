import type { ServerStats } from '@portal/contracts';

/** How late the portal's event loop ran its timers (`/ops/stats`): counts since start, or between two readings. */
export type LoopDelay = Pick<ServerStats['eventLoopDelay'], 'boundsMs' | 'counts'>;

/** What `after` counted since `before`. */
export function loopDelayBetween(before: LoopDelay, after: LoopDelay): LoopDelay {
  return {
    boundsMs: after.boundsMs,
    counts: after.counts.map((count, i) => count - (before.counts[i] ?? 0)),
  };
}

/** Two windows' counts (or two instances') together. */
export function loopDelaySum(a: LoopDelay | undefined, b: LoopDelay): LoopDelay {
  if (!a) return b;
  return { boundsMs: b.boundsMs, counts: b.counts.map((count, i) => count + (a.counts[i] ?? 0)) };
}

/** The bound within which a share `q` of the timers ran, as text: "≤ 5 ms", "> 5000 ms". */
function quantile(delay: LoopDelay, q: number): string {
  const total = delay.counts.reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (const [i, bound] of delay.boundsMs.entries()) {
    seen += delay.counts[i] ?? 0;
    if (seen >= q * total) return `≤ ${bound} ms`;
  }
  return `> ${delay.boundsMs.at(-1)} ms`;
}

/** The median and the 99th percentile of the loop's delay, or — when nothing was counted. */
export function loopDelayText(delay: LoopDelay | undefined): string {
  if (!delay || delay.counts.every((count) => count === 0)) return '—';
  return `${quantile(delay, 0.5)} / ${quantile(delay, 0.99)}`;
}
