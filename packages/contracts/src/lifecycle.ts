/**
 * A small state machine shared by the repair and the spare-part order
 * lifecycles: named states, steps between them, and the resolution of what an
 * operator asks for ("next", a state, a step or a status code) into one legal
 * transition or the reason it is refused (the portal words it in each of its
 * languages, with the steps possible instead).
 */

export interface Transition<S extends string, P extends string, F extends string> {
  from: S;
  to: S;
  /** What happens in the world: "received", "paid", … */
  step: P;
  /** Fields the step fills in, beyond the status. */
  sets: readonly F[];
  /** Never taken as "the next step" without being asked for (cancelling, reopening). */
  manual?: true;
}

export interface Lifecycle<S extends string, P extends string, F extends string> {
  states: readonly S[];
  steps: readonly P[];
  transitions: readonly Transition<S, P, F>[];
  /** The status code stored for a state. */
  statusOf: (state: S) => number;
  /** The state a bare status code names (the code of several states names the first). */
  stateOfCode: (code: number) => S | undefined;
}

/** Why a step asked for is not taken. */
export type StepRefusal<S extends string, P extends string> =
  /** Nothing follows without being asked for by name. */
  | { reason: 'noNextStep'; from: S }
  /** The target names no state, step or status code; `names` are those it could. */
  | { reason: 'unknownTarget'; target: string; names: readonly string[] }
  | { reason: 'alreadyThere'; from: S }
  | { reason: 'cannotReach'; from: S; wanted: { state: S } | { step: P } };

export type StepPlan<T, S extends string, P extends string> =
  { ok: true; transition: T } | { ok: false; refusal: StepRefusal<S, P> };

/** Lower case without separators, so `waiting-for-part`, `waiting_for_part` and `waitingForPart` match. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s_-]/g, '');
}

export function describeState<S extends string>(lifecycle: Lifecycle<S, string, string>, state: S) {
  return `${state} (${lifecycle.statusOf(state)})`;
}

/** The steps possible from a state, in their listed order; the first non-manual one is "next". */
export function transitionsFrom<S extends string, P extends string, F extends string>(
  lifecycle: Lifecycle<S, P, F>,
  from: S,
): Transition<S, P, F>[] {
  return lifecycle.transitions.filter((transition) => transition.from === from);
}

type Target<S, P> = { state: S } | { step: P };

/** A target given as a status code, a state name or a step name; undefined when it is none of them. */
function resolveTarget<S extends string, P extends string>(
  lifecycle: Lifecycle<S, P, string>,
  text: string,
): Target<S, P> | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const state = lifecycle.stateOfCode(Number(trimmed));
    return state === undefined ? undefined : { state };
  }
  const wanted = normalise(trimmed);
  const state = lifecycle.states.find((name) => normalise(name) === wanted);
  if (state !== undefined) return { state };
  const step = lifecycle.steps.find((name) => normalise(name) === wanted);
  return step === undefined ? undefined : { step };
}

/**
 * The transition an operator asks for from state `from`: the next one when
 * `target` is empty, else the one reaching the named state, or taking the
 * named step (its first listed destination), or the state of a status code.
 */
export function planStep<S extends string, P extends string, F extends string>(
  lifecycle: Lifecycle<S, P, F>,
  from: S,
  target?: string,
): StepPlan<Transition<S, P, F>, S, P> {
  const options = transitionsFrom(lifecycle, from);
  if (target === undefined || target.trim() === '') {
    const next = options.find((transition) => !transition.manual);
    return next
      ? { ok: true, transition: next }
      : { ok: false, refusal: { reason: 'noNextStep', from } };
  }
  const resolved = resolveTarget(lifecycle, target);
  if (!resolved) {
    const states: readonly string[] = lifecycle.states;
    const names = [...states, ...lifecycle.steps.filter((step) => !states.includes(step))];
    return { ok: false, refusal: { reason: 'unknownTarget', target: target.trim(), names } };
  }
  if ('state' in resolved && resolved.state === from) {
    return { ok: false, refusal: { reason: 'alreadyThere', from } };
  }
  const match = options.find((transition) =>
    'state' in resolved ? transition.to === resolved.state : transition.step === resolved.step,
  );
  if (match) return { ok: true, transition: match };
  return { ok: false, refusal: { reason: 'cannotReach', from, wanted: resolved } };
}
