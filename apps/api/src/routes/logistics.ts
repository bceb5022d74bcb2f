import {
  API_PATHS,
  cancelShipmentRequestSchema,
  cancelShipmentResponseSchema,
  errorResponse,
  labelRequestSchema,
  reservePickupRequestSchema,
  reservePickupResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { ok, responses } from '../lib/respond';
import { cancelShipment, reservePickup } from '../services/courier';
import { loadLabelData } from '../services/label';
import { createLabelMaker } from '../services/label-maker';

/** Finished labels kept for repeats: about 400 labels of 20–40 KB. */
const LABEL_KEEP_BYTES = 16 * 1024 * 1024;
const LABEL_RETRY_AFTER_S = 5;

/** The simulated courier: pick-up booking, cancellation, the shipping label. */
export async function logisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const makeLabel = createLabelMaker({
    renders: app.config.LABEL_RENDERS,
    queue: app.config.LABEL_QUEUE,
    keepBytes: LABEL_KEEP_BYTES,
  });

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
        now: await app.clock.now(),
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
      },
    },
    async (request, reply) => {
      const label = await loadLabelData(app.db, request.query.shipmentId);
      const pdf = await makeLabel(label, {
        email: app.config.SERVICE_EMAIL,
        phone: app.config.SERVICE_PHONE,
      });
      if (!pdf) {
        return reply
          .status(503)
          .header('retry-after', String(LABEL_RETRY_AFTER_S))
          .send(errorResponse(503, 'Label printing is busy, try again in a few seconds'));
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${label.shipmentNo}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
