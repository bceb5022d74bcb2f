import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of the kernel's CPU-time counters (almost always 100). */
const TICKS_PER_SECOND =
  Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU time a process has used so far, user and system, in ms (from
 * `/proc/<pid>/stat`), or null once it is gone. On a shared machine this holds where requests per
 * second do not: what other programs take slows the server without adding
 * to its CPU time. Its resolution is one tick (10 ms), so it is read over
 * whole runs of thousands of requests.
 */
export function cpuMillis(pid: number): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name may hold spaces: the fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/**
 * A process and the processes it started, as the kernel lists them
 * (`/proc/<pid>/task/<pid>/children`): a database server's connections.
 */
export function processTree(pid: number): number[] {
  let children: number[];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}
