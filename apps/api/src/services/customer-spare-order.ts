import {
  customerMayCancelPurchase,
  planPurchaseStep,
  PURCHASE_LIFECYCLE,
  purchaseProgress,
  purchaseStateOf,
  type SpareOrderView,
} from '@portal/contracts';
import { type PrismaClient } from '@portal/db';
import { localizedError, type AppError } from '../lib/app-error';
import { applyPurchaseStep, PURCHASE_STEP_SELECT, stepRefused } from './lifecycle';
import { findSpareOrderByToken, toSpareOrderView } from './spare-order';

/**
 * What the customer does on a spare-part order's private page, found by its
 * access token (docs/decisions/037-spare-order-cancel-and-receipt.md). Apart
 * from spare-order.ts, which the lifecycle reads, so that the two do not
 * import each other.
 */

const notCancellable = (id: bigint) =>
  localizedError(422, (t) => t.spareOrderNotCancellable(Number(id)));

/** Why the customer can no longer cancel this order; null while they can. */
function cancelRefusal(order: { id: bigint; status: number }): AppError | null {
  // Every code the lookup shows as cancelled (12 and the others above 11 but 21).
  if (purchaseProgress(order).cancelled) {
    return localizedError(422, (t) => t.spareOrderAlreadyCancelled(Number(order.id)));
  }
  return customerMayCancelPurchase(order.status) ? null : notCancellable(order.id);
}

/**
 * Cancels the order while it waits for the service's confirmation, by the
 * lifecycle's `cancelled` step: the status and the step's e-mail (to the
 * customer, copied to the invoice mailbox) are written in one transaction.
 * Decided by the step's conditional write, so of cancels sent at once to any
 * instances one is taken and one e-mail written. A second cancel, or one
 * after the service confirmed the order, is refused with the reason and
 * changes nothing.
 */
export async function cancelSpareOrderByToken(
  db: PrismaClient,
  token: string,
  now: Date,
): Promise<SpareOrderView> {
  const order = await findSpareOrderByToken(db, token);
  const refusal = cancelRefusal(order);
  if (refusal) throw refusal;
  try {
    await db.$transaction(async (tx) => {
      const current = await tx.sparePartOrder.findUniqueOrThrow({
        where: { id: order.id },
        select: PURCHASE_STEP_SELECT,
      });
      const from = purchaseStateOf(current.status);
      const refused = cancelRefusal(current);
      if (refused || !from) throw refused ?? notCancellable(order.id);
      const plan = planPurchaseStep(from, 'cancelled');
      if (!plan.ok) {
        throw stepRefused('spare', Number(order.id), PURCHASE_LIFECYCLE, from, plan.refusal);
      }
      await applyPurchaseStep(tx, current, plan.transition, now);
    });
  } catch (error) {
    // Moved on meanwhile (cancelled by a second click, confirmed by the service): told as such.
    throw cancelRefusal(await findSpareOrderByToken(db, token)) ?? error;
  }
  return toSpareOrderView(await findSpareOrderByToken(db, token));
}
