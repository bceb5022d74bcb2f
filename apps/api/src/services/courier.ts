import {
  hasPickupWindowEnded,
  isOfferedPickupWindow,
  isPolishHoliday,
  isValidPickupInterval,
  isWeekend,
  openPickupWindows,
  PICKUP_TIME_WINDOWS,
  pickupDates,
  REPAIR_STATUS,
  warsawToday,
  type PickupWindowRoom,
} from '@portal/contracts';
import {
  databaseKind,
  postgresqlSql,
  sqliteSql,
  type DatabaseKind,
  type Prisma,
  type PrismaClient,
} from '@portal/db';
import type { AppError } from '../lib/app-error';
import { localizedError } from '../lib/app-error';
import type { PickupDateReason, ServerText } from '../lib/messages';
import { outboxEntry } from './mail/outbox';

/**
 * The simulated courier of DESIGN: pick-ups only on offered dates and windows,
 * a limited number of seats per date and window, and shipments that can be
 * cancelled until the device is collected.
 */

export const SHIPMENT_STATUS = {
  created: 'created',
  reserved: 'reserved',
  cancelled: 'cancelled',
} as const;
export const RESERVATION_STATUS = { active: 'active', cancelled: 'cancelled' } as const;

/** A booked pick-up as the label and the order sheet print it; null when none is booked. */
export function bookedPickup(
  reservation: { pickupDate: string; pickupTimeFrom: string; pickupTimeTo: string } | undefined,
): { date: string; from: string; to: string } | null {
  return reservation
    ? {
        date: reservation.pickupDate,
        from: reservation.pickupTimeFrom,
        to: reservation.pickupTimeTo,
      }
    : null;
}

/** Orders still waiting for the courier; later ones have their device collected. */
export const AWAITING_PICKUP: readonly number[] = [
  REPAIR_STATUS.logisticsToBeBuilt,
  REPAIR_STATUS.pendingPickup,
];

export interface PickupRequest {
  shipmentId: number;
  orderId: number;
  pickupDate: string;
  pickupTimeFrom: string;
  pickupTimeTo: string;
}

type Tx = Prisma.TransactionClient;

/** A date and window of the courier, the key of its seat count (PickupSlot). */
interface Slot {
  pickupDate: string;
  pickupTimeFrom: string;
  pickupTimeTo: string;
}
const SLOT_SELECT = { pickupDate: true, pickupTimeFrom: true, pickupTimeTo: true } as const;
const slotWhere = ({ pickupDate, pickupTimeFrom, pickupTimeTo }: Slot) => ({
  pickupDate,
  pickupTimeFrom,
  pickupTimeTo,
});
const slotKey = (slot: Slot) => `${slot.pickupDate} ${slot.pickupTimeFrom}-${slot.pickupTimeTo}`;
const slotOrder = (a: Slot, b: Slot) => {
  const [x, y] = [slotKey(a), slotKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

export interface CourierOptions {
  capacity: number;
  now: Date;
}

const WINDOWS = PICKUP_TIME_WINDOWS.map((w) => `${w.from}-${w.to}`);

/** Why the courier refuses a date, in words a customer understands; null when it comes. */
export function dateRefusal(date: string, now: Date): ServerText | null {
  const offered = pickupDates(now);
  if (offered.includes(date)) return null;
  const today = warsawToday(now);
  let reason: PickupDateReason = 'notOffered';
  if (date < today) reason = 'past';
  else if (isWeekend(date)) reason = 'weekend';
  else if (isPolishHoliday(date)) reason = 'holiday';
  else if (date === today) reason = 'todayEnded';
  return (t) => t.noPickupOn(date, reason, offered);
}

/** Why the courier refuses this date and window; null when it comes then. */
function slotRefusal(request: PickupRequest, now: Date): AppError | null {
  const { pickupDate: date, pickupTimeFrom: from, pickupTimeTo: to } = request;
  const dateProblem = dateRefusal(date, now);
  if (dateProblem) return localizedError(422, dateProblem);
  if (!isValidPickupInterval(from, to)) {
    return localizedError(422, (t) => t.pickupWindowTooShort);
  }
  if (!isOfferedPickupWindow(from, to)) {
    return localizedError(422, (t) => t.pickupWindowNotOffered(WINDOWS));
  }
  if (hasPickupWindowEnded(date, to, now)) {
    return localizedError(422, (t) => t.pickupWindowEnded(date, from, to));
  }
  return null;
}

/**
 * The shipment of an order, or a 404 when either is unknown or they do not
 * belong together: a change needs both random ids, each a secret of its own.
 * The answer is the same whichever one is wrong.
 */
async function findShipment(
  db: Pick<PrismaClient, 'shipment'>,
  shipmentId: number | bigint,
  orderId: number | bigint,
) {
  const shipment = await db.shipment.findUnique({
    where: { id: shipmentId },
    include: { order: { select: { id: true, status: true } } },
  });
  if (!shipment || shipment.orderId !== BigInt(orderId)) {
    throw localizedError(404, (t) => t.shipmentOfOrderNotFound(shipmentId, orderId));
  }
  return shipment;
}
type FoundShipment = Awaited<ReturnType<typeof findShipment>>;

/** Why a pick-up cannot be booked for this shipment; null when it can. */
function reserveRefusal(shipment: FoundShipment): AppError | null {
  if (shipment.status === SHIPMENT_STATUS.cancelled) {
    return localizedError(422, (t) => t.shipmentCancelledBookAgain(shipment.shipmentNo));
  }
  if (!AWAITING_PICKUP.includes(shipment.order.status)) {
    return localizedError(422, (t) => t.deviceAlreadyCollected(shipment.shipmentNo));
  }
  return null;
}

/** Why this shipment cannot be cancelled; null when it can. */
function cancelRefusal(shipment: FoundShipment): AppError | null {
  if (shipment.status === SHIPMENT_STATUS.cancelled) {
    return localizedError(422, (t) => t.shipmentAlreadyCancelled(shipment.shipmentNo));
  }
  if (!AWAITING_PICKUP.includes(shipment.order.status)) {
    return localizedError(422, (t) => t.deviceCollectedNoCancel(shipment.shipmentNo));
  }
  return null;
}

/**
 * The refusal for a shipment whose conditional update matched nothing: it
 * was cancelled or collected after it was read. Read again in the same
 * transaction, which then rolls back.
 */
async function changedMeanwhile(
  tx: Tx,
  shipment: FoundShipment,
  refusalOf: (shipment: FoundShipment) => AppError | null,
): Promise<AppError> {
  const current = await findShipment(tx, shipment.id, shipment.orderId);
  return refusalOf(current) ?? localizedError(422, (t) => t.shipmentChangedMeanwhile);
}

/**
 * Gives seats back and takes one, one statement each. A seat is taken only
 * while `taken < capacity`, which two servers cannot both win: on PostgreSQL
 * the second upsert waits for the first's row lock, then finds the slot
 * full; SQLite has one writer at a time. The slot's count is made by its
 * first booking, in the same statement. Slots are visited in one order, so
 * two bookings never wait on each other in a cycle.
 */
async function moveSeats(
  tx: Tx,
  free: Slot[],
  take?: { slot: Slot; capacity: number; kind: DatabaseKind },
) {
  // With a capacity: take a seat; without: give one back.
  const moves: { slot: Slot; take?: { capacity: number; kind: DatabaseKind } }[] = [
    ...free.map((slot) => ({ slot })),
    ...(take ? [{ slot: take.slot, take }] : []),
  ];
  const taking = (move: { take?: unknown }) => Number(move.take !== undefined);
  moves.sort((a, b) => slotOrder(a.slot, b.slot) || taking(a) - taking(b));
  for (const { slot, take: seat } of moves) {
    if (!seat) {
      await tx.pickupSlot.updateMany({
        where: { ...slotWhere(slot), taken: { gt: 0 } },
        data: { taken: { decrement: 1 } },
      });
      continue;
    }
    const { pickupDate, pickupTimeFrom, pickupTimeTo } = slot;
    const taken = await tx.$queryRawTyped(
      seat.kind === 'postgresql'
        ? postgresqlSql.takePickupSeat(pickupDate, pickupTimeFrom, pickupTimeTo, seat.capacity)
        : sqliteSql.takePickupSeat(pickupDate, pickupTimeFrom, pickupTimeTo, seat.capacity),
    );
    if (taken.length !== 1) {
      throw localizedError(422, (t) =>
        t.noFreePickupSlots(pickupDate, pickupTimeFrom, pickupTimeTo),
      );
    }
  }
}

/**
 * Cancels the active reservations of a shipment and gives their seats back;
 * part of the caller's transaction (a cancellation by the customer or by
 * the operator).
 */
export async function cancelReservations(tx: Tx, shipmentId: bigint) {
  const cancelled = await tx.reservation.updateManyAndReturn({
    where: { shipmentId, status: RESERVATION_STATUS.active },
    data: { status: RESERVATION_STATUS.cancelled },
    select: SLOT_SELECT,
  });
  await moveSeats(tx, cancelled);
}

/**
 * Books the courier. A shipment has at most one active reservation: a new
 * booking replaces the previous one and frees its seat. A refused booking
 * writes nothing, so the client can simply retry with other values.
 *
 * The date and window are checked without the database; then one short
 * transaction of conditional writes that check what they depend on (the
 * order still awaits its pick-up, the shipment is the order's and not
 * cancelled, the slot has a seat) and the confirmation e-mail's outbox row.
 * Nothing is read first: a refusal reads the shipment to say why. No other
 * work happens inside it.
 */
export async function reservePickup(
  db: PrismaClient,
  request: PickupRequest,
  options: CourierOptions,
) {
  const booked = await bookPickup(db, request, options, false);
  return {
    reservationId: booked.reservationId,
    shipmentId: booked.shipmentId,
    orderId: booked.orderId,
    pickupDate: booked.pickupDate,
    pickupTimeFrom: booked.pickupTimeFrom,
    pickupTimeTo: booked.pickupTimeTo,
  };
}

/**
 * The customer's move of a pick-up to another date or window (or its first
 * booking), by the rules, seats and transaction of `reservePickup`. The
 * same slot again changes nothing and confirms nothing (`changed` false);
 * a move is confirmed by a `repair-rescheduled` e-mail, a first booking by
 * the booking confirmation.
 */
export function reschedulePickup(
  db: PrismaClient,
  request: PickupRequest,
  options: CourierOptions,
) {
  return bookPickup(db, request, options, true);
}

/**
 * The refusal of a booking whose conditional writes matched nothing, read in
 * its transaction (which then rolls back): an unknown shipment or order, or
 * one cancelled or collected.
 */
async function reserveRefusalNow(tx: Tx, request: PickupRequest): Promise<AppError> {
  const current = await findShipment(tx, request.shipmentId, request.orderId);
  return reserveRefusal(current) ?? localizedError(422, (t) => t.shipmentChangedMeanwhile);
}

/**
 * Statements of a first booking: the order, the shipment, the reservation,
 * its e-mail's outbox row and the seat, each one conditional write; nothing
 * is read unless the booking is refused. A rebooking also cancels the
 * reservation it replaces and gives its seat back.
 */
async function bookPickup(
  db: PrismaClient,
  request: PickupRequest,
  { capacity, now }: CourierOptions,
  moving: boolean,
) {
  const slot: Slot = {
    pickupDate: request.pickupDate,
    pickupTimeFrom: request.pickupTimeFrom,
    pickupTimeTo: request.pickupTimeTo,
  };
  const slotProblem = slotRefusal(request, now);
  if (slotProblem) {
    // What is wrong with the shipment is told first: an unknown one is a 404 whatever the slot.
    throw (
      reserveRefusal(await findShipment(db, request.shipmentId, request.orderId)) ?? slotProblem
    );
  }
  const ids = { shipmentId: BigInt(request.shipmentId), orderId: BigInt(request.orderId) };
  const booked = await db.$transaction(async (tx) => {
    // The order first, as every writer of an order and its shipment does, so they queue on it.
    const order = await tx.repairOrder.updateMany({
      where: { id: ids.orderId, status: { in: [...AWAITING_PICKUP] } },
      data: { status: REPAIR_STATUS.pendingPickup, pickupDate: slot.pickupDate },
    });
    if (order.count !== 1) throw await reserveRefusalNow(tx, request);
    const reserve = (status: string) =>
      tx.shipment.updateMany({
        where: { id: ids.shipmentId, orderId: ids.orderId, status },
        data: { status: SHIPMENT_STATUS.reserved },
      });
    // A shipment still "created" has never been reserved: there is no reservation to replace.
    const first = (await reserve(SHIPMENT_STATUS.created)).count === 1;
    if (!first && (await reserve(SHIPMENT_STATUS.reserved)).count !== 1) {
      throw await reserveRefusalNow(tx, request);
    }
    if (moving && !first) {
      // Read after the order's row was written: a move sent twice at once queues on it and finds the first.
      const current = await tx.reservation.findFirst({
        where: {
          shipmentId: ids.shipmentId,
          status: RESERVATION_STATUS.active,
          ...slotWhere(slot),
        },
        select: { id: true },
      });
      if (current) return { id: current.id, changed: false };
    }
    const replaced = first
      ? []
      : await tx.reservation.updateManyAndReturn({
          where: { shipmentId: ids.shipmentId, status: RESERVATION_STATUS.active },
          data: { status: RESERVATION_STATUS.cancelled },
          select: SLOT_SELECT,
        });
    const created = await tx.reservation.create({
      data: { shipmentId: ids.shipmentId, ...slot, createdAt: now },
      select: { id: true },
    });
    const kind = moving && replaced.length > 0 ? 'repair-rescheduled' : 'repair-booked';
    await tx.mailOutbox.create({ data: outboxEntry(kind, created.id, now), select: { id: true } });
    // The seats last: the rows other bookings wait for are held for the shortest time.
    await moveSeats(tx, replaced, { slot, capacity, kind: databaseKind(db) });
    return { id: created.id, changed: true };
  });
  return {
    reservationId: booked.id,
    shipmentId: Number(ids.shipmentId),
    orderId: Number(ids.orderId),
    ...slot,
    changed: booked.changed,
  };
}

/**
 * Cancels a shipment that has not been collected yet, its bookings, and so
 * the repair order; as `reservePickup`, read checks first, then one short
 * transaction of conditional writes.
 */
export async function cancelShipment(
  db: PrismaClient,
  shipmentId: number,
  orderId: number,
  /** The customer's cancellation on the private page: confirmed by e-mail at business time `now`. */
  confirm?: { now: Date },
) {
  const shipment = await findShipment(db, shipmentId, orderId);
  const refusal = cancelRefusal(shipment);
  if (refusal) throw refusal;
  await db.$transaction(async (tx) => {
    const order = await tx.repairOrder.updateMany({
      where: { id: shipment.orderId, status: { in: [...AWAITING_PICKUP] } },
      data: { status: REPAIR_STATUS.cancelled },
    });
    const cancelled = await tx.shipment.updateMany({
      where: { id: shipment.id, status: { not: SHIPMENT_STATUS.cancelled } },
      data: { status: SHIPMENT_STATUS.cancelled },
    });
    if (order.count !== 1 || cancelled.count !== 1) {
      throw await changedMeanwhile(tx, shipment, cancelRefusal);
    }
    await cancelReservations(tx, shipment.id);
    if (confirm) {
      await tx.mailOutbox.create({
        data: outboxEntry('repair-cancelled', shipment.orderId, confirm.now),
      });
    }
  });
  return { shipmentId: Number(shipment.id), status: SHIPMENT_STATUS.cancelled };
}

/**
 * The seats left in each window the courier offers now (the wizard's
 * calendar: `pickupDates` and the windows not yet ended), or on one offered
 * date. One query, of the seat counts of those dates.
 */
export async function pickupAvailability(
  db: Pick<PrismaClient, 'pickupSlot'>,
  { capacity, now }: CourierOptions,
  date?: string,
): Promise<PickupWindowRoom[]> {
  if (date !== undefined) {
    const refusal = dateRefusal(date, now);
    if (refusal) throw localizedError(422, refusal);
  }
  const dates = date === undefined ? pickupDates(now) : [date];
  const rows = await db.pickupSlot.findMany({
    where: { pickupDate: { in: dates } },
    select: { ...SLOT_SELECT, taken: true },
  });
  const taken = new Map(rows.map((row) => [slotKey(row), row.taken]));
  return dates.flatMap((pickupDate) =>
    openPickupWindows(pickupDate, now).map((window) => {
      const slot = { pickupDate, pickupTimeFrom: window.from, pickupTimeTo: window.to };
      return { ...slot, free: Math.max(0, capacity - (taken.get(slotKey(slot)) ?? 0)) };
    }),
  );
}
