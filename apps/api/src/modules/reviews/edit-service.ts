import type { Review, UpdateReviewBody } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction';
import { deleteReviewRow, lockReview, updateReviewRow } from './change-queries';
import { refuseDuplicateText } from './abuse-limits';
import { findReviewParties } from './queries';
import { lockCreatorOfReview, shiftCreatorRating } from '../creators/rating-queries';
import { notYourReview, reviewHidden, reviewNotFound, reviewWriteError } from './review-errors';
import { getReview } from './service';

/**
 * The author's new version of their review (PATCH /reviews/{id}): 404 unknown, 403 not the author.
 * Under a row lock, the creator's statistics move from the old rating to the new one in the same
 * transaction. A review a moderator hid cannot be edited (409 `review_hidden`). Helpful votes and
 * the creator's reply stay.
 */
export async function updateReview(
  app: FastifyInstance,
  userId: number,
  reviewId: number,
  body: UpdateReviewBody,
): Promise<Review> {
  const { database } = app.deps;
  const parties = await findReviewParties(database, reviewId);
  if (!parties) throw reviewNotFound();
  if (parties.author_id !== userId) throw notYourReview();
  await refuseDuplicateText(app, userId, parties.creator_id, body.comment);
  let review: Review;
  try {
    review = await database.db.transaction(async (tx) => {
      await lockCreatorOfReview(tx, reviewId);
      const stored = await lockReview(tx, reviewId);
      if (!stored) throw reviewNotFound();
      if (stored.hidden) throw reviewHidden();
      await updateReviewRow(tx, reviewId, body);
      if (stored.counted && stored.rating !== body.rating) {
        await shiftCreatorRating(tx, stored.creator_id, stored.rating, -1);
        await shiftCreatorRating(tx, stored.creator_id, body.rating, 1);
      }
      // Read back before the commit: nothing after it can fail the answer.
      return getReview(inTransaction(tx), reviewId, userId);
    });
  } catch (error) {
    throw reviewWriteError(error);
  }
  await app.services.changes.record({ kind: 'review.edited', creatorId: parties.creator_id });
  return review;
}

/**
 * Deletes the author's review (DELETE /reviews/{id}) and takes its rating out of the creator's
 * statistics in the same transaction; the author may then review the creator again. A review a
 * moderator hid cannot be deleted by its author (409 `review_hidden`): deleting and posting it
 * again would undo the moderator's decision.
 */
export async function deleteReview(app: FastifyInstance, userId: number, reviewId: number): Promise<void> {
  const { database } = app.deps;
  let creatorId: number;
  try {
    creatorId = await database.db.transaction(async (tx) => {
      await lockCreatorOfReview(tx, reviewId);
      const stored = await lockReview(tx, reviewId);
      if (!stored) throw reviewNotFound();
      if (stored.user_id !== userId) throw notYourReview();
      if (stored.hidden) throw reviewHidden();
      const deleted = await deleteReviewRow(tx, reviewId);
      if (deleted?.counted) await shiftCreatorRating(tx, deleted.creator_id, deleted.rating, -1);
      return stored.creator_id;
    });
  } catch (error) {
    throw reviewWriteError(error);
  }
  await app.services.changes.record({ kind: 'review.deleted', creatorId, authorId: userId });
}
