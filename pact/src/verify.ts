import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { OPS_PATHS } from '@portal/contracts';
import { formBodyAsSent } from './form-body-filter';
import { PACT_FILE } from './paths';
import { ProviderClient } from './provider-client';
import { providerStates, stateHandlers, type ProviderState } from './states';

export interface VerifyOptions {
  /** Where the backend answers, with its API base path (`http://host:3000` or `…/api`). */
  providerBaseUrl: string;
  /** The backend's OPERATOR_TOKEN: without it, interactions whose states need the test controls are skipped. */
  operatorToken?: string;
  pactFile?: string;
}

interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
}

/** An interaction left out of a run without the test controls, and why. */
export interface Skipped {
  /** As the verifier names interactions: `Given <state> - <description>`. */
  interaction: string;
  reason: string;
}

const interactionName = (interaction: PactInteraction) =>
  `Given ${(interaction.providerStates ?? []).map((state) => state.name).join(' and ')} - ${interaction.description}`;

/**
 * The interactions a run without the test controls can verify, and those it
 * skips: the ones with a state that needs the controls. A state this package
 * does not know is kept, for the Verifier to report.
 */
export function reachableWithoutControls(
  interactions: PactInteraction[],
  states: Record<string, ProviderState>,
): { reachable: PactInteraction[]; skipped: Skipped[] } {
  const reachable: PactInteraction[] = [];
  const skipped: Skipped[] = [];
  for (const interaction of interactions) {
    const needs = (interaction.providerStates ?? [])
      .map((state) => states[state.name]?.needs)
      .filter((need) => need !== undefined);
    if (needs.length === 0) reachable.push(interaction);
    else
      skipped.push({
        interaction: interactionName(interaction),
        reason: `needs the test controls: ${needs.join('; ')}`,
      });
  }
  return { reachable, skipped };
}

/**
 * Verifies a backend against the web app's pact: each interaction is replayed
 * after its provider state is set. With the operator token every state is set
 * through the test controls; without it, only the interactions whose states
 * public calls reach are replayed (a copy of the pact holding those), and the
 * others are named as skipped. Rejects when an interaction fails; the
 * mismatches are printed as they are found.
 */
export async function verifyProvider(options: VerifyOptions): Promise<{ skipped: Skipped[] }> {
  const providerBaseUrl = options.providerBaseUrl.replace(/\/+$/, '');
  const client = new ProviderClient(providerBaseUrl, options.operatorToken);
  const withControls = Boolean(options.operatorToken);
  const states = providerStates(client);
  const pactFile = options.pactFile ?? PACT_FILE;
  // Pact's usage statistics would be sent out of a machine that may have no way out.
  process.env.PACT_DO_NOT_TRACK ??= 'true';

  let skipped: Skipped[] = [];
  let pactUrl = pactFile;
  let tempDir: string | undefined;
  if (!withControls) {
    const pact = JSON.parse(fs.readFileSync(pactFile, 'utf8')) as {
      interactions: PactInteraction[];
    };
    const reachable = reachableWithoutControls(pact.interactions, states);
    skipped = reachable.skipped;
    for (const each of skipped) console.log(`Skipped (${each.reason}): ${each.interaction}`);
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pact-public-'));
    pactUrl = path.join(tempDir, path.basename(pactFile));
    fs.writeFileSync(pactUrl, JSON.stringify({ ...pact, interactions: reachable.reachable }));
  }

  try {
    await new Verifier({
      provider: 'service-backend',
      providerBaseUrl,
      pactUrls: [pactUrl],
      stateHandlers: stateHandlers(states, client, withControls),
      requestFilter: formBodyAsSent,
      logLevel: 'warn',
    }).verifyProvider();
    return { skipped };
  } finally {
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    // The states fix the clock; the backend goes back to real time.
    if (withControls) await client.operator('DELETE', OPS_PATHS.clock).catch(() => undefined);
  }
}
