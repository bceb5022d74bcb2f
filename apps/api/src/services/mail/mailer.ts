import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailMessage } from './compose';

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
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** How long one send may take: the SMTP timeouts add up to it, a file write stays far below. */
  readonly longestSendMs: number;
  /**
   * Hands a message over now; rejects when the server refuses or cannot be
   * reached. `key` names the message for good: its Message-ID is made from
   * it, so a message sent again after a crash can be recognised as the same
   * one; in the outbox folder it names the file, so a second copy replaces
   * the first.
   */
  send: (message: MailMessage, key: string) => Promise<void>;
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

/** A dead mail server must not hold a message for long: connecting, its greeting, then silence. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** Writing one .eml file of a few kilobytes: milliseconds, with a wide margin for a busy disk. */
const FILE_WRITE_MS = 5_000;

/**
 * Mode of the .eml files of the outbox: they quote a customer's name, address
 * and phone, so the owner writes them and only its group (a mail pick-up, a
 * viewer) may read them; nobody else.
 */
export const OUTBOX_FILE_MODE = 0o640;

/** Writes a new file of the outbox with OUTBOX_FILE_MODE, whatever the umask. */
async function writeOutboxFile(file: string, content: Buffer) {
  const handle = await open(file, 'wx', OUTBOX_FILE_MODE);
  try {
    await handle.chmod(OUTBOX_FILE_MODE);
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
}

export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  // nodemailer (some 10 MB once loaded) is loaded at the first message, not
  // at start-up: a server at rest sends nothing.
  let transport: Promise<Transporter> | undefined;
  const openTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const domain = domainOf(from);

  async function send(message: MailMessage, key: string) {
    const transporter = await openTransport();
    const info = await transporter.sendMail({
      from,
      to: message.to,
      ...(message.cc ? { cc: message.cc } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments ? { attachments: message.attachments } : {}),
      messageId: `<${key}@${domain}>`,
      headers: { 'Content-Language': message.language },
    });
    if (!smtpUrl) {
      await mkdir(outboxDir, { recursive: true });
      // Written aside, then renamed: readers see whole messages only, and a
      // message sent again after its sender died replaces its first copy.
      const name = `${key}-${message.kind}-${message.ref}.eml`;
      const partial = path.join(outboxDir, `.${name}.${randomUUID().slice(0, 8)}.partial`);
      await writeOutboxFile(partial, (info as { message: Buffer }).message);
      await rename(partial, path.join(outboxDir, name));
    }
    // Its key names the outbox row; its ref (an RMA number, an order id) is a lookup key, not logged.
    log.info({ mail: message.kind, key, mode: smtpUrl ? 'smtp' : 'outbox' }, 'e-mail sent');
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    longestSendMs: smtpUrl
      ? SMTP_TIMEOUTS.connectionTimeout +
        SMTP_TIMEOUTS.greetingTimeout +
        SMTP_TIMEOUTS.socketTimeout
      : FILE_WRITE_MS,
    send,
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}
