import { describe, expect, it } from 'vitest';
import {
  customerMayCancelPurchase,
  planPurchaseStep,
  PURCHASE_LIFECYCLE_STEPS,
  PURCHASE_STATES,
  purchaseStateOf,
  purchaseStepsFrom,
  type PurchaseState,
} from './purchase-lifecycle.ts';
import { PURCHASE_STATUS, purchaseProgress } from './purchase-status.ts';

/** Written out independently of PURCHASE_TRANSITIONS; anything not listed is illegal. */
const LEGAL: Record<PurchaseState, Partial<Record<PurchaseState, string[]>>> = {
  pendingConfirmation: { pendingPayment: [], cancelled: [] },
  pendingPayment: { pendingShipment: [], cancelled: [] },
  pendingShipment: { pendingInvoice: ['logistics'], cancelled: [] },
  pendingInvoice: { completed: [] },
  completed: {},
  cancelled: { reopened: [] },
  reopened: { pendingPayment: [], cancelled: [] },
};

const NEXT: Partial<Record<PurchaseState, PurchaseState>> = {
  pendingConfirmation: 'pendingPayment',
  pendingPayment: 'pendingShipment',
  pendingShipment: 'pendingInvoice',
  pendingInvoice: 'completed',
  reopened: 'pendingPayment',
};

const PAIRS = PURCHASE_STATES.flatMap((from) => PURCHASE_STATES.map((to) => [from, to] as const));

describe('spare-part order lifecycle', () => {
  it('has a state per purchase status', () => {
    expect([...PURCHASE_STATES].sort()).toEqual(Object.keys(PURCHASE_STATUS).sort());
    expect(Object.keys(LEGAL).sort()).toEqual([...PURCHASE_STATES].sort());
  });

  it.each(PAIRS)('%s → %s is legal exactly when the table says so', (from, to) => {
    const plan = planPurchaseStep(from, to);
    const expected = LEGAL[from][to];
    if (expected) {
      expect(plan).toMatchObject({ ok: true, transition: { from, to, sets: expected } });
    } else {
      expect(plan.ok).toBe(false);
      if (!plan.ok)
        expect(plan.refusal).toMatchObject({
          reason: from === to ? 'alreadyThere' : 'cannotReach',
          from,
        });
    }
  });

  it.each(PURCHASE_STATES)('without a target, %s takes its default next step', (from) => {
    const plan = planPurchaseStep(from);
    const next = NEXT[from];
    if (next) expect(plan).toMatchObject({ ok: true, transition: { from, to: next } });
    else expect(plan.ok).toBe(false);
  });

  it('walks a new order to completed through confirmed, paid, shipped and invoiced', () => {
    const steps: string[] = [];
    const codes: number[] = [];
    let state: PurchaseState = 'pendingConfirmation';
    while (state !== 'completed') {
      const plan = planPurchaseStep(state);
      if (!plan.ok) throw new Error(plan.refusal.reason);
      steps.push(plan.transition.step);
      state = plan.transition.to;
      codes.push(PURCHASE_STATUS[state]);
    }
    expect(steps).toEqual(['confirmed', 'paid', 'shipped', 'invoiced']);
    expect(codes).toEqual([2, 3, 7, 11]);
    // The lookup's stepper moves one position per step.
    expect(codes.map((status) => purchaseProgress({ status }).step)).toEqual([1, 2, 3, 4]);
  });

  it('shows the courier in the lookup from the step that sets it', () => {
    const plan = planPurchaseStep('pendingShipment');
    expect(plan).toMatchObject({ ok: true, transition: { step: 'shipped', sets: ['logistics'] } });
    if (!plan.ok) return;
    const after = purchaseProgress({
      status: PURCHASE_STATUS[plan.transition.to],
      logisticsName: 'DPD',
      logisticsNo: '1000634901127U',
    });
    expect(after.showLogistics).toBe(true);
  });

  it('accepts step names and status codes', () => {
    expect(planPurchaseStep('pendingPayment', 'paid')).toMatchObject({
      ok: true,
      transition: { to: 'pendingShipment' },
    });
    expect(planPurchaseStep('pendingInvoice', '11')).toMatchObject({
      ok: true,
      transition: { to: 'completed' },
    });
    expect(planPurchaseStep('cancelled', 'reopened')).toMatchObject({
      ok: true,
      transition: { to: 'reopened' },
    });
    expect(planPurchaseStep('pendingShipment', 'cancel')).toMatchObject({ ok: false });
  });

  it('never cancels or reopens without being asked', () => {
    expect(planPurchaseStep('cancelled')).toMatchObject({ ok: false });
    for (const state of PURCHASE_STATES) {
      const plan = planPurchaseStep(state);
      if (plan.ok) expect(plan.transition.manual).toBeUndefined();
    }
  });

  it('refuses to cancel a shipped order', () => {
    expect(planPurchaseStep('pendingInvoice', 'cancelled')).toEqual({
      ok: false,
      refusal: { reason: 'cannotReach', from: 'pendingInvoice', wanted: { state: 'cancelled' } },
    });
  });

  it('maps stored codes to states; other codes are outside the lifecycle', () => {
    expect(purchaseStateOf(7)).toBe('pendingInvoice');
    expect(purchaseStateOf(21)).toBe('reopened');
    expect(purchaseStateOf(13)).toBeUndefined();
    expect(planPurchaseStep('pendingInvoice', '13')).toMatchObject({ ok: false });
  });

  it('uses only known step names', () => {
    const used = new Set(PURCHASE_STATES.flatMap((s) => purchaseStepsFrom(s).map((t) => t.step)));
    expect([...used].sort()).toEqual([...PURCHASE_LIFECYCLE_STEPS].sort());
  });

  it('lets the customer cancel only before the confirmation, by a step the lifecycle has', () => {
    const cancellable = Object.values(PURCHASE_STATUS).filter(customerMayCancelPurchase);
    expect(cancellable.sort((a, b) => a - b)).toEqual([
      PURCHASE_STATUS.pendingConfirmation,
      PURCHASE_STATUS.reopened,
    ]);
    for (const status of cancellable) {
      const from = purchaseStateOf(status);
      expect(from && planPurchaseStep(from, 'cancelled')).toMatchObject({ ok: true });
    }
    expect(customerMayCancelPurchase(13)).toBe(false);
  });
});
