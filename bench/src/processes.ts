import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, ServerProcess } from '@portal/test-support';

export const BENCH_DIR = path.join(REPO_ROOT, 'bench');

/** Resident memory of a process in bytes (VmRSS), or null once it is gone. */
export function rssBytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** The summed RSS of processes, bytes (those gone count zero). */
function summedRss(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (rssBytes(pid) ?? 0), 0);
}

/** Samples the summed RSS of processes every `intervalMs` until stopped; answers the peak. */
export function sampleRss(pids: () => number[], intervalMs = 50) {
  let peak = summedRss(pids());
  const timer = setInterval(() => {
    peak = Math.max(peak, summedRss(pids()));
  }, intervalMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, summedRss(pids()));
    },
  };
}

export interface ChildOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** Where its output goes: a file, so a busy log never competes with the load generator. */
  logFile: string;
  /** A GET path answered with 2xx once it is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
  /** How often readiness is asked, ms (default 100). */
  readyIntervalMs?: number;
  /** The loopback port its Node.js inspector listens on, when it was started with one. */
  inspectPort?: number;
}

/**
 * What is loaded: the address requests go to and the processes that do the
 * work, by part (one server; or instances, their database server and the
 * load balancer in front), read again at each turn since a database server
 * starts a process per connection.
 */
export interface LoadTarget {
  baseUrl: string;
  /** Process ids by part, for the CPU time each part spends. */
  workers(): Record<string, number[]>;
  /** The processes whose resident memory is reported, summed. */
  memoryPids(): number[];
}

/**
 * A server under test in its own process, listening on loopback only. The
 * process is started directly (no shell or package-manager wrapper), so its
 * pid is the server's and the memory figures are its own.
 */
export class ChildServer extends ServerProcess implements LoadTarget {
  private constructor(
    readonly name: string,
    child: ChildProcess,
    port: number,
    readonly logFile: string,
    readonly inspectPort?: number,
  ) {
    super(child, port);
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error(`${this.name} has no pid`);
    return this.child.pid;
  }

  workers(): Record<string, number[]> {
    return { [this.name]: [this.pid] };
  }

  memoryPids(): number[] {
    return [this.pid];
  }

  static async start(options: ChildOptions): Promise<ChildServer> {
    const log = fs.openSync(options.logFile, 'a');
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const server = new ChildServer(
      options.name,
      child,
      options.port,
      options.logFile,
      options.inspectPort,
    );
    const timeoutMs = options.readyTimeoutMs ?? 90_000;
    const outcome = await server.waitReady(options.readyPath, timeoutMs, options.readyIntervalMs);
    if (outcome === 'ready') return server;
    await server.stop();
    throw new Error(
      outcome === 'exited'
        ? `${server.name} exited (${server.exitCode}) before it was ready:\n${server.tail()}`
        : `${server.name} did not become ready in ${timeoutMs / 1000} s:\n${server.tail()}`,
    );
  }

  /** The last lines of its output, for a failure message. */
  tail(lines = 15): string {
    try {
      return fs.readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  /** SIGTERM (graceful), SIGKILL after 5 s. */
  override stop(): Promise<number | null> {
    return super.stop(5_000);
  }
}

/** The path of a package's file inside bench's dependencies. */
export function dependencyFile(pkg: string, file: string): string {
  return path.join(BENCH_DIR, 'node_modules', pkg, file);
}
