import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Only what a child process needs to run: no settings of the calling shell leak in. */
export function baseEnv() {
  return { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR };
}

/**
 * A port nothing listens on right now. Another process may still take it
 * before the server listens: callers that mind retry on EADDRINUSE.
 */
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

export interface ReadyOptions {
  timeoutMs: number;
  /** Whether the process behind the URL has ended: no point waiting any longer. */
  exited: () => boolean;
  intervalMs?: number;
}

/** Polls `url` until it answers 2xx; each caller words its own failure. */
export async function waitUntilReady(
  url: string,
  { timeoutMs, exited, intervalMs = 100 }: ReadyOptions,
): Promise<'ready' | 'exited' | 'timeout'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) return 'exited';
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return 'ready';
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return 'timeout';
}

/**
 * A server under test in a child process of its own, on loopback: whether it
 * still runs, waiting until it answers, and a graceful stop.
 */
export class ServerProcess {
  readonly #exit: Promise<number | null>;
  #exitCode: number | null | undefined = undefined;

  constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    this.#exit = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.#exitCode = code;
        resolve(code);
      }),
    );
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.#exitCode === undefined;
  }

  /** Its exit code once it has ended (null after a signal), undefined while it runs. */
  get exitCode(): number | null | undefined {
    return this.#exitCode;
  }

  /** Resolves with the exit code once the process has ended. */
  ended(): Promise<number | null> {
    return this.#exit;
  }

  /** Polls `readyPath` until it answers 2xx; each harness words its own failure. */
  waitReady(readyPath: string, timeoutMs: number, intervalMs?: number) {
    return waitUntilReady(`${this.baseUrl}${readyPath}`, {
      timeoutMs,
      exited: () => !this.running,
      intervalMs,
    });
  }

  /** SIGTERM, as an orchestrator stops a service; SIGKILL if it has not ended after `graceMs`. */
  async stop(graceMs = 10_000): Promise<number | null> {
    if (!this.running) return this.#exitCode ?? null;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    try {
      return await this.#exit;
    } finally {
      clearTimeout(timer);
    }
  }
}
