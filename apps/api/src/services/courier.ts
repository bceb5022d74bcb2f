import {
  hasPickupWindowEnded,
  isOfferedPickupWindow,
  isPolishHoliday,
  isValidPickupInterval,
  isWeekend,
  PICKUP_TIME_WINDOWS,
  pickupDates,
  REPAIR_STATUS,
  warsawToday,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { AppError, invalid } from '../lib/app-error';

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

/** Orders still waiting for the courier; later ones have their device collected. */
const AWAITING_PICKUP: readonly number[] = [
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

export interface CourierOptions {
  capacity: number;
  now: Date;
}

const WINDOWS_TEXT = PICKUP_TIME_WINDOWS.map((w) => `${w.from}-${w.to}`).join(' or ');

/** Why the courier refuses a date, in words a customer understands. */
export function dateRefusal(date: string, now: Date): string | null {
  const offered = pickupDates(now);
  if (offered.includes(date)) return null;
  const today = warsawToday(now);
  let reason = 'bookings open only for the next working days';
  if (date < today) reason = 'the date is in the past';
  else if (isWeekend(date)) reason = 'the courier does not collect at weekends';
  else if (isPolishHoliday(date)) reason = 'it is a public holiday in Poland';
  else if (date === today) reason = "today's pick-up windows have all ended";
  return `No courier pick-up on ${date}: ${reason}. Please choose one of ${offered.join(', ')}.`;
}

function checkSlotRules(request: PickupRequest, now: Date) {
  const { pickupDate: date, pickupTimeFrom: from, pickupTimeTo: to } = request;
  const dateProblem = dateRefusal(date, now);
  if (dateProblem) throw invalid(dateProblem);
  if (!isValidPickupInterval(from, to)) {
    throw invalid('The pick-up window must end at least 2 hours after it starts.');
  }
  if (!isOfferedPickupWindow(from, to)) {
    throw invalid(
      `The courier collects between ${WINDOWS_TEXT}. Please choose one of these windows.`,
    );
  }
  if (hasPickupWindowEnded(date, to, now)) {
    throw invalid(
      `The pick-up window ${from}-${to} on ${date} has already ended. Please choose a later time or date.`,
    );
  }
}

/**
 * The shipment of an order, or a 404 when either is unknown or they do not
 * belong together: a change needs both random ids, each a secret of its own.
 * The answer is the same whichever one is wrong.
 */
async function findShipment(
  db: Pick<PrismaClient, 'shipment'>,
  shipmentId: number,
  orderId: number,
) {
  const shipment = await db.shipment.findUnique({
    where: { id: shipmentId },
    include: { order: { select: { id: true, status: true } } },
  });
  if (!shipment || shipment.orderId !== BigInt(orderId)) {
    throw new AppError(404, `Shipment ${shipmentId} of order ${orderId} not found`);
  }
  return shipment;
}

/**
 * Books the courier. A shipment has at most one active reservation: a new
 * booking replaces the previous one and frees its seat. A refused booking
 * writes nothing, so the client can simply retry with other values.
 */
export async function reservePickup(
  db: PrismaClient,
  request: PickupRequest,
  { capacity, now }: CourierOptions,
) {
  // One transaction from the seat count to the booking, so two customers cannot both take the last seat.
  return db.$transaction(async (tx) => {
    const shipment = await findShipment(tx, request.shipmentId, request.orderId);
    if (shipment.status === SHIPMENT_STATUS.cancelled) {
      throw invalid(
        `Shipment ${shipment.shipmentNo} has been cancelled. Please book a new repair order.`,
      );
    }
    if (!AWAITING_PICKUP.includes(shipment.order.status)) {
      throw invalid(`The device of shipment ${shipment.shipmentNo} has already been collected.`);
    }
    checkSlotRules(request, now);

    const { pickupDate, pickupTimeFrom, pickupTimeTo } = request;
    const taken = await tx.reservation.count({
      where: {
        pickupDate,
        pickupTimeFrom,
        pickupTimeTo,
        status: RESERVATION_STATUS.active,
        shipmentId: { not: shipment.id },
      },
    });
    if (taken >= capacity) {
      throw invalid(
        `The courier has no free pick-up slots on ${pickupDate} between ${pickupTimeFrom} and ${pickupTimeTo}. Please choose another date or time.`,
      );
    }

    await tx.reservation.updateMany({
      where: { shipmentId: shipment.id, status: RESERVATION_STATUS.active },
      data: { status: RESERVATION_STATUS.cancelled },
    });
    const reservation = await tx.reservation.create({
      data: { shipmentId: shipment.id, pickupDate, pickupTimeFrom, pickupTimeTo, createdAt: now },
    });
    await tx.shipment.update({
      where: { id: shipment.id },
      data: { status: SHIPMENT_STATUS.reserved },
    });
    await tx.repairOrder.update({
      where: { id: shipment.orderId },
      data: { status: REPAIR_STATUS.pendingPickup, pickupDate },
    });
    return {
      reservationId: reservation.id,
      shipmentId: Number(shipment.id),
      orderId: Number(shipment.orderId),
      pickupDate,
      pickupTimeFrom,
      pickupTimeTo,
    };
  });
}

/** Cancels a shipment that has not been collected yet, its bookings, and so the repair order. */
export async function cancelShipment(db: PrismaClient, shipmentId: number, orderId: number) {
  return db.$transaction(async (tx) => {
    const shipment = await findShipment(tx, shipmentId, orderId);
    if (shipment.status === SHIPMENT_STATUS.cancelled) {
      throw invalid(`Shipment ${shipment.shipmentNo} is already cancelled.`);
    }
    if (!AWAITING_PICKUP.includes(shipment.order.status)) {
      throw invalid(
        `The device of shipment ${shipment.shipmentNo} has already been collected; it can no longer be cancelled.`,
      );
    }
    await tx.reservation.updateMany({
      where: { shipmentId: shipment.id, status: RESERVATION_STATUS.active },
      data: { status: RESERVATION_STATUS.cancelled },
    });
    await tx.shipment.update({
      where: { id: shipment.id },
      data: { status: SHIPMENT_STATUS.cancelled },
    });
    await tx.repairOrder.update({
      where: { id: shipment.orderId },
      data: { status: REPAIR_STATUS.cancelled },
    });
    return { shipmentId: Number(shipment.id), status: SHIPMENT_STATUS.cancelled };
  });
}
