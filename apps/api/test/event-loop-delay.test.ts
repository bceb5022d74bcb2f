import { setTimeout as sleep } from 'node:timers/promises';
import { OPS_PATHS, type ServerStats } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';
import { okBody } from './requests';

/** `/ops/stats` counts how late the event loop runs its timers (lib/event-loop-delay.ts). */
const TOKEN = 'operator-token-for-the-event-loop-delay-01';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ OPERATOR_TOKEN: TOKEN });
  // The first reading compiles the route's schemas, itself a stall of the loop.
  await loopDelay();
});
afterAll(async () => {
  await ctx?.close();
});

async function loopDelay(): Promise<ServerStats['eventLoopDelay']> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: OPS_PATHS.stats,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return okBody<{ data: ServerStats }>(res).data.eventLoopDelay;
}

/** Holds the event loop, which the server shares with this test, for `ms`. */
function holdTheLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('event-loop delay in /ops/stats', () => {
  it('counts a stall of the loop among the late timers, and only ever adds', async () => {
    const before = await loopDelay();
    // The loop free for a while first, so that its timer last ran just now.
    await sleep(30);
    holdTheLoop(150);
    await sleep(50);
    const after = await loopDelay();

    expect(after.resolutionMs).toBe(10);
    expect(after.boundsMs).toEqual(before.boundsMs);
    expect(after.counts).toHaveLength(after.boundsMs.length + 1);
    const added = after.counts.map((count, i) => count - (before.counts[i] ?? 0));
    expect(added.every((count) => count >= 0)).toBe(true);
    // The timer due during the stall ran about 140–150 ms late (more if the machine was busy).
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    expect(sum(added.slice(after.boundsMs.indexOf(200)))).toBeGreaterThanOrEqual(1);
    // And the loop ran its timer every 10 ms or so after it: several counts under 50 ms.
    expect(sum(added.slice(0, after.boundsMs.indexOf(50) + 1))).toBeGreaterThan(1);
  });
});
