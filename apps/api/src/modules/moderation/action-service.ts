import type { Review } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { reviewCountedTags } from '../../lib/read-cache/cache-tags';
import { authorShownTags } from '../users/author-tags';
import { creatorPageUrl } from '../notifications/notify';
import { notifyAboutReview } from '../reviews/review-notice';
import { lockCreatorOfReview, shiftCreatorRating } from '../reviews/queries';
import { reviewNotFound } from '../reviews/review-errors';
import { getReview } from '../reviews/service';
import {
  markHidden,
  markVisible,
  resolveReports,
  reviewExists,
  reviewHeld,
  reviewOfReport,
  writeLog,
} from './action-queries';

const alreadyHidden = () => conflict('conflict', 'This review is already hidden');
const notHidden = () => conflict('conflict', 'This review is not hidden');
const heldInCase = () =>
  conflict('conflict', 'This review is held in a case of unusual activity: release or remove the case');

/**
 * Hides a review: out of every public list and (same transaction) the creator's statistics; its
 * open reports are resolved, the action logged, and the author told by e-mail.
 */
export async function hideReview(
  app: FastifyInstance,
  moderatorId: number,
  reviewId: number,
  reason: string,
): Promise<Review> {
  const { database } = app.deps;
  const changed = await database.db.transaction(async (tx) => {
    await lockCreatorOfReview(tx, reviewId);
    const row = await markHidden(tx, reviewId, reason);
    if (!row) {
      if (await reviewHeld(tx, reviewId)) throw heldInCase();
      throw (await reviewExists(tx, reviewId)) ? alreadyHidden() : reviewNotFound();
    }
    await shiftCreatorRating(tx, row.creator_id, row.rating, -1);
    await resolveReports(tx, reviewId, 'hidden');
    await writeLog(tx, { moderatorId, action: 'hide_review', reviewId, reason });
    return { ...row, review: await getReview(inTransaction(tx), reviewId, moderatorId) };
  });
  // The author's review count (published reviews) shows beside each of their reviews.
  await app.services.readCache.invalidate([
    ...reviewCountedTags(changed.creator_id),
    ...(await authorShownTags(database.db, changed.user_id)),
  ]);
  const { review } = changed;
  notifyAboutReview(app, {
    recipientId: changed.user_id,
    kind: 'moderation',
    reviewId,
    text: (seen, tr) => ({
      subject: tr('mail.hidden.subject'),
      lines: [
        tr('mail.hidden.lead', { creator: seen.creatorName ?? seen.creatorUsername }),
        tr('mail.hidden.reason', { reason }),
        '',
        tr('mail.hidden.outro'),
      ],
    }),
  });
  return review;
}

/** Shows a hidden review again: back in the lists and the statistics (same transaction); logged; the author told. */
export async function restoreReview(app: FastifyInstance, moderatorId: number, reviewId: number): Promise<Review> {
  const { database } = app.deps;
  const changed = await database.db.transaction(async (tx) => {
    await lockCreatorOfReview(tx, reviewId);
    const row = await markVisible(tx, reviewId);
    if (!row) throw (await reviewExists(tx, reviewId)) ? notHidden() : reviewNotFound();
    await shiftCreatorRating(tx, row.creator_id, row.rating, 1);
    await writeLog(tx, { moderatorId, action: 'restore_review', reviewId, reason: null });
    return { ...row, review: await getReview(inTransaction(tx), reviewId, moderatorId) };
  });
  // The author's review count (published reviews) shows beside each of their reviews.
  await app.services.readCache.invalidate([
    ...reviewCountedTags(changed.creator_id),
    ...(await authorShownTags(database.db, changed.user_id)),
  ]);
  const { review } = changed;
  notifyAboutReview(app, {
    recipientId: changed.user_id,
    kind: 'moderation',
    reviewId,
    text: (seen, tr) => ({
      subject: tr('mail.restored.subject'),
      lines: [
        tr('mail.restored.lead', { creator: seen.creatorName ?? seen.creatorUsername }),
        tr('mail.restored.link', { link: creatorPageUrl(app, seen.creatorUsername) }),
      ],
    }),
  });
  return review;
}

/** Dismisses the report: every open report of the same review is resolved as dismissed; logged. */
export async function dismissReport(app: FastifyInstance, moderatorId: number, reportId: number) {
  return app.deps.database.db.transaction(async (tx) => {
    const reviewId = await reviewOfReport(tx, reportId);
    if (reviewId === undefined) throw notFound('Report not found');
    const dismissed = await resolveReports(tx, reviewId, 'dismissed');
    if (dismissed === 0) throw conflict('conflict', 'These reports are already resolved');
    await writeLog(tx, { moderatorId, action: 'dismiss_reports', reviewId, reason: null });
    return { reviewId, dismissed };
  });
}
