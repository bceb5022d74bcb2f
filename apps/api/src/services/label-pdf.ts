import fs from 'node:fs';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { LABEL_TYPE } from '@portal/contracts';
import type { LabelData } from './label';
import { SERVICE_CENTRE } from './service-centre';

/** A6 portrait, 105 × 148 mm, in points. */
const PAGE = { width: 297.64, height: 419.53 } as const;
const MARGIN = 14;
const WIDTH = PAGE.width - 2 * MARGIN;

/**
 * The standard PDF fonts cannot draw Polish letters (ą, ł, ż …), so a
 * Unicode font of the system is embedded when one is there; without one the
 * text is folded to plain Latin letters, as courier labels often are.
 */
const UNICODE_FONTS = [
  [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  ],
  [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  ],
] as const;

interface Fonts {
  regular: string;
  bold: string;
  text: (value: string) => string;
}

let fonts: Fonts | undefined;

function foldToLatin(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L');
}

function labelFonts(): Fonts {
  if (fonts) return fonts;
  const found = UNICODE_FONTS.find((pair) => pair.every((file) => fs.existsSync(file)));
  fonts = found
    ? { regular: found[0], bold: found[1], text: (value) => value }
    : { regular: 'Helvetica', bold: 'Helvetica-Bold', text: foldToLatin };
  return fonts;
}

/** Code 128 of the shipment number with the number printed under it. */
function barcodePng(shipmentNo: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: shipmentNo,
    scale: 4,
    height: 10,
    includetext: true,
    textxalign: 'center',
    textsize: 11,
    paddingwidth: 10,
    backgroundcolor: 'FFFFFF',
  });
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The courier label: barcode, sender, receiver, pick-up slot and RMA number on one A6 page. */
export async function renderLabelPdf(
  label: LabelData,
  contact: { email: string; phone: string },
): Promise<Buffer> {
  const { regular, bold, text } = labelFonts();
  const doc = new PDFDocument({
    size: 'A6',
    margin: MARGIN,
    info: {
      Title: `Shipping label ${label.shipmentNo}`,
      Author: SERVICE_CENTRE.name,
      Subject: LABEL_TYPE,
    },
  });
  const line = (value: string, size = 9, font = regular) =>
    doc
      .font(font)
      .fontSize(size)
      .text(text(value), { width: WIDTH, lineBreak: false, ellipsis: true, height: size * 1.4 });
  const heading = (value: string) => {
    doc.moveDown(0.5);
    line(value.toUpperCase(), 7, bold);
  };
  const rule = () => {
    const y = doc.y + 3;
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 3;
  };

  line(`${SERVICE_CENTRE.name} · courier pick-up`, 10, bold);
  doc.image(await barcodePng(label.shipmentNo), MARGIN, doc.y + 4, {
    fit: [WIDTH, 90],
    align: 'center',
  });
  doc.x = MARGIN;
  doc.y += 98;
  rule();

  heading('From (sender)');
  line(label.sender.name, 10, bold);
  line(label.sender.street);
  line(`${label.sender.postalCode} ${label.sender.city}`);
  line(`Tel. ${label.sender.phone}`);

  heading('To (receiver)');
  line(SERVICE_CENTRE.name, 10, bold);
  line(SERVICE_CENTRE.street);
  line(`${SERVICE_CENTRE.postalCode} ${SERVICE_CENTRE.city}, ${SERVICE_CENTRE.country}`);
  line(`Tel. ${contact.phone}`);
  rule();

  heading('Pick-up');
  line(
    label.pickup
      ? `${label.pickup.date}, ${label.pickup.from}-${label.pickup.to}`
      : 'Not booked yet',
    10,
    bold,
  );
  heading('RMA number');
  line(label.rmaNumber, 14, bold);
  if (label.productName) line(`Device: ${label.productName}`);

  doc.font(regular).fontSize(6.5);
  doc.text(
    text(`Attach this label to the parcel. Questions: ${contact.email}, ${contact.phone}`),
    MARGIN,
    PAGE.height - MARGIN - 18,
    {
      width: WIDTH,
      align: 'center',
    },
  );
  return toBuffer(doc);
}
