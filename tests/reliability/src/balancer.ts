import fs from 'node:fs';
import path from 'node:path';
import { startStaging, type Staging } from '@portal/staging/topology';
import { databaseProxy, type DatabaseProxy } from '@portal/test-support';
import { Clients, FORGED_IN_TEXT, Ledger } from './balancer-clients';
import { orderSheetBurst } from './balancer-burst';
import { forgedHeaders, spellingVariants } from './balancer-limits';
import { databaseLoss } from './balancer-outage';
import { concurrentQuoteAnswers, journalBodies, quotedOrders } from './balancer-quotes';
import { databaseName, onPostgres } from './database';
import { readCatalogue } from './fixtures';
import type { Phase } from './report';
import { serverFiles } from './server';

/**
 * The instances' settings: the production limits and caps (the defaults),
 * the request log, and room in the pick-up windows for every booking of the
 * phase (the caps, not the courier's seats, are what is counted here).
 */
const INSTANCE_ENV = {
  LOG_LEVEL: 'info',
  RATE_LIMIT_ENABLED: 'true',
  COURIER_SLOT_CAPACITY: '100000',
};

/** Lines of a log file, or none when it was never written. */
const linesOf = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

/**
 * The scale topology of `pnpm staging` (tests/staging/src/topology.ts, reused, not
 * copied): HAProxy on deploy/haproxy.cfg in front of three portal instances
 * started as production starts them, on a fresh database of the run's kind.
 * On PostgreSQL the instances reach it through a TCP proxy the phase can
 * cut. On SQLite the three instances share one database file: the server
 * supports several processes on one file (WAL, every write transaction
 * `BEGIN IMMEDIATE` with a busy timeout; docs/decisions/016, and
 * apps/api/test/instances.test.ts runs two instances on one file).
 *
 * Through HAProxy: one client forging X-Forwarded-For against every limit,
 * spelling variants of one contact, concurrent quote answers, an order-sheet
 * burst while `/health` is timed, hostile journal bodies, on PostgreSQL the
 * database lost under load; then every token, RMA number, IMEI and id the
 * phase used is searched for in the instances' logs and HAProxy's.
 */
export async function balancerPhase(phase: Phase, root: string) {
  const phaseStarted = Date.now();
  const files = await serverFiles(path.join(root, 'balancer'));
  let proxy: DatabaseProxy | undefined;
  let staging: Staging | undefined;
  const ledger = new Ledger();
  const clients = new Clients();
  const logs: { name: string; lines: string[] }[] = [];
  try {
    proxy = onPostgres ? await databaseProxy(new URL(files.database)) : undefined;
    const started = Date.now();
    staging = await startStaging({
      // The journal's part needs the test controls: every request is then
      // journaled, one write more than in production.
      testControls: true,
      env: INSTANCE_ENV,
      database: {
        url: proxy ? proxy.url(files.database) : files.database,
        filesDir: files.filesDir,
        empty: true,
      },
    });
    const { operatorToken = '' } = staging;
    const topology = staging;
    phase.figure(
      'topology',
      `HAProxy and ${staging.instances.length} instances on one ${databaseName} database${proxy ? ' (through a TCP proxy)' : ' file'}, started in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const catalogue = await readCatalogue(files.database);
    const instanceUrls = staging.instances.map((instance) => instance.baseUrl);
    const common = {
      url: staging.url,
      databaseUrl: files.database,
      operatorToken,
      catalogue,
      clients,
      ledger,
    };

    const limits = { ...common, instanceUrl: instanceUrls[0] ?? '' };
    await forgedHeaders(phase, limits);
    await spellingVariants(phase, limits);
    const quotes = { ...common, instanceUrls, outboxDir: staging.outboxDir };
    const orders = await quotedOrders(quotes);
    await concurrentQuoteAnswers(phase, quotes, orders);
    await orderSheetBurst(phase, {
      url: staging.url,
      clients,
      instances: staging.instances.map((instance) => ({
        baseUrl: instance.baseUrl,
        pid: instance.child.pid ?? 0,
      })),
      tokens: orders.slice(0, 4).map((order) => order.data.accessToken),
      ledger,
      haproxyLog: path.join(staging.dir, 'haproxy.log'),
    });
    await journalBodies(phase, quotes);
    if (proxy) {
      await databaseLoss(phase, {
        ...common,
        instanceUrls,
        proxy,
        allUp: (timeoutMs) => topology.haproxy.waitAllUp(timeoutMs),
      });
    } else {
      phase.figure(
        'database connection loss',
        "not run: PostgreSQL only (SQLite's storage faults are the storage phase's)",
      );
    }
  } finally {
    await staging?.stop({ keepDir: true });
    proxy?.close();
    if (staging) {
      // The logs as written, kept beside the database for a failed run.
      for (const name of fs.readdirSync(staging.dir).filter((n) => n.endsWith('.log'))) {
        fs.copyFileSync(path.join(staging.dir, name), path.join(files.dir, name));
        logs.push({ name, lines: linesOf(path.join(staging.dir, name)) });
      }
      fs.rmSync(staging.dir, { recursive: true, force: true });
    }
  }
  scanLogs(phase, logs, ledger);
  phase.figure('phase time', `${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
  phase.figure('answers in the phase', `${ledger.answers}, of which 500: ${ledger.serverErrors}`);
  phase.figure('500 answers', ledger.serverErrors);
  phase.check('no 500 answer in the phase', ledger.serverErrors === 0);
}

/** Every value the phase used, and any forged address, searched for in every log. */
function scanLogs(phase: Phase, logs: { name: string; lines: string[] }[], ledger: Ledger) {
  const values = [...ledger.values].map((value) => value.toLowerCase());
  const found: string[] = [];
  let forged = 0;
  for (const log of logs) {
    const text = log.lines.join('\n').toLowerCase();
    for (const value of values) if (text.includes(value)) found.push(`${log.name}: ${value}`);
    forged += text.match(FORGED_IN_TEXT)?.length ?? 0;
  }
  const haproxyLines = logs.find((log) => log.name === 'haproxy.log')?.lines.length ?? 0;
  const portalLines = logs
    .filter((log) => log.name.startsWith('portal-'))
    .reduce((sum, log) => sum + log.lines.length, 0);
  phase.figure(
    'logs searched',
    `${portalLines} lines of the instances, ${haproxyLines} of HAProxy; ${values.length} tokens, RMA numbers, IMEIs, ids, e-mails and phones`,
  );
  phase.figure('tokens in any log', found.length);
  phase.figure('forged addresses or networks in any log', forged);
  phase.check(
    'the logs hold the requests (so the search means something)',
    haproxyLines > 500 && portalLines > 500,
  );
  phase.check(
    'no token, RMA number, IMEI, id, e-mail or phone in any log',
    found.length === 0,
    found.slice(0, 5).join('\n'),
  );
  phase.check('no forged address in any log', forged === 0);
}
