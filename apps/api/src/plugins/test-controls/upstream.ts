import type { FastifyReply, FastifyRequest } from 'fastify';
import { localizedError } from '../../lib/app-error';

/** Past SPEC's 30 s time-out and the longest stub delay: the upstream's own slowness shows as it is. */
const UPSTREAM_TIMEOUT_MS = 65_000;

/** Request headers the upstream needs to answer as it would the client. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'cookie', 'user-agent'];
/** Answer headers a client reads (besides Set-Cookie, taken whole). */
export const FORWARDED_ANSWER_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'retry-after',
  'location',
];

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** The body as the upstream takes it: JSON as JSON, any form (multipart too) as a URL-encoded form. */
function forwardedBody(request: FastifyRequest): { body?: string; type?: string } {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === undefined)
    return {};
  if (String(request.headers['content-type'] ?? '').includes('json')) {
    return { body: JSON.stringify(request.body), type: 'application/json' };
  }
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
    for (const each of [value].flat()) form.append(name, String(each));
  }
  return { body: form.toString(), type: 'application/x-www-form-urlencoded' };
}

/** Sends the request on to `upstream` (which ends with its API base path) and returns its answer. */
export async function askUpstream(
  upstream: string,
  request: FastifyRequest,
  apiPath: string,
): Promise<UpstreamAnswer> {
  const queryAt = request.url.indexOf('?');
  const url = upstream + apiPath + (queryAt < 0 ? '' : request.url.slice(queryAt));
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const { body, type } = forwardedBody(request);
  if (type) headers.set('content-type', type);
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    request.log.warn({ err: error }, 'upstream did not answer');
    throw localizedError(502, (texts) => texts.upstreamUnreachable(upstream), 502);
  }
  const kept: UpstreamAnswer['headers'] = {};
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) kept['set-cookie'] = cookies;
  return { status: answer.status, headers: kept, body: Buffer.from(await answer.arrayBuffer()) };
}

/** Sends the upstream's answer to the client, as the upstream gave it. */
export async function sendUpstreamAnswer(reply: FastifyReply, answer: UpstreamAnswer) {
  reply.code(answer.status).headers(answer.headers);
  await reply.serializer((value: unknown) => String(value)).send(answer.body);
}
