import {
  CUSTOMER_PATHS,
  parcelTrackingResponseSchema,
  trackingNumberParamsSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../lib/respond';
import { trackParcel } from '../services/parcel-tracking';

/** The simulated courier's tracking of a parcel (docs/decisions/041-parcel-tracking.md). */
export async function parcelTrackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    CUSTOMER_PATHS.parcelTracking,
    {
      schema: {
        tags: ['customer'],
        summary:
          "A parcel's events with the simulated courier: the pick-up of a repair (PCS…), a repair sent back or a spare-part order's parcel; nobody's name or address",
        description:
          'An unknown tracking number, or text in no courier format, answers error_code 404 alike.',
        params: trackingNumberParamsSchema,
        response: responses(parcelTrackingResponseSchema),
      },
    },
    async (request, reply) => {
      // The events follow the clock: no cache keeps an answer.
      reply.header('cache-control', 'no-store');
      return ok(await trackParcel(app.db, request.params.trackingNo, await app.clock.now(request)));
    },
  );
}
