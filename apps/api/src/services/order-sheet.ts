import PDFDocument from 'pdfkit';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { AppError } from '../lib/app-error';
import { upstreamTimestamp } from '../lib/format';
import { RESERVATION_STATUS } from './courier';
import { fontRuns, type Weight } from './label-fonts';
import { openFaces, ruleAcross } from './pdf-drawing';
import { pdfBytes } from './label-pdf';
import { pickupSentence } from './mail/compose';
import { MAIL_TEXTS } from './mail/i18n';
import { SERVICE_CENTRE } from './service-centre';

/**
 * The order sheet of a repair (SPEC: the printable sheet after booking): the
 * numbers, the customer, the device and its fault, the pick-up and what to
 * do before the courier comes, with lines to sign. Rendered on the server in
 * the order's language, for the private page and the confirmation e-mail.
 */
export interface OrderSheetData {
  language: Language;
  rmaNumber: string;
  shipmentNo: string | null;
  /** When the order was booked, as the lookup writes times. */
  createTime: string;
  /** ISO 8601: the PDF's creation date, so the same sheet is the same bytes. */
  createdAt: string;
  device: { productName: string; applySn: string; appearance: string; channel: string };
  faultDescribe: string;
  remark: string;
  accessories: string[];
  customer: { name: string; phone: string; email: string; address: string };
  pickup: { date: string; from: string; to: string } | null;
}

const SHEET_TEXTS: Record<
  Language,
  {
    title: string;
    processingTime: string;
    customer: string;
    name: string;
    phone: string;
    email: string;
    address: string;
    shipping: string;
    notBooked: string;
    device: string;
    product: string;
    serial: string;
    appearance: string;
    channel: string;
    accessories: string;
    none: string;
    fault: string;
    remark: string;
    service: string;
    signatures: [string, string];
    date: string;
  }
> = {
  'pl-PL': {
    title: 'Arkusz zlecenia naprawy',
    processingTime: 'Data przyjęcia zlecenia',
    customer: 'Klient',
    name: 'Imię i nazwisko',
    phone: 'Telefon',
    email: 'E-mail',
    address: 'Adres',
    shipping: 'Wysyłka',
    notBooked: 'Odbiór przez kuriera nie został jeszcze zarezerwowany.',
    device: 'Urządzenie',
    product: 'Model',
    serial: 'IMEI / numer seryjny',
    appearance: 'Stan zewnętrzny',
    channel: 'Kanał zakupu',
    accessories: 'Akcesoria',
    none: 'brak',
    fault: 'Opis usterki',
    remark: 'Okoliczności usterki',
    service: 'Serwis',
    signatures: ['Podpis punktu przyjęcia', 'Podpis klienta'],
    date: 'Data',
  },
  'en-US': {
    title: 'Repair order sheet',
    processingTime: 'Booked on',
    customer: 'Customer',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    shipping: 'Shipping',
    notBooked: 'The courier pick-up has not been booked yet.',
    device: 'Device',
    product: 'Model',
    serial: 'IMEI / serial number',
    appearance: 'Exterior condition',
    channel: 'Purchase channel',
    accessories: 'Accessories',
    none: 'none',
    fault: 'Fault description',
    remark: 'Failure condition',
    service: 'Service',
    signatures: ['Channel signature', 'Customer signature'],
    date: 'Date',
  },
  'zh-CN': {
    title: '维修单',
    processingTime: '受理时间',
    customer: '客户信息',
    name: '姓名',
    phone: '电话',
    email: '邮箱',
    address: '地址',
    shipping: '物流信息',
    notBooked: '尚未预约快递上门取件。',
    device: '设备信息',
    product: '型号',
    serial: 'IMEI / 序列号',
    appearance: '外观',
    channel: '购买渠道',
    accessories: '配件',
    none: '无',
    fault: '故障描述',
    remark: '故障情况',
    service: '服务',
    signatures: ['渠道签字', '客户签字'],
    date: '日期',
  },
};

/** What the sheet of an order prints; a 404 when the order is gone. */
export async function loadOrderSheetData(
  db: PrismaClient,
  orderId: number | bigint,
): Promise<OrderSheetData> {
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
  if (!order) throw new AppError(404, `Repair order ${orderId} not found`);
  const product = await db.product.findUnique({
    where: { id: order.productId },
    select: { productName: true },
  });
  const reservation = order.shipment?.reservations[0];
  return {
    language: isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE,
    rmaNumber: order.rmaNumber,
    shipmentNo: order.shipment?.shipmentNo ?? null,
    createTime: upstreamTimestamp(order.createTime),
    createdAt: order.createTime.toISOString(),
    device: {
      productName: product?.productName ?? '',
      applySn: order.applySn,
      appearance: order.applyAppearance,
      channel: order.sourceChannelName,
    },
    faultDescribe: order.faultDescribe,
    remark: order.remark,
    accessories: order.accessories.map((item) => item.accessoriesName),
    customer: {
      name: order.clientName,
      phone: order.clientTell,
      email: order.clientEmail,
      address: `${order.clientStreet} ${order.clientHouseNumber}, ${order.clientPostalCode} ${order.clientCity}`,
    },
    pickup: reservation
      ? {
          date: reservation.pickupDate,
          from: reservation.pickupTimeFrom,
          to: reservation.pickupTimeTo,
        }
      : null,
  };
}

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const WIDTH = PAGE.width - 2 * MARGIN;
const LABEL_WIDTH = 150;

/** The order sheet as an A4 PDF, in the order's language, with the label's fonts (any script a customer typed). */
export async function renderOrderSheetPdf(
  sheet: OrderSheetData,
  contact: { email: string; phone: string },
): Promise<Buffer> {
  const t = SHEET_TEXTS[sheet.language];
  const repair = MAIL_TEXTS[sheet.language].repair;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${t.title} ${sheet.rmaNumber}`,
      Author: SERVICE_CENTRE.name,
      CreationDate: new Date(sheet.createdAt),
    },
  });
  const faces = openFaces(doc);

  /** Text in the faces that have its characters, wrapped within `width` from `x`. */
  const write = (
    value: string,
    options: { size?: number; weight?: Weight; x?: number; width?: number } = {},
  ) => {
    const { size = 10, weight = 'regular', x = MARGIN, width = WIDTH } = options;
    const runs = fontRuns(value || ' ', faces[weight]);
    const y = doc.y;
    runs.forEach((run, index) => {
      doc.font(run.face.name).fontSize(size);
      const continued = index < runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { width, continued });
      else doc.text(run.text, { continued });
    });
    doc.x = MARGIN;
  };
  const heading = (value: string) => {
    doc.moveDown(0.8);
    write(value, { size: 12, weight: 'bold' });
    ruleAcross(doc, doc.y + 2, MARGIN);
    doc.y += 8;
  };
  /** A label and its value side by side; the row is as tall as the longer one. */
  const field = (label: string, value: string) => {
    const top = doc.y;
    write(label, { size: 9, weight: 'bold', width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc.y = top;
    write(value, { x: MARGIN + LABEL_WIDTH, width: WIDTH - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  };

  write(`${SERVICE_CENTRE.name}`, { size: 9 });
  write(t.title, { size: 18, weight: 'bold' });
  doc.moveDown(0.3);
  field(repair.rmaNumber, sheet.rmaNumber);
  field(repair.shipmentNo, sheet.shipmentNo ?? '—');
  field(t.processingTime, sheet.createTime);

  heading(t.customer);
  field(t.name, sheet.customer.name);
  field(t.phone, sheet.customer.phone);
  field(t.email, sheet.customer.email);
  field(t.address, sheet.customer.address);

  heading(t.shipping);
  field(
    repair.pickupTitle,
    sheet.pickup ? pickupSentence(sheet.pickup, sheet.language) : t.notBooked,
  );
  field(
    t.service,
    `${SERVICE_CENTRE.name}, ${SERVICE_CENTRE.street}, ${SERVICE_CENTRE.postalCode} ${SERVICE_CENTRE.city}`,
  );

  heading(t.device);
  field(t.product, sheet.device.productName);
  field(t.serial, sheet.device.applySn);
  field(t.appearance, sheet.device.appearance);
  field(t.channel, sheet.device.channel);
  field(t.accessories, sheet.accessories.length > 0 ? sheet.accessories.join(', ') : t.none);
  field(t.fault, sheet.faultDescribe);
  if (sheet.remark) field(t.remark, sheet.remark);

  heading(repair.checklistTitle);
  for (const item of repair.checklist) {
    write(`•  ${item}`, { size: 9.5 });
    doc.moveDown(0.2);
  }

  // Lines to sign, at the foot of the page (or of the next one when the text ran long).
  if (doc.y > PAGE.height - MARGIN - 90) doc.addPage();
  const y = Math.max(doc.y + 24, PAGE.height - MARGIN - 70);
  const half = (WIDTH - 24) / 2;
  t.signatures.forEach((label, index) => {
    const x = MARGIN + index * (half + 24);
    doc
      .moveTo(x, y + 24)
      .lineTo(x + half, y + 24)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 28;
    write(`${label} / ${t.date}`, { size: 8, x, width: half });
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
): Promise<{ filename: string; pdf: Buffer; data: OrderSheetData }> {
  const data = await loadOrderSheetData(db, orderId);
  const pdf = await renderOrderSheetPdf(data, contact);
  return { filename: MAIL_TEXTS[data.language].repair.orderSheetFile(data.rmaNumber), pdf, data };
}
