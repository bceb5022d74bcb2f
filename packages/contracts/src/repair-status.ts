/** Repair order statuses and the lookup progress (SPEC §4). */

export const REPAIR_STATUS = {
  pendingPickup: 1,
  toBeReceivedByFactory: 2,
  toBeReceivedByChannel: 3,
  checking: 4,
  waitingForPart: 5,
  quoteToBeConfirmed: 6,
  processing: 7,
  finished: 8,
  cancelled: 9,
  logisticsToBeBuilt: 10,
} as const;
export type RepairStatusName = keyof typeof REPAIR_STATUS;
export type RepairStatusCode = (typeof REPAIR_STATUS)[RepairStatusName];

const NAME_BY_CODE = new Map<number, RepairStatusName>(
  Object.entries(REPAIR_STATUS).map(([name, code]) => [code, name as RepairStatusName]),
);

export function repairStatusName(code: number): RepairStatusName | undefined {
  return NAME_BY_CODE.get(code);
}

/** i18n key of a status label. */
export function repairStatusLabelKey(code: number): string {
  const name = repairStatusName(code);
  return name ? `repairStatus.${name}` : 'repairStatus.unknown';
}

export const REPAIR_TIMESTAMP_FIELDS = [
  'createTime',
  'receiveTime',
  'checkTime',
  'repairTime',
  'sendDateTime',
] as const;
export type RepairTimestampField = (typeof REPAIR_TIMESTAMP_FIELDS)[number];

/** Progress steps in order; the waiting-for-part step appears only for status 5. */
export const REPAIR_PROGRESS_STEPS = [
  'userSent',
  'receiving',
  'inspection',
  'repair',
  'delivery',
] as const;
export type RepairProgressStep = (typeof REPAIR_PROGRESS_STEPS)[number] | 'waitingForPart';
export const WAITING_FOR_PART_POSITION = 3;

export interface RepairLookupFields {
  status: number;
  createTime?: string | null;
  receiveTime?: string | null;
  checkTime?: string | null;
  repairTime?: string | null;
  sendDateTime?: string | null;
  sendLogisticsTypeName?: string | null;
  sendLogisticsNo?: string | null;
}

export type RepairProgressMessage =
  | { key: 'lookup.repair.finished'; courier: string; trackingNumber: string }
  /** Sent back without a repair (its quote declined). */
  | { key: 'lookup.repair.returnedUnrepaired'; courier: string; trackingNumber: string }
  | { key: 'lookup.repair.processing' }
  | { key: 'lookup.repair.processingTitle' };

export interface RepairProgress {
  steps: RepairProgressStep[];
  /** How many steps are done: one for each timestamp present. */
  completed: number;
  /** The current position for a stepper. */
  active: number;
  message: RepairProgressMessage;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function repairProgress(result: RepairLookupFields): RepairProgress {
  const completed = REPAIR_TIMESTAMP_FIELDS.filter((field) => present(result[field])).length;
  const waiting = result.status === REPAIR_STATUS.waitingForPart;
  // A device sent back unrepaired skips the repair: the steps show what happened.
  const steps: RepairProgressStep[] = REPAIR_PROGRESS_STEPS.filter(
    (step) => step !== 'repair' || !returnedUnrepaired(result),
  );
  if (waiting) steps.splice(WAITING_FOR_PART_POSITION, 0, 'waitingForPart');
  return {
    steps,
    completed,
    active: waiting ? WAITING_FOR_PART_POSITION : completed,
    message: repairProgressMessage(result),
  };
}

/** Sent back with no repair done: a declined quote. */
function returnedUnrepaired(result: RepairLookupFields): boolean {
  return present(result.sendDateTime) && !present(result.repairTime);
}

/** Whether the device is on its way back or home: repaired or not. */
export function isRepairReturned(message: RepairProgressMessage): boolean {
  return (
    message.key === 'lookup.repair.finished' || message.key === 'lookup.repair.returnedUnrepaired'
  );
}

function repairProgressMessage(result: RepairLookupFields): RepairProgressMessage {
  if (present(result.sendDateTime)) {
    return {
      key: returnedUnrepaired(result)
        ? 'lookup.repair.returnedUnrepaired'
        : 'lookup.repair.finished',
      courier: result.sendLogisticsTypeName ?? '',
      trackingNumber: result.sendLogisticsNo ?? '',
    };
  }
  if (present(result.receiveTime)) return { key: 'lookup.repair.processing' };
  return { key: 'lookup.repair.processingTitle' };
}
