import { HEALTH_PATHS } from '@portal/contracts';
import { createOpenApiValidator, type RequestToCheck } from '@portal/test-support';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';

const NO_BODY = Symbol('no body');
const UNREAD = Symbol('a body not read here');

/** The parsed body of an injected request, as the document describes it. */
function bodyOf(options: InjectOptions): unknown {
  const payload = options.payload ?? options.body;
  if (payload === undefined || payload === null) return NO_BODY;
  if (typeof payload === 'object' && !Buffer.isBuffer(payload) && !('pipe' in payload)) {
    return payload;
  }
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return UNREAD;
  const text = payload.toString();
  const type = String(options.headers?.['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [previous, value].flat();
    }
    return fields;
  }
  if (type.startsWith('application/json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return UNREAD;
    }
  }
  // Multipart: its fields are not read here.
  return UNREAD;
}

function requestOf(options: InjectOptions, basePath: string): RequestToCheck & { body: unknown } {
  const target = options.url ?? options.path ?? '/';
  const url = new URL(typeof target === 'string' ? target : String(target), 'http://test');
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) query[name] = value;
  Object.assign(query, options.query);
  const underBase = basePath !== '' && url.pathname.startsWith(`${basePath}/`);
  const stripped = underBase ? url.pathname.slice(basePath.length) : url.pathname;
  // The health checks are outside the base path: /api/ready is no path of the document.
  const healthPaths: string[] = Object.values(HEALTH_PATHS);
  const path = underBase && healthPaths.includes(stripped) ? url.pathname : stripped;
  return {
    method: (options.method ?? 'GET').toUpperCase(),
    path,
    query,
    headers: options.headers as RequestToCheck['headers'],
    body: bodyOf(options),
  };
}

/** The body as sent before its content encoding (brotli, gzip, deflate). */
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'deflate') return inflateSync(raw).toString();
  return response.body;
}

/** Whether the API took the request: a 2xx answer that is not `result: 0`. */
function accepted(response: LightMyRequestResponse, body: string): boolean {
  if (response.statusCode < 200 || response.statusCode >= 300) return false;
  if (!String(response.headers['content-type']).startsWith('application/json')) return true;
  try {
    return (JSON.parse(body) as { result?: unknown }).result !== 0;
  } catch {
    return false;
  }
}

/**
 * Makes every answer `app.inject` gets from a documented call be checked
 * against the API's own OpenAPI document (/docs/json): the answer, whatever
 * it is, must be one the document declares, and a request the API took must
 * be one the document allows. A mismatch fails the test at that request.
 */
export async function checkAnswersAgainstDocument(app: App) {
  const inject = app.inject.bind(app);
  const document = (await inject({ method: 'GET', url: '/docs/json' })).json<{
    servers?: { url: string }[];
  }>();
  const validator = await createOpenApiValidator(document);
  const basePath = (document.servers?.[0]?.url ?? '/').replace(/\/$/, '');

  const checked = async (options: InjectOptions | string) => {
    const request = typeof options === 'string' ? { url: options } : options;
    const response = await inject(request);
    const call = requestOf(request, basePath);
    if (!validator.describes(call)) return response;
    const body = decodedBody(response);
    const problems = validator.validateResponse(call, {
      status: response.statusCode,
      headers: response.headers,
      body,
    });
    if (accepted(response, body) && call.body !== UNREAD) {
      // A POST without a body reads as an empty form (plugins/body-parsers.ts).
      const sent = call.body === NO_BODY ? (call.method === 'POST' ? {} : undefined) : call.body;
      problems.push(...validator.validateRequest({ ...call, body: sent }));
    }
    if (problems.length > 0) {
      throw new Error(
        `The answer to ${call.method} ${call.path} does not match the OpenAPI document:\n${problems.join('\n')}\n(body: ${body.slice(0, 300)})`,
      );
    }
    return response;
  };
  // Only the awaited form is checked; the chained form (app.inject().get()) is left as it is.
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : checked(options)) as App['inject'];
}
