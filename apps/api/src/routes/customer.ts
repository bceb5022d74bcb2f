import {
  accessTokenParamsSchema,
  CUSTOMER_PATHS,
  repairOrderViewResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponses, ok, responses } from '../lib/respond';
import { labelOfToken, repairOrderView } from '../services/customer-repair';
import { sendLabel } from './logistics';

const TOKEN_NOTE =
  'The access token is the only key: a malformed or unknown one answers error_code 404 alike.';

/**
 * The customer's private repair page (docs/decisions/020-customer-private-pages.md):
 * the booking as stored, its documents, and what the customer may still do.
 */
export async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];

  app.get(
    CUSTOMER_PATHS.repairOrder,
    {
      schema: {
        tags,
        summary:
          "A booked repair's private page: progress (as the lookup), device, customer, pick-up, quote and the actions still allowed",
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        response: responses(repairOrderViewResponseSchema),
      },
    },
    async (request) => ok(await repairOrderView(app.db, request.params.token)),
  );

  app.get(
    CUSTOMER_PATHS.repairLabel,
    {
      schema: {
        tags,
        summary:
          'The A6 PDF shipping label of the booking, as /logistics/label; HTTP 503 with Retry-After while label printing is busy',
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        response: fileResponses('application/pdf', 'The label as an A6 PDF file'),
      },
    },
    async (request, reply) =>
      sendLabel(app, reply, await labelOfToken(app.db, request.params.token)),
  );
}
