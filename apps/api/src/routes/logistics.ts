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
import { ok, responses } from '../lib/respond';
import { cancelShipment, reservePickup } from '../services/courier';
import { loadLabelData } from '../services/label';
import { renderLabelPdf } from '../services/label-pdf';
import { repairConfirmation } from '../services/mail/confirmations';

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
        now: new Date(),
      });
      // After the commit, not awaited: mail never fails or slows the booking.
      app.mailer.sendInBackground('repair-booked', () =>
        repairConfirmation(app.db, reservation.reservationId, app.mailContext),
      );
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
          'The A6 PDF shipping label, downloaded as <shipment number>.pdf; errors answer the JSON error shape',
        querystring: labelRequestSchema,
      },
    },
    async (request, reply) => {
      const label = await loadLabelData(app.db, request.query.shipmentId);
      const pdf = await renderLabelPdf(label, {
        email: app.config.SERVICE_EMAIL,
        phone: app.config.SERVICE_PHONE,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${label.shipmentNo}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
