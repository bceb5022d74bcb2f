import { RESULT_OK, TEST_CONTROL_HEADERS } from '@portal/contracts';

type Fields = Record<string, string | number>;

/** A call the provider refused or could not answer, named for the verification's output. */
export class ProviderStateError extends Error {
  override name = 'ProviderStateError';
}

/**
 * The provider as its state handlers reach it: the public API, as the web app
 * calls it, and the operator's test controls behind the bearer token.
 */
export class ProviderClient {
  constructor(
    readonly baseUrl: string,
    private readonly operatorToken: string | undefined,
  ) {}

  /** A public call: `data` of a `{ result: 1 }` answer, else an error naming the refusal. */
  async get<T>(path: string, query: Fields = {}): Promise<T> {
    const search = new URLSearchParams(stringValues(query)).toString();
    return this.#read(`GET ${path}`, await this.#send(search ? `${path}?${search}` : path, {}));
  }

  async postForm<T>(path: string, fields: Fields): Promise<T> {
    return this.#read(
      `POST ${path}`,
      await this.#send(path, { method: 'POST', body: new URLSearchParams(stringValues(fields)) }),
    );
  }

  async postJson<T>(path: string, body: unknown, headers: HeadersInit = {}): Promise<T> {
    return this.#read(
      `POST ${path}`,
      await this.#send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  }

  /** An operator call (`/ops/...`), JSON in and out. */
  async operator<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.#send(path, {
      method,
      headers: {
        ...this.#authorization(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return this.#read(`${method} ${path}`, response);
  }

  /**
   * A verification code as the checkout's browser gets it: the cookie that
   * ties it to the browser and, to the operator, the code the image shows.
   */
  async issueVerifyCode(path: string): Promise<{ cookie: string; code: string }> {
    const response = await this.#send(`${path}?t=${Date.now()}`, {
      headers: this.#authorization(),
    });
    await response.arrayBuffer();
    const code = response.headers.get(TEST_CONTROL_HEADERS.verifyCodeAnswer);
    const [cookie] = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
    if (!response.ok || !code || !cookie) {
      throw new ProviderStateError(
        `GET ${path} answered HTTP ${response.status} without the code cookie or the ` +
          `${TEST_CONTROL_HEADERS.verifyCodeAnswer} header (are test controls on and the operator token right?)`,
      );
    }
    return { cookie, code };
  }

  #authorization(): Record<string, string> {
    if (!this.operatorToken) {
      throw new ProviderStateError(
        'This provider state needs the test controls: give the operator token (--operator-token).',
      );
    }
    return { authorization: `Bearer ${this.operatorToken}` };
  }

  async #send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new ProviderStateError(`${init.method ?? 'GET'} ${path}: ${String(error)}`);
    }
  }

  async #read<T>(call: string, response: Response): Promise<T> {
    const text = await response.text();
    let body: { result?: unknown; data?: unknown; error_msg?: unknown } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Reported below with the text.
    }
    if (!response.ok || body?.result !== RESULT_OK) {
      throw new ProviderStateError(
        `${call} answered HTTP ${response.status}: ${text.slice(0, 300) || '(empty)'}`,
      );
    }
    return body.data as T;
  }
}

function stringValues(fields: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
}
