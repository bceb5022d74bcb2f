/**
 * The life of a repair order, as the service provider moves it: booked →
 * pick-up reserved → picked up → received → inspected → (waiting for part,
 * quote to be confirmed) → under repair → repaired → shipped back (finished).
 * Each step fills the lookup timestamps a real provider fills at that moment,
 * so the customer's progress display (`repairProgress`) follows along.
 */
import { planStep, transitionsFrom, type Lifecycle, type Transition } from './lifecycle.ts';
import { REPAIR_STATUS, repairStatusName, type RepairStatusName } from './repair-status.ts';

/**
 * The statuses, plus `repaired`: the status stays 7 (processing) until the
 * device is shipped back, so a finished repair is told apart by its
 * `repairTime`.
 */
export type RepairState = RepairStatusName | 'repaired';
export const REPAIR_STATES = [
  ...(Object.keys(REPAIR_STATUS) as RepairStatusName[]),
  'repaired',
] as const satisfies readonly RepairState[];

export const REPAIR_LIFECYCLE_STEPS = [
  'pickedUp',
  'received',
  'inspected',
  'quoted',
  'partArrived',
  'partOrdered',
  'quoteConfirmed',
  'quoteDeclined',
  'repaired',
  'shippedBack',
  'cancelled',
] as const;
export type RepairLifecycleStep = (typeof REPAIR_LIFECYCLE_STEPS)[number];

/**
 * What a step fills in besides the status: a timestamp (set to the moment of
 * the step; `pickedUpAt` is the portal's own, for the pick-up's tracking, the
 * others are the lookup's), or the return courier (`sendLogistics`: name and
 * tracking number of the parcel back to the customer).
 */
export type RepairStepField =
  'pickedUpAt' | 'receiveTime' | 'checkTime' | 'repairTime' | 'sendDateTime' | 'sendLogistics';

export type RepairTransition = Transition<RepairState, RepairLifecycleStep, RepairStepField>;

/**
 * Every legal step. Per state the first non-manual one is the default "next",
 * which walks every stage of the issue list once (waiting for part, then the
 * quote), so a demo shows each progress display; the others are taken when
 * asked for by name or status. Cancelling is possible only while the device
 * has not been collected, as with the courier cancellation.
 */
export const REPAIR_TRANSITIONS: readonly RepairTransition[] = [
  { from: 'logisticsToBeBuilt', to: 'cancelled', step: 'cancelled', sets: [], manual: true },
  { from: 'pendingPickup', to: 'toBeReceivedByFactory', step: 'pickedUp', sets: ['pickedUpAt'] },
  // Devices booked through a partner shop may go there first.
  { from: 'pendingPickup', to: 'toBeReceivedByChannel', step: 'pickedUp', sets: ['pickedUpAt'] },
  { from: 'pendingPickup', to: 'cancelled', step: 'cancelled', sets: [], manual: true },
  { from: 'toBeReceivedByFactory', to: 'checking', step: 'received', sets: ['receiveTime'] },
  { from: 'toBeReceivedByChannel', to: 'checking', step: 'received', sets: ['receiveTime'] },
  { from: 'checking', to: 'waitingForPart', step: 'inspected', sets: ['checkTime'] },
  { from: 'checking', to: 'quoteToBeConfirmed', step: 'inspected', sets: ['checkTime'] },
  { from: 'checking', to: 'processing', step: 'inspected', sets: ['checkTime'] },
  // The part's price is known: the customer gets a quote (out-of-warranty repairs).
  { from: 'waitingForPart', to: 'quoteToBeConfirmed', step: 'quoted', sets: [] },
  { from: 'waitingForPart', to: 'processing', step: 'partArrived', sets: [] },
  { from: 'quoteToBeConfirmed', to: 'processing', step: 'quoteConfirmed', sets: [] },
  // Declined by the customer: the device goes back unrepaired, with the return courier.
  {
    from: 'quoteToBeConfirmed',
    to: 'finished',
    step: 'quoteDeclined',
    sets: ['sendDateTime', 'sendLogistics'],
    manual: true,
  },
  // Confirmed, but the part has to be ordered first.
  { from: 'quoteToBeConfirmed', to: 'waitingForPart', step: 'partOrdered', sets: [] },
  { from: 'processing', to: 'repaired', step: 'repaired', sets: ['repairTime'] },
  {
    from: 'repaired',
    to: 'finished',
    step: 'shippedBack',
    sets: ['sendDateTime', 'sendLogistics'],
  },
];

export const REPAIR_LIFECYCLE: Lifecycle<RepairState, RepairLifecycleStep, RepairStepField> = {
  states: REPAIR_STATES,
  steps: REPAIR_LIFECYCLE_STEPS,
  transitions: REPAIR_TRANSITIONS,
  statusOf: (state) => (state === 'repaired' ? REPAIR_STATUS.processing : REPAIR_STATUS[state]),
  stateOfCode: (code) => repairStatusName(code),
};

/** The lifecycle state of a stored order; undefined for a status outside the lifecycle. */
export function repairStateOf(order: {
  status: number;
  repairTime?: Date | string | null;
}): RepairState | undefined {
  const name = repairStatusName(order.status);
  if (name === 'processing' && order.repairTime) return 'repaired';
  return name;
}

export function repairStatusOfState(state: RepairState): number {
  return REPAIR_LIFECYCLE.statusOf(state);
}

export function repairStepsFrom(state: RepairState): RepairTransition[] {
  return transitionsFrom(REPAIR_LIFECYCLE, state);
}

/**
 * The step an operator asks for: the next one without `target`, else the one
 * to a state (`checking`, `waiting-for-part`, `finished`, or its status code)
 * or by step name (`received`, `shippedBack`).
 */
export function planRepairStep(from: RepairState, target?: string) {
  return planStep(REPAIR_LIFECYCLE, from, target);
}
