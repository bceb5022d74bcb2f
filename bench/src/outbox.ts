import { readDatabase } from '@portal/test-support';

const POLL_MS = 500;

/** E-mails the portal has queued to send now (not the reminders due later). */
function pendingMails(dbFile: string): number {
  return readDatabase(
    dbFile,
    (db) =>
      (db
        .prepare(
          `SELECT count(*) FROM "MailOutbox"
           WHERE "status" = 'pending' AND julianday("nextAttemptAt") <= julianday('now')`,
        )
        .pluck()
        .get() as number | undefined) ?? 0,
  );
}

/**
 * Waits until the portal has sent the e-mails a journey queued (with their
 * PDFs), so that the next journey's figures do not carry their cost; gives up
 * after `timeoutMs`. The mails and the time it took, for the log.
 */
export async function outboxDrained(
  dbFile: string,
  timeoutMs = 300_000,
): Promise<{ mails: number; seconds: number; drained: boolean }> {
  const started = Date.now();
  const mails = pendingMails(dbFile);
  let left = mails;
  while (left > 0 && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    left = pendingMails(dbFile);
  }
  return { mails, seconds: (Date.now() - started) / 1000, drained: left === 0 };
}
