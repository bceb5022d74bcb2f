import {
  API_PATHS,
  cancelShipmentRequestSchema,
  cancelShipmentResponseSchema,
  labelRequestSchema,
  reservePickupRequestSchema,
  reservePickupResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { fileResponses, ok, responses } from '../lib/respond';
import { cancelShipment, reservePickup } from '../services/courier';
import { loadLabelData } from '../services/label';
import { sendLabel } from './pdf-documents';

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
          'The A6 PDF shipping label, downloaded as <shipment number>.pdf; errors answer the JSON error shape, HTTP 503 with Retry-After while printing is busy',
        querystring: labelRequestSchema,
        response: fileResponses('application/pdf', 'The label as an A6 PDF file'),
      },
    },
    async (request, reply) =>
      sendLabel(app, reply, await loadLabelData(app.db, request.query.shipmentId)),
  );
}
