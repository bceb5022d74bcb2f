import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import { composeConfirmation } from '../services/mail/confirmations';
import { createMailer } from '../services/mail/mailer';
import { createMailSender, type MailSender } from '../services/mail/outbox';
import { recipientCap } from '../services/mail/recipient-cap';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sender draining the e-mail outbox: woken after a commit that wrote to it. */
    mailOutbox: MailSender;
  }
}

/**
 * Confirmation e-mails: rows of the outbox (services/mail/outbox.ts) sent
 * through SMTP_URL, or written as .eml files in OUTBOX_DIR when no server is
 * configured (demos show them). The sender starts with the server; shutdown
 * stops its claims and waits for the messages in flight.
 */
export function registerMailer(app: FastifyInstance, env: Env) {
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.OUTBOX_DIR,
    from: env.MAIL_FROM ?? `"PhoneCare" <${env.SERVICE_EMAIL}>`,
    log: app.log,
  });
  const context = {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    serviceEmail: env.SERVICE_EMAIL,
    servicePhone: env.SERVICE_PHONE,
    payee: env.SERVICE_PAYEE,
    bankAccount: env.SERVICE_BANK_ACCOUNT,
  };
  const sender = createMailSender({
    db: app.db,
    mailer,
    cap: recipientCap(app.db, env.MAIL_CAP_PER_RECIPIENT),
    compose: (row) => composeConfirmation(app.db, row, context),
    log: app.log,
    // Never into a database file deleted or replaced under the server (plugins/storage.ts).
    databaseReady: () => app.storage.fileProblem() === null,
  });
  app.decorate('mailOutbox', sender);
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await sender.close();
    mailer.close();
  });
}
