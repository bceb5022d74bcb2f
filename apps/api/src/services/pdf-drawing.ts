import { labelFaces, type Faces, type Weight } from './label-fonts';

/**
 * The shared parsed fonts, registered with `doc`: a document opens (and
 * embeds) only those it draws with.
 */
export function openFaces(doc: PDFKit.PDFDocument): Record<Weight, Faces> {
  const faces = labelFaces();
  for (const face of [...faces.regular, ...faces.bold]) {
    doc.registerFont(face.name, face.font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  return faces;
}

/** A thin line across the page at `y`, from margin to margin. */
export function ruleAcross(doc: PDFKit.PDFDocument, y: number, margin: number): void {
  doc
    .moveTo(margin, y)
    .lineTo(doc.page.width - margin, y)
    .lineWidth(0.5)
    .stroke();
}
