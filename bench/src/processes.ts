import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

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

/** Samples a process's RSS every `intervalMs` until stopped; answers the peak. */
export function sampleRss(pid: number, intervalMs = 50) {
  let peak = rssBytes(pid) ?? 0;
  const timer = setInterval(() => {
    const rss = rssBytes(pid);
    if (rss !== null && rss > peak) peak = rss;
  }, intervalMs);
  return {
    stop(): number {
      clearInterval(timer);
      const rss = rssBytes(pid);
      return Math.max(peak, rss ?? 0);
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
}

/**
 * A server under test in its own process, listening on loopback only. The
 * process is started directly (no shell or package-manager wrapper), so its
 * pid is the server's and the memory figures are its own.
 */
export class ChildServer {
  #exitCode: number | null | undefined = undefined;
  readonly #exited: Promise<void>;

  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly port: number,
    readonly logFile: string,
  ) {
    this.#exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.#exitCode = code;
        resolve();
      }),
    );
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error(`${this.name} has no pid`);
    return this.child.pid;
  }

  get running(): boolean {
    return this.#exitCode === undefined;
  }

  static async start(options: ChildOptions): Promise<ChildServer> {
    const log = fs.openSync(options.logFile, 'a');
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const server = new ChildServer(options.name, child, options.port, options.logFile);
    try {
      await server.#waitReady(options.readyPath, options.readyTimeoutMs ?? 90_000);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  /** The last lines of its output, for a failure message. */
  tail(lines = 15): string {
    try {
      return fs.readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  async #waitReady(readyPath: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(
          `${this.name} exited (${this.#exitCode}) before it was ready:\n${this.tail()}`,
        );
      }
      try {
        const res = await fetch(`${this.baseUrl}${readyPath}`, {
          signal: AbortSignal.timeout(2000),
        });
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} did not become ready in ${timeoutMs / 1000} s:\n${this.tail()}`);
  }

  /** SIGTERM (graceful), SIGKILL after 5 s. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await this.#exited;
    clearTimeout(timer);
  }
}

/** The path of a package's file inside bench's dependencies. */
export function dependencyFile(pkg: string, file: string): string {
  return path.join(BENCH_DIR, 'node_modules', pkg, file);
}
