import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadFigures } from './load';
import { loopDelayText } from './loop-delay';
import { firstVisitMarkdown, firstVisitSummary } from './first-visit-report';
import { LIGHTHOUSE_METHOD } from './lighthouse';
import { BENCH_DIR } from './processes';
import type { ReadRow, Report, ServerName, SizeRun } from './report-model';
import type { PortalCounts } from './servers';
import { CPU_PARTS, type CpuSplit } from './profile';
import { checks, shareOfLimit } from './targets';
import { topologyMarkdown } from './topology-report';

const MB = 2 ** 20;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}`;
const cpu = (value: number | undefined) =>
  value === undefined ? 'n/a' : value < 1 ? value.toFixed(3) : value.toFixed(2);
const ratio = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && b > 0 ? a / b : undefined;
const pct = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${Math.round(value * 100)} %`;
const times = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)}×`);
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

function version(pkg: string): string {
  try {
    const file = path.join(BENCH_DIR, 'node_modules', pkg, 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

function machine() {
  const cpuModel = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpuModel}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/** The portal's share of the limit in req/s, lowest to highest over the turns ("44–61 %"). */
function turnShares(figures: ReadRow['figures']): string {
  const portal = figures.portal?.turnRps ?? [];
  const limit = figures.limit?.turnRps ?? [];
  const shares = portal.flatMap((value, turn) => {
    const share = ratio(value, limit[turn]);
    return share === undefined ? [] : [Math.round(share * 100)];
  });
  return shares.length === 0 ? 'n/a' : `${Math.min(...shares)}–${Math.max(...shares)} %`;
}

/** CPU ms per request by part, when more than one process serves it ("portal 0.210, PostgreSQL 0.120"). */
function partsNote(byPart: Record<string, number>): string {
  const parts = Object.entries(byPart);
  return parts.length < 2
    ? ''
    : ` (${parts.map(([part, value]) => `${part} ${value.toFixed(3)}`).join(', ')})`;
}

/** What the portal counted over one run, for the log. */
export function countedLine(counted: PortalCounts): string {
  return `${statementsPerRequest(counted)} statements per request; catalogue answers kept and served again ${hitShare(counted)} (${counted.hits} of ${counted.hits + counted.misses})`;
}

/** The measured CPU per request split in the profile's shares, ms per part. */
function splitCells(split: CpuSplit, cpuMsPerRequest: number): string[] {
  return CPU_PARTS.map((part) => (split.shares[part] * cpuMsPerRequest).toFixed(3));
}

/** Where the CPU of one workload went, for the log. */
export function cpuSplitLine(split: CpuSplit, cpuMsPerRequest: number): string {
  const cells = splitCells(split, cpuMsPerRequest);
  const parts = CPU_PARTS.map((part, i) => `${part} ${cells[i]}`);
  return `cpu ms/req by part (${split.samples} samples): ${parts.join(', ')}`;
}

/** One measured read, as the run prints it. */
export function figureLine(label: string, id: string, name: string, f: LoadFigures): string {
  return (
    `${label.padEnd(7)} ${id.padEnd(19)} ${name.padEnd(12)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  cpu ${f.cpuMsPerRequest.toFixed(3)} ms/req${partsNote(f.cpuMsPerRequestByPart)}` +
    `  rss ${mb(f.peakRss)}` +
    (f.loopDelay ? `  loop delay ${loopDelayText(f.loopDelay)}` : '') +
    (f.non2xx || f.errors ? `  non-2xx ${f.non2xx} errors ${f.errors}` : '')
  );
}

/** One measured journey, as the run prints it. */
export function journeyLine(label: string, id: string, name: string, f: LoadFigures): string {
  const j = f.journey;
  if (!j) return `${label.padEnd(7)} ${id.padEnd(19)} ${name.padEnd(12)} no journeys`;
  return `${label.padEnd(7)} ${id.padEnd(19)} ${name.padEnd(12)} ${j.perSecond.toFixed(0).padStart(7)} journeys/s  p50 ${j.p50.toFixed(1)} ms  p99 ${j.p99.toFixed(1)} ms  cpu ${j.cpuMsPerJourney.toFixed(2)} ms/journey${partsNote(j.cpuMsPerJourneyByPart)}  failed ${j.failed}  rss ${mb(f.peakRss)}  loop delay ${loopDelayText(f.loopDelay)}`;
}

/** The short table for the terminal. */
export function printSummary(report: Report) {
  const lines = ['', 'size     workload             req/s    p99  cpu ms/req  % limit (cpu)'];
  for (const size of report.sizes) {
    for (const row of size.reads) {
      const p = row.figures.portal;
      if (!p) continue;
      lines.push(
        [
          size.label.padEnd(8),
          row.workload.id.padEnd(18),
          count(p.rps).padStart(8),
          ms(p.p99).padStart(6),
          cpu(p.cpuMsPerRequest).padStart(11),
          pct(shareOfLimit(row.figures)).padStart(14),
        ].join(' '),
      );
    }
    for (const row of size.journeys) {
      const j = row.figures.journey;
      if (!j) continue;
      lines.push(
        `${size.label.padEnd(8)} ${row.journey.id.padEnd(18)} ${count(j.perSecond).padStart(8)}/s journeys, p99 ${ms(j.p99)} ms, ${cpu(j.cpuMsPerJourney)} ms CPU each, ${j.failed} failed`,
      );
    }
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

/** The share of catalogue answers served from what the portal kept; — for calls it keeps none of. */
function hitShare(counted: PortalCounts | undefined): string {
  const total = counted ? counted.hits + counted.misses : 0;
  return counted && total > 0 ? pct(counted.hits / total) : '—';
}

/** Database statements per request the portal counted, to two decimals. */
function statementsPerRequest(counted: PortalCounts | undefined): string {
  return counted && counted.requests > 0 ? (counted.statements / counted.requests).toFixed(2) : '—';
}

function sizeTable(push: (...lines: string[]) => void, size: SizeRun) {
  push(
    '',
    `### ${size.label}`,
    '',
    '| Workload | req/s | p50 | p99 | event-loop delay p50 / p99 | CPU ms / request | statements / request | kept answers served | uncached: CPU ms / request | uncached: statements / request | uncached: p99 | peak RSS | limit CPU ms / request | % of limit (CPU) | % of limit (req/s, per turn) | × Prism | × json-server |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of size.reads) {
    const p = row.figures.portal;
    if (!p) continue;
    const u = row.figures.uncached;
    const label =
      row.workload.kind === 'repeated'
        ? `${row.workload.title} (one repeated request)`
        : row.workload.title;
    push(
      `| ${label} | ${count(p.rps)} | ${ms(p.p50)} | ${ms(p.p99)} | ${loopDelayText(p.loopDelay)} | ${cpu(p.cpuMsPerRequest)} | ${statementsPerRequest(row.counted)} | ${hitShare(row.counted)} | ${cpu(u?.cpuMsPerRequest)} | ${statementsPerRequest(row.uncachedCounted)} | ${u ? ms(u.p99) : '—'} | ${mb(p.peakRss)} | ${cpu(row.figures.limit?.cpuMsPerRequest)} | ${pct(shareOfLimit(row.figures))} | ${pct(ratio(p.rps, row.figures.limit?.rps))} (${turnShares(row.figures)}) | ${times(ratio(p.rps, row.figures.prism?.rps))} | ${times(ratio(p.rps, row.figures['json-server']?.rps))} |`,
    );
  }
  if (size.journeys.length > 0) {
    push(
      '',
      '| Journey | journeys/s | p50 of a journey | p99 of a journey | event-loop delay p50 / p99 | requests/s | CPU ms / journey | failed | peak RSS |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const row of size.journeys) {
      const j = row.figures.journey;
      if (!j) continue;
      push(
        `| ${row.journey.title} | ${count(j.perSecond)} | ${j.p50.toFixed(1)} | ${j.p99.toFixed(1)} | ${loopDelayText(row.figures.loopDelay)} | ${count(row.figures.rps)} | ${cpu(j.cpuMsPerJourney)} | ${j.failed} | ${mb(row.figures.peakRss)} |`,
      );
    }
  }
}

/** Where the portal's CPU goes at one size, workload by workload. */
function cpuSplitTable(push: (...lines: string[]) => void, size: SizeRun) {
  const rows = [
    ...size.reads.map((row) => ({
      label: row.workload.title,
      measured: row.figures.portal?.cpuMsPerRequest,
      split: row.cpuSplit,
    })),
    ...size.journeys.map((row) => ({
      label: `${row.journey.title}, per request`,
      measured: row.figures.cpuMsPerRequest,
      split: row.cpuSplit,
    })),
  ];
  if (!rows.some((row) => row.split)) return;
  push(
    '',
    `#### Where the CPU goes, ${size.label}`,
    '',
    `| Workload | CPU ms / request | ${CPU_PARTS.join(' | ')} | samples |`,
    `| --- | ---: | ${CPU_PARTS.map(() => '---:').join(' | ')} | ---: |`,
  );
  for (const { label, measured, split } of rows) {
    if (!split || measured === undefined) continue;
    push(
      `| ${label} | ${cpu(measured)} | ${splitCells(split, measured).join(' | ')} | ${count(split.samples)} |`,
    );
  }
}

/** The PDFs' own cost, away from HTTP. */
function documentsSection(push: (...lines: string[]) => void, report: Report) {
  const { documents } = report;
  push('', '## Documents', '');
  if (!documents.available) {
    push(`**unavailable**: ${documents.reason ?? 'no figures'}`);
    return;
  }
  push(
    `\`apps/api/src/cli/document-timing.ts ${documents.count}\`: after a warm-up, ${documents.count} documents of each kind in one process, each for a customer of its own (names and words no other document has), CPU time of the process per document; the repeats are answered from the document maker's keep.`,
    '',
    '| Document | CPU ms each | size |',
    '| --- | ---: | ---: |',
  );
  for (const timing of documents.timings) {
    push(`| ${timing.name} | ${timing.cpuMs.toFixed(2)} | ${timing.kB.toFixed(1)} KB |`);
  }
}

function growthTable(push: (...lines: string[]) => void, report: Report) {
  const first = report.sizes[0];
  const last = report.sizes.at(-1);
  if (!first) return;
  const ids = first.reads.filter((r) => r.workload.kind === 'varied').map((r) => r.workload);
  const figure = (size: SizeRun, id: string): LoadFigures | undefined =>
    size.reads.find((r) => r.workload.id === id)?.figures.portal;
  push(
    '',
    '## Growth',
    '',
    'The portal with varied keys: CPU ms per request / p99 ms, per size of data, and the ratio of the largest size to the seed.',
    '',
    `| Size | ${ids.map((w) => w.title).join(' | ')} | ${first.journeys.map((j) => j.journey.title).join(' | ')} |`,
    `| --- | ${ids.map(() => '---:').join(' | ')} | ${first.journeys.map(() => '---:').join(' | ')} |`,
  );
  for (const size of report.sizes) {
    const reads = ids.map((w) => {
      const f = figure(size, w.id);
      return f ? `${cpu(f.cpuMsPerRequest)} / ${ms(f.p99)}` : 'n/a';
    });
    const journeys = first.journeys.map((row) => {
      const j = size.journeys.find((r) => r.journey.id === row.journey.id)?.figures.journey;
      return j ? `${cpu(j.cpuMsPerJourney)} / ${j.p99.toFixed(0)}` : 'n/a';
    });
    push(`| ${size.label} | ${reads.join(' | ')} | ${journeys.join(' | ')} |`);
  }
  if (last && last !== first) {
    const reads = ids.map((w) => {
      const a = figure(first, w.id);
      const b = figure(last, w.id);
      return a && b
        ? `${times(ratio(b.cpuMsPerRequest, a.cpuMsPerRequest))} / ${times(ratio(b.p99, a.p99))}`
        : 'n/a';
    });
    const journeys = first.journeys.map((row) => {
      const a = row.figures.journey;
      const b = last.journeys.find((r) => r.journey.id === row.journey.id)?.figures.journey;
      return a && b
        ? `${times(ratio(b.cpuMsPerJourney, a.cpuMsPerJourney))} / ${times(ratio(b.p99, a.p99))}`
        : 'n/a';
    });
    push(`| **${last.label} ÷ seed** | ${reads.join(' | ')} | ${journeys.join(' | ')} |`);
  }
}

const SERVER_NOTES: Record<ServerName, string> = {
  portal:
    '`apps/api` as deployed: `NODE_ENV=production`, log level `info` (one JSON line per request, to a file), rate limits and abuse caps raised, over its own SQLite database made by `pnpm db:migrate`, `pnpm db:seed` and `pnpm bench:data --scale N`. The test controls are off, as deployed, but for the checkout journey, which runs on a second instance over the same database with them on (the code image’s answer is told to the operator token only there): they add a read of the test clock and a journal entry to each of its requests',
  uncached:
    'the same portal, a second process over the same database, keeping no catalogue answers (`CATALOGUE_CACHE_MB=0`): every read made afresh',
  limit: `bare Fastify ${version('fastify')} routes at the same paths sending the portal's answer, kept as text, for any key (no validation, database, hooks or plugins): the floor under any Fastify server on this machine`,
  prism: `Stoplight Prism ${version('@stoplight/prism-cli')} \`mock\` on the portal's own OpenAPI document (fetched from \`/docs/json\`): same paths and bodies, answers made from the response schemas`,
  'json-server': `json-server ${version('json-server')} over a JSON file made from the seeded database; the closest REST call for each key`,
};

export function writeResults(file: string, report: Report) {
  const analysis = keptAnalysis(file);
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);
  const { settings } = report;
  const seed = report.sizes[0];

  push(
    '# Benchmark results',
    '',
    'Written by `pnpm bench` (see docs/performance.md). Everything but the analysis section is regenerated by each run.',
    '',
    `- Date: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${machine()}`,
    `- Load: autocannon ${version('autocannon')}, ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.duration} s measured per workload and server, in ${settings.turns} turns of ${ms(settings.duration / settings.turns)} s taken server after server (limit, portal, Prism, json-server, limit…) so that whatever else runs on the machine weighs on all of them alike; one server loaded at a time; the load tool runs on the same 2 cores as the server it loads.`,
    "- CPU per request: the server process's user + system time from `/proc/<pid>/stat` over each measured turn, divided by the requests the server itself counted (`/ops/stats` for the portal, the load tool's count for the others). It does not depend on what else the machine runs; requests per second and latency do.",
    "- Event-loop delay: how late the portal's event loop ran a timer due every 10 ms during the measured turns (`/ops/stats` counts it in buckets of 1, 2, 5, 10, 20, 50 … 5000 ms); the median and the 99th percentile, as the bucket each falls in. A request waits that long on top of its own work at each step that yields.",
    `- Run time: ${report.seconds.toFixed(0)} s${report.short ? ' (short mode)' : ''}.`,
    '',
    '## Data',
    '',
    'Made by `pnpm bench:data --scale N` over the demo seed (deterministic: the same N gives the same rows). Time: migrate, seed and generate; start-up: the start command of the README and the container to `/ready` answering 200, three starts.',
    '',
    '| Size | accessories | documents | series | repair orders | spare-part orders | database | made in | start-up to `/ready` (median, range) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const size of report.sizes) {
    const c = size.counts;
    const starts = size.startup.seconds;
    push(
      `| ${size.label} | ${count(c.materials)} | ${count(c.documents)} | ${count(c.serials)} | ${count(c.repairOrders)} | ${count(c.sparePartOrders)} | ${mb(size.databaseBytes)} | ${size.generateSeconds.toFixed(0)} s | ${size.startup.median.toFixed(2)} s (${Math.min(...starts).toFixed(2)}–${Math.max(...starts).toFixed(2)}) |`,
    );
  }

  push(
    '',
    '## Servers',
    '',
    '| Server | What | Start | RSS at rest |',
    '| --- | --- | --- | ---: |',
  );
  for (const name of ['portal', 'uncached', 'limit', 'prism', 'json-server'] as const) {
    const s = seed?.status[name];
    const start = s?.available
      ? `${(s.startSeconds ?? 0).toFixed(1)} s | ${mb(s.idleRss ?? 0)}`
      : `**unavailable**: ${s?.reason ?? 'not started'} |`;
    push(`| ${name} | ${SERVER_NOTES[name]} | ${start} |`);
  }
  push(
    '',
    'The limit runs at every size; Prism and json-server over the seed only (mocks are not made for a million orders).',
    '',
    '## Workloads',
    '',
    'Each request of a varied workload is a new draw from a seeded generator: every server is asked the same sequence, and a key comes back only as often as its distribution makes it.',
    '',
    '| Workload | Keys |',
    '| --- | --- |',
  );
  for (const row of seed?.reads ?? []) push(`| ${row.workload.title} | ${row.workload.keys} |`);
  for (const row of seed?.journeys ?? []) push(`| ${row.journey.title} | ${row.journey.steps} |`);

  push(
    '',
    '## API at each size',
    '',
    "Latency in ms over all the turns; RSS the portal's peak resident memory (sampled every 50 ms). % of limit (CPU): the limit's CPU per request over the portal's. A journey's time runs from its first request's start to its last answer.",
    '',
    "Where the CPU goes: after its measured turns, each workload runs one more turn of the same requests under V8's sampling profiler (the portal's inspector, one sample a millisecond). Each busy sample goes to the part of the code it was taken in (the bundle's module comments place bundled frames; a native function counts for its caller: better-sqlite3's C++ for the driver), and the measured CPU per request is split in those shares. The shares are of the main thread's samples; V8's and libuv's helper threads are split with it. The measured turns ran without the profiler.",
  );
  for (const size of report.sizes) {
    sizeTable(push, size);
    cpuSplitTable(push, size);
  }
  growthTable(push, report);

  push(...topologyMarkdown(report.topologies));

  if (seed) {
    push(
      '',
      '## Every server over the seed',
      '',
      '| Workload | Server | req/s | p50 | p99 | CPU ms / request | peak RSS | non-2xx |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const row of seed.reads) {
      for (const name of ['limit', 'portal', 'uncached', 'prism', 'json-server'] as const) {
        const f = row.figures[name];
        if (!f) continue;
        push(
          `| ${row.workload.title} | ${name} | ${count(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)} | ${cpu(f.cpuMsPerRequest)} | ${mb(f.peakRss)} | ${f.non2xx + f.errors} |`,
        );
      }
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
      `Lighthouse ${version('lighthouse')} with Debian's Chromium, headless, served by the portal as above (pages and files brotli): its default configuration (mobile: a mid-range phone on slow 4G, simulated throttling, which the targets are read against) and its desktop preset. A first visit with empty storage, so the cookie dialog is open, each load in a new Chromium with a new profile (as Lighthouse's command line runs it). Each page is loaded several times (Runs) and the run with the median performance score is shown, with the range of that score over the runs (Lighthouse's own advice for variable machines); a run Lighthouse reports as failed is repeated, at most twice. Metrics in ms; the simulated throttling multiplies the main-thread time measured on this machine, so anything else on its two cores lowers the performance score.`,
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
  documentsSection(push, report);

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
