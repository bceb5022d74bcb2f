import http from 'node:http';
import { freeLoopbackPort } from '@portal/test-support';

/** Hop-by-hop and length headers: fetch decodes the body, so they no longer apply. */
const DROPPED = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'keep-alive',
]);

/** A request as the proxy received it; an alteration may change its query and body. */
export interface ProxiedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  body: Buffer;
}

/** An answer as the backend gave it (decoded); an alteration may change any part. */
export interface ProxiedAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * One way a backend breaks the contract, applied by a proxy in front of a
 * good one: `request` changes what is forwarded, or answers in its place
 * (a write that never happens); `answer` changes what comes back.
 */
export interface Alteration {
  request?(request: ProxiedRequest): ProxiedAnswer | void | Promise<ProxiedAnswer | void>;
  answer?(request: ProxiedRequest, answer: ProxiedAnswer): void | Promise<void>;
}

/** Reads and rewrites a JSON body in place. */
export function editJson<T = Record<string, unknown>>(
  message: { body: Buffer },
  edit: (json: T) => void,
): void {
  const json = JSON.parse(message.body.toString('utf8')) as T;
  edit(json);
  message.body = Buffer.from(JSON.stringify(json));
}

/** Reads and rewrites a form-encoded request body in place. */
export function editForm(request: ProxiedRequest, edit: (form: URLSearchParams) => void): void {
  const form = new URLSearchParams(request.body.toString('utf8'));
  edit(form);
  request.body = Buffer.from(form.toString());
}

/** A JSON answer of the proxy's own. */
export function jsonAnswer(body: unknown): ProxiedAnswer {
  return {
    status: 200,
    headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
    body: Buffer.from(JSON.stringify(body)),
  };
}

/** A proxy to `target` that applies `alteration`; stop it when done. */
export async function alteringProxy(target: string, alteration: Alteration) {
  const server = http.createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', target);
    const request: ProxiedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      contentType: incoming.headers['content-type'] ?? '',
      body: Buffer.concat(chunks),
    };
    let answer: ProxiedAnswer;
    try {
      answer = (await alteration.request?.(request)) ?? (await forward(target, incoming, request));
      await alteration.answer?.(request, answer);
    } catch (error) {
      // A broken alteration is the test's bug: say so instead of hanging the request.
      answer = { status: 502, headers: new Headers(), body: Buffer.from(String(error)) };
    }
    for (const [name, value] of answer.headers) {
      if (!DROPPED.has(name) && name !== 'set-cookie') response.setHeader(name, value);
    }
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) response.setHeader('set-cookie', cookies);
    response.writeHead(answer.status).end(answer.body);
  });
  const port = await freeLoopbackPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function forward(
  target: string,
  incoming: http.IncomingMessage,
  request: ProxiedRequest,
): Promise<ProxiedAnswer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string' && name !== 'host' && !DROPPED.has(name)) {
      headers.set(name, value);
    }
  }
  const url = new URL(request.path, target);
  url.search = request.query.toString();
  const answer = await fetch(url, {
    method: request.method,
    headers,
    body: request.body.length > 0 ? new Uint8Array(request.body) : undefined,
    redirect: 'manual',
  });
  return {
    status: answer.status,
    // A fetch answer's headers cannot be changed: an alteration gets a copy.
    headers: new Headers(answer.headers),
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

/** A backend that, in the answers to `path`, renames the top-level field `from` to `to`. */
export function renamingProxy(
  target: string,
  { path, from, to }: { path: string; from: string; to: string },
) {
  return alteringProxy(target, {
    answer(request, answer) {
      if (request.path !== path) return;
      editJson(answer, (json) => {
        const renamed = Object.entries(json).map(([key, value]) => [
          key === from ? to : key,
          value,
        ]);
        for (const key of Object.keys(json)) delete json[key];
        Object.assign(json, Object.fromEntries(renamed));
      });
    },
  });
}
