import { describe, expect, it } from 'vitest';
import {
  planRepairStep,
  REPAIR_LIFECYCLE_STEPS,
  REPAIR_STATES,
  repairStateOf,
  repairStatusOfState,
  repairStepsFrom,
  type RepairState,
  type RepairStepField,
} from './repair-lifecycle.ts';
import { REPAIR_STATUS, repairProgress, type RepairLookupFields } from './repair-status.ts';

/**
 * Written out independently of REPAIR_TRANSITIONS: every state, where it may
 * go, and what the step fills in. Anything not listed is illegal.
 */
const LEGAL: Record<RepairState, Partial<Record<RepairState, RepairStepField[]>>> = {
  logisticsToBeBuilt: { cancelled: [] },
  pendingPickup: {
    toBeReceivedByFactory: ['pickedUpAt'],
    toBeReceivedByChannel: ['pickedUpAt'],
    cancelled: [],
  },
  toBeReceivedByFactory: { checking: ['receiveTime'] },
  toBeReceivedByChannel: { checking: ['receiveTime'] },
  checking: {
    waitingForPart: ['checkTime'],
    quoteToBeConfirmed: ['checkTime'],
    processing: ['checkTime'],
  },
  waitingForPart: { quoteToBeConfirmed: [], processing: [] },
  // finished: the customer declined the quote, the device goes back unrepaired.
  quoteToBeConfirmed: {
    processing: [],
    waitingForPart: [],
    finished: ['sendDateTime', 'sendLogistics'],
  },
  processing: { repaired: ['repairTime'] },
  repaired: { finished: ['sendDateTime', 'sendLogistics'] },
  finished: {},
  cancelled: {},
};

/** The default path a demo walks with repeated "next". */
const NEXT: Partial<Record<RepairState, RepairState>> = {
  pendingPickup: 'toBeReceivedByFactory',
  toBeReceivedByFactory: 'checking',
  toBeReceivedByChannel: 'checking',
  checking: 'waitingForPart',
  waitingForPart: 'quoteToBeConfirmed',
  quoteToBeConfirmed: 'processing',
  processing: 'repaired',
  repaired: 'finished',
};

const PAIRS = REPAIR_STATES.flatMap((from) => REPAIR_STATES.map((to) => [from, to] as const));

describe('repair lifecycle', () => {
  it('has a state per status plus "repaired"', () => {
    expect([...REPAIR_STATES].sort()).toEqual([...Object.keys(REPAIR_STATUS), 'repaired'].sort());
    expect(Object.keys(LEGAL).sort()).toEqual([...REPAIR_STATES].sort());
  });

  it.each(PAIRS)('%s → %s is legal exactly when the table says so', (from, to) => {
    const plan = planRepairStep(from, to);
    const expected = LEGAL[from][to];
    if (expected) {
      expect(plan).toMatchObject({ ok: true, transition: { from, to } });
      if (plan.ok) expect([...plan.transition.sets].sort()).toEqual([...expected].sort());
    } else {
      expect(plan.ok).toBe(false);
      if (!plan.ok)
        expect(plan.refusal).toMatchObject({
          reason: from === to ? 'alreadyThere' : 'cannotReach',
          from,
        });
    }
  });

  it.each(REPAIR_STATES)('without a target, %s takes its default next step', (from) => {
    const plan = planRepairStep(from);
    const next = NEXT[from];
    if (next) expect(plan).toMatchObject({ ok: true, transition: { from, to: next } });
    else {
      expect(plan.ok).toBe(false);
      if (!plan.ok) expect(plan.refusal).toEqual({ reason: 'noNextStep', from });
    }
  });

  it('walks a booking to finished with "next", filling every lookup timestamp once', () => {
    const filled: RepairStepField[] = [];
    const visited: RepairState[] = [];
    let state: RepairState = 'pendingPickup';
    for (let guard = 0; guard < 20 && state !== 'finished'; guard += 1) {
      const plan = planRepairStep(state);
      if (!plan.ok) throw new Error(plan.refusal.reason);
      filled.push(...plan.transition.sets);
      state = plan.transition.to;
      visited.push(state);
    }
    expect(visited).toEqual([
      'toBeReceivedByFactory',
      'checking',
      'waitingForPart',
      'quoteToBeConfirmed',
      'processing',
      'repaired',
      'finished',
    ]);
    expect(filled).toEqual([
      'pickedUpAt',
      'receiveTime',
      'checkTime',
      'repairTime',
      'sendDateTime',
      'sendLogistics',
    ]);
  });

  it('accepts a status code, a step name, and kebab or snake case', () => {
    expect(planRepairStep('checking', '7')).toMatchObject({
      ok: true,
      transition: { to: 'processing' },
    });
    expect(planRepairStep('checking', 'waiting-for-part')).toMatchObject({
      ok: true,
      transition: { to: 'waitingForPart' },
    });
    expect(planRepairStep('checking', 'QUOTE_TO_BE_CONFIRMED')).toMatchObject({
      ok: true,
      transition: { to: 'quoteToBeConfirmed' },
    });
    expect(planRepairStep('toBeReceivedByChannel', 'received')).toMatchObject({
      ok: true,
      transition: { to: 'checking', sets: ['receiveTime'] },
    });
    expect(planRepairStep('repaired', 'shipped-back')).toMatchObject({
      ok: true,
      transition: { to: 'finished' },
    });
  });

  it('takes the first destination of a step with several', () => {
    expect(planRepairStep('checking', 'inspected')).toMatchObject({
      ok: true,
      transition: { to: 'waitingForPart' },
    });
    expect(planRepairStep('pendingPickup', 'pickedUp')).toMatchObject({
      ok: true,
      transition: { to: 'toBeReceivedByFactory' },
    });
  });

  it('refuses a step not possible from here, naming what was asked', () => {
    expect(planRepairStep('checking', 'shippedBack')).toEqual({
      ok: false,
      refusal: { reason: 'cannotReach', from: 'checking', wanted: { step: 'shippedBack' } },
    });
    expect(planRepairStep('pendingPickup', 'finished')).toEqual({
      ok: false,
      refusal: { reason: 'cannotReach', from: 'pendingPickup', wanted: { state: 'finished' } },
    });
  });

  it('refuses any step from a final state, which has none', () => {
    for (const state of ['finished', 'cancelled'] as const) {
      expect(planRepairStep(state, 'checking')).toMatchObject({
        ok: false,
        refusal: { reason: 'cannotReach', from: state },
      });
      expect(repairStepsFrom(state)).toEqual([]);
    }
  });

  it.each(['nonsense', '0', '11', '99', 'repairedd'])('refuses the unknown target %s', (target) => {
    const plan = planRepairStep('checking', target);
    expect(plan).toMatchObject({ ok: false, refusal: { reason: 'unknownTarget', target } });
    if (!plan.ok && plan.refusal.reason === 'unknownTarget') {
      expect(plan.refusal.names).toEqual(expect.arrayContaining(['checking', 'shippedBack']));
    }
  });

  it('reads "repaired" from status 7 with a repair time, and stores it as 7', () => {
    expect(repairStateOf({ status: 7, repairTime: null })).toBe('processing');
    expect(repairStateOf({ status: 7, repairTime: new Date() })).toBe('repaired');
    expect(repairStateOf({ status: 8, repairTime: new Date() })).toBe('finished');
    expect(repairStateOf({ status: 42 })).toBeUndefined();
    expect(repairStatusOfState('repaired')).toBe(REPAIR_STATUS.processing);
    expect(repairStatusOfState('waitingForPart')).toBe(5);
  });

  it('uses only known step names', () => {
    const used = new Set(
      REPAIR_STATES.flatMap((state) => repairStepsFrom(state).map((t) => t.step)),
    );
    expect([...used].sort()).toEqual([...REPAIR_LIFECYCLE_STEPS].sort());
  });

  it('moves the customer progress display one stage per timestamp step', () => {
    // What the lookup shows after each step of the default walk.
    const order: RepairLookupFields = {
      status: REPAIR_STATUS.pendingPickup,
      createTime: '2026-11-21 09:00:00',
      receiveTime: null,
      checkTime: null,
      repairTime: null,
      sendDateTime: null,
    };
    const completed: number[] = [];
    let state: RepairState = 'pendingPickup';
    while (state !== 'finished') {
      const plan = planRepairStep(state);
      if (!plan.ok) throw new Error(plan.refusal.reason);
      for (const field of plan.transition.sets) {
        // The lookup's timestamps; the return courier and the pick-up's time are not shown there.
        if (field !== 'sendLogistics' && field !== 'pickedUpAt')
          order[field] = '2026-11-22 10:00:00';
      }
      state = plan.transition.to;
      order.status = repairStatusOfState(state);
      completed.push(repairProgress(order).completed);
    }
    expect(completed).toEqual([1, 2, 3, 3, 3, 4, 5]);
  });
});
