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
      // Named by the time it is written (the folder lists in the order mails went out), and its key.
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${idempotencyKey ?? Math.random().toString(36).slice(2, 8)}.eml`,
      );
      const written = !options.smtpUrl && idempotencyKey ? await outboxHas(options.outboxDir, idempotencyKey) : null;
      if (written) {
        log.info(
          { to: mail.to, subject: mail.subject, file: written },
          'mail already in the outbox: not written again',
        );
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

/** The outbox file of the mail with this key, if one was written. */
async function outboxHas(dir: string, key: string): Promise<string | null> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const name = names.find((file) => file.endsWith(`-${key}.eml`));
  return name ? path.join(dir, name) : null;
}

/** The domain of a From address ('FanLens <no-reply@fanlens.example>' → 'fanlens.example'). */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'fanlens.local';
