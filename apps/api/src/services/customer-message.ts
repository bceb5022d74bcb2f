import { REPAIR_MESSAGE_LIMIT, REPAIR_MESSAGE_WINDOW_HOURS } from '@portal/contracts';
import { databaseKind, lockKeys, type PrismaClient } from '@portal/db';
import { localizedError, type AppError } from '../lib/app-error';
import type { OrderKind } from '../lib/messages/server-texts';
import { findByToken } from './customer-repair';
import { CUSTOMER_MESSAGE_MAILS } from './mail/kinds';
import { outboxEntry } from './mail/outbox';
import { findSpareOrderByToken } from './spare-order';

/**
 * A customer's message about a repair or a spare-part order, written on the
 * order's private page to the service
 * (docs/decisions/040-contact-the-service.md). The message and its e-mail
 * (an outbox row of the kind's CUSTOMER_MESSAGE_MAILS) are written in one
 * transaction, so a message acknowledged is one kept and one mailed. An
 * order sends at most REPAIR_MESSAGE_LIMIT messages in
 * REPAIR_MESSAGE_WINDOW_HOURS, counted from the table under a lock on the
 * order: the count and the insert decide together on every instance.
 */

export const REPAIR_MESSAGE_WINDOW_MS = REPAIR_MESSAGE_WINDOW_HOURS * 60 * 60 * 1000;

/** An order a message is about: its id and the refusal once it has sent its messages of the day. */
interface MessageOrder {
  id: bigint;
  overLimit: () => AppError;
}

/** The order of a token by its kind; each answers its own 404 for no order. */
const FIND_ORDER: Record<OrderKind, (db: PrismaClient, token: string) => Promise<MessageOrder>> = {
  repair: async (db, token) => {
    const order = await findByToken(db, token);
    return {
      id: order.id,
      overLimit: () =>
        localizedError(429, (t) => t.repairMessageLimit(order.rmaNumber, REPAIR_MESSAGE_LIMIT)),
    };
  },
  spare: async (db, token) => {
    const order = await findSpareOrderByToken(db, token);
    return {
      id: order.id,
      overLimit: () =>
        localizedError(429, (t) =>
          t.spareOrderMessageLimit(Number(order.id), REPAIR_MESSAGE_LIMIT),
        ),
    };
  },
};

/** Keeps and queues a message of the token's order; a 404 for no order, a 429 when over its limit. */
export async function sendCustomerMessage(
  db: PrismaClient,
  orderKind: OrderKind,
  token: string,
  text: string,
  now: Date,
): Promise<void> {
  const order = await FIND_ORDER[orderKind](db, token);
  await db.$transaction(async (tx) => {
    await lockKeys(tx, databaseKind(db), [`${orderKind}-message:${order.id}`]);
    const recent = await tx.customerMessage.count({
      where: {
        orderKind,
        orderId: order.id,
        createdAt: { gt: new Date(now.getTime() - REPAIR_MESSAGE_WINDOW_MS) },
      },
    });
    if (recent >= REPAIR_MESSAGE_LIMIT) throw order.overLimit();
    const message = await tx.customerMessage.create({
      data: { orderKind, orderId: order.id, text, createdAt: now },
    });
    await tx.mailOutbox.create({
      data: outboxEntry(CUSTOMER_MESSAGE_MAILS[orderKind], message.id, now),
    });
  });
}
