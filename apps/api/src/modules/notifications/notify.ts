import { type NotificationKind, creatorPagePath, reviewPath } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import type { TextKey } from '../../lib/i18n';
import { type Translate, letter, translator } from '../../lib/i18n/mail';
import type { Mail } from '../../lib/mailer';
import { recipientOf } from './queries';
import { unsubscribeUrl } from '../../lib/unsubscribe-link';

/** What a notification says: the subject and the body paragraphs (plain text). */
export interface NotificationText {
  subject: string;
  /** The greeting and the unsubscribe lines are added around them. */
  lines: string[];
}

const KIND_TEXT: Record<NotificationKind, TextKey> = {
  replies: 'mail.notice.kind.replies',
  newReviews: 'mail.notice.kind.newReviews',
  moderation: 'mail.notice.kind.moderation',
};

/**
 * A notification e-mail to `userId`, written when it is sent (its job runs `compose` then), in the
 * recipient's language, with the one-click unsubscribe of its kind; null when the user does not
 * want this kind (any more) or `compose` has nothing left to tell.
 */
export async function notificationMail(
  app: FastifyInstance,
  userId: number,
  kind: NotificationKind,
  compose: (tr: Translate) => Promise<NotificationText | null> | NotificationText | null,
): Promise<Mail | null> {
  const recipient = await recipientOf(app.deps.database, userId, kind);
  if (!recipient) return null;
  const tr = translator(recipient.language);
  const text = await compose(tr);
  if (!text) return null;
  const link = unsubscribeUrl(app.deps.config.publicUrl, app.services.signer, userId, kind);
  return {
    to: recipient.email,
    subject: text.subject,
    text: letter(recipient.language, {
      name: recipient.name,
      lines: text.lines,
      signature: false,
      footer: [tr('mail.notice.why', { kind: tr(KIND_TEXT[kind]) }), tr('mail.notice.stop', { link })],
    }),
    // RFC 8058: mail providers unsubscribe with one POST to the link; a GET only asks.
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The public address of a creator page. */
export const creatorPageUrl = (app: FastifyInstance, username: string) =>
  `${app.deps.config.publicUrl}${creatorPagePath(username)}`;

/** The public address of one review: its creator page, showing and scrolling to the review. */
export const reviewUrl = (app: FastifyInstance, username: string, reviewId: number) =>
  `${app.deps.config.publicUrl}${reviewPath(username, reviewId)}`;
