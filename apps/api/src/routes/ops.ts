import {
  advanceRepairParamsSchema,
  advanceRepairResponseSchema,
  advanceRequestSchema,
  advanceSparePartParamsSchema,
  advanceSparePartResponseSchema,
  OPS_PATHS,
  serverStatsResponseSchema,
} from '@portal/contracts';
import { sentStatements } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, operatorResponses } from '../lib/respond';
import { advanceRepairOrder, advanceSparePartOrder } from '../services/lifecycle';
import { testControlRoutes } from './test-controls';

const BODY_DESCRIPTION =
  '`to` (JSON or form field, optional): the next step when absent; else a status name (`checking`, `waiting-for-part`), a step name (`received`, `shippedBack`) or a status code.';
const REPAIR_BODY_DESCRIPTION = `${BODY_DESCRIPTION} \`quoteLines\` (JSON, optional): the quotation put on the order by a step to quote to be confirmed (feeType, currency, amountCents); a part and labour by default. Entering that state e-mails the quote to the customer.`;

/**
 * Operator endpoints that move orders through their lifecycle, for demos and
 * staging. They need `Authorization: Bearer <OPERATOR_TOKEN>`; without a
 * configured token they do not exist (404), so they are never open.
 */
export async function opsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => app.operator.require(request, reply));

  // Left out of the OpenAPI document where they answer 404 (no token configured).
  const operatorOnly = { security: [{ operatorToken: [] }], hide: !app.config.OPERATOR_TOKEN };

  app.post(
    OPS_PATHS.advanceRepairOrder,
    {
      schema: {
        tags: ['ops'],
        summary: 'Move a repair order one step through its lifecycle (operator token)',
        description: REPAIR_BODY_DESCRIPTION,
        ...operatorOnly,
        params: advanceRepairParamsSchema,
        body: advanceRequestSchema,
        response: operatorResponses(advanceRepairResponseSchema),
      },
    },
    async (request) => {
      const result = await advanceRepairOrder(
        app.db,
        request.params.rmaNumber,
        request.body.to,
        await app.clock.now(),
        request.body.quoteLines,
      );
      // A step into "quote to be confirmed" committed the quote's e-mail.
      app.mailOutbox.wake();
      return ok(result);
    },
  );

  app.post(
    OPS_PATHS.advanceSparePartOrder,
    {
      schema: {
        tags: ['ops'],
        summary: 'Move a spare-part order one step through its lifecycle (operator token)',
        description: BODY_DESCRIPTION,
        ...operatorOnly,
        params: advanceSparePartParamsSchema,
        body: advanceRequestSchema,
        response: operatorResponses(advanceSparePartResponseSchema),
      },
    },
    async (request) =>
      ok(
        await advanceSparePartOrder(
          app.db,
          request.params.orderId,
          request.body.to,
          await app.clock.now(),
        ),
      ),
  );

  app.get(
    OPS_PATHS.stats,
    {
      schema: {
        tags: ['ops'],
        summary:
          "This server process's counts: requests answered, database statements sent, catalogue answers kept and served again, how late its event loop ran (operator token)",
        ...operatorOnly,
        response: operatorResponses(serverStatsResponseSchema),
      },
    },
    async () =>
      ok({
        uptimeSeconds: Math.round(process.uptime() * 10) / 10,
        requests: app.requestCount.answered,
        statements: sentStatements.count,
        catalogueCache: app.catalogueCache.stats(),
        eventLoopDelay: app.eventLoopDelay.read(),
      }),
  );

  if (app.config.TEST_CONTROLS) await app.register(testControlRoutes);
}
