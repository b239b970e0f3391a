import type { NotificationKind, Review } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../lib/i18n';
import { notify, type NotificationText } from '../notifications/notify';
import { findReviewRow } from './queries';
import { presentReview } from './review-presenter';

/**
 * Tells `recipientId` about a review. The text is written from the review as the recipient sees
 * it (read when the mail is sent), so an anonymous review names nobody to the creator whatever the
 * author sees; a review deleted in the meantime sends nothing.
 */
export function notifyAboutReview(
  app: FastifyInstance,
  notice: {
    recipientId: number;
    kind: NotificationKind;
    reviewId: number;
    /** The text, with `tr` in the recipient's language. */
    text(review: Review, tr: Translate): NotificationText;
  },
): void {
  notify(app, {
    userId: notice.recipientId,
    kind: notice.kind,
    async compose(tr) {
      const row = await findReviewRow(app.deps.database, notice.reviewId, notice.recipientId);
      return row ? notice.text(presentReview(row, notice.recipientId), tr) : null;
    },
  });
}
