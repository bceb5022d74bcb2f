import { REQUEST_TIMEOUT_MS } from '@portal/contracts';

/** One request and its answer, as the `--exchanges` file records them. */
export interface Exchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number;
  responseHeaders: Record<string, string>;
  /** The body as text, or `<binary n bytes>`. */
  responseBody: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

export interface RequestOptions {
  query?: Record<string, string | number>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | number>;
  /** Sent as multipart/form-data. */
  multipart?: Record<string, string | number>;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** Media type without parameters, lower case ('' when absent). */
  mediaType: string;
  bytes: Uint8Array;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** What browser clients of the upstream (axios) ask for: JSON first, an image or a PDF accepted. */
const ACCEPT = 'application/json, text/plain, */*';
const MAX_RETRIES = 2;
/** A rate limit's window is a minute: waiting out one costs a run less than failing its checks. */
const MAX_RETRY_WAIT_S = 60;

const TEXT_TYPES = /^(text\/|application\/(json|xml|problem\+json)|image\/svg\+xml)/;

/** The exchanges file may be shared: the operator's token is not written to it. */
function redacted(headers: Record<string, string>): Record<string, string> {
  return headers.authorization ? { ...headers, authorization: '<redacted>' } : headers;
}

function asStrings(values: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}

/**
 * The only way the suite reaches a backend: plain HTTP with global fetch, a
 * cookie jar (the code image's cookie belongs to the checkout that follows)
 * and every exchange handed to `record`.
 */
export class HttpClient {
  readonly #cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly record: (exchange: Exchange) => void = () => undefined,
    /** Told of each wait for a Retry-After, so that a long pause is explained. */
    private readonly onWait: (line: string) => void = () => undefined,
  ) {}

  /**
   * Sends the request; a 429 or 503 whose Retry-After asks for a wait of a
   * minute at most (a rate limit, label printing busy) is sent again after
   * it, twice at most.
   */
  async send(method: Method, path: string, options: RequestOptions = {}): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await this.#sendOnce(method, path, options);
      const wait = Number(answer.headers.get('retry-after'));
      const busy = answer.status === 429 || answer.status === 503;
      if (!busy || attempt > MAX_RETRIES || !(wait >= 0 && wait <= MAX_RETRY_WAIT_S)) {
        return answer;
      }
      if (wait > 1)
        this.onWait(
          `${method} ${path}: HTTP ${answer.status}, waiting ${wait} s as Retry-After asks`,
        );
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }

  async #sendOnce(method: Method, path: string, options: RequestOptions): Promise<Answer> {
    const url = new URL(this.baseUrl.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: ACCEPT, ...options.headers };
    let body: string | null = null;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(asStrings(options.form)).toString();
    } else if (options.multipart) {
      const form = new FormData();
      for (const [key, value] of Object.entries(options.multipart)) form.set(key, String(value));
      // Encoded here, so the exchange records the very bytes sent.
      const encoded = new Response(form);
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      body = await encoded.text();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (this.#cookies.size > 0) {
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }

    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new Error(
          `${method} ${path}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s, the time-out of SPEC §9`,
        );
      }
      throw error;
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.#cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const isText = bytes.length === 0 || TEXT_TYPES.test(mediaType.toLowerCase());
    const text = isText ? new TextDecoder().decode(bytes) : '';
    let json: unknown;
    try {
      json = isText && text !== '' ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    this.record({
      method,
      url: url.toString(),
      requestHeaders: redacted(headers),
      requestBody: body,
      status: response.status,
      responseHeaders: Object.fromEntries(response.headers),
      responseBody: isText ? text : `<binary ${bytes.length} bytes>`,
    });
    return {
      status: response.status,
      headers: response.headers,
      mediaType: mediaType.toLowerCase(),
      bytes,
      text,
      json,
    };
  }
}
