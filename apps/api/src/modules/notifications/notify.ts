import { type NotificationKind, creatorPagePath } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { recipientOf } from './queries';
import { unsubscribeUrl } from './unsubscribe-link';

/** What a notification says: the subject and the body paragraphs (plain text). */
export interface NotificationText {
  subject: string;
  /** The greeting and the unsubscribe lines are added around them. */
  lines: string[];
}

export interface Notification {
  userId: number;
  kind: NotificationKind;
  /**
   * Writes the text, in the background, from what the recipient may see (never from what the
   * actor who caused it sees); nothing when there is nothing left to tell.
   */
  compose(): Promise<NotificationText | null> | NotificationText | null;
}

const KIND_TEXT: Record<NotificationKind, string> = {
  replies: 'replies to your reviews',
  newReviews: 'new reviews of your creator page',
  moderation: 'moderation decisions about your reviews',
};

/**
 * Sends a notification e-mail in the background (the configured mailer: SMTP or the outbox) if
 * the user wants this kind; never delays or fails the request that caused it.
 */
export function notify(app: FastifyInstance, notification: Notification): void {
  app.services.background.run(`${notification.kind} e-mail`, async () => {
    const recipient = await recipientOf(app.deps.database, notification.userId, notification.kind);
    if (!recipient) return;
    const text = await notification.compose();
    if (!text) return;
    const link = unsubscribeUrl(app.deps.config.publicUrl, app.services.signer, notification.userId, notification.kind);
    await app.services.mailer.send({
      to: recipient.email,
      subject: text.subject,
      text: [
        `Hello ${recipient.name},`,
        '',
        ...text.lines,
        '',
        `You get this e-mail because of your FanLens notification settings (${KIND_TEXT[notification.kind]}).`,
        `Stop these e-mails: ${link}`,
      ].join('\n'),
      // RFC 8058: mail providers unsubscribe with one POST to the link; a GET only asks.
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });
}

/** The public address of a creator page. */
export const creatorPageUrl = (app: FastifyInstance, username: string) =>
  `${app.deps.config.publicUrl}${creatorPagePath(username)}`;
