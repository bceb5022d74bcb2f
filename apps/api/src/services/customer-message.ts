import { REPAIR_MESSAGE_LIMIT, REPAIR_MESSAGE_WINDOW_HOURS } from '@portal/contracts';
import { databaseKind, lockKeys, WRITE_TRANSACTION, type PrismaClient } from '@portal/db';
import { localizedError } from '../lib/app-error';
import { findByToken } from './customer-repair';
import { outboxEntry } from './mail/outbox';

/**
 * A customer's message about a repair, written on its private page to the
 * service (docs/decisions/040-contact-the-service.md). The message and its
 * e-mail (an outbox row of kind `repair-message`) are written in one
 * transaction, so a message acknowledged is one kept and one mailed. An
 * order sends at most REPAIR_MESSAGE_LIMIT messages in
 * REPAIR_MESSAGE_WINDOW_HOURS, counted from the table under a lock on the
 * order: the count and the insert decide together on every instance.
 */

export const REPAIR_MESSAGE_WINDOW_MS = REPAIR_MESSAGE_WINDOW_HOURS * 60 * 60 * 1000;

/** Keeps and queues a message of the token's order; a 404 for no order, a 429 when over its limit. */
export async function sendRepairMessage(
  db: PrismaClient,
  token: string,
  text: string,
  now: Date,
): Promise<void> {
  const order = await findByToken(db, token);
  await db.$transaction(async (tx) => {
    await lockKeys(tx, databaseKind(db), [`repair-message:${order.id}`]);
    const recent = await tx.customerMessage.count({
      where: {
        orderId: order.id,
        createdAt: { gt: new Date(now.getTime() - REPAIR_MESSAGE_WINDOW_MS) },
      },
    });
    if (recent >= REPAIR_MESSAGE_LIMIT) {
      throw localizedError(429, (t) => t.repairMessageLimit(order.rmaNumber, REPAIR_MESSAGE_LIMIT));
    }
    const message = await tx.customerMessage.create({
      data: { orderId: order.id, text, createdAt: now },
    });
    await tx.mailOutbox.create({ data: outboxEntry('repair-message', message.id, now) });
  }, WRITE_TRANSACTION);
}
