import {
  courierBringsLabel,
  CURRENCY,
  isAccessToken,
  REPAIR_LIFECYCLE,
  REPAIR_STATUS,
  type QuoteFeeType,
  type RepairOrderView,
  planRepairStep,
  type QuoteDecision,
  type RescheduleRequest,
  WAYBILL,
} from '@portal/contracts';
import { type Prisma, type PrismaClient } from '@portal/db';
import { localizedError, type AppError } from '../lib/app-error';
import { upstreamTimestamp } from '../lib/format';
import type { PickupChange } from '../lib/messages';
import {
  AWAITING_PICKUP,
  cancelShipment,
  RESERVATION_STATUS,
  reschedulePickup,
  SHIPMENT_STATUS,
  type CourierOptions,
} from './courier';
import { loadLabelData, type LabelData } from './label';
import { applyRepairStep, STEP_SELECT, stepRefused } from './lifecycle';
import { storedRepairDetails } from './repair-details';
import { toLookupResult } from './repair-lookup';

/**
 * A booked repair as its customer sees it on the private page, found by the
 * access token (docs/decisions/020-customer-private-pages.md). The token is
 * the only key: a malformed one and an unknown one answer the same 404.
 */

/** The stored quote answers, as the view names them. */
export const QUOTE_ANSWER = { approve: 'approved', decline: 'declined' } as const;
export type QuoteAnswer = (typeof QUOTE_ANSWER)[keyof typeof QUOTE_ANSWER];

const ORDER_INCLUDE = {
  accessories: { orderBy: { id: 'asc' } },
  quoteLines: { orderBy: { id: 'asc' } },
  shipment: {
    include: { reservations: { orderBy: { id: 'desc' }, take: 1 } },
  },
} as const satisfies Prisma.RepairOrderInclude;

export type PrivateOrder = Prisma.RepairOrderGetPayload<{ include: typeof ORDER_INCLUDE }>;
type ReadDb = Pick<PrismaClient, 'repairOrder'>;

/** The order of a token, with what its page shows; a 404 when there is none. */
export async function findByToken(db: ReadDb, token: string): Promise<PrivateOrder> {
  const order = isAccessToken(token)
    ? await db.repairOrder.findUnique({ where: { accessToken: token }, include: ORDER_INCLUDE })
    : null;
  if (!order) throw localizedError(404, (t) => t.noSuchPrivatePage);
  return order;
}

/** The pick-up still can be moved or called off: not collected, shipment not cancelled. */
export function awaitsPickup(order: PrivateOrder): boolean {
  return (
    AWAITING_PICKUP.includes(order.status) &&
    order.shipment !== null &&
    order.shipment.status !== SHIPMENT_STATUS.cancelled
  );
}

function quoteOf(order: PrivateOrder): RepairOrderView['quote'] {
  if (order.quoteLines.length === 0) return null;
  const lines = order.quoteLines.map((line) => ({
    // Written only from QUOTE_FEE_TYPES (services/quote.ts).
    feeType: line.feeType as QuoteFeeType,
    currency: line.currency,
    amountCents: line.amountCents,
  }));
  const answer = order.quoteAnswer;
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    currency: lines[0]?.currency ?? CURRENCY,
    answer: answer === QUOTE_ANSWER.approve || answer === QUOTE_ANSWER.decline ? answer : null,
    answeredAt: upstreamTimestamp(order.quoteAnsweredAt),
  };
}

/** The private page's answer for an order read by `findByToken`. */
export async function toRepairOrderView(
  db: Pick<PrismaClient, 'product'>,
  order: PrivateOrder,
): Promise<RepairOrderView> {
  const details = await storedRepairDetails(db, order);
  const { shipment } = order;
  const reservation = shipment?.reservations[0];
  const pickupOpen = awaitsPickup(order);
  return {
    rmaNumber: order.rmaNumber,
    orderId: Number(order.id),
    // Exactly as the lookup answers it.
    progress: toLookupResult(order),
    language: order.language,
    waybill: courierBringsLabel(order.waybill) ? WAYBILL.printLabel : WAYBILL.printBill,
    ...details,
    pickup:
      shipment && reservation
        ? {
            shipmentId: Number(shipment.id),
            shipmentNo: shipment.shipmentNo,
            pickupDate: reservation.pickupDate,
            pickupTimeFrom: reservation.pickupTimeFrom,
            pickupTimeTo: reservation.pickupTimeTo,
            status:
              reservation.status === RESERVATION_STATUS.active &&
              shipment.status !== SHIPMENT_STATUS.cancelled
                ? 'reserved'
                : 'cancelled',
          }
        : null,
    quote: quoteOf(order),
    actions: {
      reschedule: pickupOpen,
      cancel: pickupOpen,
      answerQuote: order.status === REPAIR_STATUS.quoteToBeConfirmed && order.quoteAnswer === null,
      // The label to print: not when the courier brings it.
      label:
        shipment !== null &&
        shipment.status !== SHIPMENT_STATUS.cancelled &&
        !courierBringsLabel(order.waybill),
    },
  };
}

/** The private page of a token. */
export async function repairOrderView(db: PrismaClient, token: string): Promise<RepairOrderView> {
  return toRepairOrderView(db, await findByToken(db, token));
}

/** The courier label of a token's booking (services/label.ts); refused once the shipment is cancelled. */
export async function labelOfToken(db: PrismaClient, token: string): Promise<LabelData> {
  const order = await findByToken(db, token);
  if (!order.shipment) throw localizedError(404, (t) => t.noCourierShipment(order.rmaNumber));
  return loadLabelData(db, Number(order.shipment.id));
}

/** Why the pick-up of this order can no longer be changed; null when it can. */
function pickupRefusal(order: PrivateOrder, change: PickupChange): AppError | null {
  if (!order.shipment) return localizedError(422, (t) => t.noCourierShipment(order.rmaNumber));
  if (
    order.status === REPAIR_STATUS.cancelled ||
    order.shipment.status === SHIPMENT_STATUS.cancelled
  ) {
    return localizedError(422, (t) => t.pickupOfCancelledOrder(order.rmaNumber, change));
  }
  if (!AWAITING_PICKUP.includes(order.status)) {
    return localizedError(422, (t) => t.pickupAfterCollection(order.rmaNumber, change));
  }
  return null;
}

/**
 * Moves the pick-up to another offered date and window, by the rules and
 * seats of `/logistics/user/reserve`: the old seat is given back and the new
 * one taken in one transaction; a full window is refused as there. The slot
 * already booked answers the page unchanged, and no second e-mail.
 */
export async function rescheduleByToken(
  db: PrismaClient,
  token: string,
  request: RescheduleRequest,
  options: CourierOptions,
): Promise<{ view: RepairOrderView; changed: boolean }> {
  const order = await findByToken(db, token);
  const refusal = pickupRefusal(order, 'reschedule');
  if (refusal || !order.shipment) throw refusal;
  const moved = await reschedulePickup(
    db,
    { shipmentId: Number(order.shipment.id), orderId: Number(order.id), ...request },
    options,
  );
  return { view: await repairOrderView(db, token), changed: moved.changed };
}

/**
 * Cancels the order and its courier shipment while the device has not been
 * collected, as `/logistics/user/ship/cancel` and the lifecycle's
 * `cancelled` step do, and confirms it by e-mail. Cancelling a cancelled
 * order answers the page as it is, and no second e-mail.
 */
export async function cancelByToken(
  db: PrismaClient,
  token: string,
  now: Date,
): Promise<{ view: RepairOrderView; changed: boolean }> {
  const order = await findByToken(db, token);
  const cancelled = () =>
    order.status === REPAIR_STATUS.cancelled ||
    order.shipment?.status === SHIPMENT_STATUS.cancelled;
  if (cancelled()) return { view: await toRepairOrderView(db, order), changed: false };
  const refusal = pickupRefusal(order, 'cancel');
  if (refusal || !order.shipment) throw refusal;
  try {
    await cancelShipment(db, Number(order.shipment.id), Number(order.id), { now });
  } catch (error) {
    // Cancelled meanwhile by a second click: the same answer as the first.
    const again = await findByToken(db, token);
    if (again.status !== REPAIR_STATUS.cancelled) throw error;
    return { view: await toRepairOrderView(db, again), changed: false };
  }
  return { view: await repairOrderView(db, token), changed: true };
}

/** The lifecycle step each answer takes: approved, the repair goes on; declined, the device goes back. */
const QUOTE_STEP = { approve: 'quoteConfirmed', decline: 'quoteDeclined' } as const;

/**
 * The customer's answer to the quote, while the order waits for it ("quote
 * to be confirmed"): approving takes the `quoteConfirmed` step (the repair
 * goes on), declining the `quoteDeclined` step (finished, sent back
 * unrepaired with a return courier). The answer and its time are stored and
 * confirmed by e-mail. The same answer again changes nothing; the other
 * answer after one was given is refused.
 */
export async function answerQuoteByToken(
  db: PrismaClient,
  token: string,
  decision: QuoteDecision,
  now: Date,
): Promise<{ view: RepairOrderView; changed: boolean }> {
  const order = await findByToken(db, token);
  const answer = QUOTE_ANSWER[decision];
  if (order.status !== REPAIR_STATUS.quoteToBeConfirmed) return settledAnswer(db, order, answer);
  const plan = planRepairStep('quoteToBeConfirmed', QUOTE_STEP[decision]);
  if (!plan.ok) {
    throw stepRefused(
      'repair',
      order.rmaNumber,
      REPAIR_LIFECYCLE,
      'quoteToBeConfirmed',
      plan.refusal,
    );
  }
  try {
    await db.$transaction(async (tx) => {
      const current = await tx.repairOrder.findUniqueOrThrow({
        where: { id: order.id },
        select: STEP_SELECT,
      });
      // Decided by the step's conditional write, not by the page read above:
      // of answers sent at once only the first finds the quote still waiting.
      // The step writes the answer's e-mail.
      await applyRepairStep(tx, current, plan.transition, now, {
        quoteAnswer: { answer, at: now },
      });
    });
  } catch (error) {
    const again = await findByToken(db, token);
    if (again.status === REPAIR_STATUS.quoteToBeConfirmed) throw error;
    // Answered meanwhile: told as if that answer had come first.
    return settledAnswer(db, again, answer);
  }
  return { view: await repairOrderView(db, token), changed: true };
}

/** An answer to an order whose quote no longer waits: its page when it was this answer, else why not. */
async function settledAnswer(
  db: PrismaClient,
  order: PrivateOrder,
  answer: QuoteAnswer,
): Promise<{ view: RepairOrderView; changed: boolean }> {
  const given = order.quoteAnswer;
  if (given === answer) return { view: await toRepairOrderView(db, order), changed: false };
  if (given === QUOTE_ANSWER.approve || given === QUOTE_ANSWER.decline) {
    throw localizedError(422, (t) => t.quoteAlreadyAnswered(order.rmaNumber, given));
  }
  throw localizedError(422, (t) => t.noQuoteWaiting(order.rmaNumber));
}
