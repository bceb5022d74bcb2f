import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_DIR, WEB_DIST_DIR } from './paths';
import { baseEnv } from './processes';

export interface StartCommand {
  command: string;
  args: string[];
  cwd: string;
  /** Environment the script sets before `node` (its leading NAME=value words), with the caller's on top. */
  env: NodeJS.ProcessEnv;
  /** The built server file it runs. */
  entry: string;
}

/** The environment, arguments and entry of a `[NAME=value ...] node <flags> <entry>` start script. */
export function parseStartScript(script: string): {
  env: Record<string, string>;
  args: string[];
  entry: string;
} {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  for (let word = words[0]; word && /^[A-Z_][A-Z0-9_]*=/.test(word); word = words[0]) {
    const [name = '', ...value] = word.split('=');
    env[name] = value.join('=');
    words.shift();
  }
  const [command, ...args] = words;
  const entry = args.find((arg) => !arg.startsWith('-'));
  if (command !== 'node' || !entry) throw new Error(`unexpected start script: ${script}`);
  return { env, args, entry };
}

/**
 * `pnpm --filter @portal/api run start` as a direct `node` command (the built
 * server with its `node` flags and environment): production's start, without
 * pnpm in between, so signals and memory figures belong to the server itself.
 * `env` goes on top of the environment the script sets.
 */
export function productionStart(env: NodeJS.ProcessEnv = {}): StartCommand {
  const manifest = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const script = parseStartScript(manifest.scripts.start);
  return {
    command: process.execPath,
    args: script.args,
    cwd: API_DIR,
    env: { ...script.env, ...env },
    entry: path.join(API_DIR, script.entry),
  };
}

/** The built server as a child process, started as production starts it, with `env` on top of the start script's. */
export function spawnPortal(
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = ['ignore', 'pipe', 'pipe'],
): ChildProcess {
  const start = productionStart(env);
  return spawn(start.command, start.args, { cwd: start.cwd, env: start.env, stdio });
}

/**
 * The daily booking and hourly e-mail caps raised out of reach, for runs in
 * which every booking comes from one address and the same test customer;
 * and the operator token's limit, for runs that send many requests with it
 * at once (each is counted while it is compared).
 */
export const RAISED_ABUSE_CAPS = {
  BOOKING_CAP_PER_CONTACT: '1000000',
  BOOKING_CAP_PER_ADDRESS: '1000000',
  MAIL_CAP_PER_RECIPIENT: '1000000',
  OPERATOR_TOKEN_MAX_FAILURES: '1000000',
} as const satisfies NodeJS.ProcessEnv;

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
