import { languageOrDefault, type Language } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { localizedError } from '../lib/app-error';
import { bookedPickup, RESERVATION_STATUS, SHIPMENT_STATUS } from './courier';

export interface LabelData {
  /** The order's language, which the label is printed in. */
  language: Language;
  shipmentNo: string;
  rmaNumber: string;
  productName: string | null;
  sender: { name: string; phone: string; street: string; postalCode: string; city: string };
  pickup: { date: string; from: string; to: string } | null;
  /** When the shipment was made (ISO 8601): the PDF's creation date, so the same label is the same bytes. */
  createdAt: string;
}

/**
 * What the label prints. It carries the customer's address, so it is only
 * given to whoever holds the shipment id, which only the booking client has.
 */
export async function loadLabelData(db: PrismaClient, shipmentId: number): Promise<LabelData> {
  const shipment = await db.shipment.findUnique({
    where: { id: shipmentId },
    include: {
      order: true,
      reservations: {
        where: { status: RESERVATION_STATUS.active },
        orderBy: { id: 'desc' },
        take: 1,
      },
    },
  });
  if (!shipment) throw localizedError(404, (t) => t.shipmentNotFound(shipmentId));
  if (shipment.status === SHIPMENT_STATUS.cancelled) {
    throw localizedError(422, (t) => t.labelOfCancelledShipment(shipment.shipmentNo));
  }
  const { order } = shipment;
  const product = await db.product.findUnique({
    where: { id: order.productId },
    select: { productName: true },
  });
  return {
    ...labelOf(order, shipment, product?.productName ?? null),
    pickup: bookedPickup(shipment.reservations[0]),
  };
}

/** What the label of a shipment prints of its order, before its pick-up is known. */
export function labelOf(
  order: {
    language: string;
    rmaNumber: string;
    clientName: string;
    clientTell: string;
    clientStreet: string;
    clientHouseNumber: string;
    clientPostalCode: string;
    clientCity: string;
  },
  shipment: { shipmentNo: string; createdAt: Date },
  productName: string | null,
): LabelData {
  return {
    language: languageOrDefault(order.language),
    shipmentNo: shipment.shipmentNo,
    rmaNumber: order.rmaNumber,
    productName,
    sender: {
      name: order.clientName,
      phone: order.clientTell,
      street: `${order.clientStreet} ${order.clientHouseNumber}`,
      postalCode: order.clientPostalCode,
      city: order.clientCity,
    },
    pickup: null,
    createdAt: shipment.createdAt.toISOString(),
  };
}
