/**
 * The life of a spare-part order, mapped onto the purchase status codes of
 * the lookup (SPEC §4):
 *
 *   1 pending confirmation --confirmed--> 2 pending payment --paid-->
 *   3 pending shipment --shipped (courier name and number)--> 7 pending invoice
 *   --invoiced--> 11 completed
 *
 * The status names what the order waits for, so each step moves it to the
 * status of the following wait: a shipped order waits for its invoice, and
 * issuing the invoice completes it. The courier data shows in the lookup from
 * status 7 on (3 < status < 12). An order can be cancelled (12) until it is
 * shipped; a cancelled one can be reopened (21), which the lookup shows as
 * the first step, and is then confirmed again.
 */
import { planStep, transitionsFrom, type Lifecycle, type Transition } from './lifecycle.ts';
import { PURCHASE_STATUS } from './purchase-status.ts';

export type PurchaseState = keyof typeof PURCHASE_STATUS;
export const PURCHASE_STATES = Object.keys(PURCHASE_STATUS) as PurchaseState[];

export const PURCHASE_LIFECYCLE_STEPS = [
  'confirmed',
  'paid',
  'shipped',
  'invoiced',
  'cancelled',
  'reopened',
] as const;
export type PurchaseLifecycleStep = (typeof PURCHASE_LIFECYCLE_STEPS)[number];

/** `logistics`: the courier name and tracking number of the parcel. */
export type PurchaseStepField = 'logistics';

export type PurchaseTransition = Transition<
  PurchaseState,
  PurchaseLifecycleStep,
  PurchaseStepField
>;

export const PURCHASE_TRANSITIONS: readonly PurchaseTransition[] = [
  { from: 'pendingConfirmation', to: 'pendingPayment', step: 'confirmed', sets: [] },
  { from: 'pendingConfirmation', to: 'cancelled', step: 'cancelled', sets: [], manual: true },
  { from: 'reopened', to: 'pendingPayment', step: 'confirmed', sets: [] },
  { from: 'reopened', to: 'cancelled', step: 'cancelled', sets: [], manual: true },
  { from: 'pendingPayment', to: 'pendingShipment', step: 'paid', sets: [] },
  { from: 'pendingPayment', to: 'cancelled', step: 'cancelled', sets: [], manual: true },
  { from: 'pendingShipment', to: 'pendingInvoice', step: 'shipped', sets: ['logistics'] },
  // Paid but not yet sent: cancelled with a refund.
  { from: 'pendingShipment', to: 'cancelled', step: 'cancelled', sets: [], manual: true },
  { from: 'pendingInvoice', to: 'completed', step: 'invoiced', sets: [] },
  { from: 'cancelled', to: 'reopened', step: 'reopened', sets: [], manual: true },
];

const STATE_BY_CODE = new Map<number, PurchaseState>(
  PURCHASE_STATES.map((state) => [PURCHASE_STATUS[state], state]),
);

export const PURCHASE_LIFECYCLE: Lifecycle<
  PurchaseState,
  PurchaseLifecycleStep,
  PurchaseStepField
> = {
  states: PURCHASE_STATES,
  steps: PURCHASE_LIFECYCLE_STEPS,
  transitions: PURCHASE_TRANSITIONS,
  statusOf: (state) => PURCHASE_STATUS[state],
  stateOfCode: (code) => STATE_BY_CODE.get(code),
};

/** The lifecycle state of a stored status; undefined for a code outside the lifecycle. */
export function purchaseStateOf(status: number): PurchaseState | undefined {
  return STATE_BY_CODE.get(status);
}

export function purchaseStepsFrom(state: PurchaseState): PurchaseTransition[] {
  return transitionsFrom(PURCHASE_LIFECYCLE, state);
}

/**
 * Where the customer may still cancel the order on its private page: while
 * it waits for the service's confirmation (received, or reopened and waiting
 * again), so nothing has been asked of them yet. A confirmed order awaits or
 * has had a payment, and only the service cancels it (with a refund).
 */
export const CUSTOMER_CANCELLABLE_PURCHASE_STATES: readonly PurchaseState[] = [
  'pendingConfirmation',
  'reopened',
];

/** Whether the customer may cancel an order of this status code on its private page. */
export function customerMayCancelPurchase(status: number): boolean {
  const state = purchaseStateOf(status);
  return state !== undefined && CUSTOMER_CANCELLABLE_PURCHASE_STATES.includes(state);
}

/** The step an operator asks for: the next one without `target`, else by state, step name or code. */
export function planPurchaseStep(from: PurchaseState, target?: string) {
  return planStep(PURCHASE_LIFECYCLE, from, target);
}
