import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';

/** The names the provider verification (package `@portal/pact`) looks the pact up by. */
export const CONSUMER = 'portal-web';
export const PROVIDER = 'service-backend';

/** `pacts/` at the repository root, committed: the provider side verifies against it. */
export const PACT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../pacts',
);
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/**
 * The pact of the web app, written afresh: pact-js merges into an existing
 * file, which would keep interactions the web app no longer has.
 */
export function portalPact(): PactV4 {
  fs.rmSync(PACT_FILE, { force: true });
  // Pact's usage statistics would be sent out of a machine that may have no way out.
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  return new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    logLevel: 'warn',
  });
}

type FormFields = Record<string, unknown>;
/** The request builder handed to `withRequest` (pact-js does not export its type). */
type RequestBuilder = Parameters<
  NonNullable<Parameters<ReturnType<PactV4['addInteraction']>['withRequest']>[2]>
>[0];

/**
 * A form-encoded request body with matchers and provider-state values. The
 * builder's `body()` sends bytes without rules (pact-js issue 767); the core
 * reads matchers in a form body given as JSON, so the JSON goes to it directly.
 */
export function formBody(builder: RequestBuilder, fields: FormFields): void {
  const interaction = (
    builder as unknown as {
      interaction: { withRequestBody(body: string, contentType: string): void };
    }
  ).interaction;
  interaction.withRequestBody(JSON.stringify(fields), 'application/x-www-form-urlencoded');
}

/**
 * Runs `action` with `cookie` sent on every request, as the browser sends the
 * cookie the API set (the code image's session, which fetch in Node keeps not).
 */
export async function withBrowserCookie<T>(cookie: string, action: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    return realFetch(input, { ...init, headers });
  };
  try {
    return await action();
  } finally {
    globalThis.fetch = realFetch;
  }
}

const { regex } = MatchersV3;

/** Timestamps of the lookups: `YYYY-MM-DD HH:mm:ss` (Warsaw). */
export const dateTime = (example: string) =>
  regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.source, example);
/** Calendar dates: `YYYY-MM-DD`. */
export const isoDate = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/.source, example);
/** Times of day: `HH:MM`. */
export const timeOfDay = (example: string) => regex(/^\d{2}:\d{2}$/.source, example);
/** An integer id in a form field, where every value is text. */
export const formId = (expression: string, example: number) =>
  MatchersV3.fromProviderState(expression, String(example));
