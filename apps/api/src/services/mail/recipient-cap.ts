import { createHash } from 'node:crypto';
import type { PrismaClient } from '@portal/db';

export const MAIL_CAP_WINDOW_MS = 60 * 60 * 1000;

/** The key a recipient is counted under: one per mailbox whatever the letter case. */
export const recipientKey = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * Takes one of the recipient's confirmations for this hour, or answers false
 * when `cap` were already sent: a booking form must not become a way of
 * sending mail to someone else's address again and again. Count and record
 * are one transaction, so concurrent sends cannot both take the last one.
 */
export function recipientCap(db: PrismaClient, cap: number) {
  return (address: string, now = new Date()) =>
    db.$transaction(async (tx) => {
      const key = recipientKey(address);
      const sent = await tx.mailSent.count({
        where: { recipientKey: key, sentAt: { gt: new Date(now.getTime() - MAIL_CAP_WINDOW_MS) } },
      });
      if (sent >= cap) return false;
      await tx.mailSent.create({ data: { recipientKey: key, sentAt: now } });
      return true;
    });
}
export type AdmitRecipient = ReturnType<typeof recipientCap>;
