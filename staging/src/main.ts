// `pnpm staging`: the "scale" topology of docker-compose.yml on loopback,
// without Docker (see topology.ts), until Ctrl-C. Options: --port N (HAProxy,
// default 8080, or STAGING_PORT) and --stats-port N (default 8404, or
// STAGING_STATS_PORT).
import { parseArgs } from 'node:util';
import { startStaging, type Staging } from './topology';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.STAGING_PORT ?? '8080' },
    'stats-port': { type: 'string', default: process.env.STAGING_STATS_PORT ?? '8404' },
  },
});
const port = Number(values.port);
const statsPort = Number(values['stats-port']);

const say = (line: string) => console.log(`[staging] ${line}`);
let staging: Staging | undefined;
let stopping = false;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping HAProxy, the portals and PostgreSQL…`);
  // While starting, the start-up below stops what it has started.
  if (!staging) return;
  await staging.stop();
  say('stopped');
  process.exit(0);
}
// Ctrl-C reaches the portals and HAProxy too (one process group): each ends
// its own way, and stop() waits for them and stops PostgreSQL, which
// pg_ctl started in a session of its own.
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  say('starting PostgreSQL, three portals and HAProxy');
  staging = await startStaging({ port, statsPort, progress: say });
  if (stopping) {
    await staging.stop();
    say('stopped');
    process.exit(0);
  }
  say(`ready: ${staging.url} (HAProxy's status page: ${staging.statsUrl})`);
  say(`logs, served files and the e-mail outbox in ${staging.dir}; Ctrl-C stops everything`);
} catch (error) {
  // startStaging has stopped whatever it had started.
  if (stopping) say('stopped');
  else console.error(`[staging] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(stopping ? 0 : 1);
}
