import { firstVisitChecks } from './first-visit-report';
import type { Report, SizeRun } from './report-model';

/**
 * Where the portal must get, read against every full run and shown met or
 * not in bench/results.md. None is asserted in a test: a figure that misses
 * one is reported as missed, with its analysis.
 */
export const TARGETS = {
  /** Varied-key reads: CPU per request at ×1,000 at most this many times the seed's. */
  growthCpuRatio: 2,
  /** Varied-key reads: p99 at 50 connections, every size, ms. */
  readP99Ms: 100,
  /** Varied-key reads: the bare route's CPU per request over the portal's, at seed size and at ×1,000. */
  shareOfLimitSeed: 0.15,
  shareOfLimitLargest: 0.1,
  /** Whole bookings (create + reserve, label for some) per second on one instance, and their p99, ms. */
  bookingsPerSecond: 1000,
  bookingP99Ms: 100,
  checkoutsPerSecond: 300,
  /** Peak resident memory of the portal under any load the bench makes. */
  peakRssBytes: 300 * 2 ** 20,
  /** A first visit of `/`, everything Chromium transfers (HTML compressed, cookie dialog included), bytes. */
  firstVisitBytes: 200_000,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  /** Start-up to `/ready` at ×1,000, seconds. */
  startupSeconds: 3,
} as const;

/** The reads the growth and share targets are read on. */
export const TARGET_READS = ['search', 'documents', 'repair-lookup', 'purchase-lookup'] as const;

export interface Check {
  what: string;
  figure: string;
  met: boolean;
  /** How far off, when missed. */
  off?: string;
}

const MB = 2 ** 20;
const pct = (value: number) => `${Math.round(value * 100)} %`;
const msText = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;

export function checks(report: Report): Check[] {
  const out: Check[] = [];
  const seed = report.sizes[0];
  const largest = report.sizes.at(-1);
  const readOf = (size: SizeRun | undefined, id: string) =>
    size?.reads.find((row) => row.workload.id === id);

  if (seed && largest && largest !== seed) {
    for (const id of TARGET_READS) {
      const small = readOf(seed, id)?.figures.portal;
      const big = readOf(largest, id)?.figures.portal;
      if (!small || !big || small.cpuMsPerRequest === 0) continue;
      const growth = big.cpuMsPerRequest / small.cpuMsPerRequest;
      out.push({
        what: `${readOf(seed, id)?.workload.title}: CPU per request at ${largest.label} ≤ ${TARGETS.growthCpuRatio}× the seed's`,
        figure: `${growth.toFixed(1)}× (${msText(small.cpuMsPerRequest)} → ${msText(big.cpuMsPerRequest)})`,
        met: growth <= TARGETS.growthCpuRatio,
        off: `${(growth - TARGETS.growthCpuRatio).toFixed(1)}× over`,
      });
    }
  }
  for (const size of report.sizes) {
    for (const row of size.reads.filter((r) => r.workload.kind === 'varied')) {
      const portal = row.figures.portal;
      if (!portal) continue;
      out.push({
        what: `${row.workload.title} at ${size.label}: p99 < ${TARGETS.readP99Ms} ms`,
        figure: `${portal.p99} ms`,
        met: portal.p99 < TARGETS.readP99Ms,
        off: `${portal.p99 - TARGETS.readP99Ms} ms over`,
      });
    }
  }
  for (const [size, least] of [
    [seed, TARGETS.shareOfLimitSeed],
    [largest, TARGETS.shareOfLimitLargest],
  ] as const) {
    if (!size || (size === seed && least !== TARGETS.shareOfLimitSeed)) continue;
    for (const id of TARGET_READS) {
      const row = readOf(size, id);
      const share = row && shareOfLimit(row.figures);
      if (!row || share === undefined) continue;
      out.push({
        what: `${row.workload.title} at ${size.label}: ≥ ${pct(least)} of the bare route (CPU per request)`,
        figure: pct(share),
        met: share >= least,
        off: `${((least - share) * 100).toFixed(1)} points short`,
      });
    }
  }
  for (const size of report.sizes) {
    for (const row of size.journeys) {
      const journey = row.figures.journey;
      // The targets are on bookings without labels (create + reserve) and on checkouts.
      if (!journey || row.journey.id === 'booking-label') continue;
      const least =
        row.journey.id === 'booking' ? TARGETS.bookingsPerSecond : TARGETS.checkoutsPerSecond;
      out.push({
        what: `${row.journey.title} at ${size.label}: ≥ ${least.toLocaleString('en-US')} per second`,
        figure: `${Math.round(journey.perSecond).toLocaleString('en-US')}/s`,
        met: journey.perSecond >= least,
        off: `${Math.round(least - journey.perSecond)}/s short`,
      });
      if (row.journey.id === 'booking') {
        out.push({
          what: `${row.journey.title} at ${size.label}: p99 of a whole booking < ${TARGETS.bookingP99Ms} ms`,
          figure: msText(journey.p99),
          met: journey.p99 < TARGETS.bookingP99Ms,
          off: `${Math.round(journey.p99 - TARGETS.bookingP99Ms)} ms over`,
        });
      }
    }
  }
  const peak = Math.max(0, ...report.sizes.map((size) => size.peakRss));
  const crashed = report.sizes.filter((size) => !size.portalSurvived);
  out.push({
    what: 'Portal peak RSS < 300 MB, no crash, under every load of the bench',
    figure: `${(peak / MB).toFixed(0)} MB, ${crashed.length === 0 ? 'no crash' : `crashed at ${crashed.map((s) => s.label).join(', ')}`}`,
    met: peak < TARGETS.peakRssBytes && crashed.length === 0,
    off: `${((peak - TARGETS.peakRssBytes) / MB).toFixed(0)} MB over${crashed.length ? ', crashed' : ''}`,
  });
  out.push(...firstVisitChecks(report.firstVisit, TARGETS.firstVisitBytes));
  for (const score of report.lighthouse.scores.filter((s) => s.formFactor === 'mobile')) {
    out.push({
      what: `Lighthouse mobile performance ≥ ${TARGETS.lighthousePerformance} on \`${score.route}\``,
      figure: score.runtimeError ? 'failed' : String(score.performance),
      met: score.performance >= TARGETS.lighthousePerformance,
      off: `${TARGETS.lighthousePerformance - score.performance} points short`,
    });
    out.push({
      what: `Lighthouse accessibility ${TARGETS.lighthouseAccessibility} on \`${score.route}\``,
      figure: String(score.accessibility),
      met: score.accessibility >= TARGETS.lighthouseAccessibility,
      off: `${TARGETS.lighthouseAccessibility - score.accessibility} points short (${score.accessibilityFailures.join(', ')})`,
    });
  }
  if (largest && largest !== seed) {
    out.push({
      what: `Start-up to \`/ready\` at ${largest.label} < ${TARGETS.startupSeconds} s`,
      figure: `${largest.startup.median.toFixed(2)} s`,
      met: largest.startup.median < TARGETS.startupSeconds,
      off: `${(largest.startup.median - TARGETS.startupSeconds).toFixed(2)} s over`,
    });
  }
  return out;
}

/** The bare route's CPU per request over the portal's: the share of the floor the portal reaches. */
export function shareOfLimit(figures: SizeRun['reads'][number]['figures']): number | undefined {
  const portal = figures.portal?.cpuMsPerRequest;
  const limit = figures.limit?.cpuMsPerRequest;
  return portal && limit ? limit / portal : undefined;
}
