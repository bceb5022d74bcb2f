import {
  courierBringsLabel,
  languageOrDefault,
  orderSheetData,
  orderSheetLayout,
  type Language,
  type OrderSheetData,
  type SheetField,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { localizedError } from '../lib/app-error';
import { upstreamTimestamp } from '../lib/format';
import { bookedPickup, RESERVATION_STATUS } from './courier';
import { openDocument, ruleAcross, textWriter } from './pdf-drawing';
import { pdfBytes } from './label-pdf';
import { mailTextsIn, sendingChecklist, sheetText } from './mail/i18n';
import { storedRepairDetails } from './repair-details';
import { SERVICE_CENTRE } from './service-centre';

/** An order's sheet as the server prints it: the shared model, in the order's language. */
export interface PrintedOrderSheet {
  language: Language;
  /** ISO 8601: the PDF's creation date, so the same sheet is the same bytes. */
  createdAt: string;
  data: OrderSheetData;
}

/** What the sheet of an order prints; a 404 when the order is gone. */
export async function loadOrderSheetData(
  db: PrismaClient,
  orderId: number | bigint,
): Promise<PrintedOrderSheet> {
  const order = await db.repairOrder.findUnique({
    where: { id: orderId },
    include: {
      accessories: { orderBy: { id: 'asc' } },
      shipment: {
        include: {
          reservations: {
            where: { status: RESERVATION_STATUS.active },
            orderBy: { id: 'desc' },
            take: 1,
          },
        },
      },
    },
  });
  if (!order) throw localizedError(404, (t) => t.repairOrderNotFound(orderId));
  const reservation = order.shipment?.reservations[0];
  return {
    language: languageOrDefault(order.language),
    createdAt: order.createTime.toISOString(),
    data: orderSheetData({
      rmaNumber: order.rmaNumber,
      bookedAt: upstreamTimestamp(order.createTime),
      ...(await storedRepairDetails(db, order)),
      shipping: {
        shipmentNo: order.shipment?.shipmentNo ?? null,
        pickup: bookedPickup(reservation),
        waybill: order.waybill,
      },
    }),
  };
}

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const WIDTH = PAGE.width - 2 * MARGIN;
const LABEL_WIDTH = 150;

/** The order sheet as an A4 PDF, in the order's language, with the label's fonts (any script a customer typed). */
export async function renderOrderSheetPdf(
  { language, createdAt, data }: PrintedOrderSheet,
  contact: { email: string; phone: string },
): Promise<Buffer> {
  const sheet = orderSheetLayout(data, language, sheetText(language));
  const repair = mailTextsIn(language).repair;
  const { doc, faces } = await openDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${sheet.title} ${data.rmaNumber}`,
      Author: SERVICE_CENTRE.name,
      CreationDate: new Date(createdAt),
    },
  });

  const write = textWriter(doc, faces, { margin: MARGIN, width: WIDTH });
  const heading = (value: string) => {
    doc.moveDown(0.8);
    write(value, { size: 12, weight: 'bold' });
    ruleAcross(doc, doc.y + 2, MARGIN);
    doc.y += 8;
  };
  /** A label and its value side by side; the row is as tall as the longer one. */
  const field = ({ label, value }: SheetField) => {
    const top = doc.y;
    write(label, { size: 9, weight: 'bold', width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc.y = top;
    write(value, { x: MARGIN + LABEL_WIDTH, width: WIDTH - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  };

  write(SERVICE_CENTRE.name, { size: 9 });
  write(sheet.title, { size: 18, weight: 'bold' });
  doc.moveDown(0.3);
  sheet.head.forEach(field);
  for (const section of sheet.sections) {
    heading(section.title);
    section.fields.forEach(field);
  }
  for (const { title, text } of sheet.texts) {
    heading(title);
    write(text || '—');
  }

  heading(repair.checklistTitle);
  for (const item of sendingChecklist(repair, courierBringsLabel(data.shipping.waybill))) {
    write(`•  ${item}`, { size: 9.5 });
    doc.moveDown(0.2);
  }

  // Lines to sign, at the foot of the page (or of the next one when the text ran long).
  if (doc.y > PAGE.height - MARGIN - 90) doc.addPage();
  const y = Math.max(doc.y + 24, PAGE.height - MARGIN - 70);
  const half = (WIDTH - 24) / 2;
  sheet.signatures.forEach(({ party, signature, date }, index) => {
    const x = MARGIN + index * (half + 24);
    doc
      .moveTo(x, y + 24)
      .lineTo(x + half, y + 24)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 28;
    write(`${party}: ${signature} / ${date}`, { size: 8, x, width: half });
  });
  doc.y = PAGE.height - MARGIN - 12;
  write(`${contact.email} · ${contact.phone}`, { size: 7.5 });
  return pdfBytes(doc);
}

/** The order sheet of an order as a PDF: what the private page serves and the confirmation e-mail attaches. */
export async function orderSheetPdf(
  db: PrismaClient,
  orderId: number | bigint,
  contact: { email: string; phone: string },
): Promise<{ filename: string; pdf: Buffer; sheet: PrintedOrderSheet }> {
  const sheet = await loadOrderSheetData(db, orderId);
  const pdf = await renderOrderSheetPdf(sheet, contact);
  const filename = mailTextsIn(sheet.language).repair.orderSheetFile(sheet.data.rmaNumber);
  return { filename, pdf, sheet };
}
