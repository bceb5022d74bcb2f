import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Endpoint, TargetName } from './endpoints';
import { LIGHTHOUSE_METHOD, type LighthouseResult } from './lighthouse';
import type { LoadFigures, LoadSettings } from './load';
import { BENCH_DIR, type ChildServer } from './processes';
import type { Seeded } from './seeded';
import type { FirstVisitResult } from './first-visit';
import { firstVisitChecks, firstVisitMarkdown, firstVisitSummary } from './first-visit-report';

export interface TargetStatus {
  available: boolean;
  reason?: string;
  startSeconds?: number;
  /** RSS right after start, before any load. */
  idleRss?: number;
  server?: ChildServer;
}

export interface ApiRow {
  endpoint: Endpoint;
  figures: Partial<Record<TargetName, LoadFigures>>;
}

export interface Report {
  short: boolean;
  settings: LoadSettings;
  seeded: Seeded;
  status: Record<TargetName, TargetStatus>;
  rows: ApiRow[];
  firstVisit: FirstVisitResult;
  lighthouse: LighthouseResult;
  seconds: number;
}

/** The issue's targets. */
export const TARGET = {
  shareOfLimit: 0.5,
  timesFasterPeer: 2,
  p99Ms: 25,
  rssBytes: 250 * 2 ** 20,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
};

const PEERS = ['prism', 'json-server'] as const;
const MB = 2 ** 20;
const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}`;
const ratio = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && b > 0 ? a / b : undefined;
const pct = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${Math.round(value * 100)} %`;
const times = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)}×`);

function version(pkg: string): string {
  try {
    const file = path.join(BENCH_DIR, 'node_modules', pkg, 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

function machine() {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, Node ${process.version}, ${os.type()} ${os.release()}`;
}

interface Check {
  what: string;
  figure: string;
  met: boolean;
  /** How far off, when missed. */
  off?: string;
}

/** The portal's share of the limit in each turn, lowest to highest ("44–61 %"). */
function turnShares(row: ApiRow): string {
  const portal = row.figures.portal?.turnRps ?? [];
  const limit = row.figures.limit?.turnRps ?? [];
  const shares = portal.flatMap((value, turn) => {
    const share = ratio(value, limit[turn]);
    return share === undefined ? [] : [Math.round(share * 100)];
  });
  return shares.length === 0 ? 'n/a' : `${Math.min(...shares)}–${Math.max(...shares)} %`;
}

function fasterPeer(row: ApiRow): { name: string; rps: number } | undefined {
  const peers = PEERS.flatMap((name) => {
    const f = row.figures[name];
    return f ? [{ name, rps: f.rps }] : [];
  });
  return peers.sort((a, b) => b.rps - a.rps)[0];
}

export function checks(report: Report): Check[] {
  const out: Check[] = [];
  for (const row of report.rows) {
    const portal = row.figures.portal;
    if (!portal) continue;
    const name = row.endpoint.title;
    if (row.endpoint.readOnly) {
      const share = ratio(portal.rps, row.figures.limit?.rps);
      if (share !== undefined) {
        out.push({
          what: `${name}: ≥ 50 % of the limit's req/s`,
          figure: pct(share),
          met: share >= TARGET.shareOfLimit,
          off: `${((TARGET.shareOfLimit - share) * 100).toFixed(1)} points short`,
        });
      }
      const peer = fasterPeer(row);
      if (peer) {
        const x = portal.rps / peer.rps;
        out.push({
          what: `${name}: ≥ 2× the faster peer (${peer.name})`,
          figure: times(x),
          met: x >= TARGET.timesFasterPeer,
          off: `${(TARGET.timesFasterPeer - x).toFixed(1)}× short`,
        });
      }
    }
    out.push({
      what: `${name}: p99 < 25 ms at ${report.settings.connections} connections`,
      figure: `${ms(portal.p99)} ms`,
      met: portal.p99 < TARGET.p99Ms,
      off: `${ms(portal.p99 - TARGET.p99Ms)} ms over`,
    });
  }
  const peakRss = Math.max(0, ...report.rows.map((row) => row.figures.portal?.peakRss ?? 0));
  if (peakRss > 0) {
    out.push({
      what: 'Server memory < 250 MB during the run',
      figure: `${(peakRss / MB).toFixed(0)} MB`,
      met: peakRss < TARGET.rssBytes,
      off: `${((peakRss - TARGET.rssBytes) / MB).toFixed(0)} MB over`,
    });
  }
  out.push(...firstVisitChecks(report.firstVisit));
  // The issue's targets are read against Lighthouse's default (mobile); desktop is shown beside it.
  for (const score of report.lighthouse.scores.filter((s) => s.formFactor === 'mobile')) {
    out.push({
      what: `Lighthouse performance ≥ 95 on \`${score.route}\` (mobile)`,
      figure: score.runtimeError ? 'failed' : String(score.performance),
      met: score.performance >= TARGET.lighthousePerformance,
      off: `${TARGET.lighthousePerformance - score.performance} points short`,
    });
    out.push({
      what: `Lighthouse accessibility 100 on \`${score.route}\` (mobile)`,
      figure: String(score.accessibility),
      met: score.accessibility >= TARGET.lighthouseAccessibility,
      off: `${TARGET.lighthouseAccessibility - score.accessibility} points short (${score.accessibilityFailures.join(', ')})`,
    });
  }
  return out;
}

/** The short table for the terminal. */
export function printSummary(report: Report) {
  const lines = [
    '',
    'endpoint              portal req/s   p50   p99   RSS   % limit  × prism  × json-server',
  ];
  for (const row of report.rows) {
    const p = row.figures.portal;
    if (!p) continue;
    lines.push(
      [
        row.endpoint.id.padEnd(20),
        rps(p.rps).padStart(13),
        ms(p.p50).padStart(5),
        ms(p.p99).padStart(5),
        `${(p.peakRss / MB).toFixed(0)}M`.padStart(5),
        pct(ratio(p.rps, row.figures.limit?.rps)).padStart(8),
        times(ratio(p.rps, row.figures.prism?.rps)).padStart(8),
        times(ratio(p.rps, row.figures['json-server']?.rps)).padStart(13),
      ].join(' '),
    );
  }
  lines.push(...firstVisitSummary(report.firstVisit));
  const all = checks(report);
  const missed = all.filter((check) => !check.met);
  lines.push(
    `targets: ${all.length - missed.length} of ${all.length} met${report.short ? ' (short run: figures are indicative only)' : ''}`,
  );
  for (const check of missed) lines.push(`  missed: ${check.what}: ${check.figure} (${check.off})`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

const ANALYSIS_START = '<!-- analysis:start -->';
const ANALYSIS_END = '<!-- analysis:end -->';

/** The hand-written analysis of the previous results.md, kept across runs. */
function keptAnalysis(file: string): string {
  if (!fs.existsSync(file)) return '';
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(ANALYSIS_START);
  const end = text.indexOf(ANALYSIS_END);
  return start >= 0 && end > start ? text.slice(start + ANALYSIS_START.length, end).trim() : '';
}

export function writeResults(file: string, report: Report) {
  const analysis = keptAnalysis(file);
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);
  const { seeded, settings, status } = report;

  push(
    '# Benchmark results',
    '',
    'Written by `pnpm bench` (see the README, section Performance). Everything but the analysis section is regenerated by each run.',
    '',
    `- Date: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${machine()}`,
    `- Load: autocannon ${version('autocannon')}, ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.duration} s measured per endpoint and server, in ${settings.turns} turns of ${ms(settings.duration / settings.turns)} s taken server after server (limit, portal, Prism, json-server, limit…) so that whatever else runs on the machine weighs on all of them alike; one server loaded at a time; the load tool runs on the same 2 cores as the server it loads.`,
    `- Data: the demo seed (${seeded.counts.materials} accessories, ${seeded.counts.serials} serials, ${seeded.counts.documents} documents, ${seeded.counts.repairOrders} repair orders before the booking runs).`,
    `- Run time: ${report.seconds.toFixed(0)} s${report.short ? ' (short mode)' : ''}.`,
    '',
    '## Servers',
    '',
    '| Server | What | Start | RSS at rest |',
    '| --- | --- | --- | ---: |',
  );
  const start = (name: TargetName) => {
    const s = status[name];
    return s.available
      ? `${(s.startSeconds ?? 0).toFixed(1)} s | ${((s.idleRss ?? 0) / MB).toFixed(0)} MB`
      : `**unavailable**: ${s.reason} |`;
  };
  push(
    `| portal | \`apps/api\` as deployed: \`NODE_ENV=production\`, log level \`info\` (one JSON line per request, to a file), rate limits off, over its own SQLite database migrated and seeded by \`pnpm db:migrate\` and \`pnpm db:seed\` before it starts | ${start('portal')} |`,
    `| limit | bare Fastify ${version('fastify')} routes at the same paths answering the portal's JSON for each request from memory (no validation, database, hooks or plugins) | ${start('limit')} |`,
    `| prism | Stoplight Prism ${version('@stoplight/prism-cli')} \`mock\` on the portal's own OpenAPI document (fetched from \`/docs/json\`): same paths and bodies, answers made from the response schemas | ${start('prism')} |`,
    `| json-server | json-server ${version('json-server')} over a JSON file made from the seeded database (the fields the portal answers, plus those filtered and sorted on) | ${start('json-server')} |`,
    '',
    "Prism takes the portal's own requests. json-server has no form calls or upstream paths; it gets the closest REST call on the same data:",
    '',
    '| Endpoint | Portal, limit and Prism | json-server |',
    '| --- | --- | --- |',
  );
  for (const { endpoint } of report.rows) {
    const body = endpoint.portal.body
      ? ` \`${endpoint.portal.body.length > 60 ? `${endpoint.portal.body.slice(0, 57)}…` : endpoint.portal.body}\``
      : '';
    push(
      `| ${endpoint.title} | \`${endpoint.portal.method} ${endpoint.portal.path}\`${body} | ${endpoint.jsonServerNote} |`,
    );
  }

  push(
    '',
    '## API: summary',
    '',
    "The portal per endpoint, its share of the limit (over all turns, and the lowest and highest share in a single turn) and how many times the peers' requests per second it serves. Latency in ms, RSS the peak resident memory of the server process during that endpoint's runs (sampled every 50 ms from `/proc/<pid>/status`).",
    '',
    '| Endpoint | req/s | p50 | p99 | peak RSS | % of limit | % of limit per turn | × Prism | × json-server |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of report.rows) {
    const p = row.figures.portal;
    if (!p) continue;
    push(
      `| ${row.endpoint.title} | ${rps(p.rps)} | ${ms(p.p50)} | ${ms(p.p99)} | ${(p.peakRss / MB).toFixed(0)} MB | ${pct(ratio(p.rps, row.figures.limit?.rps))} | ${turnShares(row)} | ${times(ratio(p.rps, row.figures.prism?.rps))} | ${times(ratio(p.rps, row.figures['json-server']?.rps))} |`,
    );
  }

  push(
    '',
    '## API: every server',
    '',
    '| Endpoint | Server | req/s | p50 | p99 | peak RSS | % of limit | portal ÷ this | non-2xx | first answer |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const row of report.rows) {
    const portal = row.figures.portal;
    for (const name of ['limit', 'portal', 'prism', 'json-server'] as const) {
      const f = row.figures[name];
      if (!f) {
        push(`| ${row.endpoint.title} | ${name} | unavailable | | | | | | | |`);
        continue;
      }
      push(
        `| ${row.endpoint.title} | ${name} | ${rps(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)} | ${(f.peakRss / MB).toFixed(0)} MB | ${pct(ratio(f.rps, row.figures.limit?.rps))} | ${name === 'portal' ? '' : times(ratio(portal?.rps, f.rps))} | ${f.non2xx + f.errors} | HTTP ${f.probe.status}, ${f.probe.sample.length} B+ |`,
      );
    }
  }

  push(
    '',
    '## Web: first visit as the browser receives it',
    '',
    firstVisitMarkdown(report.firstVisit),
  );

  push('', '## Web: Lighthouse', '');
  if (!report.lighthouse.available) {
    push(`Not measured: ${report.lighthouse.reason}.`);
  } else {
    push(
      `Lighthouse ${version('lighthouse')} with Debian's Chromium, headless, served by the portal as above (pages gzip, files brotli): its default configuration (mobile: a mid-range phone on slow 4G, simulated throttling, which the targets are read against) and its desktop preset. A first visit with empty storage, so the cookie dialog is open, each load in a new Chromium with a new profile (as Lighthouse's command line runs it). Each page is loaded several times (Runs) and the run with the median performance score is shown, with the range of that score over the runs (Lighthouse's own advice for variable machines); a run Lighthouse reports as failed is repeated, at most twice. Metrics in ms; the simulated throttling multiplies the main-thread time measured on this machine, so anything else on its two cores lowers the performance score.`,
      '',
      '| Route | Form factor | Runs | Performance (median) | Range | Accessibility | Best practices | FCP | LCP | TBT | CLS | Benchmark index |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const s of report.lighthouse.scores) {
      if (s.runtimeError) {
        push(
          `| \`${s.route}\` | ${s.formFactor} | ${s.runs} | failed: ${s.runtimeError} | | | | | | | | |`,
        );
        continue;
      }
      push(
        `| \`${s.route}\` | ${s.formFactor} | ${s.runs} | ${s.performance} | ${s.performanceRange.join('–')} | ${s.accessibility} | ${s.bestPractices} | ${Math.round(s.fcp)} | ${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)} | ${Math.round(s.benchmarkIndex)} |`,
      );
    }
  }

  if (report.lighthouse.available) push('', LIGHTHOUSE_METHOD);

  const all = checks(report);
  push(
    '',
    '## Targets',
    '',
    `${all.filter((c) => c.met).length} of ${all.length} met.`,
    '',
    '| Target | Figure | Met | Off by |',
    '| --- | ---: | --- | --- |',
  );
  for (const check of all) {
    push(
      `| ${check.what} | ${check.figure} | ${check.met ? 'yes' : '**no**'} | ${check.met ? '' : check.off} |`,
    );
  }

  push(
    '',
    '## Analysis',
    '',
    ANALYSIS_START,
    analysis || '_To be written after a run._',
    ANALYSIS_END,
    '',
  );
  fs.writeFileSync(file, out.join('\n'));
}
