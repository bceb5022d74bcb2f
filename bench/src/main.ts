import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, requestFor, type TargetName } from './endpoints';
import { measureInTurns, probe, type LoadFigures, type LoadSettings } from './load';
import { lighthouseScores, type LighthouseResult } from './lighthouse';
import { BENCH_DIR, rssBytes, type ChildServer } from './processes';
import { printSummary, writeResults, type ApiRow, type TargetStatus } from './report';
import { jsonServerDatabase, readSeeded } from './seeded';
import {
  prepareDatabase,
  startJsonServer,
  startLimit,
  startPortal,
  startPrism,
  type LimitRoute,
} from './targets';
import { firstVisits, type FirstVisitResult } from './first-visit';

/**
 * `pnpm bench`: the portal, the limit (bare Fastify routes) and two mock
 * servers people use instead (Stoplight Prism, json-server), each in its own
 * process on loopback, driven with autocannon on the same endpoints and
 * data, taking turns (see measureInTurns); then Chromium's network log of a
 * first visit of the web routes and Lighthouse scores.
 * Writes bench/results.md. `--short` (or BENCH_SHORT=1): a few seconds per
 * run and one Lighthouse route, to prove it works; no timing is asserted.
 * For quick comparisons while working on the API: BENCH_ONLY=api skips the
 * web report and Lighthouse, BENCH_ENDPOINTS (ids, comma-separated) and
 * BENCH_TARGETS (servers) narrow the runs; a narrowed run writes nothing.
 */
const SHORT =
  process.argv.includes('--short') || ['1', 'true'].includes(process.env.BENCH_SHORT ?? '');
const SETTINGS: LoadSettings = SHORT
  ? { connections: 50, duration: 2, warmup: 0.5, turns: 2 }
  : { connections: 50, duration: 10, warmup: 2, turns: 5 };
const LIGHTHOUSE_ROUTES = ['/', '/base/create', '/spare/center', '/spare/cart'];
const ALL_TARGETS: TargetName[] = ['limit', 'portal', 'prism', 'json-server'];

/** The comma-separated names of an environment variable, or undefined when unset. */
function listSetting(name: string): string[] | undefined {
  const value = process.env[name]?.trim();
  return value ? value.split(',').map((item) => item.trim()) : undefined;
}
const API_ONLY = process.env.BENCH_ONLY === 'api';
const MOBILE_RUNS = 5;
const ONLY_ENDPOINTS = listSetting('BENCH_ENDPOINTS');
// The portal always runs: the other servers are set up from its answers.
const TARGETS = ALL_TARGETS.filter(
  (name) => name === 'portal' || (listSetting('BENCH_TARGETS')?.includes(name) ?? true),
);
const PARTIAL = API_ONLY || ONLY_ENDPOINTS !== undefined || TARGETS.length < ALL_TARGETS.length;

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function runLighthouse(baseUrl: string, dir: string): Promise<LighthouseResult> {
  let lighthouse: LighthouseResult;
  try {
    lighthouse = await lighthouseScores(
      baseUrl,
      SHORT ? LIGHTHOUSE_ROUTES.slice(0, 1) : LIGHTHOUSE_ROUTES,
      // Five mobile runs per page (the targets' form factor, and the noisy
      // one); desktop scores barely move between runs.
      SHORT ? { mobile: 1 } : { mobile: MOBILE_RUNS, desktop: 1 },
      dir,
    );
  } catch (error) {
    lighthouse = {
      available: false,
      reason: error instanceof Error ? error.message : String(error),
      scores: [],
    };
  }
  if (!lighthouse.available) log(`lighthouse: unavailable (${lighthouse.reason})`);
  for (const score of lighthouse.scores) {
    log(
      `lighthouse ${score.route.padEnd(14)} ${score.formFactor.padEnd(8)} performance ${score.performance} (${score.performanceRange.join('–')} over ${score.runs}) accessibility ${score.accessibility} best-practices ${score.bestPractices}`,
    );
  }
  return lighthouse;
}

async function main() {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const servers: ChildServer[] = [];
  const status: Record<TargetName, TargetStatus> = {
    portal: { available: false },
    limit: { available: false },
    prism: { available: false },
    'json-server': { available: false },
  };
  const started_ = async (name: TargetName, start: () => Promise<ChildServer>) => {
    const t0 = Date.now();
    try {
      const server = await start();
      servers.push(server);
      const startSeconds = (Date.now() - t0) / 1000;
      status[name] = { available: true, startSeconds, idleRss: rssBytes(server.pid) ?? 0, server };
      log(`${name}: up on ${server.baseUrl} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      status[name] = { available: false, reason };
      log(`${name}: unavailable (${reason})`);
    }
  };

  try {
    log(
      `bench: ${SHORT ? 'short' : 'full'} run, ${SETTINGS.connections} connections, ${SETTINGS.duration} s per endpoint and server in ${SETTINGS.turns} turns`,
    );
    prepareDatabase(dir);
    await started_('portal', () => startPortal(dir));
    const portal = status.portal.server;
    if (!portal) throw new Error(`the portal did not start: ${status.portal.reason}`);
    const seeded = readSeeded(path.join(dir, 'portal.db'));
    const list = endpoints(seeded).filter(
      (endpoint) => ONLY_ENDPOINTS?.includes(endpoint.id) ?? true,
    );
    if (list.length === 0) throw new Error(`BENCH_ENDPOINTS matches no endpoint`);

    // The limit answers what the portal answered, byte for byte the same JSON.
    const limitRoutes: LimitRoute[] = [];
    for (const endpoint of list) {
      const answer = await probe(portal, endpoint.portal);
      limitRoutes.push({
        method: endpoint.portal.method,
        path: endpoint.portal.path,
        requestBody: endpoint.portal.headers?.['content-type']?.startsWith('application/x-www-form')
          ? endpoint.portal.body
          : undefined,
        body: JSON.parse(answer.text) as unknown,
      });
    }
    if (TARGETS.includes('limit')) await started_('limit', () => startLimit(dir, limitRoutes));

    const openApi = await fetch(`${portal.baseUrl}/docs/json`).then((res) => res.text());
    const openApiFile = path.join(dir, 'openapi.json');
    fs.writeFileSync(openApiFile, openApi);
    if (TARGETS.includes('prism')) await started_('prism', () => startPrism(dir, openApiFile));

    const dbFile = path.join(dir, 'db.json');
    fs.writeFileSync(
      dbFile,
      JSON.stringify(jsonServerDatabase(path.join(dir, 'portal.db')), null, 2),
    );
    if (TARGETS.includes('json-server')) {
      await started_('json-server', () => startJsonServer(dir, dbFile));
    }

    const rows: ApiRow[] = [];
    for (const endpoint of list) {
      const contenders = TARGETS.flatMap((name) => {
        const server = status[name].server;
        return server ? [{ name, server, request: requestFor(endpoint, name) }] : [];
      });
      const measured = await measureInTurns(contenders, SETTINGS);
      const figures: Partial<Record<TargetName, LoadFigures>> = Object.fromEntries(measured);
      for (const [target, f] of measured) {
        log(
          `${endpoint.id.padEnd(20)} ${target.padEnd(12)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  rss ${(f.peakRss / 2 ** 20).toFixed(0)} MB` +
            (f.non2xx || f.errors ? `  non-2xx ${f.non2xx} errors ${f.errors}` : ''),
        );
      }
      rows.push({ endpoint, figures });
    }

    for (const server of servers.filter((s) => s.name !== 'portal')) await server.stop();

    const skipped = { available: false, reason: 'BENCH_ONLY=api' };
    const firstVisit: FirstVisitResult = API_ONLY
      ? { ...skipped, visits: [] }
      : await firstVisits(portal.baseUrl);
    const lighthouse = API_ONLY
      ? { ...skipped, scores: [] }
      : await runLighthouse(portal.baseUrl, dir);
    const report = {
      short: SHORT,
      settings: SETTINGS,
      seeded,
      status,
      rows,
      firstVisit,
      lighthouse,
      seconds: (Date.now() - started) / 1000,
    };
    printSummary(report);
    if (PARTIAL) {
      log('bench: a narrowed run, bench/results.md left as it is');
    } else if (!SHORT || process.env.BENCH_WRITE === '1') {
      writeResults(path.join(BENCH_DIR, 'results.md'), report);
      log(`bench: wrote bench/results.md`);
    }
    log(`bench: done in ${report.seconds.toFixed(0)} s`);
  } finally {
    for (const server of servers) await server.stop();
    if (process.env.BENCH_KEEP !== '1') fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
