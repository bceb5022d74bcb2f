import fs from 'node:fs';
import path from 'node:path';
import { benchJourneys, JourneyTally } from './journeys';
import { readKeyPools } from './keys';
import { measureInTurns, type LoadSettings } from './load';
import type { Progress } from './progress';
import { Random } from './random';
import { figureLine, journeyLine } from './report';
import type { TopologyRun } from './report-model';
import { OPERATOR_TOKEN } from './servers';
import { startTopologies, type TopologyName } from './topologies';
import { drawnRequests, readWorkloads } from './workload';

/** How many measured runs one size of the topology comparison takes (for the progress). */
export const topologyRuns = (reads: number, journeys: number) => (reads + journeys) * 3;

/**
 * The read workloads and journeys of the bench (those that need no test
 * controls) on SQLite and on PostgreSQL
 * with one and three instances, over the same data at `scale`, taken in
 * turns (SQLite, PostgreSQL, three instances, SQLite…). CPU per request is
 * summed over every process that serves it: the instances, PostgreSQL's
 * server and connection processes, HAProxy.
 */
export async function compareTopologies(options: {
  scale: number;
  label: string;
  root: string;
  settings: LoadSettings;
  progress: Progress;
  onlyWorkloads?: string[];
  log: (line: string) => void;
}): Promise<TopologyRun> {
  const { scale, label, settings, progress, log } = options;
  const dir = path.join(options.root, `topologies-${scale}`);
  fs.mkdirSync(dir, { recursive: true });
  log(`bench: topologies at ${label}: preparing SQLite and PostgreSQL`);
  const topologies = await startTopologies(dir, scale, log);
  try {
    const pools = await readKeyPools(topologies.sqliteFile);
    const workloads = readWorkloads(pools, new Random(scale)).filter(
      (workload) => options.onlyWorkloads?.includes(workload.id) ?? true,
    );
    const reads: TopologyRun['reads'] = [];
    for (const workload of workloads) {
      const measured = await measureInTurns(
        topologies.running.map((topology) => ({
          name: topology.name,
          server: topology.target,
          requests: (turn: number) => drawnRequests(workload, 'portal', turn),
          served: topology.served(),
        })),
        settings,
      );
      progress.done(measured.size, `${workload.id} on each topology at ${label}`);
      for (const [name, f] of measured) log(figureLine(label, workload.id, name, f));
      reads.push({ workload, figures: Object.fromEntries(measured) });
    }

    const journeys: TopologyRun['journeys'] = [];
    for (const journey of benchJourneys(pools)) {
      if (options.onlyWorkloads && !options.onlyWorkloads.includes(journey.id)) continue;
      // The topologies run as deployed, without the test controls such a journey needs.
      if (journey.needsTestControls) continue;
      const measured = await measureInTurns<TopologyName>(
        topologies.running.map((topology) => {
          const tally = new JourneyTally();
          return {
            name: topology.name,
            server: topology.target,
            requests: () => journey.requests(tally, OPERATOR_TOKEN),
            served: topology.served(),
            tally,
          };
        }),
        settings,
      );
      progress.done(measured.size, `${journey.id} on each topology at ${label}`);
      for (const [name, f] of measured) log(journeyLine(label, journey.id, name, f));
      journeys.push({ journey, figures: Object.fromEntries(measured) });
    }
    return {
      label,
      counts: pools.counts,
      generateSeconds: topologies.generateSeconds,
      reads,
      journeys,
    };
  } finally {
    await topologies.stop();
  }
}
