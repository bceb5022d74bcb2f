import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './compose';

interface Log {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export interface MailerOptions {
  /** An SMTP server; without one, messages are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: Log;
  /** Whether one more message may go to this address now (recipient-cap.ts); every one when absent. */
  admit?: (address: string) => Promise<boolean>;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Sends now; rejects on failure. */
  send: (message: MailMessage) => Promise<void>;
  /**
   * Builds and sends a message without the caller waiting: a request never
   * fails or slows down because of mail. Failures are logged without personal
   * data; `build` may answer null when there is nothing to send.
   */
  sendInBackground: (kind: MailMessage['kind'], build: () => Promise<MailMessage | null>) => void;
  /** Resolves once every background send has finished (shutdown, tests). */
  idle: () => Promise<void>;
  close: () => void;
}

/** What may be logged of a failure: its kind and codes, never its text (it can quote addresses). */
function failureDetails(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return { type: error.name, code, responseCode };
}

export function createMailer({ smtpUrl, outboxDir, from, log, admit }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A dead mail server must not keep background sends around for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage) {
    if (admit && !(await admit(message.to))) {
      log.warn(
        { mail: message.kind, ref: message.ref },
        'e-mail not sent: recipient over its hourly cap',
      );
      return;
    }
    const cc = message.cc && (!admit || (await admit(message.cc))) ? message.cc : undefined;
    const info = await transport.sendMail({
      from,
      to: message.to,
      ...(cc ? { cc } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.language },
    });
    if (!smtpUrl) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${message.kind}-${message.ref}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outboxDir, name), (info as { message: Buffer }).message, {
        flag: 'wx',
      });
    }
    log.info(
      { mail: message.kind, ref: message.ref, mode: smtpUrl ? 'smtp' : 'outbox' },
      'e-mail sent',
    );
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    send,
    sendInBackground(kind, build) {
      const task: Promise<void> = (async () => {
        const message = await build();
        if (message) await send(message);
      })()
        .catch((error: unknown) => {
          log.warn({ mail: kind, err: failureDetails(error) }, 'e-mail not sent');
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close() {
      transport.close();
    },
  };
}
