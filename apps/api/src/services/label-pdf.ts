import { LABEL_TYPE } from '@portal/contracts';
import type { LabelData } from './label';
import { mailTextsIn } from './mail/i18n';
import { fontRuns, type Faces, type Run } from './label-fonts';
import { openDocument, ruleAcross } from './pdf-drawing';
import { SERVICE_CENTRE } from './service-centre';

/** A6 portrait, 105 × 148 mm, in points. */
const PAGE = { width: 297.64, height: 419.53 } as const;
const MARGIN = 14;
const WIDTH = PAGE.width - 2 * MARGIN;
const ELLIPSIS = '…';
const BARS_HEIGHT = 66;

/** A PDFKit document, ended, as its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
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
  const t = mailTextsIn(label.language).label;
  // bwip-js (some 10 MB once loaded) is loaded at the first label, not at start-up.
  const { drawCode128 } = await import('./barcode');
  const { doc, faces } = await openDocument({
    size: 'A6',
    margin: MARGIN,
    info: {
      Title: t.documentTitle(label.shipmentNo),
      Author: SERVICE_CENTRE.name,
      Subject: LABEL_TYPE,
      CreationDate: new Date(label.createdAt),
    },
  });
  const widthOf = (runs: Run[], size: number) =>
    runs.reduce(
      (sum, run) => sum + doc.font(run.face.name).fontSize(size).widthOfString(run.text),
      0,
    );

  /** The runs of `value`, cut short with an ellipsis when wider than the label. */
  const fitted = (value: string, size: number, choices: Faces): Run[] => {
    const runs = fontRuns(value, choices);
    if (widthOf(runs, size) <= WIDTH) return runs;
    const chars = [...value];
    let [fits, tooLong] = [0, chars.length];
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2);
      const candidate = fontRuns(chars.slice(0, middle).join('').trimEnd() + ELLIPSIS, choices);
      if (widthOf(candidate, size) <= WIDTH) fits = middle;
      else tooLong = middle;
    }
    return fontRuns(chars.slice(0, fits).join('').trimEnd() + ELLIPSIS, choices);
  };

  /** One line of text, each run in the face that has its characters, all on one baseline. */
  const line = (
    value: string,
    size = 9,
    weight: keyof typeof faces = 'regular',
    align: 'left' | 'center' = 'left',
  ) => {
    const choices = faces[weight];
    const { ascent, unitsPerEm } = choices[0].font;
    const top = doc.y;
    const baseline = top + (size * ascent) / unitsPerEm;
    const runs = fitted(value, size, choices);
    let x = align === 'center' ? MARGIN + (WIDTH - widthOf(runs, size)) / 2 : MARGIN;
    for (const run of runs) {
      doc.font(run.face.name).fontSize(size);
      doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += doc.widthOfString(run.text);
    }
    doc.x = MARGIN;
    doc.y = top + size * 1.4;
  };
  const heading = (value: string) => {
    doc.moveDown(0.5);
    line(value.toUpperCase(), 7, 'bold');
  };
  const rule = () => {
    ruleAcross(doc, doc.y + 3, MARGIN);
    doc.y += 6;
  };

  line(t.title(SERVICE_CENTRE.name), 10, 'bold');
  // The shipment number's barcode, and the number under it.
  const top = doc.y;
  drawCode128(doc, label.shipmentNo, { x: MARGIN, y: top + 6, width: WIDTH, height: BARS_HEIGHT });
  doc.y = top + BARS_HEIGHT + 10;
  line(label.shipmentNo, 11, 'regular', 'center');
  doc.y = top + 98;
  rule();

  heading(t.from);
  line(label.sender.name, 10, 'bold');
  line(label.sender.street);
  line(`${label.sender.postalCode} ${label.sender.city}`);
  line(t.phone(label.sender.phone));

  heading(t.to);
  line(SERVICE_CENTRE.name, 10, 'bold');
  line(SERVICE_CENTRE.street);
  line(`${SERVICE_CENTRE.postalCode} ${SERVICE_CENTRE.city}, ${SERVICE_CENTRE.country}`);
  line(t.phone(contact.phone));
  rule();

  heading(t.pickup);
  line(
    label.pickup ? `${label.pickup.date}, ${label.pickup.from}-${label.pickup.to}` : t.notBooked,
    10,
    'bold',
  );
  heading(t.rmaNumber);
  line(label.rmaNumber, 14, 'bold');
  if (label.productName) line(t.device(label.productName));

  // Two short lines at the foot, each kept to one line.
  doc.y = PAGE.height - MARGIN - 20;
  line(t.attach, 6.5);
  line(t.questions(contact.email, contact.phone), 6.5);
  return pdfBytes(doc);
}
