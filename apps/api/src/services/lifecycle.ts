import {
  describeState,
  PURCHASE_LIFECYCLE,
  REPAIR_LIFECYCLE,
  planPurchaseStep,
  planRepairStep,
  purchaseStateOf,
  purchaseStepsFrom,
  repairStateOf,
  repairStatusOfState,
  repairStepsFrom,
  type AdvanceRepairResult,
  type AdvanceSparePartResult,
  transitionsFrom,
  type Lifecycle,
  type PurchaseLifecycleStep,
  type PurchaseTransition,
  type RepairLifecycleStep,
  DEFAULT_QUOTE_LINES,
  type QuoteLine,
  type RepairTransition,
  type StepRefusal,
  type Transition,
} from '@portal/contracts';
import { type Prisma, type PrismaClient } from '@portal/db';
import { localizedError, type AppError } from '../lib/app-error';
import type { OrderKind, StepRefusalText } from '../lib/messages';
import { cancelReservations, SHIPMENT_STATUS } from './courier';
import { outboxEntry, type MailKind } from './mail/outbox';
import { LOOKUP_SELECT, toLookupResult } from './repair-lookup';
import { newParcel } from './return-courier';
import { inquireSparePartOrder } from './spare-order';

/**
 * Moves orders through their lifecycle (packages/contracts: repair-lifecycle,
 * purchase-lifecycle) as the service provider's staff would: one step per
 * call, in one transaction, filling what that step fills. Used by the
 * operator endpoints and the `pnpm demo:advance` command.
 */

type Tx = Prisma.TransactionClient;

function possibleSteps<S extends string>(
  lifecycle: Lifecycle<S, string, string>,
  steps: Transition<S, string, string>[],
) {
  return steps.map((t) => ({
    step: t.step,
    to: t.to,
    status: lifecycle.statusOf(t.to),
    manual: t.manual === true,
  }));
}

const changedMeanwhile = () => localizedError(422, (t) => t.orderChangedMeanwhile);

/** A step refused, worded in the request's language with the steps possible instead. */
export function stepRefused<S extends string, P extends string>(
  kind: OrderKind,
  key: string | number,
  lifecycle: Lifecycle<S, P, string>,
  from: S,
  refusal: StepRefusal<S, P>,
): AppError {
  const state = (name: S) => describeState(lifecycle, name);
  const text: StepRefusalText =
    refusal.reason === 'alreadyThere'
      ? { reason: 'alreadyThere', state: state(refusal.from) }
      : refusal.reason === 'cannotReach'
        ? {
            reason: 'cannotReach',
            from: state(refusal.from),
            wanted:
              'state' in refusal.wanted
                ? { state: state(refusal.wanted.state) }
                : { step: refusal.wanted.step },
          }
        : refusal;
  const options = transitionsFrom(lifecycle, from).map((t) => ({
    step: t.step,
    to: state(t.to),
    manual: t.manual === true,
  }));
  return localizedError(422, (t) => t.stepRefused(kind, key, text, state(from), options));
}

async function parcelNumberTaken(tx: Tx, trackingNo: string): Promise<boolean> {
  const [repairs, spares] = await Promise.all([
    tx.repairOrder.count({ where: { sendLogisticsNo: trackingNo } }),
    tx.sparePartOrder.count({ where: { logisticsNo: trackingNo } }),
  ]);
  return repairs + spares > 0;
}

/**
 * The e-mail each step tells the customer, written in the step's transaction
 * so that it goes once exactly when the step is taken. Declining a quote
 * sends the device back: the parcel is told like a shipment.
 */
const REPAIR_STEP_MAILS: Partial<Record<RepairLifecycleStep, MailKind>> = {
  pickedUp: 'repair-picked-up',
  received: 'repair-received',
  repaired: 'repair-repaired',
  shippedBack: 'repair-shipped',
  quoteDeclined: 'repair-shipped',
  cancelled: 'repair-cancelled',
};
const PURCHASE_STEP_MAILS: Partial<Record<PurchaseLifecycleStep, MailKind>> = {
  confirmed: 'spare-order-confirmed',
  shipped: 'spare-order-shipped',
  invoiced: 'spare-order-completed',
  cancelled: 'spare-order-cancelled',
};

/**
 * The e-mail of a repair step: the customer's answer to the quote is
 * confirmed as such (it names the return parcel of a refusal), a quote sent
 * with its lines, any other step as REPAIR_STEP_MAILS says.
 */
function repairStepMail(transition: RepairTransition, extras: StepExtras): MailKind | undefined {
  if (extras.quoteAnswer) return 'repair-quote-answered';
  if (transition.to === 'quoteToBeConfirmed') return 'repair-quote-ready';
  return REPAIR_STEP_MAILS[transition.step];
}

/** What a step of a repair order reads of it. */
export const STEP_SELECT = {
  id: true,
  status: true,
  repairTime: true,
  shipment: { select: { id: true } },
} as const;
type StepOrder = Prisma.RepairOrderGetPayload<{ select: typeof STEP_SELECT }>;

export interface StepExtras {
  /** The quotation of a step into "quote to be confirmed". */
  quoteLines?: readonly QuoteLine[];
  /** The customer's answer to the quote, stored with the step it takes. */
  quoteAnswer?: { answer: string; at: Date };
}

/**
 * Takes one planned step of a repair order inside the caller's transaction:
 * the status and what the step fills, guarded by the state read (two writers
 * cannot both take a step from it), the cancellation of the pick-up with a
 * cancelled order, the quotation on entering "quote to be confirmed" (the
 * answer of an earlier quote is cleared: a new quote asks again), and the
 * step's e-mail to the customer. A step planned from another state than the one read is refused:
 * the order moved on since the plan was made.
 */
export async function applyRepairStep(
  tx: Tx,
  order: StepOrder,
  transition: RepairTransition,
  now: Date,
  extras: StepExtras = {},
) {
  if (repairStateOf(order) !== transition.from) throw changedMeanwhile();
  const data: Prisma.RepairOrderUpdateManyMutationInput = {
    status: repairStatusOfState(transition.to),
  };
  for (const field of transition.sets) {
    if (field === 'sendLogistics') {
      const parcel = await newParcel((no) => parcelNumberTaken(tx, no));
      data.sendLogisticsTypeName = parcel.name;
      data.sendLogisticsNo = parcel.trackingNo;
    } else {
      data[field] = now;
    }
  }
  const quoting = transition.to === 'quoteToBeConfirmed';
  if (quoting) {
    data.quoteAnswer = null;
    data.quoteAnsweredAt = null;
  }
  if (extras.quoteAnswer) {
    data.quoteAnswer = extras.quoteAnswer.answer;
    data.quoteAnsweredAt = extras.quoteAnswer.at;
  }
  const { count } = await tx.repairOrder.updateMany({
    where: {
      id: order.id,
      status: order.status,
      repairTime: order.repairTime ? { not: null } : null,
      // A quote takes one answer: of answers sent at once, the first written wins.
      ...(extras.quoteAnswer ? { quoteAnswer: null } : {}),
    },
    data,
  });
  if (count !== 1) throw changedMeanwhile();

  if (transition.to === 'cancelled' && order.shipment) {
    // As a cancellation through the courier: the pick-up is called off too.
    await cancelReservations(tx, order.shipment.id);
    await tx.shipment.update({
      where: { id: order.shipment.id },
      data: { status: SHIPMENT_STATUS.cancelled },
    });
  }
  if (quoting) {
    const lines = extras.quoteLines ?? DEFAULT_QUOTE_LINES;
    await tx.repairQuoteLine.deleteMany({ where: { orderId: order.id } });
    await tx.repairQuoteLine.createMany({
      data: lines.map((line) => ({ orderId: order.id, ...line })),
    });
  }
  const mail = repairStepMail(transition, extras);
  if (mail) await tx.mailOutbox.create({ data: outboxEntry(mail, order.id, now) });
}

/**
 * One step of a repair order, found by its RMA number. Without `target` the
 * next step; else the named state, step or status code. An illegal step is
 * a 422 naming the possible ones; nothing is written then. `quoteLines` is
 * the quotation of a step into "quote to be confirmed" (a default one
 * without); it is refused with any other step.
 */
export async function advanceRepairOrder(
  db: PrismaClient,
  rmaNumber: string,
  target: string | undefined,
  now: Date,
  quoteLines?: readonly QuoteLine[],
): Promise<AdvanceRepairResult> {
  const key = rmaNumber.trim().toUpperCase();
  return db.$transaction(async (tx) => {
    const order = await tx.repairOrder.findUnique({
      where: { rmaNumber: key },
      select: STEP_SELECT,
    });
    if (!order) throw localizedError(404, (t) => t.repairOrderNotFound(key));
    const from = repairStateOf(order);
    if (!from) throw localizedError(422, (t) => t.outsideLifecycle('repair', key, order.status));
    const plan = planRepairStep(from, target);
    if (!plan.ok) throw stepRefused('repair', key, REPAIR_LIFECYCLE, from, plan.refusal);
    const { transition } = plan;
    if (quoteLines && transition.to !== 'quoteToBeConfirmed') {
      throw localizedError(422, (t) =>
        t.quoteLinesWithOtherStep(key, transition.step, transition.to),
      );
    }
    await applyRepairStep(tx, order, transition, now, { quoteLines });

    const after = await tx.repairOrder.findUniqueOrThrow({
      where: { id: order.id },
      select: LOOKUP_SELECT,
    });
    return {
      rmaNumber: key,
      step: transition.step,
      from,
      to: transition.to,
      status: after.status,
      next: possibleSteps(REPAIR_LIFECYCLE, repairStepsFrom(transition.to)),
      lookup: toLookupResult(after),
    };
  });
}

/** What a step of a spare-part order reads of it. */
export const PURCHASE_STEP_SELECT = { id: true, status: true } as const;
type PurchaseStepOrder = Prisma.SparePartOrderGetPayload<{ select: typeof PURCHASE_STEP_SELECT }>;

/**
 * Takes one planned step of a spare-part order inside the caller's
 * transaction: the status and what the step fills (the parcel of a
 * shipment), guarded by the status read (two writers cannot both take a
 * step from it), and the step's e-mail to the customer. A step planned from
 * another state than the one read is refused: the order moved on since.
 */
export async function applyPurchaseStep(
  tx: Tx,
  order: PurchaseStepOrder,
  transition: PurchaseTransition,
  now: Date,
) {
  if (purchaseStateOf(order.status) !== transition.from) throw changedMeanwhile();
  const data: Prisma.SparePartOrderUpdateManyMutationInput = {
    status: PURCHASE_LIFECYCLE.statusOf(transition.to),
  };
  if (transition.sets.includes('logistics')) {
    const parcel = await newParcel((no) => parcelNumberTaken(tx, no));
    data.logisticsName = parcel.name;
    data.logisticsNo = parcel.trackingNo;
    data.shippedAt = now;
  }
  const { count } = await tx.sparePartOrder.updateMany({
    where: { id: order.id, status: order.status },
    data,
  });
  if (count !== 1) throw changedMeanwhile();
  const mail = PURCHASE_STEP_MAILS[transition.step];
  if (mail) await tx.mailOutbox.create({ data: outboxEntry(mail, order.id, now) });
}

/** One step of a spare-part order, by its id; otherwise as `advanceRepairOrder`. */
export async function advanceSparePartOrder(
  db: PrismaClient,
  orderId: number,
  target: string | undefined,
  now: Date,
): Promise<AdvanceSparePartResult> {
  const moved = await db.$transaction(async (tx) => {
    const order = await tx.sparePartOrder.findUnique({
      where: { id: orderId },
      select: PURCHASE_STEP_SELECT,
    });
    if (!order) throw localizedError(404, (t) => t.spareOrderNotFound(orderId));
    const from = purchaseStateOf(order.status);
    if (!from) throw localizedError(422, (t) => t.outsideLifecycle('spare', orderId, order.status));
    const plan = planPurchaseStep(from, target);
    if (!plan.ok) throw stepRefused('spare', orderId, PURCHASE_LIFECYCLE, from, plan.refusal);
    const { transition } = plan;
    await applyPurchaseStep(tx, order, transition, now);
    return { from, transition };
  });
  const { from, transition } = moved;
  const lookup = await inquireSparePartOrder(db, orderId);
  return {
    orderId,
    step: transition.step,
    from,
    to: transition.to,
    status: lookup.status,
    next: possibleSteps(PURCHASE_LIFECYCLE, purchaseStepsFrom(transition.to)),
    lookup,
  };
}
