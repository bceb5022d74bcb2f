import {
  accessTokenParamsSchema,
  API_PATHS,
  createAccessoriesOrderRequestSchema,
  CUSTOMER_PATHS,
  createAccessoriesOrderResponseSchema,
  purchaseInquiryRequestSchema,
  purchaseInquiryResponseSchema,
  spareOrderViewResponseSchema,
  TEST_CONTROL_HEADERS,
  verifyCodeRequestSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBodyType } from '../lib/content-type';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { fileResponses, ok, responses } from '../lib/respond';
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

  app.get(
    API_PATHS.verifyCode,
    {
      schema: {
        tags: ['accessories-order'],
        summary: 'A new verification code as an SVG image; its id goes to an http-only cookie',
        querystring: verifyCodeRequestSchema,
        response: fileResponses('image/svg+xml', 'The code to read, as an SVG image'),
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    API_PATHS.accessoriesOrderAdd,
    {
      onRequest: requireBodyType('json'),
      schema: {
        tags: ['accessories-order'],
        summary:
          'Place a cart order (JSON body); needs the verification code of the cookie, used up by one try',
        body: createAccessoriesOrderRequestSchema,
        response: responses(createAccessoriesOrderResponseSchema),
      },
    },
    async (request) => {
      const { orderId, accessToken, created } = await placeSparePartOrder(app.db, request.body, {
        verifyCodeId: request.cookies[VERIFY_CODE_COOKIE],
        now: await app.clock.now(request),
      });
      // The confirmation was committed with the order (a repeated submission writes none).
      if (created) app.mailOutbox.wake();
      return ok({ orderId, accessToken });
    },
  );

  app.post(
    API_PATHS.accessoriesOrderInquiry,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: ['accessories-order'],
        summary: 'Status and courier of a spare-part order',
        body: purchaseInquiryRequestSchema,
        response: responses(purchaseInquiryResponseSchema),
      },
    },
    async (request) => ok(await inquireSparePartOrder(app.db, request.body.orderId)),
  );

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
