import { parseArgs } from 'node:util';
import { verifyProvider } from './verify';

const USAGE = `Usage: pnpm pact:verify --provider-base-url URL [--operator-token TOKEN] [--pact FILE]

Verifies the backend at URL against the web app's pact (pacts/).

With the operator token (here or in the OPERATOR_TOKEN environment variable;
the backend needs OPERATOR_TOKEN set and TEST_CONTROLS on) every interaction
is verified, each from the demo data (POST /ops/reset).

Without it, the interactions whose provider states public calls reach are
verified on the backend as it is, booking and ordering nothing: the catalogue
(brands, models, dictionaries, a brand's agreement, model series, documents,
spare parts, the announcement), the code image, and the lookups and lists
that find nothing. The others (a booking and its pick-up and label, an
order's later steps, a cart order, a brand without agreement) are skipped,
each named with what of the test controls it needs.`;

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

try {
  const { skipped } = await verifyProvider({
    providerBaseUrl: values['provider-base-url'],
    operatorToken,
    pactFile: values.pact,
  });
  console.log(
    skipped.length === 0
      ? 'The backend honours the pact of portal-web.'
      : `The backend honours the pact of portal-web where public calls reach; ` +
          `${skipped.length} interaction(s) skipped without the operator token.`,
  );
} catch (error) {
  console.error(`Pact verification failed: ${failureSummary(error)}`);
  process.exit(1);
}
