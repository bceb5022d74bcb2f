import { firstVisitChecks } from './first-visit-report';
import type { LoadFigures } from './load';
import type { Report, SizeRun } from './report-model';
import type { TopologyName } from './topologies';

/**
 * Where the portal must get, read against every full run and shown met or
 * not in bench/results.md. None is asserted in a test: a figure that misses
 * one is reported as missed, with its analysis.
 */
export const TARGETS = {
  /** Varied-key reads at seed size: CPU per request at most the lower of Prism's and json-server's. */
  peersCpu: 1,
  /** Varied-key reads: CPU per request at the largest size at most this many times the seed's. */
  growthCpuRatio: 1.5,
  /** Varied-key reads with nothing kept, at seed size: CPU per request, ms. */
  uncachedCpuMs: 1.0,
  /** Every read: p99 at 50 connections, ms (SQLite at every size; PostgreSQL in the topology runs). */
  readP99Ms: 100,
  /** A whole booking (create + reserve) or checkout: CPU ms on SQLite, and summed over the portal and PostgreSQL. */
  journeyCpuMsSqlite: 2.5,
  journeyCpuMsPostgres: 5,
  /** Either journey's p99 at 50 connections, ms. */
  journeyP99Ms: 250,
  /** A new courier label, CPU ms. */
  labelCpuMs: 10,
  /** Resident memory of the portal at rest, and at peak under any load of the bench. */
  restRssBytes: 120 * 2 ** 20,
  peakRssBytes: 250 * 2 ** 20,
  /** First visit of `/`, and of every route, everything Chromium transfers, bytes. */
  firstVisitBytes: 150_000,
  routeVisitBytes: 250_000,
  lighthousePerformance: 90,
  /** Start-up to `/ready`, every size, seconds. */
  startupSeconds: 1,
} as const;

/** The journeys the CPU and p99 targets are read on: bookings without labels, and checkouts. */
const TARGET_JOURNEYS = ['booking', 'checkout'];

export interface Check {
  what: string;
  figure: string;
  met: boolean;
  /** How far off, when missed. */
  off?: string;
}

const MB = 2 ** 20;
const msText = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
const mbText = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** A figure at most `limit`. */
function atMost(what: string, value: number, limit: number, text: (v: number) => string): Check {
  return { what, figure: text(value), met: value <= limit, off: `${text(value - limit)} over` };
}

function readChecks(report: Report): Check[] {
  const out: Check[] = [];
  const seed = report.sizes[0];
  const largest = report.sizes.at(-1);
  for (const row of seed?.reads.filter((r) => r.workload.kind === 'varied') ?? []) {
    const { portal, uncached, prism } = row.figures;
    const jsonServer = row.figures['json-server'];
    if (portal && prism && jsonServer) {
      const peers = Math.min(prism.cpuMsPerRequest, jsonServer.cpuMsPerRequest);
      out.push(
        atMost(
          `${row.workload.title} at seed: CPU per request ≤ Prism's and json-server's (${msText(peers)})`,
          portal.cpuMsPerRequest,
          peers,
          msText,
        ),
      );
    }
    if (uncached) {
      out.push(
        atMost(
          `${row.workload.title} at seed, nothing kept: CPU per request ≤ ${msText(TARGETS.uncachedCpuMs)}`,
          uncached.cpuMsPerRequest,
          TARGETS.uncachedCpuMs,
          msText,
        ),
      );
    }
    const big = largest?.reads.find((r) => r.workload.id === row.workload.id)?.figures.portal;
    if (largest && largest !== seed && portal && big && portal.cpuMsPerRequest > 0) {
      const growth = big.cpuMsPerRequest / portal.cpuMsPerRequest;
      out.push({
        what: `${row.workload.title}: CPU per request at ${largest.label} ≤ ${TARGETS.growthCpuRatio}× the seed's`,
        figure: `${growth.toFixed(1)}× (${msText(portal.cpuMsPerRequest)} → ${msText(big.cpuMsPerRequest)})`,
        met: growth <= TARGETS.growthCpuRatio,
        off: `${(growth - TARGETS.growthCpuRatio).toFixed(1)}× over`,
      });
    }
  }
  const p99 = (where: string, f: LoadFigures | undefined) =>
    f ? [atMost(`${where}: p99 < ${TARGETS.readP99Ms} ms`, f.p99, TARGETS.readP99Ms, msText)] : [];
  for (const size of report.sizes) {
    for (const row of size.reads)
      out.push(...p99(`${row.workload.title} at ${size.label}`, row.figures.portal));
  }
  for (const run of report.topologies) {
    for (const row of run.reads) {
      out.push(...p99(`${row.workload.title} at ${run.label}, PostgreSQL`, row.figures.postgresql));
    }
  }
  return out;
}

function journeyChecks(report: Report): Check[] {
  const out: Check[] = [];
  const check = (where: string, f: LoadFigures | undefined, cpuLimit: number) => {
    const journey = f?.journey;
    if (!journey) return;
    out.push(
      atMost(`${where}: CPU ≤ ${msText(cpuLimit)}`, journey.cpuMsPerJourney, cpuLimit, msText),
      atMost(
        `${where}: p99 < ${TARGETS.journeyP99Ms} ms`,
        journey.p99,
        TARGETS.journeyP99Ms,
        msText,
      ),
    );
  };
  for (const size of report.sizes) {
    for (const row of size.journeys.filter((r) => TARGET_JOURNEYS.includes(r.journey.id))) {
      check(`${row.journey.title} at ${size.label}`, row.figures, TARGETS.journeyCpuMsSqlite);
    }
  }
  const postgres: TopologyName = 'postgresql';
  for (const run of report.topologies) {
    for (const row of run.journeys.filter((r) => TARGET_JOURNEYS.includes(r.journey.id))) {
      check(
        `${row.journey.title} at ${run.label}, PostgreSQL (portal and database)`,
        row.figures[postgres],
        TARGETS.journeyCpuMsPostgres,
      );
    }
  }
  const label = report.documents.timings.find((timing) => timing.name === 'new label');
  if (label) {
    out.push(
      atMost(
        `A new label: CPU ≤ ${msText(TARGETS.labelCpuMs)}`,
        label.cpuMs,
        TARGETS.labelCpuMs,
        msText,
      ),
    );
  }
  return out;
}

function memoryChecks(report: Report): Check[] {
  const out: Check[] = [];
  for (const size of report.sizes) {
    const rest = size.status.portal.idleRss;
    if (rest !== undefined) {
      out.push(
        atMost(
          `Portal RSS at rest at ${size.label} ≤ ${mbText(TARGETS.restRssBytes)}`,
          rest,
          TARGETS.restRssBytes,
          mbText,
        ),
      );
    }
  }
  const peak = Math.max(0, ...report.sizes.map((size) => size.peakRss));
  const crashed = report.sizes.filter((size) => !size.portalSurvived);
  out.push({
    what: `Portal peak RSS ≤ ${mbText(TARGETS.peakRssBytes)}, no crash, under every load of the bench`,
    figure: `${mbText(peak)}, ${crashed.length === 0 ? 'no crash' : `crashed at ${crashed.map((s) => s.label).join(', ')}`}`,
    met: peak <= TARGETS.peakRssBytes && crashed.length === 0,
    off: `${mbText(peak - TARGETS.peakRssBytes)} over${crashed.length ? ', crashed' : ''}`,
  });
  return out;
}

function webChecks(report: Report): Check[] {
  const out: Check[] = firstVisitChecks(report.firstVisit, {
    home: TARGETS.firstVisitBytes,
    route: TARGETS.routeVisitBytes,
  });
  for (const score of report.lighthouse.scores.filter((s) => s.formFactor === 'mobile')) {
    out.push({
      what: `Lighthouse mobile performance ≥ ${TARGETS.lighthousePerformance} on \`${score.route}\``,
      figure: score.runtimeError ? 'failed' : String(score.performance),
      met: score.performance >= TARGETS.lighthousePerformance,
      off: `${TARGETS.lighthousePerformance - score.performance} points short`,
    });
  }
  return out;
}

function startupChecks(sizes: SizeRun[]): Check[] {
  return sizes.map((size) => ({
    what: `Start-up to \`/ready\` at ${size.label} < ${TARGETS.startupSeconds} s`,
    figure: `${size.startup.median.toFixed(2)} s`,
    met: size.startup.median < TARGETS.startupSeconds,
    off: `${(size.startup.median - TARGETS.startupSeconds).toFixed(2)} s over`,
  }));
}

export function checks(report: Report): Check[] {
  return [
    ...readChecks(report),
    ...journeyChecks(report),
    ...memoryChecks(report),
    ...webChecks(report),
    ...startupChecks(report.sizes),
  ];
}

/** The bare route's CPU per request over the portal's: the share of the floor the portal reaches. */
export function shareOfLimit(figures: SizeRun['reads'][number]['figures']): number | undefined {
  const portal = figures.portal?.cpuMsPerRequest;
  const limit = figures.limit?.cpuMsPerRequest;
  return portal && limit ? limit / portal : undefined;
}
