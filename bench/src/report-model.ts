import type { Journey } from './journeys';
import type { KeyPools } from './keys';
import type { LighthouseResult } from './lighthouse';
import type { LoadFigures, LoadSettings } from './load';
import type { DocumentTimings } from './documents';
import type { ChildServer } from './processes';
import type { CpuSplit } from './profile';
import type { PortalCounts } from './servers';
import type { StartupFigures } from './startup';
import type { TopologyName } from './topologies';
import type { FirstVisitResult } from './first-visit';
import type { ReadWorkload } from './workload';

/** `uncached`: a second portal over the same database that keeps no catalogue answers. */
export type ServerName = 'portal' | 'uncached' | 'limit' | 'prism' | 'json-server';

export interface ServerStatus {
  available: boolean;
  reason?: string;
  startSeconds?: number;
  /** RSS right after start, before any load. */
  idleRss?: number;
  server?: ChildServer;
}

export interface ReadRow {
  workload: ReadWorkload;
  figures: Partial<Record<ServerName, LoadFigures>>;
  /** What the portal counted over the run: requests, statements, catalogue answers kept and made. */
  counted?: PortalCounts;
  /** The same, counted by the portal that keeps nothing. */
  uncachedCounted?: PortalCounts;
  /** Where the portal's CPU went, from a profiled turn after the measured ones. */
  cpuSplit?: CpuSplit;
}

export interface JourneyRow {
  journey: Journey;
  figures: LoadFigures;
  cpuSplit?: CpuSplit;
}

/** Everything measured over one size of data. */
export interface SizeRun {
  scale: number;
  /** "seed", "×100", "×1,000". */
  label: string;
  counts: KeyPools['counts'];
  /** Time `pnpm bench:data` took to grow the seed to this size, s. */
  generateSeconds: number;
  databaseBytes: number;
  startup: StartupFigures;
  status: Record<ServerName, ServerStatus>;
  reads: ReadRow[];
  journeys: JourneyRow[];
  /** Highest RSS of the portal over every run at this size. */
  peakRss: number;
  /** False when the portal process ended during the runs. */
  portalSurvived: boolean;
}

/** The same workloads on each topology (one size of data), measured in turns. */
export interface TopologyRun {
  label: string;
  counts: KeyPools['counts'];
  /** Seconds to make the data in each database. */
  generateSeconds: Record<'sqlite' | 'postgresql', number>;
  reads: { workload: ReadWorkload; figures: Partial<Record<TopologyName, LoadFigures>> }[];
  journeys: { journey: Journey; figures: Partial<Record<TopologyName, LoadFigures>> }[];
}

export interface Report {
  short: boolean;
  settings: LoadSettings;
  sizes: SizeRun[];
  topologies: TopologyRun[];
  firstVisit: FirstVisitResult;
  lighthouse: LighthouseResult;
  documents: DocumentTimings;
  seconds: number;
}
