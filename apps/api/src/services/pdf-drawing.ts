import { fontRuns, labelFaces, type Faces, type Weight } from './label-fonts';

/**
 * A new document with the shared parsed fonts registered: it embeds only
 * those it draws with. It opens no standard font (pdfkit would parse
 * Helvetica's metrics for each document), so it must set one of the faces
 * before its first text. pdfkit (some 25 MB once loaded) is loaded at the
 * first document, not at start-up: most requests print nothing.
 */
export async function openDocument(options: PDFKit.PDFDocumentOptions): Promise<{
  doc: PDFKit.PDFDocument;
  faces: Record<Weight, Faces>;
}> {
  const [{ default: PDFDocument }, faces] = await Promise.all([import('pdfkit'), labelFaces()]);
  const doc = new PDFDocument({ ...options, font: '' });
  for (const face of [...faces.regular, ...faces.bold]) {
    doc.registerFont(face.name, face.font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  return { doc, faces };
}

/** A thin line across the page at `y`, from margin to margin. */
export function ruleAcross(doc: PDFKit.PDFDocument, y: number, margin: number): void {
  doc
    .moveTo(margin, y)
    .lineTo(doc.page.width - margin, y)
    .lineWidth(0.5)
    .stroke();
}

export interface WriteOptions {
  size?: number;
  weight?: Weight;
  x?: number;
  width?: number;
  align?: 'left' | 'right';
}

/**
 * Writes text at the current line in the faces that have its characters
 * (any script a customer typed), wrapped within `width` from `x`; the next
 * line starts at `margin` again. Defaults: 10 pt regular, across the page.
 */
export function textWriter(
  doc: PDFKit.PDFDocument,
  faces: Record<Weight, Faces>,
  page: { margin: number; width: number },
) {
  return (value: string, options: WriteOptions = {}) => {
    const {
      size = 10,
      weight = 'regular',
      x = page.margin,
      width = page.width,
      align = 'left',
    } = options;
    const runs = fontRuns(value || ' ', faces[weight]);
    const y = doc.y;
    runs.forEach((run, index) => {
      doc.font(run.face.name).fontSize(size);
      const continued = index < runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { width, continued, align });
      else doc.text(run.text, { continued });
    });
    doc.x = page.margin;
  };
}
