import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { spawnPortal } from './portal';
import { freeLoopbackPort, ServerProcess } from './processes';

export interface PortalStart {
  /** The server's environment for the port it is given (a new one on each attempt). */
  env: (port: number) => NodeJS.ProcessEnv;
  /** What answers 2xx once the server serves: `/ready` unless said otherwise. */
  readyPath?: string;
  timeoutMs?: number;
  /** How often the readiness path is asked. */
  intervalMs?: number;
  /**
   * The file the server's output is appended to, instead of `logs`: for
   * instances that run until an operator stops them, whose output would
   * otherwise grow in memory.
   */
  logFile?: string;
}

const ATTEMPTS = 3;

/**
 * The built portal as production starts it (portal.ts), in a child process of
 * its own on loopback, with every line it printed kept. Every harness starts
 * it here: one readiness path, and the race for a free port retried.
 */
export class PortalProcess extends ServerProcess {
  /** What the server printed, line by line (stdout's JSON log and stderr), unless it went to a `logFile`. */
  readonly logs: string[] = [];

  constructor(
    child: ChildProcess,
    port: number,
    readonly logFile?: string,
  ) {
    super(child, port);
    const keep = (stream: NodeJS.ReadableStream | null) => {
      let pending = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        this.logs.push(...lines.filter(Boolean));
      });
      stream?.once('end', () => {
        if (pending) this.logs.push(pending);
      });
    };
    keep(child.stdout);
    keep(child.stderr);
  }

  /** The last lines it printed, for a failure's message. */
  tail(lines = 40): string {
    const printed = this.logFile
      ? fs.readFileSync(this.logFile, 'utf8').trim().split('\n')
      : this.logs;
    return printed.slice(-lines).join('\n');
  }

  /**
   * Starts a server and waits until `readyPath` answers. Another process may
   * take the free port between the probe and the listen: then it starts again
   * on another.
   */
  static async launch<P extends PortalProcess>(
    this: new (child: ChildProcess, port: number, logFile?: string) => P,
    { env, readyPath = '/ready', timeoutMs = 90_000, intervalMs = 150, logFile }: PortalStart,
  ): Promise<P> {
    for (let attempt = 1; ; attempt++) {
      const port = await freeLoopbackPort();
      const server = new this(spawnOutput(env(port), logFile), port, logFile);
      const outcome = await server.waitReady(readyPath, timeoutMs, intervalMs);
      if (outcome === 'ready') return server;
      await server.stop();
      if (attempt < ATTEMPTS && server.tail(Infinity).includes('EADDRINUSE')) continue;
      throw new Error(
        outcome === 'exited'
          ? `the portal exited (${server.exitCode}) before it was ready:\n${server.tail()}`
          : `the portal was not ready within ${timeoutMs / 1000} s:\n${server.tail()}`,
      );
    }
  }

  /** Ends the server the hard way: no shutdown hooks, no flush. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.ended();
  }
}

/** The portal with its output piped to the parent, or appended to `logFile`. */
function spawnOutput(env: NodeJS.ProcessEnv, logFile: string | undefined): ChildProcess {
  if (!logFile) return spawnPortal(env);
  const log = fs.openSync(logFile, 'a');
  try {
    return spawnPortal(env, ['ignore', log, log]);
  } finally {
    fs.closeSync(log);
  }
}
