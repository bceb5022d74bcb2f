import { parseArgs } from 'node:util';
import { verifyProvider } from './verify';

const USAGE = `Usage: pnpm pact:verify --provider-base-url URL [--operator-token TOKEN] [--pact FILE]

Verifies the backend at URL against the web app's pact (pacts/). The provider
states need its test controls: OPERATOR_TOKEN set, TEST_CONTROLS on, and the
token given here or in the OPERATOR_TOKEN environment variable.`;

function options() {
  try {
    return parseArgs({
      options: {
        'provider-base-url': { type: 'string' },
        'operator-token': { type: 'string' },
        pact: { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

/**
 * The failed interactions by name: the mismatches are printed above as they
 * are found, and pact-core's own message repeats them all as one JSON text.
 */
function failureSummary(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as { errors?: { interaction?: string }[] };
    const names = (report.errors ?? []).map((each) => `\n  - ${each.interaction ?? '?'}`);
    if (names.length > 0) return `${names.length} interaction(s) failed:${names.join('')}`;
  } catch {
    // Not a verification report: a state or set-up error, shown as it is.
  }
  return message;
}

const values = options();
if (values.help || !values['provider-base-url']) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const operatorToken = values['operator-token'] ?? process.env.OPERATOR_TOKEN;
if (!operatorToken) {
  // Every provider state starts from POST /ops/reset.
  console.error(`No operator token: the provider states need the test controls.\n\n${USAGE}`);
  process.exit(2);
}

try {
  await verifyProvider({
    providerBaseUrl: values['provider-base-url'],
    operatorToken,
    pactFile: values.pact,
  });
  console.log('The backend honours the pact of portal-web.');
} catch (error) {
  console.error(`Pact verification failed: ${failureSummary(error)}`);
  process.exit(1);
}
