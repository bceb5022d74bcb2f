import { createHash, timingSafeEqual } from 'node:crypto';
import {
  advanceRepairParamsSchema,
  advanceRepairResponseSchema,
  advanceRequestSchema,
  advanceSparePartParamsSchema,
  advanceSparePartResponseSchema,
  errorResponseSchema,
  OPS_PATHS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { FailureLimit } from '../lib/failure-limit';
import { ok, responses } from '../lib/respond';
import { advanceRepairOrder, advanceSparePartOrder } from '../services/lifecycle';

/** Compared as hashes, so the comparison takes the same time whatever the guess. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const BODY_DESCRIPTION =
  '`to` (JSON or form field, optional): the next step when absent; else a status name (`checking`, `waiting-for-part`), a step name (`received`, `shippedBack`) or a status code.';

/**
 * Operator endpoints that move orders through their lifecycle, for demos and
 * staging. They need `Authorization: Bearer <OPERATOR_TOKEN>`; without a
 * configured token they do not exist (404), so they are never open.
 */
export async function opsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Per client address, so one guesser's failures block only its own address.
  const failures = new FailureLimit(
    app.config.OPERATOR_TOKEN_MAX_FAILURES,
    app.config.OPERATOR_TOKEN_FAILURE_WINDOW_MINUTES * 60_000,
  );

  app.addHook('onRequest', async (request, reply) => {
    const token = app.config.OPERATOR_TOKEN;
    if (!token) {
      throw new AppError(404, `No such path: ${request.method} ${request.url.split('?')[0]}`, 404);
    }
    // Checked before the token: a blocked address learns nothing, not even a right guess.
    const wait = failures.blockedFor(request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError(429, 'Too many wrong operator tokens, try again later', 429);
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !sameSecret(match[1], token)) {
      failures.fail(request.ip);
      reply.header('www-authenticate', 'Bearer realm="ops"');
      throw new AppError(401, 'Operator token missing or wrong', 401);
    }
  });

  const opsResponses = <T extends Parameters<typeof responses>[0]>(ok: T) => ({
    ...responses(ok),
    401: errorResponseSchema,
  });
  const security = [{ operatorToken: [] }];

  app.post(
    OPS_PATHS.advanceRepairOrder,
    {
      schema: {
        tags: ['ops'],
        summary: 'Move a repair order one step through its lifecycle (operator token)',
        description: BODY_DESCRIPTION,
        security,
        params: advanceRepairParamsSchema,
        body: advanceRequestSchema,
        response: opsResponses(advanceRepairResponseSchema),
      },
    },
    async (request) =>
      ok(await advanceRepairOrder(app.db, request.params.rmaNumber, request.body.to, new Date())),
  );

  app.post(
    OPS_PATHS.advanceSparePartOrder,
    {
      schema: {
        tags: ['ops'],
        summary: 'Move a spare-part order one step through its lifecycle (operator token)',
        description: BODY_DESCRIPTION,
        security,
        params: advanceSparePartParamsSchema,
        body: advanceRequestSchema,
        response: opsResponses(advanceSparePartResponseSchema),
      },
    },
    async (request) =>
      ok(await advanceSparePartOrder(app.db, request.params.orderId, request.body.to)),
  );
}
