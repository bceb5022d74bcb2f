/**
 * Technical documents of the demo as real PDF files. They use the built-in
 * Helvetica (nothing embedded, so the files stay small) and fixed metadata
 * dates, so the same input always gives the same bytes.
 */
import PDFDocument from 'pdfkit';

export interface PdfTable {
  columns: string[];
  /** Relative column widths. */
  widths: number[];
  rows: string[][];
}

export interface PdfSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  ordered?: boolean;
  table?: PdfTable;
  /** Start the section on a new page (e.g. a parts list appendix). */
  newPage?: boolean;
}

export interface PdfSpec {
  fileName: string;
  title: string;
  subtitle: string;
  docNumber: string;
  revision: string;
  /** Issue date, YYYY-MM-DD; also the PDF's creation date. */
  issued: string;
  sections: PdfSection[];
}

const PUBLISHER = 'PhoneCare Serwis Sp. z o.o.';
const MARGIN = 56;
const ACCENT = '#1d4ed8';

/**
 * The standard Helvetica has only the WinAnsi characters, so typographic
 * signs are replaced by their ASCII forms rather than printed as garbage.
 */
function ascii(text: string): string {
  return text
    .replaceAll(/[–—]/g, '-')
    .replaceAll(/[„”“]/g, '"')
    .replaceAll(/[’‘]/g, "'")
    .replaceAll('…', '...')
    .replaceAll('×', 'x')
    .replaceAll('°', ' deg');
}

function drawTable(doc: PDFKit.PDFDocument, table: PdfTable): void {
  const left = MARGIN;
  const fullWidth = doc.page.width - 2 * MARGIN;
  const total = table.widths.reduce((sum, width) => sum + width, 0);
  const widths = table.widths.map((width) => (width / total) * fullWidth);
  const pad = 4;
  const bottom = () => doc.page.height - MARGIN;

  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height =
      Math.max(
        ...cells.map((cell, i) =>
          doc.heightOfString(ascii(cell), { width: (widths[i] ?? 0) - 2 * pad }),
        ),
      ) +
      2 * pad;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      if (header) doc.rect(x, top, width, height).fillAndStroke('#e2e8f0', '#94a3b8');
      else doc.rect(x, top, width, height).stroke('#94a3b8');
      doc.fillColor('#0f172a').text(ascii(cell), x + pad, top + pad, { width: width - 2 * pad });
      x += width;
    });
    doc.x = left;
    doc.y = top + height;
  };

  doc.lineWidth(0.5);
  drawRow(table.columns, true);
  for (const row of table.rows) drawRow(row, false);
  doc.moveDown(0.8);
}

function drawSection(doc: PDFKit.PDFDocument, section: PdfSection): void {
  if (section.newPage) doc.addPage();
  else if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(ascii(section.heading));
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(10.5).fillColor('#0f172a');
  for (const text of section.paragraphs ?? []) {
    doc.text(ascii(text), { align: 'justify', lineGap: 2 });
    doc.moveDown(0.6);
  }
  if (section.list) {
    section.list.forEach((item, i) => {
      const marker = section.ordered ? `${i + 1}.` : '-';
      const y = doc.y;
      doc.text(marker, MARGIN + 6, y, { width: 18 });
      doc.text(ascii(item), MARGIN + 26, y, { lineGap: 1.5 });
      doc.moveDown(0.3);
    });
    doc.x = MARGIN;
    doc.moveDown(0.5);
  }
  if (section.table) drawTable(doc, section.table);
}

/** The PDF of a document, rendered in memory. */
export function renderPdf(spec: PdfSpec): Promise<Buffer> {
  const issued = new Date(`${spec.issued}T09:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: ascii(spec.title),
      Subject: ascii(spec.subtitle),
      Author: PUBLISHER,
      Creator: 'PhoneCare service portal',
      Keywords: spec.docNumber,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#0f172a')
    .text(ascii(spec.title), MARGIN, MARGIN);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11).fillColor('#334155').text(ascii(spec.subtitle));
  doc.moveDown(0.3);
  doc
    .fontSize(9)
    .fillColor('#64748b')
    .text(`Document ${spec.docNumber}  |  Revision ${spec.revision}  |  Issued ${spec.issued}`);
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(1)
    .stroke('#cbd5e1');
  doc.moveDown(1);

  for (const section of spec.sections) drawSection(doc, section);

  // Footers last, once the page count is known; the bottom margin is lifted
  // while writing so the footer line does not start a new page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const marginBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#64748b')
      .text(
        `${PUBLISHER}  |  ${spec.docNumber} rev. ${spec.revision}  |  Page ${i + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN + 18,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = marginBottom;
  }
  doc.end();
  return done;
}
