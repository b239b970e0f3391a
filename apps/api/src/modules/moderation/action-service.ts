import type { Review } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction, type Tx } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { notifyAboutReview } from '../reviews/review-notice';
import { lockCreatorOfReview, shiftCreatorRating } from '../creators/rating-queries';
import { reviewNotFound } from '../reviews/review-errors';
import { getReview } from '../reviews/service';
import { recordDecision } from '../decision-records/record-decision';
import { queueReportOutcomes } from './report-mail';
import {
  type ChangedReview,
  markHidden,
  markReleased,
  markVisible,
  resolveReports,
  reviewExists,
  reviewHeld,
  reviewOfReport,
  writeLog,
} from './action-queries';
import { settleCase } from './case-queries';

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
    const reports = await resolveReports(tx, reviewId, 'hidden');
    await queueReportOutcomes(inTransaction(tx), reports);
    await writeLog(tx, { moderatorId, action: 'hide_review', reviewId, reason });
    // The statement of reasons (its e-mail) tells the author, whatever their notification switches say.
    await recordDecision(inTransaction(tx), {
      userId: row.user_id,
      kind: 'review_hidden',
      moderatorId,
      reviewId,
      reason,
      facts: { reports: reports.length },
    });
    return { ...row, review: await getReview(inTransaction(tx), reviewId, moderatorId) };
  });
  await recordReviewModerated(app, changed);
  return changed.review;
}

/** After a review joined or left the creator's lists and statistics (hidden, shown again, released). */
export const recordReviewModerated = (app: FastifyInstance, changed: ChangedReview) =>
  app.services.changes.record({ kind: 'review.moderated', creatorId: changed.creator_id, authorId: changed.user_id });

/**
 * Shows a hidden review again in the caller's transaction: back in the lists and the statistics;
 * the row when it changed (undefined when it is not hidden). The caller invalidates after commit.
 */
export async function showReviewAgain(tx: Tx, reviewId: number): Promise<ChangedReview | undefined> {
  await lockCreatorOfReview(tx, reviewId);
  const row = await markVisible(tx, reviewId);
  if (row) await shiftCreatorRating(tx, row.creator_id, row.rating, 1);
  return row;
}

/**
 * Releases one review held by the checks in the caller's transaction (an appeal reversed its hold):
 * public and counted, its case closed as `moderatorId` decided it once none of its reviews is held;
 * the row when it changed.
 */
export async function releaseHeldReview(
  tx: Tx,
  reviewId: number,
  moderatorId: number,
): Promise<ChangedReview | undefined> {
  await lockCreatorOfReview(tx, reviewId);
  const row = await markReleased(tx, reviewId);
  if (!row) return undefined;
  await shiftCreatorRating(tx, row.creator_id, row.rating, 1);
  if (row.case_id !== null) await settleCase(tx, row.case_id, moderatorId, null);
  return row;
}

/** Shows a hidden review again: back in the lists and the statistics (same transaction); logged; the author told. */
export async function restoreReview(app: FastifyInstance, moderatorId: number, reviewId: number): Promise<Review> {
  const { database } = app.deps;
  const changed = await database.db.transaction(async (tx) => {
    const row = await showReviewAgain(tx, reviewId);
    if (!row) throw (await reviewExists(tx, reviewId)) ? notHidden() : reviewNotFound();
    await writeLog(tx, { moderatorId, action: 'restore_review', reviewId, reason: null });
    await notifyAboutReview(inTransaction(tx), {
      recipientId: row.user_id,
      kind: 'moderation',
      reviewId,
      notice: 'restored',
    });
    return { ...row, review: await getReview(inTransaction(tx), reviewId, moderatorId) };
  });
  await recordReviewModerated(app, changed);
  return changed.review;
}

/** Dismisses the report: every open report of the same review is resolved as dismissed; logged. */
export async function dismissReport(app: FastifyInstance, moderatorId: number, reportId: number) {
  return app.deps.database.db.transaction(async (tx) => {
    const reviewId = await reviewOfReport(tx, reportId);
    if (reviewId === undefined) throw notFound('Report not found');
    const reports = await resolveReports(tx, reviewId, 'dismissed');
    if (reports.length === 0) throw conflict('conflict', 'These reports are already resolved');
    await queueReportOutcomes(inTransaction(tx), reports);
    await writeLog(tx, { moderatorId, action: 'dismiss_reports', reviewId, reason: null });
    return { reviewId, dismissed: reports.length };
  });
}
