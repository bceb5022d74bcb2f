import {
  accessTokenParamsSchema,
  CUSTOMER_PATHS,
  spareOrderViewResponseSchema,
  TEST_CONTROL_HEADERS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../lib/call-route';
import { ok, responses } from '../lib/respond';
import {
  inquireSparePartOrder,
  placeSparePartOrder,
  spareOrderView,
} from '../services/spare-order';
import {
  issueVerifyCode,
  VERIFY_CODE_COOKIE,
  VERIFY_CODE_TTL_SECONDS,
} from '../services/verify-code';

/** Spare-part orders: the verification code, the cart checkout, the purchase lookup and the order's private page. */
export async function accessoriesOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...callRoute('verifyCode'),
    handler: async (request, reply) => {
      const code = await issueVerifyCode(app.db, {
        fixedAnswer: app.config.FIXED_VERIFY_CODE,
        now: await app.clock.now(request),
      });
      if (app.config.TEST_CONTROLS && (await app.operator.holds(request))) {
        reply.header(TEST_CONTROL_HEADERS.verifyCodeAnswer, code.answer);
      }
      return reply
        .setCookie(VERIFY_CODE_COOKIE, code.id, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: app.config.NODE_ENV === 'production',
          maxAge: VERIFY_CODE_TTL_SECONDS,
        })
        .type('image/svg+xml')
        .header('cache-control', 'no-store')
        .send(code.svg);
    },
  });

  app.route({
    ...callRoute('accessoriesOrderAdd'),
    handler: async (request) => {
      const { orderId, accessToken, created } = await placeSparePartOrder(app.db, request.body, {
        verifyCodeId: request.cookies[VERIFY_CODE_COOKIE],
        now: await app.clock.now(request),
      });
      // The confirmation was committed with the order (a repeated submission writes none).
      if (created) app.mailOutbox.wake();
      return ok({ orderId, accessToken });
    },
  });

  app.route({
    ...callRoute('accessoriesOrderInquiry'),
    handler: async (request) => ok(await inquireSparePartOrder(app.db, request.body.orderId)),
  });

  app.get(
    CUSTOMER_PATHS.spareOrder,
    {
      // Guessing tokens is as hopeless as guessing order numbers, and limited like the lookups.
      config: { rateLimit: { max: app.config.RATE_LIMIT_LOOKUP, timeWindow: 60_000 } },
      schema: {
        tags: ['customer'],
        summary:
          "A spare-part order's private page by its access token: lines, totals, contact, invoice data, status and courier",
        params: accessTokenParamsSchema,
        response: responses(spareOrderViewResponseSchema),
      },
    },
    async (request, reply) => {
      const view = await spareOrderView(app.db, request.params.token);
      // Personal data: kept by no cache.
      reply.header('cache-control', 'no-store');
      return ok(view);
    },
  );
}
