import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portalEnv, PortalProcess, RAISED_ABUSE_CAPS, spawnPortal } from '@portal/test-support';

/** The answer of every verification code image in these runs (the documented test-only setting). */
export const FIXED_VERIFY_CODE = 'E2E7';

/** The operator's bearer token of the test server (its /ops endpoints, e.g. moving an order on). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-of-the-journeys-not-a-secret';

/** Seats of each pick-up window of the test server (the portal's default is 20). */
export const E2E_SLOT_CAPACITY = 80;

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

/** The built server as production starts it, over a fresh folder of its own. */
export class PortalServer extends PortalProcess {
  dir = '';

  get databaseUrl(): string {
    return `file:${path.join(this.dir, 'portal.db')}`;
  }

  /** Starts a server over a fresh folder: it migrates, seeds and listens by itself. */
  static async start(extraEnv: Record<string, string> = {}): Promise<PortalServer> {
    const dir = tempServerDir();
    try {
      const server = await PortalServer.launch({ env: (port) => serverEnv(dir, port, extraEnv) });
      server.dir = dir;
      return server;
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Graceful stop (SIGTERM), hard after 10 s; then the temporary files go. */
  override async stop(): Promise<number | null> {
    const code = await super.stop(10_000);
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
    return code;
  }
}
