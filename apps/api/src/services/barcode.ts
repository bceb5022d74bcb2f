import bwipjs from 'bwip-js/node';

/** Code 128 wants at least ten modules of white on either side of the bars. */
const QUIET_MODULES = 10;

/** The widths, in modules, of the bars and spaces of `text` in Code 128, a bar first (bwip-js encodes it). */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error(`no Code 128 for ${text}`);
  return symbol.sbs;
}

/**
 * The Code 128 barcode of `text` as filled rectangles across `box`, with its
 * quiet zones inside it: a few hundred bytes of page content instead of an
 * image, sharp at any printer's resolution.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, width) => sum + width, 0) + 2 * QUIET_MODULES;
  const module = box.width / modules;
  let x = box.x + QUIET_MODULES * module;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  doc.fillColor('black').fill();
}
