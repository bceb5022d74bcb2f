import {
  API_PATHS,
  createRepairOrderRequestSchema,
  createRepairOrderResponseSchema,
  repairLookupRequestSchema,
  repairLookupResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { truncatedAddress } from '../lib/client-address';
import { requireBodyType } from '../lib/content-type';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { ok, responses } from '../lib/respond';
import { createRepairBooking } from '../services/repair-booking-sql';
import { createRepairLookup } from '../services/repair-lookup';

/** Repair orders: booking and the lookup by keyword. */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const booking = createRepairBooking(app.db, app.config.DATABASE_URL, {
    perContact: app.config.BOOKING_CAP_PER_CONTACT,
    perAddress: app.config.BOOKING_CAP_PER_ADDRESS,
  });
  app.addHook('onClose', async () => booking.close());
  app.post(
    API_PATHS.repairOrderAdd,
    {
      onRequest: requireBodyType('json'),
      schema: {
        tags: ['order'],
        summary: 'Book a repair order with its courier shipment (JSON body)',
        body: createRepairOrderRequestSchema,
        response: responses(createRepairOrderResponseSchema),
      },
    },
    async (request) =>
      ok(await booking.book(request.body, new Date(), truncatedAddress(request.ip))),
  );

  const repairs = createRepairLookup(app.db, app.config.DATABASE_URL);
  app.addHook('onClose', async () => repairs.close());
  const lookup = {
    tags: ['order'],
    summary:
      'Progress of repair orders by RMA number, shipment or tracking number, IMEI or serial number',
    response: responses(repairLookupResponseSchema),
  };
  // Kept until the next commit, like the catalogue: the rate limits still
  // count every request, and an order's progress is never older than the database.
  const byKeyword = (keyword: string) => async () => ok({ list: await repairs.lookup(keyword) });
  // The upstream clients' method for this call is not known, so both are served.
  app.get(
    API_PATHS.repairLookup,
    {
      preValidation: app.readCache.sendKept,
      schema: { ...lookup, querystring: repairLookupRequestSchema },
    },
    async (request, reply) => app.readCache.answer(reply, byKeyword(request.query.keyword)),
  );
  app.post(
    API_PATHS.repairLookup,
    {
      ...formRoute,
      preValidation: app.readCache.sendKept,
      schema: { ...lookup, consumes: FORM_ENCODINGS, body: repairLookupRequestSchema },
    },
    async (request, reply) => app.readCache.answer(reply, byKeyword(request.body.keyword)),
  );
}
