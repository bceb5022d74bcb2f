import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WEB_DIST_DIR } from '@portal/test-support';
import { databaseName, onPostgres, startDatabaseServer, stopDatabaseServer } from './database';
import { readCatalogue } from './fixtures';
import { balancerPhase } from './balancer';
import { capsPhase } from './caps';
import { crossSitePhase } from './crosssite';
import { cspPhase } from './csp';
import { faultsPhase } from './faults';
import { storagePhase } from './storage';
import { hostileInput } from './hostile';
import { labelsPhase } from './labels';
import { loadPhase, type Sent } from './load';
import { privacyPhase } from './privacy';
import { referencesPhase } from './references';
import { refusalsPhase } from './refusals';
import { xssPhase } from './xss';
import { Run } from './report';
import { PortalServer, serverFiles } from './server';

/**
 * The reliability suite: the real server as a child process on loopback over
 * fresh temporary databases, attacked with hostile input, loaded, killed,
 * browsed with XSS payloads in its data, and checked for leaks. Prints its
 * figures and exits non-zero on any failed check.
 *
 * The databases are SQLite files; with TEST_DATABASE=postgresql they are
 * databases on a throwaway PostgreSQL server, and the storage phase (faults
 * of the embedded database file) is left out.
 *
 * RELIABILITY_SEED fixes the hostile-input seed (default: fixed, so a run
 * repeats); RELIABILITY_CASES sets how many hostile cases (default 6000);
 * RELIABILITY_PHASES limits the run to some phases (comma-separated names).
 */
const PHASES = [
  'hostile',
  'crosssite',
  'load',
  'references',
  'refusals',
  'caps',
  'labels',
  'csp',
  'xss',
  'privacy',
  'faults',
  'storage',
  'balancer',
] as const;
type PhaseName = (typeof PHASES)[number];

function wanted(): Set<PhaseName> {
  const only = process.env.RELIABILITY_PHASES?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return new Set(only && only.length > 0 ? (only as PhaseName[]) : PHASES);
}

function seedOf(value: string | undefined): number {
  if (value === 'random') return Math.floor(Math.random() * 2 ** 31);
  return value ? Number(value) : 20261121;
}

async function main() {
  const started = Date.now();
  const phases = wanted();
  const run = new Run();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reliability-'));
  const servers: PortalServer[] = [];

  try {
    const setup = run.phase('setup');
    setup.figure('database', databaseName);
    await startDatabaseServer();
    const browserPhases = phases.has('csp') || phases.has('xss');
    if (
      browserPhases &&
      !setup.check(
        'the web app is built',
        fs.existsSync(path.join(WEB_DIST_DIR, 'index.html')),
        'run `pnpm --filter @portal/web build` first',
      )
    ) {
      phases.delete('csp');
      phases.delete('xss');
    }
    const t0 = Date.now();
    const server = await PortalServer.start(await serverFiles(path.join(root, 'main')));
    servers.push(server);
    setup.figure(
      'server start (migrate + seed + listen)',
      `${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const catalogue = await readCatalogue(server.files.database);
    const sent: Sent = { people: [], codeCookies: [] };

    if (phases.has('hostile')) {
      await hostileInput(run.phase('hostile input'), server, catalogue, {
        cases: Number(process.env.RELIABILITY_CASES ?? 6000),
        seed: seedOf(process.env.RELIABILITY_SEED),
      });
    }
    if (phases.has('crosssite')) await crossSitePhase(run.phase('cross-site'), root, servers);
    if (phases.has('load')) await loadPhase(run.phase('load'), server, catalogue, sent);
    if (phases.has('references')) await referencesPhase(run.phase('references'), server);
    if (phases.has('refusals')) await refusalsPhase(run.phase('refusals'), server, catalogue);
    if (phases.has('caps')) await capsPhase(run.phase('caps'), root, catalogue, servers);
    if (phases.has('labels')) await labelsPhase(run.phase('labels'), root, servers);
    if (phases.has('csp')) await cspPhase(run.phase('CSP'), server);
    if (phases.has('xss')) await xssPhase(run.phase('XSS'), server);
    if (phases.has('faults')) await faultsPhase(run.phase('faults'), root, sent, servers);
    if (phases.has('storage')) {
      if (onPostgres) {
        run.phase('storage').figure('not run', "the embedded database file's faults (SQLite only)");
      } else {
        await storagePhase(run.phase('storage'), root, sent, servers);
      }
    }
    if (phases.has('balancer')) await balancerPhase(run.phase('balancer'), root);
    if (phases.has('privacy')) {
      await privacyPhase(
        run.phase('privacy'),
        server,
        sent,
        servers.flatMap((s) => s.logs),
      );
    }
  } catch (error) {
    run
      .phase('aborted')
      .check(
        'the run completed',
        false,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
  } finally {
    for (const server of servers) await server.kill();
    await stopDatabaseServer();
    if (run.failed.length > 0 || process.env.RELIABILITY_KEEP) {
      // Kept for a look: each server's database, files and log.
      servers.forEach((server, i) =>
        fs.writeFileSync(path.join(root, `server-${i + 1}.log`), server.logs.join('\n')),
      );
      console.log(`\nKept the databases and server logs in ${root}`);
    } else {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  const failed = run.failed;
  console.log(`\n== summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const check of failed) console.log(`  FAIL [${check.phase}] ${check.name}`);
  console.log(`reliability: ${run.checks.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length === 0 ? 0 : 1);
}

void main();
