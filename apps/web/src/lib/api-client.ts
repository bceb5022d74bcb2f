import {
  API_CALLS,
  errorNotice,
  REQUEST_TIMEOUT_MS,
  RESULT_OK,
  type CallName,
} from '@portal/contracts';
import i18n from 'i18next';
import type { z } from 'zod';
import { nextTask } from './next-task';

/** Base path of the API: empty in production, as upstream. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '';

export type ApiFailure =
  /** The answer carried an error_code: `key` is a catalogue text, else `message` is the server's own. */
  | { kind: 'api'; code: number; key?: string; message: string }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'invalid-response' };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.kind === 'api' ? failure.message : failure.kind);
    this.name = 'ApiError';
  }
}

/** A failure the server answered with an error_code (not a network failure or a time-out). */
export const isErrorAnswer = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.failure.kind === 'api';

type Fields = Record<string, string | number | boolean | null | undefined>;

function toSearchParams(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  // Calls are started from effects, often several at once as a page hydrates:
  // each starts in a short task of its own instead of lengthening that one.
  await nextTask();
  // The server writes its messages (error_msg) and demo texts in the visitor's language.
  const language = i18n.resolvedLanguage ?? i18n.language;
  try {
    return await fetch(`${API_BASE}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { ...(language ? { 'accept-language': language } : {}), ...init.headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut =
      error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ApiError({ kind: timedOut ? 'timeout' : 'network' });
  }
}

/** Reads an answer: an `error_code` anywhere becomes an ApiError (SPEC §8), else the body must match `schema`. */
async function read<T extends z.ZodType>(response: Response, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(
      response.ok
        ? { kind: 'invalid-response' }
        : { kind: 'api', code: response.status, message: response.statusText },
    );
  }
  if (
    body &&
    typeof body === 'object' &&
    ('error_code' in body || (body as { result?: unknown }).result !== RESULT_OK)
  ) {
    const { error_code, error_msg } = body as { error_code?: unknown; error_msg?: unknown };
    const notice = errorNotice({ error_code: error_code ?? response.status, error_msg });
    throw new ApiError({
      kind: 'api',
      code: Number(error_code ?? response.status),
      ...(notice?.kind === 'catalogue' ? { key: notice.key } : {}),
      message: typeof error_msg === 'string' ? error_msg : '',
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError({ kind: 'invalid-response' });
  return parsed.data;
}

export async function apiGet<T extends z.ZodType>(path: string, query: Fields, schema: T) {
  const search = toSearchParams(query).toString();
  return read(await send(search ? `${path}?${search}` : path, { method: 'GET' }), schema);
}

export async function apiPostJson<T extends z.ZodType>(path: string, body: unknown, schema: T) {
  return read(
    await send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    schema,
  );
}

type Call<N extends CallName> = (typeof API_CALLS)[N];
/** The calls that answer JSON (not a file). */
type JsonCallName = {
  [N in CallName]: Call<N>['success'] extends z.ZodType ? N : never;
}[CallName];
type CallValues<N extends CallName> =
  Call<N> extends { request: infer R extends z.ZodType } ? z.input<R> : Record<string, never>;
type CallAnswer<N extends CallName> = z.output<Extract<Call<N>['success'], z.ZodType>>;

/**
 * Sends a call of the upstream contract as its description says (contracts
 * `API_CALLS`: method, encoding, path) and reads the answer with its schema.
 */
export async function callApi<N extends JsonCallName>(
  name: N,
  values: CallValues<N>,
): Promise<CallAnswer<N>> {
  const call: Call<JsonCallName> = API_CALLS[name];
  const [{ method, encoding }] = call.bindings;
  const schema = call.success as unknown as z.ZodType<CallAnswer<N>>;
  if (encoding === 'json') return apiPostJson(call.path, values, schema);
  const fields = values as Fields;
  if (method === 'GET') return apiGet(call.path, fields, schema);
  return read(
    await send(call.path, {
      method,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: toSearchParams(fields),
    }),
    schema,
  );
}

/** URL of a file or image the API serves (stored site-relative). */
export function apiUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${API_BASE}${path}` : path;
}
