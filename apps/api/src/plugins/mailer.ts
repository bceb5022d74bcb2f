import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import type { MailContext } from '../services/mail/compose';
import { createMailer, type Mailer } from '../services/mail/mailer';
import { recipientCap } from '../services/mail/recipient-cap';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    mailContext: MailContext;
  }
}

/**
 * Confirmation e-mails: through SMTP_URL, or as .eml files in OUTBOX_DIR when
 * no server is configured (demos show them). Shutdown waits for sends in flight.
 */
export function registerMailer(app: FastifyInstance, env: Env) {
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.OUTBOX_DIR,
    from: env.MAIL_FROM ?? `"PhoneCare" <${env.SERVICE_EMAIL}>`,
    log: app.log,
    admit: recipientCap(app.db, env.MAIL_CAP_PER_RECIPIENT),
  });
  app.decorate('mailer', mailer);
  app.decorate('mailContext', {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    serviceEmail: env.SERVICE_EMAIL,
    servicePhone: env.SERVICE_PHONE,
  });
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });
}
