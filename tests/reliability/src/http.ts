import http from 'node:http';

/** Keep-alive sockets for the whole run; every target is the loopback server. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The loopback address to send from (127.0.0.0/8), to act as another client. */
  from?: string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Body bytes written at a time, so that an early answer is seen before the rest is sent. */
const BODY_CHUNK = 64 * 1024;
/** Bodies this large first wait a moment for an answer to their headers alone. */
const LARGE_BODY = 256 * 1024;
const EARLY_ANSWER_WAIT_MS = 250;

/**
 * A body over the server's limit, written a chunk at a time and no longer
 * once the answer has come. A server refusing a body by its length (413)
 * answers after the headers and closes, and a client still pushing a
 * megabyte then meets a reset that can swallow the answer it was sent; so
 * the body waits a moment after its headers, as a client sending
 * `Expect: 100-continue` would.
 */
async function writeLargeBody(req: http.ClientRequest, body: Buffer, answered: () => boolean) {
  req.flushHeaders();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, EARLY_ANSWER_WAIT_MS);
    req.once('response', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  for (let offset = 0; offset < body.length; offset += BODY_CHUNK) {
    if (answered() || req.destroyed) return;
    if (!req.write(body.subarray(offset, offset + BODY_CHUNK))) {
      await new Promise<void>((resolve) => {
        req.once('drain', resolve);
        req.once('close', resolve);
      });
    }
  }
  if (!answered() && !req.destroyed) req.end();
}

/**
 * One request to the loopback server. Resolves with the answer even when the
 * server stops reading a body it refuses (it answers first, then closes).
 */
export function send(
  baseUrl: string,
  request: RawRequest,
  timeoutMs = 30_000,
  via: http.Agent = agent,
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`refusing a request to ${url.hostname}: loopback only`);
  }
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        // A socket of its own from another loopback address; the given pool otherwise.
        ...(request.from ? { localAddress: request.from, agent: false } : { agent: via }),
        headers: {
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...request.headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
          // A body cut short leaves the socket mid-request: it must not be reused.
          if (!req.writableFinished) req.destroy();
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body && body.length > LARGE_BODY) void writeLargeBody(req, body, () => answered);
    else req.end(body);
  });
}

export function json(res: RawResponse): unknown {
  return JSON.parse(res.body.toString('utf8'));
}

/** Runs `tasks` with at most `limit` in flight. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
