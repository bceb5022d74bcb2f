import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

export interface RecordedCall {
  method: string;
  path: string;
  /** Query parameters of a GET, or the form fields / JSON body of a POST. */
  body: Record<string, unknown>;
}

export type MockAnswer =
  | Record<string, unknown>
  | Response
  | ((
      call: RecordedCall,
    ) => Record<string, unknown> | Response | Promise<Record<string, unknown> | Response>);

/**
 * Replaces `fetch` at the network boundary: answers by path (without the
 * query string); an unknown path fails the way a dead network does. Every
 * call is recorded with its decoded body.
 */
export function mockFetch(routes: Record<string, MockAnswer>) {
  const calls: RecordedCall[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://portal.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = { method, path: url.pathname, body: decodeBody(url, init) };
    calls.push(call);
    const answer = routes[url.pathname];
    if (answer === undefined) throw new TypeError('Failed to fetch');
    const value = typeof answer === 'function' ? await answer(call) : answer;
    return value instanceof Response
      ? value
      : new Response(JSON.stringify(value), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', spy);
  return { calls, spy, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

function decodeBody(url: URL, init?: RequestInit): Record<string, unknown> {
  const body = init?.body;
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return Object.fromEntries(new URLSearchParams(body));
    }
  }
  return Object.fromEntries(url.searchParams);
}
