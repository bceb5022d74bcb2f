import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freeLoopbackPort,
  portalEnv,
  RAISED_ABUSE_CAPS,
  ServerProcess,
  spawnPortal,
} from '@portal/test-support';

/** The answer of every verification code image in these runs (the documented test-only setting). */
export const FIXED_VERIFY_CODE = 'E2E7';

/** The operator's bearer token of the test server (its /ops endpoints, e.g. moving an order on). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-of-the-journeys-not-a-secret';

/** A fresh folder for one server's database, served files and e-mail outbox. */
export function tempServerDir(prefix = 'portal-e2e-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The environment of a test server over the files in `dir`, listening on loopback only. */
export function serverEnv(dir: string, port: number, extra: Record<string, string> = {}) {
  return {
    ...portalEnv(dir, port),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    FIXED_VERIFY_CODE,
    // Every request of a run comes from one address.
    RATE_LIMIT_ENABLED: 'false',
    ...RAISED_ABUSE_CAPS,
    ...extra,
  } satisfies NodeJS.ProcessEnv;
}

/** Runs the server to its end and collects what it printed (for start-up refusals). */
export async function runServerToExit(
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawnPortal(env);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

/**
 * The built server as production starts it (the API's start script: `node`
 * with its flags on `apps/api/dist/main.js`), as a child process of its own.
 */
export class PortalServer extends ServerProcess {
  readonly #logs: string[] = [];

  private constructor(
    child: ChildProcess,
    port: number,
    readonly dir: string,
  ) {
    super(child, port);
    const keep = (chunk: string) => {
      this.#logs.push(chunk);
      if (this.#logs.length > 200) this.#logs.shift();
    };
    child.stdout?.setEncoding('utf8').on('data', keep);
    child.stderr?.setEncoding('utf8').on('data', keep);
  }

  get databaseUrl(): string {
    return `file:${path.join(this.dir, 'portal.db')}`;
  }

  get logs(): string {
    return this.#logs.join('');
  }

  /** Starts a server over a fresh folder: it migrates, seeds and listens by itself. */
  static async start(extraEnv: Record<string, string> = {}): Promise<PortalServer> {
    for (let attempt = 1; ; attempt++) {
      const dir = tempServerDir();
      const port = await freeLoopbackPort();
      const server = new PortalServer(spawnPortal(serverEnv(dir, port, extraEnv)), port, dir);
      const timeoutMs = 90_000;
      const outcome = await server.waitReady('/ready', timeoutMs, 150);
      if (outcome === 'ready') return server;
      await server.stop();
      // Another process took the free port between the probe and the listen: try another.
      if (attempt < 3 && server.logs.includes('EADDRINUSE')) continue;
      throw new Error(
        outcome === 'exited'
          ? `the portal exited before it was ready:\n${server.logs.slice(-4000)}`
          : `the portal was not ready within ${timeoutMs / 1000} s:\n${server.logs.slice(-4000)}`,
      );
    }
  }

  /** Graceful stop (SIGTERM), hard after 10 s; then the temporary files go. */
  override async stop(): Promise<number | null> {
    const code = await super.stop(10_000);
    fs.rmSync(this.dir, { recursive: true, force: true });
    return code;
  }
}
