import autocannon from 'autocannon';
import { cpuMillis } from './cpu';
import type { JourneyTally } from './journeys';
import { loopDelayBetween, loopDelaySum, type LoopDelay } from './loop-delay';
import type { Request } from './workload';
import { sampleRss, type LoadTarget } from './processes';

export interface LoadSettings {
  connections: number;
  /** Seconds measured per server, split evenly over the turns. */
  duration: number;
  /** Seconds of load per server before the measured part (JIT, caches, connection set-up). */
  warmup: number;
  /** How many times the servers take their turn, one after another. */
  turns: number;
}

/** A server under load and what it is asked: the requests of one run, made afresh for each run. */
export interface Contender<Name extends string> {
  name: Name;
  server: LoadTarget;
  requests: (turn: number) => autocannon.Request[];
  /**
   * Requests the server has counted so far, without these readings (the
   * portal's own counts); where it has none, the load tool's count stands in.
   */
  served?: () => Promise<ServedReading>;
  /** Whole journeys, for contenders that run one. */
  tally?: JourneyTally;
}

/** What a server counted of itself so far: requests, and how late its event loop ran. */
export interface ServedReading {
  requests: number;
  loopDelay?: LoopDelay;
}

export interface JourneyFigures {
  perSecond: number;
  completed: number;
  failed: number;
  p50: number;
  p99: number;
  cpuMsPerJourney: number;
  cpuMsPerJourneyByPart: Record<string, number>;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Peak RSS of the server processes during the run, summed, bytes. */
  peakRss: number;
  /** Requests completed, as the load tool counted them. */
  requests: number;
  /** Requests per second in each turn, in order. */
  turnRps: number[];
  /** The server's CPU time (user + system) per request it answered, ms: all its parts. */
  cpuMsPerRequest: number;
  /** The same by part (e.g. portal, PostgreSQL, HAProxy), ms per request. */
  cpuMsPerRequestByPart: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  journey?: JourneyFigures;
  /** How late the server's event loop ran its timers during the measured turns. */
  loopDelay?: LoopDelay;
}

/** autocannon's merge of runs made with `skipAggregateResult`, missing from its type definitions. */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult(results: unknown[], options: autocannon.Options): autocannon.Result;
  }
).aggregateResult;

/** One run's own figures, not yet merged with others. */
interface RawRun {
  totalCompletedRequests: number;
  duration: number;
}

function options(
  server: LoadTarget,
  requests: autocannon.Request[],
  connections: number,
  duration: number,
): autocannon.Options {
  return {
    url: server.baseUrl,
    requests,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
  };
}

function run(opts: autocannon.Options) {
  return autocannon({ ...opts, skipAggregateResult: true }) as unknown as Promise<RawRun>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Kept {
  options: autocannon.Options;
  raw: RawRun[];
  peakRss: number;
  cpuMs: Record<string, number>;
  served: number;
  loopDelay?: LoopDelay;
  journeysBefore: number;
  failedBefore: number;
}

/** CPU time so far of each process of each part, ms. */
function cpuByProcess(target: LoadTarget): Map<string, Map<number, number>> {
  const parts = new Map<string, Map<number, number>>();
  for (const [part, pids] of Object.entries(target.workers())) {
    const times = new Map<number, number>();
    for (const pid of pids) {
      const ms = cpuMillis(pid);
      if (ms !== null) times.set(pid, ms);
    }
    parts.set(part, times);
  }
  return parts;
}

/**
 * CPU spent by each part between two readings, ms. A process started in
 * between (a new database connection) counts from zero; one that ended in
 * between is lost, which is why the warm-up comes first.
 */
function cpuSpent(
  before: Map<string, Map<number, number>>,
  after: Map<string, Map<number, number>>,
): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [part, times] of after) {
    let sum = 0;
    for (const [pid, ms] of times) sum += ms - (before.get(part)?.get(pid) ?? 0);
    spent[part] = sum;
  }
  return spent;
}

/**
 * Drives the servers with one workload: a warm-up each, then `turns`
 * measured runs per server, taken server after server (A, B, C, A, B, C…).
 * On a shared machine whatever else runs then slows all of them alike, so
 * their ratios hold better than when each is measured in one block. Around
 * each measured run the server's CPU time and its own request count are
 * read, so CPU per request does not depend on how busy the machine was.
 */
export async function measureInTurns<Name extends string>(
  contenders: Contender<Name>[],
  settings: LoadSettings,
): Promise<Map<Name, LoadFigures>> {
  for (const contender of contenders) {
    if (settings.warmup > 0) {
      const { server, requests } = contender;
      await run(options(server, requests(-1), settings.connections, settings.warmup));
    }
    // Only measured journeys count.
    if (contender.tally) contender.tally.millis.length = 0;
  }
  const kept = new Map<Name, Kept>();
  const slice = settings.duration / settings.turns;
  for (let turn = 0; turn < settings.turns; turn++) {
    for (const { name, server, requests, served, tally } of contenders) {
      const opts = options(server, requests(turn), settings.connections, slice);
      const journeysBefore = tally?.completed ?? 0;
      const failedBefore = tally?.failed ?? 0;
      const servedBefore = await served?.();
      const cpuBefore = cpuByProcess(server);
      const rss = sampleRss(() => server.memoryPids());
      const raw = await run(opts);
      const peakRss = rss.stop();
      const cpu = cpuSpent(cpuBefore, cpuByProcess(server));
      const servedAfter = await served?.();
      const entry = kept.get(name) ?? {
        options: opts,
        raw: [],
        peakRss: 0,
        cpuMs: {},
        served: 0,
        journeysBefore,
        failedBefore,
      };
      entry.raw.push(raw);
      entry.peakRss = Math.max(entry.peakRss, peakRss);
      for (const [part, ms] of Object.entries(cpu)) {
        entry.cpuMs[part] = (entry.cpuMs[part] ?? 0) + ms;
      }
      entry.served +=
        servedBefore !== undefined && servedAfter !== undefined
          ? servedAfter.requests - servedBefore.requests
          : raw.totalCompletedRequests;
      if (servedBefore?.loopDelay && servedAfter?.loopDelay) {
        const turnDelay = loopDelayBetween(servedBefore.loopDelay, servedAfter.loopDelay);
        entry.loopDelay = loopDelaySum(entry.loopDelay, turnDelay);
      }
      kept.set(name, entry);
    }
  }
  const figures = new Map<Name, LoadFigures>();
  for (const contender of contenders) {
    const entry = kept.get(contender.name);
    if (!entry) continue;
    const merged = aggregateResult(entry.raw, entry.options);
    const requests = entry.raw.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
    const seconds = entry.raw.reduce((sum, r) => sum + r.duration, 0);
    const tally = contender.tally;
    const cpuMs = Object.values(entry.cpuMs).reduce((sum, ms) => sum + ms, 0);
    const perServed = (ms: number) => (entry.served > 0 ? ms / entry.served : 0);
    let journey: JourneyFigures | undefined;
    if (tally) {
      const completed = tally.completed - entry.journeysBefore;
      const sorted = [...tally.millis].sort((a, b) => a - b);
      journey = {
        perSecond: completed / seconds,
        completed,
        failed: tally.failed - entry.failedBefore,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        cpuMsPerJourney: completed > 0 ? cpuMs / completed : 0,
        cpuMsPerJourneyByPart: Object.fromEntries(
          Object.entries(entry.cpuMs).map(([part, ms]) => [
            part,
            completed > 0 ? ms / completed : 0,
          ]),
        ),
      };
    }
    figures.set(contender.name, {
      rps: requests / seconds,
      p50: merged.latency.p50,
      p99: merged.latency.p99,
      peakRss: entry.peakRss,
      requests,
      turnRps: entry.raw.map((r) => r.totalCompletedRequests / r.duration),
      cpuMsPerRequest: perServed(cpuMs),
      cpuMsPerRequestByPart: Object.fromEntries(
        Object.entries(entry.cpuMs).map(([part, ms]) => [part, perServed(ms)]),
      ),
      non2xx: merged.non2xx,
      errors: merged.errors,
      timeouts: merged.timeouts,
      journey,
      loopDelay: entry.loopDelay,
    });
  }
  return figures;
}

/** Load that is not measured here (a profiled turn): `seconds` of the requests at `connections`. */
export async function loadFor(
  server: LoadTarget,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
): Promise<void> {
  await run(options(server, requests, connections, seconds));
}

/** A single request before the load, to show what each server answers. */
export async function probe(server: LoadTarget, request: Request) {
  const res = await fetch(`${server.baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, text: await res.text() };
}
