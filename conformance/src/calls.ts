import { API_CALLS, API_PATHS, type CallBinding, type CallName } from '@portal/contracts';
import type { Answer, Method, RequestOptions } from './http';
import type { Context } from './suite';

export type { CallName };

/**
 * How each call is sent (contracts `API_CALLS`, whose methods SPEC §7
 * pins): its first binding. The repair lookup's method is not in SPEC; the
 * portal's own client sends it as a form POST.
 */
export const CALLS = Object.fromEntries(
  Object.entries(API_CALLS).map(([name, call]) => [name, call.bindings[0]]),
) as Record<CallName, CallBinding>;

/** How a failure names the call: `POST /product/material/page/query`. */
export function callLabel(name: CallName, method: Method = CALLS[name].method): string {
  return `${method} ${API_PATHS[name]}`;
}

/** A method the call does not take: the other of GET and POST, or PUT where both are served. */
export function wrongMethod(name: CallName): Method {
  const taken = new Set<Method>(API_CALLS[name].bindings.map(({ method }) => method));
  return (['POST', 'GET', 'PUT'] as const).find((method) => !taken.has(method)) ?? 'DELETE';
}

export type Params = Record<string, string | number>;

/** Sends `name` as SPEC says (or multipart, where a form is accepted), with `params` or a JSON body. */
export function send(
  context: Context,
  name: CallName,
  params: Params | unknown,
  extra: { multipart?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { method, encoding } = CALLS[name];
  const options: RequestOptions = { headers: extra.headers };
  if (encoding === 'json') options.json = params;
  else if (encoding === 'query') options.query = params as Params;
  else if (extra.multipart) options.multipart = params as Params;
  else options.form = params as Params;
  return context.http.send(method, API_PATHS[name], options);
}
