import { courierBringsLabel, languageOrDefault, type QuoteFeeType } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { upstreamTimestamp } from '../../lib/format';
import { AWAITING_PICKUP, RESERVATION_STATUS } from '../courier';
import { labelOf } from '../label';
import { renderLabelPdf } from '../label-pdf';
import { orderSheetPdf } from '../order-sheet';
import { orderLinks } from './order-links';
import { NOT_NEEDED } from './outbox';
import {
  composeCustomerMessage,
  composeQuoteAnswered,
  composeQuoteReady,
  composeRepairCancelled,
  composeRepairConfirmation,
  composeRepairProgress,
  composeRepairRescheduled,
  composeRepairUnreserved,
  composeSpareOrderConfirmation,
  composeSpareProgress,
  spareOrderLines,
  type MailAttachment,
  type MailContext,
  type CustomerMessageMail,
  type MailMessage,
  type Parcel,
  type SpareOrderConfirmation,
} from './compose';
import {
  REPAIR_PROGRESS_MAILS,
  SPARE_PROGRESS_MAILS,
  type RepairProgressMail,
  type SpareProgressMail,
} from './kinds';

/**
 * The confirmation of a pick-up reservation (the slot of that reservation),
 * or of its move by the customer; null when it is gone. The booking
 * confirmation carries the order sheet and the label as PDFs, the move the
 * label with the new slot.
 */
export async function repairConfirmation(
  db: PrismaClient,
  reservationId: number,
  context: MailContext,
  kind: 'repair-booked' | 'repair-rescheduled' = 'repair-booked',
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
  const contact = { email: context.serviceEmail, phone: context.servicePhone };
  const courierLabel = courierBringsLabel(order.waybill);
  const attachments: MailAttachment[] = [];
  if (kind === 'repair-booked') {
    const sheet = await orderSheetPdf(db, order.id, contact);
    attachments.push({ filename: sheet.filename, contentType: PDF, content: sheet.pdf });
  }
  // The label the customer prints; the courier brings its own with waybill '2'.
  if (!courierLabel) {
    const label = await renderLabelPdf(
      {
        ...labelOf(order, shipment, product?.productName ?? null),
        // The slot of this reservation, whatever was booked after it.
        pickup: {
          date: reservation.pickupDate,
          from: reservation.pickupTimeFrom,
          to: reservation.pickupTimeTo,
        },
      },
      contact,
    );
    attachments.push({ filename: `${shipment.shipmentNo}.pdf`, contentType: PDF, content: label });
  }
  const data = {
    language: languageOrDefault(order.language),
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
    accessToken: order.accessToken,
    courierBringsLabel: courierLabel,
    attachments,
  };
  return kind === 'repair-booked'
    ? composeRepairConfirmation(data, context)
    : composeRepairRescheduled(data, context);
}

const PDF = 'application/pdf';

/** A parcel as an order stores it; null before it is sent. */
function parcelOf(courier: string | null, trackingNo: string | null): Parcel | null {
  return courier && trackingNo ? { courier, trackingNo } : null;
}

/** Whom a notice about a repair goes to; null when the order is gone. */
async function repairNotice(db: PrismaClient, orderId: bigint) {
  const order = await db.repairOrder.findUnique({
    where: { id: orderId },
    include: { quoteLines: { orderBy: { id: 'asc' } } },
  });
  if (!order) return null;
  return {
    order,
    notice: {
      language: languageOrDefault(order.language),
      email: order.clientEmail,
      clientName: order.clientName,
      rmaNumber: order.rmaNumber,
      accessToken: order.accessToken,
    },
  };
}

/**
 * Where to choose the pick-up of a booking that has none; NOT_NEEDED once
 * one is reserved (its confirmation went instead) or the order moved on.
 */
async function repairUnreserved(db: PrismaClient, orderId: bigint, context: MailContext) {
  const found = await repairNotice(db, orderId);
  if (!found) return null;
  const reserved = await db.reservation.count({
    where: { shipment: { orderId }, status: RESERVATION_STATUS.active },
  });
  if (reserved > 0 || !AWAITING_PICKUP.includes(found.order.status)) return NOT_NEEDED;
  return composeRepairUnreserved(found.notice, context);
}

/** The cancellation by the customer; null when the order is gone. */
async function repairCancelled(db: PrismaClient, orderId: bigint, context: MailContext) {
  const found = await repairNotice(db, orderId);
  return found && composeRepairCancelled(found.notice, context);
}

/** A customer's message to the service; null when it or its order is gone. */
async function customerMessage(db: PrismaClient, messageId: number, context: MailContext) {
  const message = await db.customerMessage.findUnique({ where: { id: messageId } });
  if (!message) return null;
  const about = await messageOrder(db, message);
  return (
    about &&
    composeCustomerMessage(
      { ...about, sentAt: upstreamTimestamp(message.createdAt), text: message.text },
      context,
    )
  );
}

/** The order a message is about and its customer's contact, as the service's e-mail names them. */
async function messageOrder(
  db: PrismaClient,
  message: { orderKind: string; orderId: bigint },
): Promise<Omit<CustomerMessageMail, 'sentAt' | 'text'> | null> {
  if (message.orderKind === 'spare') {
    const order = await db.sparePartOrder.findUnique({ where: { id: message.orderId } });
    return (
      order && {
        order: { kind: 'spare', number: String(order.id), status: order.status },
        clientName: order.contract,
        clientPhone: order.tell,
        clientEmail: order.email,
      }
    );
  }
  const order = await db.repairOrder.findUnique({ where: { id: message.orderId } });
  return (
    order && {
      order: { kind: 'repair', number: order.rmaNumber, status: order.status },
      clientName: order.clientName,
      clientPhone: order.clientTell,
      clientEmail: order.clientEmail,
    }
  );
}

/** The quote of an order: its lines as stored now; null when the order is gone or has none. */
async function quoteReady(db: PrismaClient, orderId: bigint, context: MailContext) {
  const found = await repairNotice(db, orderId);
  if (!found || found.order.quoteLines.length === 0) return null;
  const lines = found.order.quoteLines.map((line) => ({
    feeType: line.feeType as QuoteFeeType,
    currency: line.currency,
    amountCents: line.amountCents,
  }));
  return composeQuoteReady({ ...found.notice, lines }, context);
}

/** The customer's answer to the quote; null when the order is gone or has no answer. */
async function quoteAnswered(db: PrismaClient, orderId: bigint, context: MailContext) {
  const found = await repairNotice(db, orderId);
  if (!found || !found.order.quoteAnswer) return null;
  const approved = found.order.quoteAnswer === 'approved';
  const { sendLogisticsTypeName, sendLogisticsNo } = found.order;
  return composeQuoteAnswered(
    {
      ...found.notice,
      approved,
      returnParcel: approved ? null : parcelOf(sendLogisticsTypeName, sendLogisticsNo),
    },
    context,
  );
}

/** A step the service took with a repair; null when the order is gone. */
async function repairProgress(
  db: PrismaClient,
  kind: RepairProgressMail,
  orderId: bigint,
  context: MailContext,
) {
  const found = await repairNotice(db, orderId);
  if (!found) return null;
  const { sendLogisticsTypeName, sendLogisticsNo } = found.order;
  const parcel =
    kind === 'repair-shipped' ? parcelOf(sendLogisticsTypeName, sendLogisticsNo) : null;
  return composeRepairProgress(kind, { ...found.notice, parcel }, context);
}

/** What the e-mails of a cart order tell of it; null when the order is gone. */
async function spareOrderData(
  db: PrismaClient,
  orderId: number,
): Promise<SpareOrderConfirmation | null> {
  const order = await db.sparePartOrder.findUnique({
    where: { id: orderId },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
  if (!order) return null;
  return {
    language: languageOrDefault(order.language),
    email: order.email,
    invoiceEmail: order.invoiceEmail,
    contactName: order.contract,
    orderId: Number(order.id),
    accessToken: order.accessToken ?? '',
    lines: spareOrderLines(order.lines),
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
    parcel: parcelOf(order.logisticsName, order.logisticsNo),
  };
}

/** The confirmation of a placed cart order; null when the order is gone. */
export async function spareOrderConfirmation(
  db: PrismaClient,
  orderId: number,
  context: MailContext,
): Promise<MailMessage | null> {
  const data = await spareOrderData(db, orderId);
  return data && composeSpareOrderConfirmation(data, context);
}

/** A step the service took with a cart order; null when the order is gone. */
async function spareProgress(
  db: PrismaClient,
  kind: SpareProgressMail,
  orderId: number,
  context: MailContext,
) {
  const data = await spareOrderData(db, orderId);
  // The parcel is told once, as it is sent, whatever the order has since become.
  const parcel = kind === 'spare-order-shipped' ? data?.parcel : null;
  return data && composeSpareProgress(kind, { ...data, parcel: parcel ?? null }, context);
}

const isRepairProgress = (kind: string): kind is RepairProgressMail =>
  (REPAIR_PROGRESS_MAILS as readonly string[]).includes(kind);
const isSpareProgress = (kind: string): kind is SpareProgressMail =>
  (SPARE_PROGRESS_MAILS as readonly string[]).includes(kind);

/**
 * The message of an outbox row, composed from what it confirms as stored
 * now; null when that is gone, NOT_NEEDED when it need not be sent.
 */
export function composeConfirmation(
  db: PrismaClient,
  row: { kind: string; ref: bigint },
  context: MailContext,
): Promise<MailMessage | null | typeof NOT_NEEDED> {
  if (isRepairProgress(row.kind)) return repairProgress(db, row.kind, row.ref, context);
  if (isSpareProgress(row.kind)) return spareProgress(db, row.kind, Number(row.ref), context);
  switch (row.kind as MailMessage['kind']) {
    case 'repair-booked':
    case 'repair-rescheduled':
      return repairConfirmation(db, Number(row.ref), context, row.kind as 'repair-booked');
    case 'repair-unreserved':
      return repairUnreserved(db, row.ref, context);
    case 'repair-cancelled':
      return repairCancelled(db, row.ref, context);
    case 'repair-quote-ready':
      return quoteReady(db, row.ref, context);
    case 'repair-quote-answered':
      return quoteAnswered(db, row.ref, context);
    case 'repair-message':
    case 'spare-order-message':
      return customerMessage(db, Number(row.ref), context);
    case 'spare-order-placed':
      return spareOrderConfirmation(db, Number(row.ref), context);
    case 'order-links':
      return orderLinks(db, row.ref, context);
    default:
      throw new Error(`Unknown kind of e-mail: ${row.kind}`);
  }
}
