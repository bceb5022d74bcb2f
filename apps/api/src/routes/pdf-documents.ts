import { errorResponse } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messageLanguage } from '../lib/language';
import { SERVER_TEXTS } from '../lib/messages';
import { renderLabelPdf } from '../services/label-pdf';
import type { LabelData } from '../services/label';
import { createDocumentMaker } from '../services/document-maker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PDFs visitors ask for, rendered within bounds and kept for repeats (services/document-maker.ts). */
    makeDocument: ReturnType<typeof createDocumentMaker>;
  }
}

/** Finished documents kept for repeats: about a thousand labels or order sheets of 12–16 KB. */
const DOCUMENT_KEEP_BYTES = 16 * 1024 * 1024;
const BUSY_RETRY_AFTER_S = 5;

/**
 * One document maker for every call that answers a label, an order sheet or a receipt,
 * so its bounds (LABEL_RENDERS, LABEL_QUEUE) hold for them all together.
 */
export function registerDocumentMaker(app: FastifyInstance) {
  app.decorate(
    'makeDocument',
    createDocumentMaker({
      renders: app.config.LABEL_RENDERS,
      queue: app.config.LABEL_QUEUE,
      keepBytes: DOCUMENT_KEEP_BYTES,
    }),
  );
}

/** A PDF as a download that no cache keeps: it carries the customer's address. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * Answers a document made (or kept) by the document maker as a PDF download,
 * or 503 with Retry-After while the renders and their queue are full.
 */
export async function sendDocument(
  reply: FastifyReply,
  filename: string,
  made: Promise<Buffer> | null,
) {
  if (!made) {
    return reply
      .status(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_S))
      .send(errorResponse(503, SERVER_TEXTS[messageLanguage(reply.request)].printingBusy));
  }
  return sendPdf(reply, filename, await made);
}

/** Answers a label as a PDF download, or 503 with Retry-After while printing is busy. */
export function sendLabel(app: FastifyInstance, reply: FastifyReply, label: LabelData) {
  const contact = { email: app.config.SERVICE_EMAIL, phone: app.config.SERVICE_PHONE };
  return sendDocument(
    reply,
    `${label.shipmentNo}.pdf`,
    app.makeDocument('label', [label, contact], () => renderLabelPdf(label, contact)),
  );
}
