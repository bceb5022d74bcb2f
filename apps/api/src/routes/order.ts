import { API_CALLS } from '@portal/contracts';
import { databaseKind } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localizedError } from '../lib/app-error';
import { truncatedAddress } from '../lib/client-address';
import { callRoute } from '../lib/call-route';
import { ok } from '../lib/respond';
import { createRepairOrder } from '../services/repair-booking';
import { lookupRepairs } from '../services/repair-lookup';

/** Repair orders: booking and the lookup by keyword. */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const caps = {
    perContact: app.config.BOOKING_CAP_PER_CONTACT,
    perAddress: app.config.BOOKING_CAP_PER_ADDRESS,
  };
  app.route({
    ...callRoute('repairOrderAdd'),
    handler: async (request) =>
      ok(
        await createRepairOrder(app.db, request.body, await app.clock.now(request), {
          bookedFrom: truncatedAddress(request.clientAddress),
          caps,
          reminderAfterMs: app.config.UNRESERVED_REMINDER_MINUTES * 60_000,
        }),
      ),
  });

  // Nothing found is an answer of its own (error_code 404), as for the spare-part lookup.
  const kind = databaseKind(app.db);
  const byKeyword = async (keyword: string) => {
    const list = await lookupRepairs(app.db, kind, keyword);
    if (list.length === 0) throw localizedError(404, (t) => t.noSuchRepairOrder);
    return ok({ list });
  };
  const [asForm, asQuery] = API_CALLS.repairLookup.bindings;
  app.route({
    ...callRoute('repairLookup', asForm),
    handler: async (request) => byKeyword(request.body.keyword),
  });
  app.route({
    ...callRoute('repairLookup', asQuery),
    handler: async (request) => byKeyword(request.query.keyword),
  });
}
