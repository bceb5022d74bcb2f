import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import {
  composeRepairConfirmation,
  composeSpareOrderConfirmation,
  type MailContext,
  type MailMessage,
} from './compose';

function languageOf(stored: string): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The confirmation of a pick-up reservation (the slot of that reservation); null when it is gone. */
export async function repairConfirmation(
  db: PrismaClient,
  reservationId: number,
  context: MailContext,
): Promise<MailMessage | null> {
  const reservation = await db.reservation.findUnique({
    where: { id: reservationId },
    include: {
      shipment: { include: { order: { include: { accessories: { orderBy: { id: 'asc' } } } } } },
    },
  });
  if (!reservation) return null;
  const { shipment } = reservation;
  const { order } = shipment;
  const product = await db.product.findUnique({
    where: { id: order.productId },
    select: { productName: true },
  });
  return composeRepairConfirmation(
    {
      language: languageOf(order.language),
      email: order.clientEmail,
      clientName: order.clientName,
      rmaNumber: order.rmaNumber,
      shipmentNo: shipment.shipmentNo,
      device: product?.productName ?? '',
      accessories: order.accessories.map((item) => item.accessoriesName),
      pickup: {
        date: reservation.pickupDate,
        from: reservation.pickupTimeFrom,
        to: reservation.pickupTimeTo,
        address: `${order.clientAddress}, ${order.clientPostalCode}`,
      },
    },
    context,
  );
}

/** The confirmation of a placed cart order; null when the order is gone. */
export async function spareOrderConfirmation(
  db: PrismaClient,
  orderId: number,
  context: MailContext,
): Promise<MailMessage | null> {
  const order = await db.sparePartOrder.findUnique({
    where: { id: orderId },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
  if (!order) return null;
  return composeSpareOrderConfirmation(
    {
      language: languageOf(order.language),
      email: order.email,
      invoiceEmail: order.invoiceEmail,
      contactName: order.contract,
      orderId: Number(order.id),
      accessToken: order.accessToken ?? '',
      lines: order.lines.map((line) => ({
        name: line.productName,
        bom: line.bom,
        num: line.num,
        unitPriceCents: line.unitPriceCents,
      })),
      totalCents: order.totalCents,
      invoice: {
        type: order.invoiceType,
        name: order.invoiceName,
        taxNo: order.taxNo,
        address: order.invoiceAddress || order.registerAddress,
        bankName: order.bankName,
        bankNo: order.bankNo,
      },
      delivery: { address: order.address, city: order.city, country: order.country },
      remark: order.remark,
    },
    context,
  );
}

/** The message of an outbox row, composed from what it confirms as stored now; null when that is gone. */
export function composeConfirmation(
  db: PrismaClient,
  row: { kind: string; ref: bigint },
  context: MailContext,
): Promise<MailMessage | null> {
  switch (row.kind as MailMessage['kind']) {
    case 'repair-booked':
      return repairConfirmation(db, Number(row.ref), context);
    case 'spare-order-placed':
      return spareOrderConfirmation(db, Number(row.ref), context);
    default:
      throw new Error(`Unknown kind of e-mail: ${row.kind}`);
  }
}
