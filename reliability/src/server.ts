import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(REPO_ROOT, 'apps', 'api');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');

/** The answer every verification code image shows in these runs. */
export const FIXED_VERIFY_CODE = 'Zq8Wv3Kp';

/** Limits far above what one run sends: the limiter stays in the path but never answers 429. */
const RAISED = '1000000';

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

/**
 * The node flags and entry of `pnpm --filter @portal/api run start` (the
 * built server with its heap limits), to run it exactly as production does,
 * without pnpm in between.
 */
function productionStartArgs(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = manifest.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  return args;
}

export interface ServerFiles {
  dir: string;
  database: string;
  filesDir: string;
}

export function serverFiles(dir: string): ServerFiles {
  fs.mkdirSync(dir, { recursive: true });
  return { dir, database: path.join(dir, 'portal.db'), filesDir: path.join(dir, 'files') };
}

/**
 * The real server as a child process, started as production starts it (the
 * start script's `node` command on the build of `pnpm --filter @portal/api run
 * build`), without pnpm in between, so a SIGKILL reaches the process that holds the database.
 * It listens only on loopback; its stdout (the JSON log) is kept for the
 * privacy checks.
 */
export class PortalServer {
  readonly logs: string[] = [];
  #exited: Promise<number | null>;
  #exitCode: number | null | undefined = undefined;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly files: ServerFiles,
  ) {
    let pending = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      this.logs.push(...lines.filter(Boolean));
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => this.logs.push(chunk));
    this.#exited = new Promise((resolve) => {
      child.once('exit', (code) => {
        if (pending) this.logs.push(pending);
        this.#exitCode = code;
        resolve(code);
      });
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.#exitCode === undefined;
  }

  static async start(files: ServerFiles, extraEnv: Record<string, string> = {}) {
    const port = await freeLoopbackPort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATABASE_URL: `file:${files.database}`,
      FILES_DIR: files.filesDir,
      WEB_DIST_DIR,
      FIXED_VERIFY_CODE,
      SEED_ON_START: 'true',
      COURIER_SLOT_CAPACITY: RAISED,
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_CODE_IMAGE: RAISED,
      RATE_LIMIT_CHECKOUT: RAISED,
      RATE_LIMIT_BOOKING: RAISED,
      RATE_LIMIT_RESERVATION: RAISED,
      RATE_LIMIT_LOOKUP: RAISED,
      RATE_LIMIT_API: RAISED,
      ...extraEnv,
    };
    const child = spawn(process.execPath, productionStartArgs(), {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new PortalServer(child, port, files);
    await server.#waitReady(90_000);
    return server;
  }

  async #waitReady(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(
          `server exited (${this.#exitCode}) before it was ready:\n${this.logs.slice(-20).join('\n')}`,
        );
      }
      try {
        const res = await fetch(`${this.baseUrl}/user/announce`, {
          signal: AbortSignal.timeout(2000),
        });
        if (res.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('server did not become ready in time');
  }

  /** Ends the server the hard way: no shutdown hooks, no flush. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.#exited;
  }

  /** Ends the server as an orchestrator would (SIGTERM, graceful), hard after 10 s. */
  async stop(): Promise<number | null> {
    if (!this.running) return this.#exitCode ?? null;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    const code = await this.#exited;
    clearTimeout(timer);
    return code;
  }
}
