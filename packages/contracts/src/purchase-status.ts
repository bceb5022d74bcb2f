/** Spare-part (purchase) order statuses and their lookup progress (SPEC §4). */

export const PURCHASE_STATUS = {
  pendingConfirmation: 1,
  pendingPayment: 2,
  pendingShipment: 3,
  pendingInvoice: 7,
  completed: 11,
  /** Anything above 11 is cancelled, except 21. */
  cancelled: 12,
  /** Maps back to the first step. */
  reopened: 21,
} as const;

export const PURCHASE_PROGRESS_STEPS = [
  'pendingConfirmation',
  'pendingPayment',
  'pendingShipment',
  'pendingInvoice',
  'completed',
] as const;
export type PurchaseStep = (typeof PURCHASE_PROGRESS_STEPS)[number];
export type PurchaseStatusLabel = PurchaseStep | 'cancelled';

export interface PurchaseProgress {
  label: PurchaseStatusLabel;
  /** Stepper position 0–4, or null when the order is cancelled. */
  step: number | null;
  cancelled: boolean;
  /** Logistics name and number show for 3 < status < 12 when both exist. */
  showLogistics: boolean;
}

function stepOf(status: number): number | null {
  if (status === PURCHASE_STATUS.reopened) return 0;
  if (status > PURCHASE_STATUS.completed) return null;
  if (status >= PURCHASE_STATUS.completed) return 4;
  if (status >= PURCHASE_STATUS.pendingInvoice) return 3;
  if (status >= PURCHASE_STATUS.pendingShipment) return 2;
  if (status >= PURCHASE_STATUS.pendingPayment) return 1;
  return 0;
}

export function purchaseProgress(result: {
  status: number;
  logisticsName?: string | null;
  logisticsNo?: string | null;
}): PurchaseProgress {
  const step = stepOf(result.status);
  const withinLogisticsRange = result.status > 3 && result.status < 12;
  return {
    label: step === null ? 'cancelled' : (PURCHASE_PROGRESS_STEPS[step] ?? 'pendingConfirmation'),
    step,
    cancelled: step === null,
    showLogistics:
      withinLogisticsRange && Boolean(result.logisticsName) && Boolean(result.logisticsNo),
  };
}
