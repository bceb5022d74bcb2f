import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { operatorTokenProblem } from '@portal/contracts';
import { postgresBinDir, startPostgres, type PostgresServer } from '@portal/db/postgres-server';
import {
  baseEnv,
  freeLoopbackPort,
  portalEnv,
  PortalProcess,
  REPO_ROOT,
} from '@portal/test-support';
import { Haproxy, INSTANCE_COUNT, LOOPBACK_SOURCE, requireHaproxy } from './haproxy';

const run = promisify(execFile);

/** The database every instance shares, on the harness's PostgreSQL server. */
export const DATABASE_NAME = 'portal';

export interface StagingOptions {
  /** Port visitors connect to (HAProxy); default a free one. */
  port?: number;
  /** Port of HAProxy's status page; default a free one. */
  statsPort?: number;
  /** Settings every instance gets on top of the staging ones (tests: limits). */
  env?: Record<string, string>;
  /**
   * The operator's bearer token (`OPERATOR_TOKEN`), the same on every
   * instance: the `/ops` calls (lifecycle steps, stats; the test controls
   * with `testControls`). Checked as the server checks it. Default none, so
   * `/ops` answers 404, unless `testControls` is on, which generates one.
   */
  operatorToken?: string;
  /**
   * The test controls (`TEST_CONTROLS=true`, docs/contract-testing.md) on
   * every instance, with `operatorToken` or, without one, a generated token
   * (`Staging.operatorToken`). Default off, as in production.
   */
  testControls?: boolean;
  /** Fill the database with the demo data, as `pnpm db:seed` does (default true). */
  seed?: boolean;
  /**
   * A database on a server someone else runs and stops: no server is
   * started. Taken as migrated and filled (the benchmark's large data),
   * unless `empty`: then it is migrated and seeded (`seed`) as the
   * topology's own database is. `url` may also name a SQLite file (the
   * reliability suite): the instances then share that file, as they may
   * (docs/decisions/016-shared-state-in-the-database.md).
   */
  database?: { postgres?: PostgresServer; url: string; filesDir: string; empty?: boolean };
  /** Called with a line for each step, as it happens. */
  progress?: (line: string) => void;
}

/** One portal process behind the load balancer. */
/** One portal of the topology, its output in `portal-N.log` in the topology's folder. */
export class Instance extends PortalProcess {
  /** Its place among the instances, from 0. */
  index = 0;
}

export interface Staging {
  /** HAProxy's address: what visitors use. */
  url: string;
  /** The operator token every instance has, if any (`Authorization: Bearer <token>`). */
  operatorToken?: string;
  /** Whether the instances have the test controls (`/ops/reset`, `/ops/clock`, …). */
  testControls: boolean;
  statsUrl: string;
  databaseUrl: string;
  /** The PostgreSQL server: the topology's own, or the one given with `database` (none for SQLite). */
  postgres?: PostgresServer;
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

/**
 * `token` if the server takes it as `OPERATOR_TOKEN` (operatorTokenProblem in
 * the contracts, as apps/api/src/env.ts: 32 characters at least, not one
 * short pattern repeated) and can read it back from `Authorization: Bearer
 * <token>` (one word: it stops at the first blank); else throws.
 */
export function checkOperatorToken(token: string): string {
  const problem = operatorTokenProblem(token);
  if (problem) throw new Error(`OPERATOR_TOKEN ${problem}`);
  if (/\s/.test(token)) {
    throw new Error(
      'OPERATOR_TOKEN must be one word without blanks (sent as "Authorization: Bearer <token>")',
    );
  }
  return token;
}

/** A new operator token: 32 random bytes in hex. */
export function generateOperatorToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The settings `operatorToken` and `testControls` give every instance, and
 * the token in force. They are set through those options only, never also
 * through `env`, so the token reported is the one the instances have.
 */
export function operatorSettings(
  options: Pick<StagingOptions, 'env' | 'operatorToken' | 'testControls'>,
): { env: Record<string, string>; operatorToken?: string; testControls: boolean } {
  const given = options.operatorToken !== undefined || options.testControls !== undefined;
  const inEnv = ['OPERATOR_TOKEN', 'TEST_CONTROLS'].filter(
    (name) => options.env?.[name] !== undefined,
  );
  if (given && inEnv.length > 0) {
    throw new Error(
      `${inEnv.join(' and ')} in env and operatorToken or testControls: give them one way`,
    );
  }
  if (!given) {
    // Whatever env says (the benchmark's settings), as the server reads it in production.
    return {
      env: {},
      operatorToken: options.env?.OPERATOR_TOKEN || undefined,
      testControls: ['true', '1'].includes(options.env?.TEST_CONTROLS ?? ''),
    };
  }
  const testControls = options.testControls ?? false;
  const operatorToken =
    options.operatorToken !== undefined
      ? checkOperatorToken(options.operatorToken)
      : testControls
        ? generateOperatorToken()
        : undefined;
  return {
    env: {
      TEST_CONTROLS: String(testControls),
      ...(operatorToken === undefined ? {} : { OPERATOR_TOKEN: operatorToken }),
    },
    operatorToken,
    testControls,
  };
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
 * Throws, naming what to install, unless PostgreSQL and HAProxy are here: for
 * a long run that starts a staging late, so that it stops before it begins.
 */
export function requireStagingTools(): void {
  postgresBinDir();
  requireHaproxy();
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
  // Before anything starts: a token the server would refuse fails here.
  const operator = operatorSettings(options);
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
    }
    if (!options.database || options.database.empty) {
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
      const instance = await Instance.launch({
        env: (port) => ({
          ...portalEnv(dir, port),
          NODE_ENV: 'production',
          DATABASE_URL: url,
          FILES_DIR: filesDir,
          OUTBOX_DIR: outboxDir,
          // The database was seeded once, before any instance started.
          SEED_ON_START: 'false',
          PUBLIC_URL: frontUrl,
          // HAProxy, connecting from its own loopback address, names the client in X-Forwarded-For.
          TRUST_PROXY: LOOPBACK_SOURCE,
          ...options.env,
          ...operator.env,
          ...env,
        }),
        logFile: path.join(dir, `portal-${index + 1}.log`),
      }).catch((error: Error) => {
        throw new Error(`portal ${index + 1}: ${error.message}`);
      });
      instance.index = index;
      started.push(instance);
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
        source: LOOPBACK_SOURCE,
      },
      path.join(dir, 'haproxy.log'),
    );
    started.push(haproxy);
    await haproxy.waitAllUp(30_000);
    say(`HAProxy on ${frontUrl}, every instance in service (status page ${haproxy.statsUrl})`);

    return {
      url: frontUrl,
      operatorToken: operator.operatorToken,
      testControls: operator.testControls,
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
