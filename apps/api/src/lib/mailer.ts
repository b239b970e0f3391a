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
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      if (options.smtpUrl) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
}
