import {
  API_PATHS,
  createRepairOrderRequestSchema,
  createRepairOrderResponseSchema,
  NO_SUCH_ORDER_MESSAGE,
  repairLookupRequestSchema,
  repairLookupResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { truncatedAddress } from '../lib/client-address';
import { requireBodyType } from '../lib/content-type';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { ok, responses } from '../lib/respond';
import { createRepairOrder } from '../services/repair-booking';
import { lookupRepairs } from '../services/repair-lookup';

/** Repair orders: booking and the lookup by keyword. */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const caps = {
    perContact: app.config.BOOKING_CAP_PER_CONTACT,
    perAddress: app.config.BOOKING_CAP_PER_ADDRESS,
  };
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
      ok(
        await createRepairOrder(app.db, request.body, await app.clock.now(request), {
          bookedFrom: truncatedAddress(request.clientAddress),
          caps,
        }),
      ),
  );

  const lookup = {
    tags: ['order'],
    summary:
      'Progress of repair orders by RMA number, shipment or tracking number, IMEI or serial number; none matching answers error_code 404',
    response: responses(repairLookupResponseSchema),
  };
  // Nothing found is an answer of its own (error_code 404), as for the spare-part lookup.
  const byKeyword = async (keyword: string) => {
    const list = await lookupRepairs(app.db, keyword);
    if (list.length === 0) throw new AppError(404, NO_SUCH_ORDER_MESSAGE.repair);
    return ok({ list });
  };
  // The upstream clients' method for this call is not known, so both are served.
  app.get(
    API_PATHS.repairLookup,
    {
      schema: { ...lookup, querystring: repairLookupRequestSchema },
    },
    async (request) => byKeyword(request.query.keyword),
  );
  app.post(
    API_PATHS.repairLookup,
    {
      ...formRoute,
      schema: { ...lookup, consumes: FORM_ENCODINGS, body: repairLookupRequestSchema },
    },
    async (request) => byKeyword(request.body.keyword),
  );
}
