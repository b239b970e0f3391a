import { type NotificationKind, creatorPagePath } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import type { TextKey } from '../../lib/i18n';
import { type Translate, letter, translator } from '../../lib/i18n/mail';
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
   * actor who caused it sees), with `tr` in the recipient's language (lib/i18n/mail.ts); nothing
   * when there is nothing left to tell.
   */
  compose(tr: Translate): Promise<NotificationText | null> | NotificationText | null;
}

const KIND_TEXT: Record<NotificationKind, TextKey> = {
  replies: 'mail.notice.kind.replies',
  newReviews: 'mail.notice.kind.newReviews',
  moderation: 'mail.notice.kind.moderation',
};

/**
 * Sends a notification e-mail in the background (the configured mailer: SMTP or the outbox), in
 * the recipient's language, if the user wants this kind; never delays or fails the request that caused it.
 */
export function notify(app: FastifyInstance, notification: Notification): void {
  app.services.background.run(`${notification.kind} e-mail`, async () => {
    const recipient = await recipientOf(app.deps.database, notification.userId, notification.kind);
    if (!recipient) return;
    const tr = translator(recipient.language);
    const text = await notification.compose(tr);
    if (!text) return;
    const link = unsubscribeUrl(app.deps.config.publicUrl, app.services.signer, notification.userId, notification.kind);
    await app.services.mailer.send({
      to: recipient.email,
      subject: text.subject,
      text: letter(recipient.language, {
        name: recipient.name,
        lines: text.lines,
        signature: false,
        footer: [tr('mail.notice.why', { kind: tr(KIND_TEXT[notification.kind]) }), tr('mail.notice.stop', { link })],
      }),
      // RFC 8058: mail providers unsubscribe with one POST to the link; a GET only asks.
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });
}

/** The public address of a creator page. */
export const creatorPageUrl = (app: FastifyInstance, username: string) =>
  `${app.deps.config.publicUrl}${creatorPagePath(username)}`;
