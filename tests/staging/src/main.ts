// `pnpm staging`: the "scale" topology of docker-compose.yml on loopback,
// without Docker (see topology.ts), until Ctrl-C. Options: --port N (HAProxy,
// default 8080, or STAGING_PORT), --stats-port N (default 8404, or
// STAGING_STATS_PORT) and --test-controls (TEST_CONTROLS=true on every
// instance). OPERATOR_TOKEN, when exported, is every instance's operator
// token; with --test-controls and none exported, one is generated and printed.
import { parseArgs } from 'node:util';
import { checkOperatorToken, startStaging, type Staging } from './topology';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.STAGING_PORT ?? '8080' },
    'stats-port': { type: 'string', default: process.env.STAGING_STATS_PORT ?? '8404' },
    'test-controls': { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const statsPort = Number(values['stats-port']);
const testControls = values['test-controls'];

const say = (line: string) => console.log(`[staging] ${line}`);

// Blank counts as unset, as the server reads it; a token it would refuse stops here.
const exportedToken = process.env.OPERATOR_TOKEN || undefined;
try {
  if (exportedToken !== undefined) checkOperatorToken(exportedToken);
} catch (error) {
  console.error(`[staging] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** The ready lines about the operator token and the test controls. */
function operatorLines(url: string, token: string | undefined): string[] {
  if (token === undefined) {
    return ['no operator token: /ops answers 404 (export OPERATOR_TOKEN, or --test-controls)'];
  }
  // An exported token stays in the shell's variable; a generated one is shown.
  const exported = token === exportedToken;
  const header = `"Authorization: Bearer ${exported ? '$OPERATOR_TOKEN' : token}"`;
  if (!testControls) {
    return [
      'operator token from OPERATOR_TOKEN for the /ops lifecycle calls; test controls off (--test-controls)',
      `e.g. curl -fsS -H ${header} ${url}/ops/stats`,
    ];
  }
  return [
    `test controls on; operator token: ${exported ? '$OPERATOR_TOKEN (from the environment)' : token}`,
    `e.g. curl -fsS -X POST -H ${header} ${url}/ops/reset`,
  ];
}

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
  staging = await startStaging({
    port,
    statsPort,
    operatorToken: exportedToken,
    testControls,
    progress: say,
  });
  if (stopping) {
    await staging.stop();
    say('stopped');
    process.exit(0);
  }
  say(`ready: ${staging.url} (HAProxy's status page: ${staging.statsUrl})`);
  for (const line of operatorLines(staging.url, staging.operatorToken)) say(line);
  say(`logs, served files and the e-mail outbox in ${staging.dir}; Ctrl-C stops everything`);
} catch (error) {
  // startStaging has stopped whatever it had started.
  if (stopping) say('stopped');
  else console.error(`[staging] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(stopping ? 0 : 1);
}
