import autocannon from 'autocannon';
import type { Request } from './endpoints';
import { sampleRss, type ChildServer } from './processes';

export interface LoadSettings {
  connections: number;
  /** Seconds measured per server, split evenly over the turns. */
  duration: number;
  /** Seconds of load per server before the measured part (JIT, caches, connection set-up). */
  warmup: number;
  /** How many times the servers take their turn, one after another. */
  turns: number;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Peak RSS of the server process during the run, bytes. */
  peakRss: number;
  requests: number;
  /** Requests per second in each turn, in order. */
  turnRps: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
  /** HTTP status of a single request sent before the load, with the start of its body. */
  probe: { status: number; sample: string };
}

export async function probe(server: ChildServer, request: Request) {
  const res = await fetch(`${server.baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, text };
}

/** A server to load and the request it gets. */
export interface Contender<Name extends string> {
  name: Name;
  server: ChildServer;
  request: Request;
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

function run(request: Request, server: ChildServer, connections: number, duration: number) {
  const options: autocannon.Options = {
    url: `${server.baseUrl}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
  };
  return { options, result: autocannon({ ...options, skipAggregateResult: true }) };
}

/**
 * Drives the servers with one endpoint, each with its own request: a probe
 * and a warm-up each, then `turns` measured runs per server, taken server
 * after server (A, B, C, A, B, C…). On a shared machine whatever else runs
 * then slows all of them alike, so their ratios hold better than when each
 * is measured in one block. A server's figures merge its turns: requests per
 * second over all of them, latency percentiles over all their requests, RSS
 * the peak over all of them.
 */
export async function measureInTurns<Name extends string>(
  contenders: Contender<Name>[],
  settings: LoadSettings,
): Promise<Map<Name, LoadFigures>> {
  const probes = new Map<Name, Awaited<ReturnType<typeof probe>>>();
  for (const { name, server, request } of contenders) {
    probes.set(name, await probe(server, request));
    if (settings.warmup > 0) {
      await run(request, server, settings.connections, settings.warmup).result;
    }
  }
  const runs = new Map<Name, { options: autocannon.Options; raw: RawRun[]; peakRss: number }>();
  const slice = settings.duration / settings.turns;
  for (let turn = 0; turn < settings.turns; turn++) {
    for (const { name, server, request } of contenders) {
      const rss = sampleRss(server.pid);
      const { options, result } = run(request, server, settings.connections, slice);
      const raw = (await result) as unknown as RawRun;
      const peakRss = rss.stop();
      const kept = runs.get(name) ?? { options, raw: [], peakRss: 0 };
      kept.raw.push(raw);
      kept.peakRss = Math.max(kept.peakRss, peakRss);
      runs.set(name, kept);
    }
  }
  const figures = new Map<Name, LoadFigures>();
  for (const [name, { options, raw, peakRss }] of runs) {
    const merged = aggregateResult(raw, options);
    const requests = raw.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
    const seconds = raw.reduce((sum, r) => sum + r.duration, 0);
    const first = probes.get(name) ?? { status: 0, text: '' };
    figures.set(name, {
      rps: requests / seconds,
      p50: merged.latency.p50,
      p99: merged.latency.p99,
      peakRss,
      requests,
      turnRps: raw.map((r) => r.totalCompletedRequests / r.duration),
      non2xx: merged.non2xx,
      errors: merged.errors,
      timeouts: merged.timeouts,
      probe: { status: first.status, sample: first.text.slice(0, 300) },
    });
  }
  return figures;
}
