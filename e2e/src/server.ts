import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(REPO_ROOT, 'apps', 'api');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');

/** The answer of every verification code image in these runs (the documented test-only setting). */
export const FIXED_VERIFY_CODE = 'E2E7';

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

/** A fresh folder for one server's database, served files and e-mail outbox. */
export function tempServerDir(prefix = 'portal-e2e-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The environment of a test server over the files in `dir`, listening on loopback only. */
export function serverEnv(dir: string, port: number, extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATABASE_URL: `file:${path.join(dir, 'portal.db')}`,
    FILES_DIR: path.join(dir, 'files'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    WEB_DIST_DIR,
    SEED_ON_START: 'true',
    FIXED_VERIFY_CODE,
    // Every request of a run comes from one address.
    RATE_LIMIT_ENABLED: 'false',
    ...extra,
  } satisfies NodeJS.ProcessEnv;
}

/**
 * The server entry `pnpm start` runs (`tsx src/main.ts` in apps/api), as
 * `node --import tsx` so that signals reach the process that holds the database.
 */
export function spawnServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs the server to its end and collects what it printed (for start-up refusals). */
export async function runServerToExit(
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(env);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

export class PortalServer {
  readonly #logs: string[] = [];
  #exit: Promise<number | null>;
  #exited = false;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly dir: string,
  ) {
    const keep = (chunk: string) => {
      this.#logs.push(chunk);
      if (this.#logs.length > 200) this.#logs.shift();
    };
    child.stdout?.setEncoding('utf8').on('data', keep);
    child.stderr?.setEncoding('utf8').on('data', keep);
    this.#exit = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.#exited = true;
        resolve(code);
      }),
    );
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get databaseUrl(): string {
    return `file:${path.join(this.dir, 'portal.db')}`;
  }

  get logs(): string {
    return this.#logs.join('');
  }

  /** Set once the process has ended, by itself or by `stop`. */
  get exited(): boolean {
    return this.#exited;
  }

  /** Starts a server over a fresh folder: it migrates, seeds and listens by itself. */
  static async start(extraEnv: Record<string, string> = {}): Promise<PortalServer> {
    for (let attempt = 1; ; attempt++) {
      const dir = tempServerDir();
      const port = await freeLoopbackPort();
      const server = new PortalServer(spawnServer(serverEnv(dir, port, extraEnv)), port, dir);
      try {
        await server.#waitReady(90_000);
        return server;
      } catch (error) {
        await server.stop();
        // Another process took the free port between the probe and the listen: try another.
        if (attempt < 3 && server.logs.includes('EADDRINUSE')) continue;
        throw error;
      }
    }
  }

  async #waitReady(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.#exited) {
        throw new Error(`the portal exited before it was ready:\n${this.logs.slice(-4000)}`);
      }
      try {
        const res = await fetch(`${this.baseUrl}/ready`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(
      `the portal was not ready within ${timeoutMs / 1000} s:\n${this.logs.slice(-4000)}`,
    );
  }

  /** Graceful stop (SIGTERM), hard after 10 s; then the temporary files go. */
  async stop(): Promise<void> {
    if (!this.#exited) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      await this.#exit;
      clearTimeout(timer);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
