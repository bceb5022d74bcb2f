import {
  API_PATHS,
  cancelShipmentRequestSchema,
  cancelShipmentResponseSchema,
  errorResponse,
  labelRequestSchema,
  reservePickupRequestSchema,
  reservePickupResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { fileResponses, ok, responses } from '../lib/respond';
import { cancelShipment, reservePickup } from '../services/courier';
import { loadLabelData, type LabelData } from '../services/label';
import { createLabelMaker } from '../services/label-maker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Label PDFs, rendered within bounds and kept for repeats (services/label-maker.ts). */
    makeLabel: ReturnType<typeof createLabelMaker>;
  }
}

/** Finished labels kept for repeats: about 400 labels of 20–40 KB. */
const LABEL_KEEP_BYTES = 16 * 1024 * 1024;
const LABEL_RETRY_AFTER_S = 5;

/** One label maker for every call that answers a label, so its bounds hold for them all. */
export function registerLabelMaker(app: FastifyInstance) {
  app.decorate(
    'makeLabel',
    createLabelMaker({
      renders: app.config.LABEL_RENDERS,
      queue: app.config.LABEL_QUEUE,
      keepBytes: LABEL_KEEP_BYTES,
    }),
  );
}

/** Answers a label as a PDF download, or 503 with Retry-After while label printing is busy. */
export async function sendLabel(app: FastifyInstance, reply: FastifyReply, label: LabelData) {
  const pdf = await app.makeLabel(label, {
    email: app.config.SERVICE_EMAIL,
    phone: app.config.SERVICE_PHONE,
  });
  if (!pdf) {
    return reply
      .status(503)
      .header('retry-after', String(LABEL_RETRY_AFTER_S))
      .send(errorResponse(503, 'Label printing is busy, try again in a few seconds'));
  }
  return sendPdf(reply, `${label.shipmentNo}.pdf`, pdf);
}

/** A PDF as a download that no cache keeps: it carries the customer's address. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** The simulated courier: pick-up booking, cancellation, the shipping label. */
export async function logisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    API_PATHS.reservePickup,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: ['logistics'],
        summary: 'Book the courier pick-up of a shipment; a new booking replaces the previous one',
        body: reservePickupRequestSchema,
        response: responses(reservePickupResponseSchema),
      },
    },
    async (request) => {
      const reservation = await reservePickup(app.db, request.body, {
        capacity: app.config.COURIER_SLOT_CAPACITY,
        now: await app.clock.now(request),
      });
      // The confirmation was committed with the booking; the sender takes it from here.
      app.mailOutbox.wake();
      return ok(reservation);
    },
  );

  app.post(
    API_PATHS.cancelShipment,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: ['logistics'],
        summary: 'Cancel a shipment not yet collected, its pick-up booking and its repair order',
        body: cancelShipmentRequestSchema,
        response: responses(cancelShipmentResponseSchema),
      },
    },
    async (request) =>
      ok(await cancelShipment(app.db, request.body.shipmentId, request.body.orderId)),
  );

  app.get(
    API_PATHS.label,
    {
      schema: {
        tags: ['logistics'],
        summary:
          'The A6 PDF shipping label, downloaded as <shipment number>.pdf; errors answer the JSON error shape, HTTP 503 with Retry-After while label printing is busy',
        querystring: labelRequestSchema,
        response: fileResponses('application/pdf', 'The label as an A6 PDF file'),
      },
    },
    async (request, reply) =>
      sendLabel(app, reply, await loadLabelData(app.db, request.query.shipmentId)),
  );
}
