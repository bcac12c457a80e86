import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

/** A message as every part of the API writes it; the outbox stores exactly this shape (DESIGN.md). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** "Name" <address> of whom an answer reaches, when anyone reads them. */
  replyTo?: string;
  /** Headers beyond the usual (List-Unsubscribe on a mail that is not transactional). */
  headers?: Record<string, string>;
  /** Files sent with it (a session's .ics); the outbox keeps their text as it is. */
  attachments?: MailAttachment[];
}

/**
 * A file attached to a mail: text as it is, or bytes in base64 (`encoding`). One with a `cid` is an image
 * its HTML shows inline (`<img src="cid:…">`), as a check-in pass's QR code.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
  cid?: string;
}

/** Sends mail: the job runner's (requests queue theirs, mail/mail-queue.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail through nodemailer. With SMTP_URL it is sent; without, each message becomes a JSON file in
 * DATA_DIR/outbox/ (name sortable by time) and its subject is logged, so sign-in by code works offline
 * and tests read the code from the file a real user would have received.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outbox = outboxFolder(config);
  // Written whole beside the outbox, then moved in: a reader never finds half a message.
  const partial = join(config.dataDir, 'outbox-partial');
  return {
    async send(message) {
      await Promise.all([mkdir(outbox, { recursive: true }), mkdir(partial, { recursive: true })]);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      await writeFile(join(partial, name), `${JSON.stringify(message, null, 2)}\n`);
      await rename(join(partial, name), join(outbox, name));
      logger.info({ to: message.to, subject: message.subject, file: name }, 'mail written to the outbox');
    },
  };
}

/** Where outbox mail lands without SMTP_URL. */
export const outboxFolder = (config: Config): string => join(config.dataDir, 'outbox');
