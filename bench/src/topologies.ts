import fs from 'node:fs';
import path from 'node:path';
import { startPostgres, type PostgresServer } from '@portal/db/postgres-server';
import { startStaging, type Staging } from '@portal/staging/topology';
import { processTree } from './cpu';
import type { ChildServer, LoadTarget } from './processes';
import type { ServedReading } from './load';
import { BENCH_PORTAL_SETTINGS, portalServed, prepareDatabase, startPortal } from './servers';

/** The ways the portal is deployed: its embedded database, or PostgreSQL with one or three instances. */
export type TopologyName = 'sqlite' | 'postgresql' | 'postgresql-3';

export const TOPOLOGY_TITLES: Record<TopologyName, string> = {
  sqlite: 'SQLite, one instance',
  postgresql: 'PostgreSQL, one instance',
  'postgresql-3': 'PostgreSQL, three instances behind HAProxy',
};

/** One topology, started: where to send requests, and its instances' own counts. */
export interface RunningTopology {
  name: TopologyName;
  target: LoadTarget;
  /** A fresh reader of what its instances counted (see portalServed). */
  served(): () => Promise<ServedReading>;
}

/** The three topologies over the same data, all running; `stop()` ends them all. */
export interface Topologies {
  running: RunningTopology[];
  /** The SQLite database file, for the workloads' keys (the same rows are in PostgreSQL). */
  sqliteFile: string;
  generateSeconds: Record<'sqlite' | 'postgresql', number>;
  stop(): Promise<void>;
}

const PRIMARY_DATABASE = 'portal';
const COPY_FOR_THREE = 'portal_three';

function seconds(since: number) {
  return (performance.now() - since) / 1000;
}

function singleInstance(
  name: TopologyName,
  portal: ChildServer,
  postgres?: PostgresServer,
): RunningTopology {
  return {
    name,
    target: {
      baseUrl: portal.baseUrl,
      workers: () => ({
        portal: [portal.pid],
        ...(postgres ? { PostgreSQL: processTree(postgres.pid()) } : {}),
      }),
      memoryPids: () => [portal.pid],
    },
    served: () => portalServed([portal.baseUrl]),
  };
}

function behindHaproxy(staging: Staging, postgres: PostgresServer): RunningTopology {
  const instancePids = () => staging.instances.flatMap((i) => (i.child.pid ? [i.child.pid] : []));
  return {
    name: 'postgresql-3',
    target: {
      baseUrl: staging.url,
      workers: () => ({
        portal: instancePids(),
        PostgreSQL: processTree(postgres.pid()),
        HAProxy: staging.haproxy.child.pid ? [staging.haproxy.child.pid] : [],
      }),
      memoryPids: instancePids,
    },
    served: () => portalServed(staging.instances.map((i) => i.baseUrl)),
  };
}

/**
 * The same data, made by `pnpm bench:data --scale N`, in a SQLite file and
 * in PostgreSQL (a server of its own with the defaults, durable, as staging
 * runs it), and the portal over each: one instance on SQLite, one on
 * PostgreSQL, and three on a copy of that database behind HAProxy (the
 * staging topology of `pnpm staging`). All stay up, so that they can be
 * measured in turns.
 */
export async function startTopologies(
  dir: string,
  scale: number,
  log: (line: string) => void,
): Promise<Topologies> {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    let t0 = performance.now();
    prepareDatabase(dir, scale);
    const sqliteSeconds = seconds(t0);

    const postgres = await startPostgres();
    stops.push(() => postgres.stop());
    const filesDir = path.join(dir, 'pg-files');
    fs.mkdirSync(filesDir, { recursive: true });
    t0 = performance.now();
    const url = await postgres.createDatabase(PRIMARY_DATABASE);
    prepareDatabase(dir, scale, { url, filesDir });
    const postgresqlSeconds = seconds(t0);
    // A copy for the three instances, so that each topology's journeys write to their own data.
    const copyUrl = await postgres.createDatabase(COPY_FOR_THREE, { template: PRIMARY_DATABASE });
    log(
      `bench: data in SQLite in ${sqliteSeconds.toFixed(0)} s, in PostgreSQL in ${postgresqlSeconds.toFixed(0)} s`,
    );

    const onSqlite = await startPortal(dir);
    stops.push(() => onSqlite.stop());
    const onPostgres = await startPortal(dir, { DATABASE_URL: url, FILES_DIR: filesDir });
    stops.push(() => onPostgres.stop());
    const staging = await startStaging({
      env: BENCH_PORTAL_SETTINGS,
      database: { postgres, url: copyUrl, filesDir },
      progress: (line) => log(`bench: staging: ${line}`),
    });
    stops.push(() => staging.stop());

    return {
      running: [
        singleInstance('sqlite', onSqlite),
        singleInstance('postgresql', onPostgres, postgres),
        behindHaproxy(staging, postgres),
      ],
      sqliteFile: path.join(dir, 'portal.db'),
      generateSeconds: { sqlite: sqliteSeconds, postgresql: postgresqlSeconds },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
