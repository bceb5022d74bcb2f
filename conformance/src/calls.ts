import { API_PATHS } from '@portal/contracts';
import type { Answer, Method, RequestOptions } from './http';
import type { Context } from './suite';

export type CallName = keyof typeof API_PATHS;
export type Encoding = 'query' | 'form' | 'json';

/**
 * Method and body encoding of every call (SPEC §7): form-encoded unless
 * noted, GET with query parameters. The repair lookup's method is not in
 * SPEC; the portal's own client sends it as a form POST.
 */
export const CALLS = {
  verifyCode: { method: 'GET', encoding: 'query' },
  accessoriesOrderAdd: { method: 'POST', encoding: 'json' },
  accessoriesOrderInquiry: { method: 'POST', encoding: 'form' },
  brandPage: { method: 'POST', encoding: 'form' },
  agreement: { method: 'GET', encoding: 'query' },
  announcement: { method: 'GET', encoding: 'query' },
  documentsPage: { method: 'GET', encoding: 'query' },
  productPage: { method: 'POST', encoding: 'form' },
  materialPage: { method: 'POST', encoding: 'form' },
  serialQuery: { method: 'POST', encoding: 'form' },
  dictionary: { method: 'POST', encoding: 'form' },
  repairOrderAdd: { method: 'POST', encoding: 'json' },
  reservePickup: { method: 'POST', encoding: 'form' },
  cancelShipment: { method: 'POST', encoding: 'form' },
  label: { method: 'GET', encoding: 'query' },
  repairLookup: { method: 'POST', encoding: 'form' },
} as const satisfies Record<CallName, { method: Method; encoding: Encoding }>;

/** How a failure names the call: `POST /product/material/page/query`. */
export function callLabel(name: CallName, method: Method = CALLS[name].method): string {
  return `${method} ${API_PATHS[name]}`;
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
