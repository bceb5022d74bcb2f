import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireStagingTools } from '@portal/staging/topology';
import { CHROMIUM } from '@portal/test-support';
import { documentTimings } from './documents';
import { firstVisits, type FirstVisitResult } from './first-visit';
import { benchJourneys, JourneyTally, type Journey } from './journeys';
import { jsonServerDatabase } from './json-server-db';
import { readKeyPools } from './keys';
import { lighthouseScores, type LighthouseResult } from './lighthouse';
import { outboxDrained } from './outbox';
import { loadFor, measureInTurns, probe, type Contender, type LoadSettings } from './load';
import { cpuSplitUnderLoad, type CpuSplit } from './profile';
import { BENCH_DIR, rssBytes, type ChildServer } from './processes';
import { Progress } from './progress';
import { Random } from './random';
import {
  countedLine,
  cpuSplitLine,
  figureLine,
  journeyLine,
  printSummary,
  writeResults,
} from './report';
import type {
  JourneyRow,
  ReadRow,
  Report,
  ServerName,
  ServerStatus,
  SizeRun,
  TopologyRun,
} from './report-model';
import {
  OPERATOR_TOKEN,
  portalServed,
  prepareDatabase,
  startJsonServer,
  startLimit,
  startPortal,
  countedBetween,
  portalCounts,
  startPrism,
  type LimitRoute,
  VISITORS_NAMED_BY_LOAD_TOOL,
  WITH_TEST_CONTROLS,
} from './servers';
import { measureStartup } from './startup';
import { compareTopologies, topologyRuns } from './topology-bench';
import { drawnRequests, readWorkloads } from './workload';
import type autocannon from 'autocannon';

/**
 * `pnpm bench`: the portal over the demo seed and over data 100 and 1,000
 * times larger (`pnpm bench:data`), loaded with varied keys drawn like real
 * visitors' and with whole journeys, beside the limit (bare Fastify routes
 * sending kept answers) and, over the seed, two mock servers people use
 * instead (Stoplight Prism, json-server); start-up at each size;
 * Chromium's network log of a first visit of the web routes and their
 * Lighthouse scores; then, over data 100 times larger, the same load on
 * SQLite and on PostgreSQL with one and three instances behind HAProxy.
 * Writes bench/results.md. `--short` (or BENCH_SHORT=1): the seed and a
 * scale of 2, one short turn each and one Lighthouse route, to prove every
 * part runs; no timing is asserted.
 * For quick comparisons: BENCH_ONLY=api skips the web, BENCH_SCALES (e.g.
 * "1,100") picks the sizes, BENCH_TOPOLOGY_SCALES those of the topologies
 * ("none" skips them), BENCH_WORKLOADS (ids) and BENCH_SERVERS narrow
 * the runs, BENCH_UNCACHED=1 runs the portal without its catalogue answers
 * kept (`CATALOGUE_CACHE_MB=0`); a narrowed run writes nothing.
 */
const SHORT =
  process.argv.includes('--short') || ['1', 'true'].includes(process.env.BENCH_SHORT ?? '');
const SETTINGS: LoadSettings = SHORT
  ? { connections: 50, duration: 1, warmup: 0.3, turns: 1 }
  : { connections: 50, duration: 10, warmup: 2, turns: 5 };
const LIGHTHOUSE_ROUTES = ['/', '/base/create', '/spare/center', '/spare/cart'];
const ALL_SERVERS: ServerName[] = ['limit', 'portal', 'uncached', 'prism', 'json-server'];
const MOBILE_RUNS = 5;

/** The comma-separated names of an environment variable, or undefined when unset. */
function listSetting(name: string): string[] | undefined {
  const value = process.env[name]?.trim();
  return value ? value.split(',').map((item) => item.trim()) : undefined;
}
const SCALES = (listSetting('BENCH_SCALES') ?? (SHORT ? ['1', '2'] : ['1', '100', '1000'])).map(
  Number,
);
// The three topologies are compared at these sizes ("none": not at all).
const TOPOLOGY_SCALES = (listSetting('BENCH_TOPOLOGY_SCALES') ?? (SHORT ? ['2'] : ['100']))
  .filter((value) => value !== 'none')
  .map(Number);
const API_ONLY = process.env.BENCH_ONLY === 'api';
const ONLY_WORKLOADS = listSetting('BENCH_WORKLOADS');
/** The portal keeps no catalogue answers: the figures of every read made afresh. */
const UNCACHED = ['1', 'true'].includes(process.env.BENCH_UNCACHED ?? '');
const KEEP_NOTHING = { CATALOGUE_CACHE_MB: '0' };
const PORTAL_ENV: Record<string, string> = {
  ...VISITORS_NAMED_BY_LOAD_TOOL,
  ...(UNCACHED ? KEEP_NOTHING : {}),
};
// The portal always runs: the others are set up from its answers.
const SERVERS = ALL_SERVERS.filter(
  (name) => name === 'portal' || (listSetting('BENCH_SERVERS')?.includes(name) ?? true),
);
const PARTIAL =
  API_ONLY ||
  UNCACHED ||
  ONLY_WORKLOADS !== undefined ||
  SERVERS.length < ALL_SERVERS.length ||
  process.env.BENCH_SCALES !== undefined ||
  process.env.BENCH_TOPOLOGY_SCALES !== undefined;

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

const sizeLabel = (scale: number) => (scale === 1 ? 'seed' : `×${scale.toLocaleString('en-US')}`);

async function startServer(
  status: Record<ServerName, ServerStatus>,
  servers: ChildServer[],
  name: ServerName,
  start: () => Promise<ChildServer>,
) {
  const t0 = Date.now();
  try {
    const server = await start();
    servers.push(server);
    const startSeconds = (Date.now() - t0) / 1000;
    status[name] = { available: true, startSeconds, idleRss: rssBytes(server.pid) ?? 0, server };
    log(`${name}: up on ${server.baseUrl} in ${startSeconds.toFixed(1)} s`);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    status[name] = { available: false, reason };
    log(`${name}: unavailable (${reason})`);
  }
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

interface WebFigures {
  firstVisit: FirstVisitResult;
  lighthouse: LighthouseResult;
}

/** Seconds of the extra turn each workload runs under the profiler. */
const PROFILE_SECONDS = SHORT ? 0.5 : 3;

/**
 * Where the portal's CPU goes under these requests: one turn of them under
 * the profiler, whose profile is kept in `file` (Chrome's DevTools open it;
 * BENCH_KEEP=1 keeps the run's folder).
 */
function profiledTurn(
  portal: ChildServer,
  requests: autocannon.Request[],
  file: string,
): Promise<CpuSplit | undefined> {
  return cpuSplitUnderLoad(
    portal,
    () => loadFor(portal, requests, SETTINGS.connections, PROFILE_SECONDS),
    file,
  );
}

/** One journey measured in turns on `portal`, then profiled; undefined when none completed. */
async function measureJourney(
  journey: Journey,
  portal: ChildServer,
  profileFile: string,
): Promise<JourneyRow | undefined> {
  const tally = new JourneyTally();
  const measured = await measureInTurns(
    [
      {
        name: 'portal' as const,
        server: portal,
        requests: () => journey.requests(tally, OPERATOR_TOKEN),
        served: portalServed([portal.baseUrl]),
        tally,
      },
    ],
    SETTINGS,
  );
  const cpuSplit = await profiledTurn(
    portal,
    journey.requests(new JourneyTally(), OPERATOR_TOKEN),
    profileFile,
  );
  const figures = measured.get('portal');
  return figures?.journey ? { journey, figures, cpuSplit } : undefined;
}

/** One size of data: prepared, started, loaded with every workload and journey. */
async function runSize(
  scale: number,
  index: number,
  root: string,
  progress: Progress,
  measureWeb: (portal: ChildServer, dir: string) => Promise<WebFigures>,
): Promise<{ size: SizeRun; web?: WebFigures }> {
  const label = sizeLabel(scale);
  const dir = path.join(root, `scale-${scale}`);
  fs.mkdirSync(dir, { recursive: true });
  log(`bench: ${label}: preparing the database`);
  const t0 = performance.now();
  prepareDatabase(dir, scale);
  const generateSeconds = (performance.now() - t0) / 1000;
  const dbFile = path.join(dir, 'portal.db');
  const databaseBytes = fs.statSync(dbFile).size;
  const startup = await measureStartup(dir);
  log(
    `bench: ${label}: database ready in ${generateSeconds.toFixed(0)} s (${(databaseBytes / 2 ** 20).toFixed(0)} MiB); start-up to /ready ${startup.seconds.map((s) => s.toFixed(2)).join(', ')} s`,
  );

  const servers: ChildServer[] = [];
  const status = Object.fromEntries(
    ALL_SERVERS.map((name) => [name, { available: false, reason: 'not started at this size' }]),
  ) as Record<ServerName, ServerStatus>;
  try {
    await startServer(status, servers, 'portal', () => startPortal(dir, PORTAL_ENV));
    const portal = status.portal.server;
    if (!portal) throw new Error(`the portal did not start: ${status.portal.reason}`);
    const pools = await readKeyPools(dbFile);
    const workloads = readWorkloads(pools, new Random(scale)).filter(
      (workload) => ONLY_WORKLOADS?.includes(workload.id) ?? true,
    );

    // The limit answers what the portal answered, as the same text.
    const limitRoutes: LimitRoute[] = [];
    for (const workload of workloads) {
      const asked = workload.draw(new Random(99)).portal;
      const answer = await probe(portal, asked);
      limitRoutes.push({
        method: asked.method,
        path: asked.path,
        requestBody: asked.body,
        text: answer.text,
      });
    }
    if (SERVERS.includes('limit')) {
      await startServer(status, servers, 'limit', () => startLimit(dir, limitRoutes));
    }
    // The same reads made afresh, beside the kept answers (unless the portal itself keeps none).
    if (SERVERS.includes('uncached') && !UNCACHED) {
      await startServer(status, servers, 'uncached', () =>
        startPortal(dir, { ...PORTAL_ENV, ...KEEP_NOTHING }, 'uncached'),
      );
    }
    const uncached = status.uncached.server;
    // The peers over the seed only: a mock is not meant for a million orders.
    if (index === 0 && SERVERS.includes('prism')) {
      const openApiFile = path.join(dir, 'openapi.json');
      fs.writeFileSync(
        openApiFile,
        await fetch(`${portal.baseUrl}/docs/json`).then((r) => r.text()),
      );
      await startServer(status, servers, 'prism', () => startPrism(dir, openApiFile));
    }
    if (index === 0 && SERVERS.includes('json-server')) {
      const file = path.join(dir, 'db.json');
      fs.writeFileSync(file, JSON.stringify(jsonServerDatabase(dbFile)));
      await startServer(status, servers, 'json-server', () => startJsonServer(dir, file));
    }

    const reads: ReadRow[] = [];
    for (const workload of workloads) {
      const contenders: Contender<ServerName>[] = SERVERS.flatMap((name) => {
        const server = status[name].server;
        if (!server) return [];
        const side = name === 'json-server' ? 'jsonServer' : 'portal';
        return [
          {
            name,
            server,
            requests: (turn: number) => drawnRequests(workload, side, turn),
            // The portals count what they served; for the others the load tool's count stands in.
            served:
              name === 'portal' || name === 'uncached' ? portalServed([server.baseUrl]) : undefined,
          },
        ];
      });
      const before = await portalCounts(portal.baseUrl);
      const uncachedBefore = uncached && (await portalCounts(uncached.baseUrl));
      const measured = await measureInTurns(contenders, SETTINGS);
      const counted = countedBetween(before, await portalCounts(portal.baseUrl));
      const uncachedCounted =
        uncached && uncachedBefore
          ? countedBetween(uncachedBefore, await portalCounts(uncached.baseUrl))
          : undefined;
      const cpuSplit = await profiledTurn(
        portal,
        drawnRequests(workload, 'portal', SETTINGS.turns),
        path.join(dir, `${workload.id}.cpuprofile`),
      );
      progress.done(contenders.length, `${workload.id} at ${label}`);
      for (const [name, f] of measured) log(figureLine(label, workload.id, name, f));
      log(`bench: ${label} ${workload.id}: ${countedLine(counted)}`);
      if (uncachedCounted) {
        log(`bench: ${label} ${workload.id} uncached: ${countedLine(uncachedCounted)}`);
      }
      const portalCpu = measured.get('portal')?.cpuMsPerRequest;
      if (cpuSplit && portalCpu !== undefined) {
        log(`bench: ${label} ${workload.id}: ${cpuSplitLine(cpuSplit, portalCpu)}`);
      }
      reads.push({
        workload,
        figures: Object.fromEntries(measured),
        counted,
        uncachedCounted,
        cpuSplit,
      });
    }
    for (const server of servers.filter((s) => s.name !== 'portal')) await server.stop();

    const web = index === 0 && !API_ONLY ? await measureWeb(portal, dir) : undefined;

    // Journeys last: they write, and the reads above are measured on the data as generated.
    const journeys: SizeRun['journeys'] = [];
    let current = portal;
    let survived = true;
    for (const journey of benchJourneys(pools)) {
      if (ONLY_WORKLOADS && !ONLY_WORKLOADS.includes(journey.id)) continue;
      const outbox = await outboxDrained(dbFile);
      if (outbox.mails > 0) {
        log(
          `bench: ${label}: ${outbox.mails} e-mails of the last journey ${outbox.drained ? 'sent' : 'still not all sent'} in ${outbox.seconds.toFixed(0)} s`,
        );
      }
      if (journey.needsTestControls && current === portal) {
        // The portal gives way to one with the test controls over the same
        // database: two processes writing one SQLite file would wait on each other.
        survived &&= portal.running;
        await portal.stop();
        current = await startPortal(
          dir,
          { ...PORTAL_ENV, ...WITH_TEST_CONTROLS },
          'portal-with-test-controls',
        );
        servers.push(current);
      }
      const row = await measureJourney(
        journey,
        current,
        path.join(dir, `${journey.id}.cpuprofile`),
      );
      progress.done(1, `${journey.id} at ${label}`);
      if (!row) continue;
      log(journeyLine(label, journey.id, 'portal', row.figures));
      if (row.cpuSplit) {
        log(
          `bench: ${label} ${journey.id}: ${cpuSplitLine(row.cpuSplit, row.figures.cpuMsPerRequest)}`,
        );
      }
      journeys.push(row);
    }
    survived &&= current.running;

    const peakRss = Math.max(
      0,
      ...reads.map((row) => row.figures.portal?.peakRss ?? 0),
      ...journeys.map((row) => row.figures.peakRss),
    );
    return {
      size: {
        scale,
        label,
        counts: pools.counts,
        generateSeconds,
        databaseBytes,
        startup,
        status,
        reads,
        journeys,
        peakRss,
        portalSurvived: survived,
      },
      web,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The web figures (first visits, Lighthouse) need Debian's Chromium. */
function requireChromium(): void {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM} (apt-get install chromium), which the web figures need; BENCH_ONLY=api measures the API alone`,
    );
  }
}

async function main() {
  const started = Date.now();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  log(
    `bench: ${SHORT ? 'short' : 'full'} run over ${SCALES.map(sizeLabel).join(', ')}, ${SETTINGS.connections} connections, ${SETTINGS.duration} s per workload and server in ${SETTINGS.turns} turns`,
  );
  // Runs planned: 9 reads with up to 5 servers over the seed, 3 elsewhere, and 3 journeys per
  // size; then the 9 reads and the 2 journeys that need no test controls on each of the three topologies.
  const planned =
    SCALES.reduce((sum, _scale, i) => sum + 9 * (i === 0 ? 5 : 3) + 3, 0) +
    TOPOLOGY_SCALES.length * topologyRuns(9, 2);
  // What a run needs is checked before it begins, not when it is first used.
  if (!API_ONLY) requireChromium();
  if (TOPOLOGY_SCALES.length > 0) requireStagingTools();
  const progress = new Progress(planned, SETTINGS.warmup + SETTINGS.duration, log);
  let webFigures: WebFigures = {
    firstVisit: { available: false, reason: 'BENCH_ONLY=api', visits: [] },
    lighthouse: { available: false, reason: 'BENCH_ONLY=api', scores: [] },
  };
  const measureWeb = async (portal: ChildServer, dir: string) => ({
    firstVisit: await firstVisits(portal.baseUrl),
    lighthouse: await runLighthouse(portal.baseUrl, dir),
  });
  try {
    const sizes: SizeRun[] = [];
    for (const [index, scale] of SCALES.entries()) {
      const { size, web } = await runSize(scale, index, root, progress, measureWeb);
      sizes.push(size);
      if (web) webFigures = web;
    }
    const topologies: TopologyRun[] = [];
    for (const scale of TOPOLOGY_SCALES) {
      topologies.push(
        await compareTopologies({
          scale,
          label: sizeLabel(scale),
          root,
          settings: SETTINGS,
          progress,
          onlyWorkloads: ONLY_WORKLOADS,
          log,
        }),
      );
    }
    const documents = documentTimings(SHORT ? 20 : 200);
    for (const timing of documents.timings) {
      log(`bench: ${timing.name}: ${timing.cpuMs} ms CPU each, ${timing.kB} KB`);
    }
    const report: Report = {
      short: SHORT,
      settings: SETTINGS,
      sizes,
      topologies,
      ...webFigures,
      documents,
      seconds: (Date.now() - started) / 1000,
    };
    printSummary(report);
    if (PARTIAL) {
      log('bench: a narrowed run, bench/results.md left as it is');
    } else if (!SHORT || process.env.BENCH_WRITE === '1') {
      writeResults(path.join(BENCH_DIR, 'results.md'), report);
      log('bench: wrote bench/results.md');
    }
    log(`bench: done in ${report.seconds.toFixed(0)} s`);
  } finally {
    if (process.env.BENCH_KEEP === '1') log(`bench: the run's folder is kept: ${root}`);
    else fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
