import path from 'node:path';
import { freeLoopbackPort } from '@portal/test-support';
import { ChildServer } from './processes';
import { portalStart } from './servers';

/** Starts timed per size: the median is reported, with the range. */
const STARTS = 3;

export interface StartupFigures {
  /** Seconds from spawning the start command to the first 200 from `/ready`, each start. */
  seconds: number[];
  median: number;
}

/**
 * Time from the start command the README and the container use (the API's
 * `start` script: `node … dist/main.js`, the database already migrated) to
 * `/ready` answering 200, asked every 20 ms.
 */
export async function measureStartup(dir: string): Promise<StartupFigures> {
  const seconds: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const port = await freeLoopbackPort();
    const started = performance.now();
    const server = await ChildServer.start({
      name: 'portal',
      ...portalStart(dir, port),
      port,
      logFile: path.join(dir, 'startup.log'),
      readyPath: '/ready',
      readyIntervalMs: 20,
    });
    seconds.push((performance.now() - started) / 1000);
    await server.stop();
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  return { seconds, median: sorted[Math.floor(sorted.length / 2)] ?? 0 };
}
