import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPostgres, type PostgresServer } from '@portal/db/postgres-server';
import {
  freeLoopbackPort,
  portalEnv,
  RAISED_ABUSE_CAPS,
  REPO_ROOT,
  ServerProcess,
  spawnPortal,
} from '@portal/test-support';

const run = promisify(execFile);

/** With TEST_DATABASE=postgresql the portal runs on a throwaway PostgreSQL server, else on SQLite. */
export const onPostgres = process.env.TEST_DATABASE === 'postgresql';
export const databaseName = onPostgres ? 'PostgreSQL' : 'SQLite';

export const OPERATOR_TOKEN = 'contract-operator-token-0123456789';

export interface Portal {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/**
 * The built portal (`turbo run build --filter=@portal/api --filter=@portal/web`)
 * started as production starts it, on loopback, with its demo data, the
 * operator token and the test controls; its log in `dir`.
 */
export async function startPortal(): Promise<Portal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-contract-'));
  let postgres: PostgresServer | undefined;
  try {
    if (onPostgres) postgres = await startPostgres({ fast: true });
    const port = await freeLoopbackPort();
    const log = fs.openSync(path.join(dir, 'portal.log'), 'a');
    const env = {
      ...portalEnv(dir, port),
      ...(postgres ? { DATABASE_URL: await postgres.createDatabase('portal') } : {}),
      NODE_ENV: 'test',
      OPERATOR_TOKEN,
      TEST_CONTROLS: 'true',
      ...RAISED_ABUSE_CAPS,
    };
    const server = new ServerProcess(spawnPortal(env, ['ignore', log, log]), port);
    fs.closeSync(log);
    const outcome = await server.waitReady('/ready', 90_000);
    if (outcome !== 'ready') {
      await server.stop();
      throw new Error(`the portal ${outcome} before it was ready:\n${portalLog(dir)}`);
    }
    return {
      url: server.baseUrl,
      dir,
      async stop() {
        await server.stop();
        await postgres?.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await postgres?.stop();
    throw error;
  }
}

export function portalLog(dir: string): string {
  return fs.readFileSync(path.join(dir, 'portal.log'), 'utf8').split('\n').slice(-20).join('\n');
}

export interface CliRun {
  exitCode: number;
  stdout: string;
  lines: string[];
}

/** `pnpm -s contract:verify <args>` from the repository's root, as a tester types it. */
export async function contractVerify(args: string[]): Promise<CliRun> {
  const outcome = await run('pnpm', ['-s', 'contract:verify', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout }) => ({ exitCode: 0, stdout }),
    (error: { code?: number; stdout?: string; stderr?: string }) => {
      if (typeof error.code !== 'number') throw error;
      return { exitCode: error.code, stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` };
    },
  );
  return { ...outcome, lines: outcome.stdout.trimEnd().split('\n') };
}
