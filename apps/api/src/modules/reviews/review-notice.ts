import type { NotificationKind, Review } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/transaction';
import type { Translate } from '../../lib/i18n';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';
import { notificationMail, reviewUrl, type NotificationText } from '../notifications/notify';
import { findReviewRow } from './queries';
import { presentReview } from './review-presenter';

/**
 * What a review e-mail tells: a new review (to the creator), a reply (to the author), a restored
 * review (to the author). A hidden review is told by its statement of reasons (modules/decisions);
 * `hidden` stays for the jobs queued before it.
 */
export type ReviewNoticeKind = 'newReview' | 'reply' | 'hidden' | 'restored';

export interface ReviewNotice {
  recipientId: number;
  kind: NotificationKind;
  reviewId: number;
  notice: ReviewNoticeKind;
  /** The moderator's reason of a hidden review. */
  reason?: string;
}

const REVIEW_NOTICE_JOB = 'mail.review-notice';

/**
 * Queues the e-mail telling `recipientId` about a review, in the transaction of the change that
 * causes it: the review, its reply or the moderator's decision and its e-mail commit together.
 */
export async function notifyAboutReview(q: Queryable, notice: ReviewNotice): Promise<void> {
  await enqueue(q, REVIEW_NOTICE_JOB, notice);
}

const TEXTS: Record<
  ReviewNoticeKind,
  (seen: Review, tr: Translate, app: FastifyInstance, notice: ReviewNotice) => NotificationText
> = {
  newReview: (seen, tr, app) => ({
    subject: tr('mail.newReview.subject', { rating: seen.rating }),
    lines: [
      tr('mail.newReview.lead', {
        author: seen.userId === null ? tr('mail.newReview.anonymous') : (seen.name ?? ''),
        rating: seen.rating,
      }),
      '',
      seen.comment,
      '',
      tr('mail.newReview.link', { link: reviewUrl(app, seen.creatorUsername, seen.id) }),
    ],
  }),
  reply: (seen, tr, app) => {
    const creator = seen.creatorName ?? seen.creatorUsername;
    return {
      subject: tr('mail.reply.subject', { creator }),
      lines: [
        tr('mail.reply.lead', { creator }),
        '',
        seen.reactions[0]?.comment ?? '',
        '',
        tr('mail.reply.link', { link: reviewUrl(app, seen.creatorUsername, seen.id) }),
      ],
    };
  },
  hidden: (seen, tr, _app, notice) => ({
    subject: tr('mail.hidden.subject'),
    lines: [
      tr('mail.hidden.lead', { creator: seen.creatorName ?? seen.creatorUsername }),
      tr('mail.hidden.reason', { reason: notice.reason ?? '' }),
      '',
      tr('mail.hidden.outro'),
    ],
  }),
  restored: (seen, tr, app) => ({
    subject: tr('mail.restored.subject'),
    lines: [
      tr('mail.restored.lead', { creator: seen.creatorName ?? seen.creatorUsername }),
      tr('mail.restored.link', { link: reviewUrl(app, seen.creatorUsername, seen.id) }),
    ],
  }),
};

/**
 * The e-mail of a review notice, written when it is sent from the review as the recipient sees it
 * then, so an anonymous review names nobody to the creator whatever the author sees; a review
 * deleted in the meantime, or a recipient who turned this kind off, sends nothing.
 */
export const reviewNoticeMail = mailJob<ReviewNotice>(REVIEW_NOTICE_JOB, (app, notice) =>
  notificationMail(app, notice.recipientId, notice.kind, async (tr) => {
    const row = await findReviewRow(app.deps.database, notice.reviewId, notice.recipientId);
    return row ? TEXTS[notice.notice](presentReview(row, notice.recipientId), tr, app, notice) : null;
  }),
);
