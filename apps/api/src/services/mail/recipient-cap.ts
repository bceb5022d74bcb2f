import { createHash } from 'node:crypto';
import { emailKey } from '@portal/contracts';
import { databaseKind, lockKeys, type PrismaClient } from '@portal/db';

export const MAIL_CAP_WINDOW_MS = 60 * 60 * 1000;

/** The key a recipient is counted under: one per mailbox whatever the letter case. */
export const recipientKey = (address: string) =>
  createHash('sha256').update(emailKey(address)).digest('hex');

export interface RecipientCap {
  /**
   * Takes one of the address's confirmations for this hour: the id of its
   * record, or null when `cap` were already sent.
   */
  admit: (address: string, now?: Date) => Promise<number | null>;
  /** Gives back confirmations taken for a message that could not be sent. */
  giveBack: (ids: number[]) => Promise<void>;
}

/**
 * The hourly cap of confirmations per recipient: a booking form must not
 * become a way of sending mail to someone else's address again and again.
 * Count and record are one transaction holding the recipient's lock
 * (lockKeys), so senders on several servers cannot both take the last one.
 */
export function recipientCap(db: PrismaClient, cap: number): RecipientCap {
  return {
    admit: (address, now = new Date()) =>
      db.$transaction(async (tx) => {
        const key = recipientKey(address);
        await lockKeys(tx, databaseKind(db), [`mail-recipient:${key}`]);
        const sent = await tx.mailSent.count({
          where: {
            recipientKey: key,
            sentAt: { gt: new Date(now.getTime() - MAIL_CAP_WINDOW_MS) },
          },
        });
        if (sent >= cap) return null;
        const record = await tx.mailSent.create({
          data: { recipientKey: key, sentAt: now },
          select: { id: true },
        });
        return record.id;
      }),
    async giveBack(ids) {
      if (ids.length > 0) await db.mailSent.deleteMany({ where: { id: { in: ids } } });
    },
  };
}
