import {
  normalTrackingNumber,
  parcelEvents,
  PICKUP_TRACKING_PREFIX,
  polishTimestamp,
  TRACKING_NUMBER_PATTERN,
  type ParcelFacts,
  type ParcelTracking,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { localizedError } from '../lib/app-error';
import { AWAITING_PICKUP, RESERVATION_STATUS, SHIPMENT_STATUS } from './courier';

/**
 * The simulated courier's tracking page of a parcel, found by its number
 * (docs/decisions/041-parcel-tracking.md): the pick-up of a repair
 * (`PCS…`, a Shipment), a repair sent back or a spare-part order's parcel
 * (the return couriers' numbers). Like a carrier's page it names nobody:
 * no name, address or order, only the parcel's events.
 */

type ReadDb = Pick<PrismaClient, 'shipment' | 'repairOrder' | 'sparePartOrder'>;

const notFound = () => localizedError(404, (t) => t.noSuchParcel);

export async function trackParcel(
  db: ReadDb,
  trackingNo: string,
  now: Date,
): Promise<ParcelTracking> {
  const number = normalTrackingNumber(trackingNo);
  if (!TRACKING_NUMBER_PATTERN.test(number)) throw notFound();
  const found = number.startsWith(PICKUP_TRACKING_PREFIX)
    ? await pickupParcel(db, number)
    : await deliveryParcel(db, number);
  if (!found) throw notFound();
  const { courier, cancelled, facts } = found;
  return {
    courier,
    trackingNo: number,
    direction: facts.direction,
    cancelled,
    events: parcelEvents(facts, polishTimestamp(now)),
  };
}

interface FoundParcel {
  /** null: the service's own pick-up courier. */
  courier: string | null;
  cancelled: boolean;
  facts: ParcelFacts;
}

async function pickupParcel(db: ReadDb, shipmentNo: string): Promise<FoundParcel | null> {
  const shipment = await db.shipment.findUnique({
    where: { shipmentNo },
    select: {
      status: true,
      createdAt: true,
      order: { select: { status: true, pickedUpAt: true, receiveTime: true } },
      reservations: {
        where: { status: RESERVATION_STATUS.active },
        orderBy: { id: 'desc' },
        take: 1,
        select: { pickupDate: true, pickupTimeFrom: true, pickupTimeTo: true, createdAt: true },
      },
    },
  });
  if (!shipment) return null;
  const { order } = shipment;
  const reservation = shipment.reservations[0];
  const pickup = reservation
    ? {
        date: reservation.pickupDate,
        from: reservation.pickupTimeFrom,
        to: reservation.pickupTimeTo,
        bookedAt: polishTimestamp(reservation.createdAt),
      }
    : null;
  return {
    courier: null,
    cancelled: shipment.status === SHIPMENT_STATUS.cancelled,
    facts: {
      direction: 'toService',
      registeredAt: polishTimestamp(shipment.createdAt),
      pickup,
      collectedAt: collectedAt(order, pickup),
      deliveredAt: order.receiveTime ? polishTimestamp(order.receiveTime) : null,
    },
  };
}

/**
 * When the courier collected: as the pick-up step stored it; for an order
 * collected before that was stored, the start of its booked window.
 */
function collectedAt(
  order: { status: number; pickedUpAt: Date | null },
  pickup: { date: string; from: string } | null,
): string | null {
  if (order.pickedUpAt) return polishTimestamp(order.pickedUpAt);
  if (AWAITING_PICKUP.includes(order.status) || !pickup) return null;
  return `${pickup.date} ${pickup.from}:00`;
}

async function deliveryParcel(db: ReadDb, trackingNo: string): Promise<FoundParcel | null> {
  const [repair, spare] = await Promise.all([
    db.repairOrder.findFirst({
      where: { sendLogisticsNo: trackingNo },
      select: { sendLogisticsTypeName: true, sendDateTime: true },
    }),
    db.sparePartOrder.findFirst({
      where: { logisticsNo: trackingNo },
      select: { logisticsName: true, shippedAt: true, createdAt: true },
    }),
  ]);
  if (repair?.sendDateTime) {
    return delivery(repair.sendLogisticsTypeName, repair.sendDateTime);
  }
  // An order shipped before the hand-over was stored counts from its placing.
  if (spare) return delivery(spare.logisticsName, spare.shippedAt ?? spare.createdAt);
  return null;
}

function delivery(courier: string | null, handedOver: Date): FoundParcel {
  return {
    courier,
    cancelled: false,
    facts: { direction: 'toCustomer', handedOverAt: polishTimestamp(handedOver) },
  };
}
