import { addWorkdays } from './pickup-calendar.ts';
import { REPAIR_STATUS, type RepairLookupFields } from './repair-status.ts';

/**
 * Working days each stage usually takes, from which the private page
 * estimates when a repair is done and back with its customer: the courier
 * brings the device in the working day after the pick-up, the inspection and
 * the repair take two and three, a part on order five more, the way back two.
 */
export const REPAIR_STAGE_WORKDAYS = {
  toService: 1,
  inspection: 2,
  waitingForPart: 5,
  repair: 3,
  delivery: 2,
} as const;

export interface RepairEstimate {
  /** `YYYY-MM-DD`: when the repair should be done. */
  repairedBy: string;
  /** `YYYY-MM-DD`: when the device should be back with the customer. */
  backBy: string;
}

const done = (value: string | null | undefined) => typeof value === 'string' && value !== '';

/**
 * The estimate of a repair still under way, counted from `today` (Warsaw's
 * date) or from its pick-up if that is later, over the stages not yet done;
 * none for a repair cancelled, waiting for the customer's answer to a quote
 * (the service cannot know when it comes), or already sent back.
 */
export function estimateRepair(
  progress: RepairLookupFields,
  pickupDate: string | null,
  today: string,
): RepairEstimate | null {
  const { status } = progress;
  if (
    status === REPAIR_STATUS.cancelled ||
    status === REPAIR_STATUS.quoteToBeConfirmed ||
    done(progress.sendDateTime)
  ) {
    return null;
  }
  const received = done(progress.receiveTime);
  let day = !received && pickupDate && pickupDate > today ? pickupDate : today;
  if (!received) day = addWorkdays(day, REPAIR_STAGE_WORKDAYS.toService);
  if (!done(progress.checkTime)) day = addWorkdays(day, REPAIR_STAGE_WORKDAYS.inspection);
  if (status === REPAIR_STATUS.waitingForPart) {
    day = addWorkdays(day, REPAIR_STAGE_WORKDAYS.waitingForPart);
  }
  if (!done(progress.repairTime)) day = addWorkdays(day, REPAIR_STAGE_WORKDAYS.repair);
  return { repairedBy: day, backBy: addWorkdays(day, REPAIR_STAGE_WORKDAYS.delivery) };
}
