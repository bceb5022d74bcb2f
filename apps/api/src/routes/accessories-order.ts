import {
  accessTokenParamsSchema,
  CUSTOMER_PATHS,
  spareOrderViewResponseSchema,
  TEST_CONTROL_HEADERS,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callRoute } from '../lib/call-route';
import { requireBodyType } from '../lib/content-type';
import { fileResponses, ok, responses } from '../lib/respond';
import { cancelSpareOrderByToken } from '../services/customer-spare-order';
import {
  loadSpareReceipt,
  receiptFileName,
  renderSpareReceiptPdf,
} from '../services/spare-receipt';
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
import { sendDocument } from './pdf-documents';

const TOKEN_NOTE =
  'The access token is the only key: a malformed or unknown one answers error_code 404 alike.';

/** Spare-part orders: the verification code, the cart checkout, the purchase lookup and the order's private page. */
export async function accessoriesOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];
  // Every answer of the private page carries personal data, or says whether a token is one.
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

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
      onRequest: noStore,
      schema: {
        tags,
        summary:
          "A spare-part order's private page by its access token: lines, totals, contact, invoice data, status, courier and the actions still allowed",
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        response: responses(spareOrderViewResponseSchema),
      },
    },
    async (request) => ok(await spareOrderView(app.db, request.params.token)),
  );

  app.post(
    CUSTOMER_PATHS.spareOrderCancel,
    {
      // No body is read: none, or JSON as the web sends it (`{}`); a form or text is refused (415).
      onRequest: [noStore, requireBodyType('json')],
      schema: {
        tags,
        summary:
          "Cancel the order while it waits for the service's confirmation; the cancellation is e-mailed once. Cancelling again, or once the order is confirmed, is refused (error_code 422)",
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        response: responses(spareOrderViewResponseSchema),
      },
    },
    async (request) => {
      const view = await cancelSpareOrderByToken(
        app.db,
        request.params.token,
        await app.clock.now(request),
      );
      // The e-mail was committed with the cancellation.
      app.mailOutbox.wake();
      return ok(view);
    },
  );

  app.get(
    CUSTOMER_PATHS.spareOrderReceipt,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary:
          "The order's receipt (pro forma) as an A4 PDF in the order's language: seller, order number and date, buyer and invoice data, lines and total in euro, the payment details while unpaid, and the status; HTTP 503 with Retry-After while printing is busy",
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        response: fileResponses('application/pdf', 'The receipt as an A4 PDF file'),
      },
    },
    async (request, reply) => {
      const receipt = await loadSpareReceipt(app.db, request.params.token);
      const seller = {
        name: app.config.SERVICE_PAYEE,
        bankAccount: app.config.SERVICE_BANK_ACCOUNT,
        email: app.config.SERVICE_EMAIL,
        phone: app.config.SERVICE_PHONE,
      };
      // Kept by what it prints: a new status is a new receipt.
      return sendDocument(
        reply,
        receiptFileName(receipt),
        app.makeDocument('spare-receipt', [receipt, seller], () =>
          renderSpareReceiptPdf(receipt, seller),
        ),
      );
    },
  );
}
