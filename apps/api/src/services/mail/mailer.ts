import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './compose';
import type { RecipientCap } from './recipient-cap';

export interface MailLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface MailerOptions {
  /** An SMTP server; without one, messages are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: MailLog;
  /** The hourly cap per recipient (recipient-cap.ts); every message goes when absent. */
  cap?: RecipientCap;
}

/** What became of a message: handed over, or not sent because its recipient is over the cap. */
export type SendOutcome = 'sent' | 'capped';

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /**
   * Sends now; rejects when the server refuses or cannot be reached.
   * `key` names the message for good: its Message-ID is made from it, so a
   * message sent again after a crash can be recognised as the same one.
   */
  send: (message: MailMessage, key: string) => Promise<SendOutcome>;
  close: () => void;
}

/** What may be logged or stored of a failure: its kind and codes, never its text (it can quote addresses). */
export function failureDetails(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return { type: error.name, code, responseCode };
}

/** The domain of the sender's address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function createMailer({ smtpUrl, outboxDir, from, log, cap }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A dead mail server must not hold a message for minutes (the outbox's lease is longer).
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const domain = domainOf(from);

  async function send(message: MailMessage, key: string): Promise<SendOutcome> {
    // Each address takes one of its hourly confirmations; taken ones are given back if sending fails.
    const taken: number[] = [];
    const admit = async (address: string) => {
      if (!cap) return true;
      const ticket = await cap.admit(address);
      if (ticket === null) return false;
      taken.push(ticket);
      return true;
    };
    if (!(await admit(message.to))) {
      log.warn(
        { mail: message.kind, ref: message.ref },
        'e-mail not sent: recipient over its hourly cap',
      );
      return 'capped';
    }
    const cc = message.cc && (await admit(message.cc)) ? message.cc : undefined;
    try {
      const info = await transport.sendMail({
        from,
        to: message.to,
        ...(cc ? { cc } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${key}@${domain}>`,
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
    } catch (error) {
      if (cap) await cap.giveBack(taken);
      throw error;
    }
    log.info(
      { mail: message.kind, ref: message.ref, mode: smtpUrl ? 'smtp' : 'outbox' },
      'e-mail sent',
    );
    return 'sent';
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    send,
    close() {
      transport.close();
    },
  };
}
