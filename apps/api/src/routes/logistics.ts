import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../lib/call-route';
import { ok } from '../lib/respond';
import { cancelShipment, reservePickup } from '../services/courier';
import { loadLabelData } from '../services/label';
import { sendLabel } from './pdf-documents';

/** The simulated courier: pick-up booking, cancellation, the shipping label. */
export async function logisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...callRoute('reservePickup'),
    handler: async (request) => {
      const reservation = await reservePickup(app.db, request.body, {
        capacity: app.config.COURIER_SLOT_CAPACITY,
        now: await app.clock.now(request),
      });
      // The confirmation was committed with the booking; the sender takes it from here.
      app.mailOutbox.wake();
      return ok(reservation);
    },
  });

  app.route({
    ...callRoute('cancelShipment'),
    handler: async (request) =>
      ok(await cancelShipment(app.db, request.body.shipmentId, request.body.orderId)),
  });

  app.route({
    ...callRoute('label'),
    handler: async (request, reply) =>
      sendLabel(app, reply, await loadLabelData(app.db, request.query.shipmentId)),
  });
}
