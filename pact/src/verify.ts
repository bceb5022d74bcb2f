import { Verifier } from '@pact-foundation/pact';
import { OPS_PATHS } from '@portal/contracts';
import { formBodyAsSent } from './form-body-filter';
import { PACT_FILE } from './paths';
import { ProviderClient } from './provider-client';
import { providerStates } from './states';

export interface VerifyOptions {
  /** Where the backend answers, with its API base path (`http://host:3000` or `…/api`). */
  providerBaseUrl: string;
  /** The backend's OPERATOR_TOKEN: the provider states need its test controls. */
  operatorToken?: string;
  pactFile?: string;
}

/**
 * Verifies a backend against the web app's pact: each interaction is replayed
 * after its provider state is set through the test controls. Rejects when an
 * interaction fails; the mismatches are printed as they are found.
 */
export async function verifyProvider(options: VerifyOptions): Promise<void> {
  const providerBaseUrl = options.providerBaseUrl.replace(/\/+$/, '');
  const client = new ProviderClient(providerBaseUrl, options.operatorToken);
  // Pact's usage statistics would be sent out of a machine that may have no way out.
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  try {
    await new Verifier({
      provider: 'service-backend',
      providerBaseUrl,
      pactUrls: [options.pactFile ?? PACT_FILE],
      stateHandlers: providerStates(client),
      requestFilter: formBodyAsSent,
      logLevel: 'warn',
    }).verifyProvider();
  } finally {
    // The states fix the clock; the backend goes back to real time.
    if (options.operatorToken) {
      await client.operator('DELETE', OPS_PATHS.clock).catch(() => undefined);
    }
  }
}
