import {
  accessTokenParamsSchema,
  CUSTOMER_PATHS,
  myLinksRequestSchema,
  myLinksResponseSchema,
  pickupAvailabilityRequestSchema,
  pickupAvailabilityResponseSchema,
  quoteAnswerRequestSchema,
  REPAIR_MESSAGE_LIMIT,
  REPAIR_MESSAGE_MAX,
  repairMessageRequestSchema,
  repairMessageResponseSchema,
  repairOrderViewResponseSchema,
  rescheduleRequestSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBodyType } from '../lib/content-type';
import { fileResponses, ok, responses } from '../lib/respond';
import { pickupAvailability } from '../services/courier';
import { sendCustomerMessage } from '../services/customer-message';
import {
  answerQuoteByToken,
  cancelByToken,
  findByToken,
  labelOfToken,
  repairOrderView,
  rescheduleByToken,
} from '../services/customer-repair';
import { requestOrderLinks } from '../services/mail/order-links';
import { loadOrderSheetData, renderOrderSheetPdf } from '../services/order-sheet';
import { sendDocument, sendLabel } from './pdf-documents';

const TOKEN_NOTE =
  'The access token is the only key: a malformed or unknown one answers error_code 404 alike.';

/**
 * The customer's private repair page (docs/decisions/020-customer-private-pages.md):
 * the booking as stored, its documents, and what the customer may still do;
 * and the message to the service from either private page.
 */
export async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];
  // Every answer of a private page carries personal data: no cache on the way may keep it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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
          'The A6 PDF shipping label of the booking, as /logistics/label; HTTP 503 with Retry-After while printing is busy',
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        response: fileResponses('application/pdf', 'The label as an A6 PDF file'),
      },
    },
    async (request, reply) =>
      sendLabel(app, reply, await labelOfToken(app.db, request.params.token)),
  );

  app.get(
    CUSTOMER_PATHS.repairOrderSheet,
    {
      schema: {
        tags,
        summary:
          "The booking's order sheet as an A4 PDF in the order's language, as attached to the confirmation e-mail; HTTP 503 with Retry-After while printing is busy",
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        response: fileResponses('application/pdf', 'The order sheet as an A4 PDF file'),
      },
    },
    async (request, reply) => {
      const order = await findByToken(app.db, request.params.token);
      const sheet = await loadOrderSheetData(app.db, order.id);
      const contact = { email: app.config.SERVICE_EMAIL, phone: app.config.SERVICE_PHONE };
      // An ASCII name in the header; the e-mail's attachment has the translated one.
      return sendDocument(
        reply,
        `order-${order.rmaNumber}.pdf`,
        app.makeDocument('order-sheet', [sheet, contact], () =>
          renderOrderSheetPdf(sheet, contact),
        ),
      );
    },
  );

  const courier = async (request: Parameters<typeof app.clock.now>[0]) => ({
    capacity: app.config.COURIER_SLOT_CAPACITY,
    now: await app.clock.now(request),
  });

  app.post(
    CUSTOMER_PATHS.repairReschedule,
    {
      onRequest: requireBodyType('json'),
      schema: {
        tags,
        summary:
          'Move the courier pick-up to another offered date and window while the device has not been collected (JSON body); the same slot again changes nothing',
        description: `${TOKEN_NOTE} The rules, seats and errors are those of /logistics/user/reserve.`,
        params: accessTokenParamsSchema,
        body: rescheduleRequestSchema,
        response: responses(repairOrderViewResponseSchema),
      },
    },
    async (request) => {
      const { view, changed } = await rescheduleByToken(
        app.db,
        request.params.token,
        request.body,
        await courier(request),
      );
      if (changed) app.mailOutbox.wake();
      return ok(view);
    },
  );

  app.post(
    CUSTOMER_PATHS.repairCancel,
    {
      schema: {
        tags,
        summary:
          'Cancel the order and its courier pick-up while the device has not been collected; cancelling again answers the same state',
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        response: responses(repairOrderViewResponseSchema),
      },
    },
    async (request) => {
      const { view, changed } = await cancelByToken(
        app.db,
        request.params.token,
        await app.clock.now(request),
      );
      if (changed) app.mailOutbox.wake();
      return ok(view);
    },
  );

  app.post(
    CUSTOMER_PATHS.repairQuoteAnswer,
    {
      onRequest: requireBodyType('json'),
      schema: {
        tags,
        summary:
          'Approve (the repair goes on) or decline (the device is sent back unrepaired) the quote while it waits for an answer (JSON body); the same answer again changes nothing, the other one is refused',
        description: TOKEN_NOTE,
        params: accessTokenParamsSchema,
        body: quoteAnswerRequestSchema,
        response: responses(repairOrderViewResponseSchema),
      },
    },
    async (request) => {
      const { view, changed } = await answerQuoteByToken(
        app.db,
        request.params.token,
        request.body.decision,
        await app.clock.now(request),
      );
      if (changed) app.mailOutbox.wake();
      return ok(view);
    },
  );

  // A message to the service from either kind of order's page: one call, one limit (customer-message.ts).
  const messagePaths = {
    repair: CUSTOMER_PATHS.repairMessage,
    spare: CUSTOMER_PATHS.spareOrderMessage,
  } as const;
  for (const orderKind of ['repair', 'spare'] as const) {
    app.post(
      messagePaths[orderKind],
      {
        onRequest: requireBodyType('json'),
        schema: {
          tags,
          summary: `Send the service a message about the order (JSON body, 1–${REPAIR_MESSAGE_MAX} characters), e-mailed to the service mailbox with Reply-To the customer; at most ${REPAIR_MESSAGE_LIMIT} per order in 24 hours (error_code 429)`,
          description: `${TOKEN_NOTE} The message is stored before it is acknowledged.`,
          params: accessTokenParamsSchema,
          body: repairMessageRequestSchema,
          response: responses(repairMessageResponseSchema),
        },
      },
      async (request) => {
        await sendCustomerMessage(
          app.db,
          orderKind,
          request.params.token,
          request.body.message,
          await app.clock.now(request),
        );
        app.mailOutbox.wake();
        return ok({ sent: true as const });
      },
    );
  }

  app.get(
    CUSTOMER_PATHS.pickupAvailability,
    {
      schema: {
        tags,
        summary:
          'Seats left in each courier pick-up window the booking wizard offers now, or on one offered date',
        querystring: pickupAvailabilityRequestSchema,
        response: responses(pickupAvailabilityResponseSchema),
      },
    },
    async (request) =>
      ok({
        list: await pickupAvailability(app.db, await courier(request), request.query.pickupDate),
      }),
  );

  app.post(
    CUSTOMER_PATHS.myLinks,
    {
      onRequest: requireBodyType('json'),
      schema: {
        tags,
        summary:
          "E-mail an address the private pages' links of its orders (JSON body); the answer is the same whether the address has orders or not",
        description:
          "Repair and spare-part orders whose contact e-mail is the address in any letter case, the latest 20, are listed in one e-mail to it, in `language` or the latest order's. Nothing is sent when none is found, after a few requests for one address within the hour, or past the hourly cap of e-mails per recipient; the answer does not tell.",
        body: myLinksRequestSchema,
        response: responses(myLinksResponseSchema),
      },
    },
    async (request) => {
      if (await requestOrderLinks(app.db, request.body, await app.clock.now(request))) {
        app.mailOutbox.wake();
      }
      return ok({ sent: true as const });
    },
  );
}
