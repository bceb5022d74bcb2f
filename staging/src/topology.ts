import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPostgres, type PostgresServer } from '@portal/db/postgres-server';
import {
  baseEnv,
  freeLoopbackPort,
  portalEnv,
  REPO_ROOT,
  ServerProcess,
  spawnPortal,
} from '@portal/test-support';
import { Haproxy, INSTANCE_COUNT } from './haproxy';

const run = promisify(execFile);

/** The database every instance shares, on the harness's PostgreSQL server. */
export const DATABASE_NAME = 'portal';

export interface StagingOptions {
  /** Port visitors connect to (HAProxy); default a free one. */
  port?: number;
  /** Port of HAProxy's status page; default a free one. */
  statsPort?: number;
  /** Settings every instance gets on top of the staging ones (tests: limits, tokens). */
  env?: Record<string, string>;
  /** Fill the database with the demo data, as `pnpm db:seed` does (default true). */
  seed?: boolean;
  /**
   * A database already migrated and filled, on a server someone else runs
   * and stops (the benchmark's large data): no server is started, nothing
   * is migrated or seeded.
   */
  database?: { postgres: PostgresServer; url: string; filesDir: string };
  /** Called with a line for each step, as it happens. */
  progress?: (line: string) => void;
}

/** One portal process behind the load balancer. */
export class Instance extends ServerProcess {
  constructor(
    readonly index: number,
    child: ChildProcess,
    port: number,
    readonly logFile: string,
  ) {
    super(child, port);
  }

  /** The end a crash or an out-of-memory kill brings: no shutdown hooks run. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.ended();
  }
}

export interface Staging {
  /** HAProxy's address: what visitors use. */
  url: string;
  statsUrl: string;
  databaseUrl: string;
  postgres: PostgresServer;
  haproxy: Haproxy;
  instances: Instance[];
  /** Folder of the logs, the served files and the shared e-mail outbox. */
  dir: string;
  outboxDir: string;
  filesDir: string;
  /** Starts one more portal on `databaseUrl`, with the staging settings (tests). */
  startInstance(
    index: number,
    databaseUrl: string,
    env?: Record<string, string>,
  ): Promise<Instance>;
  /**
   * Stops the load balancer, then the instances (SIGTERM), then PostgreSQL;
   * removes `dir` unless asked to keep it (its logs, after a failed test).
   */
  stop(options?: { keepDir?: boolean }): Promise<void>;
}

/** Runs one of the database commands (`pnpm db:migrate`, `pnpm db:seed`) on `databaseUrl`. */
async function databaseCommand(script: string, env: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`], {
    cwd: path.join(REPO_ROOT, 'prisma'),
    env: { ...baseEnv(), ...env },
    encoding: 'utf8',
  });
  return stdout.trim();
}

/**
 * The staging topology of docker-compose.yml's "scale" profile on loopback,
 * without Docker: a PostgreSQL server (Debian's, in a temporary folder, as a
 * non-root user, durable), the database migrated and seeded once as the
 * compose file's `migrate` service does, three instances of the built portal
 * (`pnpm --filter @portal/api build`) started as production starts them,
 * sharing that database, the served files and the e-mail outbox, and
 * HAProxy in front on deploy/haproxy.cfg.
 */
export async function startStaging(options: StagingOptions = {}): Promise<Staging> {
  const say = options.progress ?? (() => undefined);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-staging-'));
  const filesDir = options.database?.filesDir ?? path.join(dir, 'files');
  const outboxDir = path.join(dir, 'outbox');
  const started: { stop(): Promise<unknown> }[] = [];
  let postgres: PostgresServer | undefined;

  const stopAll = async ({ keepDir = false } = {}) => {
    // The reverse of the start: the load balancer first, so no visitor reaches a stopping instance.
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    if (!options.database) await postgres?.stop().catch(() => undefined);
    if (!keepDir) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    let databaseUrl: string;
    if (options.database) {
      ({ postgres, url: databaseUrl } = options.database);
    } else {
      postgres = await startPostgres();
      say(`PostgreSQL on 127.0.0.1:${postgres.port}`);
      databaseUrl = await postgres.createDatabase(DATABASE_NAME);
      const migrated = await databaseCommand('migrate', { DATABASE_URL: databaseUrl });
      say(migrated.split('\n')[0] ?? 'Database migrated');
      if (options.seed ?? true) {
        say(await databaseCommand('seed', { DATABASE_URL: databaseUrl, FILES_DIR: filesDir }));
      }
    }

    const startInstance = async (
      index: number,
      url: string,
      env: Record<string, string> = {},
    ): Promise<Instance> => {
      const port = await freeLoopbackPort();
      const logFile = path.join(dir, `portal-${index + 1}.log`);
      const log = fs.openSync(logFile, 'a');
      const child = spawnPortal(
        {
          ...portalEnv(dir, port),
          NODE_ENV: 'production',
          DATABASE_URL: url,
          FILES_DIR: filesDir,
          OUTBOX_DIR: outboxDir,
          // The database was seeded once, before any instance started.
          SEED_ON_START: 'false',
          PUBLIC_URL: frontUrl,
          // HAProxy on loopback names the client in X-Forwarded-For.
          TRUST_PROXY: 'loopback',
          ...options.env,
          ...env,
        },
        ['ignore', log, log],
      );
      fs.closeSync(log);
      const instance = new Instance(index, child, port, logFile);
      started.push(instance);
      const outcome = await instance.waitReady('/ready', 90_000);
      if (outcome !== 'ready') {
        const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
        throw new Error(`portal ${index + 1} ${outcome} before it was ready:\n${tail}`);
      }
      return instance;
    };

    const frontPort = options.port ?? (await freeLoopbackPort());
    const statsPort = options.statsPort ?? (await freeLoopbackPort());
    const frontUrl = `http://127.0.0.1:${frontPort}`;
    const instances = await Promise.all(
      Array.from({ length: INSTANCE_COUNT }, (_, i) => startInstance(i, databaseUrl)),
    );
    for (const instance of instances) {
      say(`Portal ${instance.index + 1} ready on ${instance.baseUrl}`);
    }

    const haproxy = Haproxy.start(
      {
        bind: `127.0.0.1:${frontPort}`,
        statsBind: `127.0.0.1:${statsPort}`,
        instances: instances.map((instance) => `127.0.0.1:${instance.port}`),
      },
      path.join(dir, 'haproxy.log'),
    );
    started.push(haproxy);
    await haproxy.waitAllUp(30_000);
    say(`HAProxy on ${frontUrl}, every instance in service (status page ${haproxy.statsUrl})`);

    return {
      url: frontUrl,
      statsUrl: haproxy.statsUrl,
      databaseUrl,
      postgres,
      haproxy,
      instances,
      dir,
      outboxDir,
      filesDir,
      startInstance,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
