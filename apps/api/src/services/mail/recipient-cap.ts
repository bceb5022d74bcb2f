import { createHash } from 'node:crypto';
import type { PrismaClient } from '@portal/db';

export const MAIL_CAP_WINDOW_MS = 60 * 60 * 1000;

/** The key a recipient is counted under: one per mailbox whatever the letter case. */
export const recipientKey = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

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
 * Counting and recording are one transaction that first updates the
 * recipient's MailRecipient row, so senders on several servers queue on that
 * row's lock (PostgreSQL) or on the one writer (SQLite) and cannot both take
 * the last confirmation.
 */
export function recipientCap(db: PrismaClient, cap: number): RecipientCap {
  /** The confirmation's record id, null over the cap, undefined for an address never seen. */
  const take = (key: string, now: Date) =>
    db.$transaction(async (tx) => {
      const { count: known } = await tx.mailRecipient.updateMany({
        where: { recipientKey: key },
        data: { checkedAt: now },
      });
      if (known !== 1) return undefined;
      const sent = await tx.mailSent.count({
        where: { recipientKey: key, sentAt: { gt: new Date(now.getTime() - MAIL_CAP_WINDOW_MS) } },
      });
      if (sent >= cap) return null;
      const record = await tx.mailSent.create({
        data: { recipientKey: key, sentAt: now },
        select: { id: true },
      });
      return record.id;
    });

  return {
    async admit(address, now = new Date()) {
      const key = recipientKey(address);
      const taken = await take(key, now);
      if (taken !== undefined) return taken;
      try {
        await db.mailRecipient.create({ data: { recipientKey: key, checkedAt: now } });
      } catch (error) {
        // P2002: another sender has just made it.
        if ((error as { code?: unknown }).code !== 'P2002') throw error;
      }
      const again = await take(key, now);
      if (again === undefined) throw new Error('The recipient row is missing');
      return again;
    },
    async giveBack(ids) {
      if (ids.length > 0) await db.mailSent.deleteMany({ where: { id: { in: ids } } });
    },
  };
}
