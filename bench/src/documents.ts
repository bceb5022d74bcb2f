import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@portal/test-support';

/** CPU per document of one kind, as the API's document timing reports it. */
export interface DocumentTiming {
  /** "new label", "new order sheet", "kept label, repeated"… */
  name: string;
  cpuMs: number;
  kB: number;
}

export interface DocumentTimings {
  available: boolean;
  reason?: string;
  count: number;
  timings: DocumentTiming[];
}

const LINE = /^(.+): ([\d.]+) ms CPU each, ([\d.]+) KB$/;

/**
 * The PDFs' cost away from HTTP: `apps/api/src/cli/document-timing.ts`,
 * `count` new documents of each kind after a warm-up, each with a customer of
 * its own, in a process of its own.
 */
export function documentTimings(count: number): DocumentTimings {
  try {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/document-timing.ts', String(count)],
      {
        cwd: path.join(REPO_ROOT, 'apps', 'api'),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const timings = output.split('\n').flatMap((line) => {
      const match = LINE.exec(line.trim());
      return match ? [{ name: match[1] ?? '', cpuMs: Number(match[2]), kB: Number(match[3]) }] : [];
    });
    return { available: timings.length > 0, count, timings };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { available: false, reason, count, timings: [] };
  }
}
