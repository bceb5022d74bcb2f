import fs from 'node:fs';
import type { Download } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** The text a downloaded PDF prints, once it is checked to be a whole PDF. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text;
}
