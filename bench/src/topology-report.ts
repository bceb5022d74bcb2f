import type { LoadFigures } from './load';
import type { TopologyRun } from './report-model';
import { TOPOLOGY_TITLES, type TopologyName } from './topologies';

const NAMES = Object.keys(TOPOLOGY_TITLES) as TopologyName[];
const SHORT_TITLES: Record<TopologyName, string> = {
  sqlite: 'SQLite ×1',
  postgresql: 'PostgreSQL ×1',
  'postgresql-3': 'PostgreSQL ×3',
};
const PARTS = ['portal', 'PostgreSQL', 'HAProxy'];

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const cpu = (value: number | undefined) =>
  value === undefined ? '–' : value < 1 ? value.toFixed(3) : value.toFixed(2);

/** "req/s · p99 · CPU" of one topology, or a dash. */
function readCell(f: LoadFigures | undefined): string {
  if (!f) return 'n/a';
  const failed = f.non2xx + f.errors;
  return `${count(f.rps)} · ${f.p99} · ${cpu(f.cpuMsPerRequest)}${failed ? ` (${failed} non-2xx)` : ''}`;
}

function journeyCell(f: LoadFigures | undefined): string {
  const j = f?.journey;
  if (!j) return 'n/a';
  return `${count(j.perSecond)} · ${j.p99.toFixed(0)} · ${cpu(j.cpuMsPerJourney)}${j.failed ? ` (${j.failed} failed)` : ''}`;
}

/** "portal / PostgreSQL / HAProxy" ms of CPU, for each topology. */
function partsCell(byPart: Record<string, number> | undefined): string {
  if (!byPart) return 'n/a';
  return PARTS.map((part) => cpu(byPart[part])).join(' / ');
}

/** The section comparing SQLite and PostgreSQL with one and three instances. */
export function topologyMarkdown(runs: TopologyRun[]): string[] {
  if (runs.length === 0) return [];
  const out: string[] = [
    '',
    '## Databases and instances',
    '',
    `The same workloads and journeys (but the checkout, which needs the test controls: these run as deployed), the same data (\`pnpm bench:data\` into each database), on ${NAMES.map((name) => TOPOLOGY_TITLES[name]).join('; ')} (\`pnpm staging\`'s topology: deploy/haproxy.cfg, \`DATABASE_POOL_SIZE\` 10 per instance). PostgreSQL is Debian's, with its defaults and durable commits, on the same two cores as everything else. The three topologies run side by side and take their turns one after another. CPU per request is summed over every process that serves it: the portal instances, PostgreSQL's server and its connection processes, HAProxy; a database server's own background work is counted when it happens during a turn. The load balancer checks \`/ready\` on each instance every 2 s, and those requests count too.`,
  ];
  for (const run of runs) {
    out.push(
      '',
      `### ${run.label}`,
      '',
      `Data made in ${run.generateSeconds.sqlite.toFixed(0)} s on SQLite and ${run.generateSeconds.postgresql.toFixed(0)} s on PostgreSQL (${count(run.counts.materials)} accessories, ${count(run.counts.repairOrders)} repair orders, ${count(run.counts.sparePartOrders)} spare-part orders). Each cell: req/s · p99 ms · CPU ms per request (journeys: journeys/s · p99 ms · CPU ms per journey).`,
      '',
      `| Workload | ${NAMES.map((name) => SHORT_TITLES[name]).join(' | ')} |`,
      `| --- | ${NAMES.map(() => '---:').join(' | ')} |`,
    );
    for (const row of run.reads) {
      out.push(
        `| ${row.workload.title} | ${NAMES.map((name) => readCell(row.figures[name])).join(' | ')} |`,
      );
    }
    for (const row of run.journeys) {
      out.push(
        `| ${row.journey.title} | ${NAMES.map((name) => journeyCell(row.figures[name])).join(' | ')} |`,
      );
    }
    out.push(
      '',
      `Where the CPU goes, ms per request (journeys: per journey), ${PARTS.join(' / ')}:`,
      '',
      `| Workload | ${NAMES.map((name) => SHORT_TITLES[name]).join(' | ')} |`,
      `| --- | ${NAMES.map(() => '---:').join(' | ')} |`,
    );
    for (const row of run.reads) {
      out.push(
        `| ${row.workload.title} | ${NAMES.map((name) => partsCell(row.figures[name]?.cpuMsPerRequestByPart)).join(' | ')} |`,
      );
    }
    for (const row of run.journeys) {
      out.push(
        `| ${row.journey.title} | ${NAMES.map((name) => partsCell(row.figures[name]?.journey?.cpuMsPerJourneyByPart)).join(' | ')} |`,
      );
    }
  }
  return out;
}
