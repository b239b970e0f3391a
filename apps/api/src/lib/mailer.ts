import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe of notifications). */
  headers?: Record<string, string>;
  /**
   * The same key for every try of one message: it becomes the Message-ID (receivers can tell a
   * resend), and the outbox folder writes a key only once (a second send of it does nothing).
   */
  idempotencyKey?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to the
 * outbox folder (and logs it), so development and tests see real messages without a server.
 */
export function createMailer(
  options: { smtpUrl?: string; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send({ idempotencyKey, ...mail }) {
      const file = path.join(
        options.outboxDir,
        idempotencyKey ? `${idempotencyKey}.eml` : `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      if (!options.smtpUrl && idempotencyKey && (await exists(file))) {
        log.info({ to: mail.to, subject: mail.subject, file }, 'mail already in the outbox: not written again');
        return;
      }
      const messageId = idempotencyKey ? `<${idempotencyKey}@${domainOf(options.from)}>` : undefined;
      const info = await transport.sendMail({ from: options.from, ...mail, ...(messageId ? { messageId } : {}) });
      if (options.smtpUrl) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      await fs.mkdir(options.outboxDir, { recursive: true });
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message, { flag: idempotencyKey ? 'wx' : 'w' });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** The domain of a From address ('FanLens <no-reply@fanlens.example>' → 'fanlens.example'). */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'fanlens.local';
