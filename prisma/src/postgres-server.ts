import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { readDbSettings } from './settings';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL server on loopback, in a temporary folder, for the
 * test suites, the benchmark and the staging harness. It uses Debian's
 * `postgresql` binaries (or any `initdb` and `pg_ctl` found through
 * `PG_BIN_DIR` or PATH) and runs as a non-root user: when this process is
 * root, as the `postgres` account the Debian package creates.
 */
export interface PostgresServer {
  port: number;
  /** URL of the server's `postgres` database, for administration. */
  readonly adminUrl: string;
  /** The URL of database `name` on this server. */
  url(name: string): string;
  /** Creates database `name`, empty or copied from `template`; returns its URL. */
  createDatabase(name: string, options?: { template?: string }): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  /** The server's main process; each connection is a process it starts. */
  pid(): number;
  stop(): Promise<void>;
}

export interface PostgresServerOptions {
  /** Default: a free port. */
  port?: number;
  /**
   * Skip fsync and synchronous commits: much faster, and a crash of the
   * machine may lose the last commits. For tests only; the benchmark and
   * staging keep the defaults.
   */
  fast?: boolean;
  /** Extra `postgres -c` settings. */
  settings?: Record<string, string | number>;
}

const USER = 'portal';

/** The folder holding initdb and pg_ctl. */
export function postgresBinDir(): string {
  const fromEnv = readDbSettings().PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(path.join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  try {
    return path.dirname(
      execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim(),
    );
  } catch {
    throw new Error(
      'PostgreSQL is not installed: no initdb in /usr/lib/postgresql/*/bin or on PATH (apt-get install postgresql, or set PG_BIN_DIR)',
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` account when we are root. */
async function asServerUser(binary: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  try {
    return await run(file, argv, { encoding: 'utf8' });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(
      `${path.basename(binary)} failed: ${(stderr || stdout || String(error)).trim()}`,
      {
        cause: error,
      },
    );
  }
}

/** The `postgres` account's ids when we are root (it must own the cluster's folder). */
function serverUserIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

/** Starts a new cluster; `stop()` shuts it down and removes its folder. */
export async function startPostgres(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const ids = serverUserIds();
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const dataDir = path.join(dir, 'data');
  const port = options.port ?? (await freePort());
  try {
    await asServerUser(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      USER,
      '--auth=trust',
      '--encoding=UTF8',
      // Case folding of Polish letters (ILIKE, lower(), pg_trgm) needs a UTF-8 ctype.
      '--locale=C.UTF-8',
      ...(options.fast ? ['--no-sync'] : []),
    ]);
    const settings: Record<string, string | number> = {
      listen_addresses: '127.0.0.1',
      port,
      unix_socket_directories: dir,
      max_connections: 200,
      ...(options.fast ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
      ...options.settings,
    };
    const serverArgs = Object.entries(settings)
      .map(([key, value]) => `-c ${key}=${value}`)
      .join(' ');
    await asServerUser(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      serverArgs,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const url = (name: string) => `postgresql://${USER}@127.0.0.1:${port}/${name}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  let stopped = false;

  return {
    port,
    adminUrl: url('postgres'),
    url,
    async createDatabase(name, { template } = {}) {
      await admin((client) =>
        client.query(
          `CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`,
        ),
      );
      return url(name);
    },
    async dropDatabase(name) {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
    },
    pid() {
      // The first line of postmaster.pid is the main process's id.
      return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
