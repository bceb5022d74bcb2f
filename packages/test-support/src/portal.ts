import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_DIR, WEB_DIST_DIR } from './paths';
import { baseEnv } from './processes';

export interface StartCommand {
  command: string;
  args: string[];
  cwd: string;
  /** The built server file it runs. */
  entry: string;
}

/** The arguments of a `node <flags> <entry>` start script, and its entry. */
export function parseStartScript(script: string): { args: string[]; entry: string } {
  const [command, ...args] = script.trim().split(/\s+/);
  const entry = args.find((arg) => !arg.startsWith('-'));
  if (command !== 'node' || !entry) throw new Error(`unexpected start script: ${script}`);
  return { args, entry };
}

/**
 * `pnpm --filter @portal/api run start` as a direct `node` command (the built
 * server with its heap limits): production's start, without pnpm in between,
 * so signals and memory figures belong to the server itself.
 */
export function productionStart(): StartCommand {
  const manifest = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const { args, entry } = parseStartScript(manifest.scripts.start);
  return { command: process.execPath, args, cwd: API_DIR, entry: path.join(API_DIR, entry) };
}

/** The built server as a child process, started as production starts it. */
export function spawnPortal(
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = ['ignore', 'pipe', 'pipe'],
): ChildProcess {
  const { command, args, cwd } = productionStart();
  return spawn(command, args, { cwd, env, stdio });
}

/**
 * The settings every harness starts the portal with: loopback only, its
 * database, served files and e-mail outbox in `dir` (never the repository's
 * data/), the built web app, and the demo data seeded on start.
 */
export function portalEnv(dir: string, port: number) {
  return {
    ...baseEnv(),
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'portal.db')}`,
    FILES_DIR: path.join(dir, 'files'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    WEB_DIST_DIR,
    SEED_ON_START: 'true',
  } satisfies NodeJS.ProcessEnv;
}
