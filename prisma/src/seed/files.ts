/**
 * Writes the files the seeded rows point to: part images and document PDFs
 * and diagrams. The output depends only on the seed data, so rewriting them
 * gives the same bytes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILES_PATH_PREFIX } from '@portal/contracts';
import { MATERIALS, materialImageNames } from './catalogue';
import { ACCESSORY_IMAGES_FOLDER, DOCUMENT_FILES_FOLDER } from './content';
import { documentDiagrams, documentPdfs } from './documents';
import { diagramSvg, materialSvg } from './svg';

interface SeedFile {
  /** Path below the files folder, with forward slashes, as in the URL. */
  relativePath: string;
  render: () => string | Promise<Buffer>;
}

function seedFiles(): SeedFile[] {
  const images = MATERIALS.flatMap((material) =>
    materialImageNames(material).map((name, view) => ({
      relativePath: `${ACCESSORY_IMAGES_FOLDER}/${name}`,
      render: () => materialSvg(material, view),
    })),
  );
  const pdfs = documentPdfs().map((spec) => ({
    relativePath: `${DOCUMENT_FILES_FOLDER}/${spec.fileName}`,
    // pdfkit loaded only when the files are written: the server imports this
    // package at every start, and pdfkit once loaded holds some 25 MB.
    render: async () => (await import('./pdf')).renderPdf(spec),
  }));
  const diagrams = documentDiagrams().map((spec) => ({
    relativePath: `${DOCUMENT_FILES_FOLDER}/${spec.fileName}`,
    render: () => diagramSvg(spec),
  }));
  return [...images, ...pdfs, ...diagrams];
}

/** Site-relative URLs (`/files/...`) of every file the seed writes. */
export function seedFileUrls(): string[] {
  return seedFiles().map((file) => `${FILES_PATH_PREFIX}${file.relativePath}`);
}

/**
 * Writes every seed file below `filesDir` (created when missing) and returns
 * their paths relative to it. Existing files of the same names are replaced.
 */
export async function writeSeedFiles(filesDir: string): Promise<string[]> {
  const files = seedFiles();
  await Promise.all(
    [ACCESSORY_IMAGES_FOLDER, DOCUMENT_FILES_FOLDER].map((folder) =>
      mkdir(path.join(filesDir, folder), { recursive: true }),
    ),
  );
  await Promise.all(
    files.map(async (file) =>
      writeFile(path.join(filesDir, ...file.relativePath.split('/')), await file.render()),
    ),
  );
  return files.map((file) => file.relativePath);
}
