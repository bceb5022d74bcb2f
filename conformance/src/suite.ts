import type { HttpClient } from './http';

/** One thing a check found wrong: the call, what was expected and what came back. */
export interface Failure {
  call: string;
  message: string;
}

export type Status = 'passed' | 'failed' | 'skipped';

export interface Result {
  name: string;
  group: string;
  /** The line of SPEC (or of the contracts where SPEC leaves it open) the check holds the backend to. */
  spec: string;
  status: Status;
  failures: Failure[];
  /** Findings that do not fail the check (fields the contract does not name, with --allow-extra-fields). */
  notes?: string[];
  /** Why it was skipped. */
  reason?: string;
  ms: number;
}

export interface SuiteOptions {
  writes: boolean;
  operatorToken?: string;
  /** A browser frontend's origin that must get CORS answers. */
  origin?: string;
  /** Fields the contract does not name are reported, but not failed. */
  allowExtraFields: boolean;
}

/** What checks of one run share: the client, the options and what earlier checks learnt. */
export interface Context {
  http: HttpClient;
  options: SuiteOptions;
  facts: Map<string, unknown>;
}

export interface Check {
  name: string;
  group: string;
  /** The line of SPEC (or of the contracts where SPEC leaves it open) the check holds the backend to. */
  spec: string;
  run(probe: Probe, context: Context): Promise<void>;
}

class Stop extends Error {}
class Skip extends Error {}

/** What a check uses to record failures, stop early, or skip. */
export class Probe {
  readonly failures: Failure[] = [];
  readonly notes: string[] = [];

  fail(call: string, message: string): void {
    this.failures.push({ call, message });
  }

  /** Records the failure and ends the check: what follows depends on it. */
  stop(call: string, message: string): never {
    this.fail(call, message);
    throw new Stop(message);
  }

  /** Records `message` as a failure unless `condition` holds. */
  expect(condition: boolean, call: string, message: string): boolean {
    if (!condition) this.fail(call, message);
    return condition;
  }

  skip(reason: string): never {
    throw new Skip(reason);
  }

  /** Ends the check when something already recorded makes the rest meaningless. */
  stopIfFailed(): void {
    if (this.failures.length > 0) throw new Stop('earlier failure');
  }
}

export async function runCheck(check: Check, context: Context): Promise<Result> {
  const probe = new Probe();
  const started = performance.now();
  const base = { name: check.name, group: check.group, spec: check.spec };
  let status: Status = 'passed';
  let reason: string | undefined;
  try {
    await check.run(probe, context);
  } catch (error) {
    if (error instanceof Skip) {
      status = 'skipped';
      reason = error.message;
    } else if (!(error instanceof Stop)) {
      probe.fail('-', `the check could not finish: ${describeError(error)}`);
    }
  }
  if (probe.failures.length > 0) status = 'failed';
  const ms = Math.round(performance.now() - started);
  return { ...base, status, reason, failures: probe.failures, notes: probe.notes, ms };
}

/** An error's message with its cause's (fetch says only "fetch failed", its cause says why). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
