import {
  INVOICE_TYPE,
  languageOrDefault,
  purchaseProgress,
  purchaseStateOf,
  type Language,
  type PurchaseState,
  type PurchaseStatusLabel,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { upstreamTimestamp } from '../lib/format';
import { pdfBytes } from './label-pdf';
import { formatEuro, spareOrderLines } from './mail/compose';
import { mailTextsIn } from './mail/i18n';
import { openDocument, ruleAcross, textWriter } from './pdf-drawing';
import { findSpareOrderByToken } from './spare-order';

/** Until the payment has come (the order waits for its confirmation or for the payment), the receipt says how to pay. */
const UNPAID: readonly PurchaseState[] = ['pendingConfirmation', 'reopened', 'pendingPayment'];

/** The seller the receipt names and whom the order is paid to (SERVICE_PAYEE, SERVICE_BANK_ACCOUNT). */
export interface ReceiptSeller {
  name: string;
  bankAccount: string;
  email: string;
  phone: string;
}

/** What the receipt of a spare-part order prints, in the order's language. */
export interface SpareReceipt {
  language: Language;
  /** ISO 8601: the PDF's creation date, so the same receipt is the same bytes. */
  createdAt: string;
  orderId: number;
  /** When it was placed: Warsaw wall-clock time, `YYYY-MM-DD HH:mm`. */
  placedAt: string;
  status: PurchaseStatusLabel;
  confirmed: boolean;
  /** Whether the payment is still due: the payment details are printed. */
  unpaid: boolean;
  buyer: { name: string; phone: string; email: string; address: string; remark: string };
  invoice: {
    enterprise: boolean;
    name: string;
    taxNo: string;
    address: string;
    registerAddress: string;
    registerPhone: string;
    bank: string;
    email: string;
  };
  lines: { name: string; bom: string; num: number; unitPriceCents: number }[];
  totalCents: number;
}

/** The receipt of a private page's token; its 404 for an unknown one. */
export async function loadSpareReceipt(db: PrismaClient, token: string): Promise<SpareReceipt> {
  const order = await findSpareOrderByToken(db, token);
  const state = purchaseStateOf(order.status);
  const progress = purchaseProgress(order);
  return {
    language: languageOrDefault(order.language),
    createdAt: order.createdAt.toISOString(),
    orderId: Number(order.id),
    placedAt: upstreamTimestamp(order.createdAt).slice(0, 16),
    status: progress.label,
    confirmed: state !== 'pendingConfirmation' && state !== 'reopened',
    unpaid: state !== undefined && UNPAID.includes(state),
    buyer: {
      name: order.contract,
      phone: order.tell,
      email: order.email,
      address: [order.address, order.city, order.country].filter(Boolean).join(', '),
      remark: order.remark,
    },
    invoice: {
      enterprise: order.invoiceType === INVOICE_TYPE.enterprise,
      name: order.invoiceName,
      taxNo: order.taxNo,
      address: order.invoiceAddress,
      registerAddress: order.registerAddress,
      registerPhone: order.registerPhone,
      bank: [order.bankName, order.bankNo].filter(Boolean).join(', '),
      email: order.invoiceEmail,
    },
    lines: spareOrderLines(order.lines),
    totalCents: order.totalCents,
  };
}

/** The file name a download gets: ASCII, the same in every language. */
export function receiptFileName(receipt: SpareReceipt): string {
  return `receipt-${receipt.orderId}.pdf`;
}

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const WIDTH = PAGE.width - 2 * MARGIN;
const LABEL_WIDTH = 150;
/** The table's columns: item, quantity, unit price, line total. */
const COLUMNS = [WIDTH - 250, 50, 100, 100] as const;

/**
 * The receipt (pro forma) of a spare-part order as an A4 PDF in the order's
 * language, with the label's fonts (any script a customer typed): the
 * seller, the order's number, date and status, the buyer and the invoice
 * data, the lines and the total in euro, while the order is unpaid how to
 * pay it, and at the foot how to reach the service.
 */
export async function renderSpareReceiptPdf(
  receipt: SpareReceipt,
  seller: ReceiptSeller,
): Promise<Buffer> {
  const { language } = receipt;
  const texts = mailTextsIn(language);
  const t = texts.receipt;
  const spare = texts.spare;
  const payment = texts.spareProgress;
  const euro = (cents: number) => formatEuro(cents, language);
  const { doc, faces } = await openDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: t.documentTitle(receipt.orderId),
      Author: seller.name,
      CreationDate: new Date(receipt.createdAt),
    },
  });
  const write = textWriter(doc, faces, { margin: MARGIN, width: WIDTH });
  /** Before a block of `height` points: a new page when it would not fit. */
  const room = (height: number) => {
    if (doc.y + height > PAGE.height - MARGIN) doc.addPage();
  };
  const heading = (value: string) => {
    doc.moveDown(0.8);
    room(40);
    write(value, { size: 12, weight: 'bold' });
    ruleAcross(doc, doc.y + 2, MARGIN);
    doc.y += 8;
  };
  /** A label and its value side by side; the row is as tall as the longer one. */
  const field = (label: string, value: string) => {
    room(20);
    const top = doc.y;
    write(label, { size: 9, weight: 'bold', width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc.y = top;
    write(value || '—', { x: MARGIN + LABEL_WIDTH, width: WIDTH - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  };
  /** One row of the table: each cell from the same top, the row as tall as its tallest cell. */
  const row = (cells: readonly string[], options: { weight?: 'bold'; under?: string } = {}) => {
    room(30);
    const top = doc.y;
    let bottom = top;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = COLUMNS[index] ?? 0;
      doc.y = top;
      const first = index === 0;
      write(cell, {
        x,
        width: width - (first ? 8 : 0),
        weight: options.weight,
        align: first ? 'left' : 'right',
      });
      if (first && options.under) write(options.under, { x, width: width - 8, size: 8 });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.y = bottom + 4;
  };

  write(t.title, { size: 18, weight: 'bold' });
  doc.moveDown(0.3);
  field(t.seller, seller.name);
  field(spare.orderNumber, String(receipt.orderId));
  field(t.orderDate, receipt.placedAt);
  field(t.status, t.statuses[receipt.status]);

  heading(t.buyerTitle);
  const { buyer, invoice } = receipt;
  field(t.name, buyer.name);
  field(t.phone, buyer.phone);
  field(t.email, buyer.email);
  field(spare.deliveryTitle, buyer.address);
  if (buyer.remark) field(spare.remark, buyer.remark);

  heading(spare.invoiceTitle);
  const invoiceType = spare.invoiceType[invoice.enterprise ? '2' : '1'];
  field(spare.invoiceName, `${invoice.name} (${invoiceType})`);
  if (invoice.taxNo) field(spare.taxNo, invoice.taxNo);
  if (invoice.address) field(spare.invoiceAddress, invoice.address);
  if (invoice.enterprise && invoice.registerAddress) {
    field(t.registerAddress, invoice.registerAddress);
  }
  if (invoice.enterprise && invoice.registerPhone) field(t.registerPhone, invoice.registerPhone);
  if (invoice.bank) field(spare.bank, invoice.bank);
  field(spare.invoiceEmail, invoice.email);

  heading(t.linesTitle);
  row([spare.item, spare.quantity, spare.unitPrice, spare.subtotal], { weight: 'bold' });
  for (const line of receipt.lines) {
    row(
      [
        line.name,
        String(line.num),
        euro(line.unitPriceCents),
        euro(line.unitPriceCents * line.num),
      ],
      { under: `BOM ${line.bom}` },
    );
  }
  ruleAcross(doc, doc.y, MARGIN);
  doc.y += 6;
  row([spare.total, '', '', euro(receipt.totalCents)], { weight: 'bold' });

  if (receipt.unpaid) {
    heading(payment.paymentTitle);
    field(payment.payee, seller.name);
    field(payment.account, seller.bankAccount);
    field(payment.amount, euro(receipt.totalCents));
    field(payment.transferTitle, payment.transferTitleText(receipt.orderId));
    if (!receipt.confirmed) {
      doc.moveDown(0.3);
      write(t.payAfterConfirmation, { size: 9.5 });
    }
  }

  doc.moveDown(1.5);
  room(40);
  write(t.notInvoice, { size: 8 });
  write(texts.contact(seller.email, seller.phone), { size: 8 });
  return pdfBytes(doc);
}
