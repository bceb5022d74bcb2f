import autocannon from 'autocannon';
import type { Request } from './endpoints';
import { sampleRss, type ChildServer } from './processes';

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of load before the measured part (JIT, caches, connection set-up). */
  warmup: number;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Peak RSS of the server process during the run, bytes. */
  peakRss: number;
  requests: number;
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

function run(server: ChildServer, request: Request, connections: number, duration: number) {
  return autocannon({
    url: `${server.baseUrl}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
  });
}

/** Drives one server with one request: a warm-up, then the measured run with RSS sampled. */
export async function measure(
  server: ChildServer,
  request: Request,
  settings: LoadSettings,
): Promise<LoadFigures> {
  const first = await probe(server, request);
  if (settings.warmup > 0) await run(server, request, settings.connections, settings.warmup);
  const rss = sampleRss(server.pid);
  const result = await run(server, request, settings.connections, settings.duration);
  const peakRss = rss.stop();
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRss,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    probe: { status: first.status, sample: first.text.slice(0, 300) },
  };
}
