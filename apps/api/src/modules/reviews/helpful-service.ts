import type { HelpfulState } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { deleteHelpful, insertHelpful, shiftHelpfulCount } from './helpful-queries';
import { findReviewParties } from './queries';
import { ownPageHelpful, ownReviewHelpful, reviewNotFound, reviewWriteError } from './review-errors';

/**
 * Marks (`helpful` true) or unmarks a review as helpful for the user (not on their own review, nor
 * on reviews of the creator page they claimed). Idempotent: the count moves
 * only when a vote row was really inserted or deleted, in the same transaction.
 */
export async function setHelpful(
  database: Database,
  userId: number,
  reviewId: number,
  helpful: boolean,
): Promise<HelpfulState> {
  const parties = await findReviewParties(database, reviewId);
  if (!parties || parties.hidden) throw reviewNotFound();
  if (parties.author_id === userId) throw ownReviewHelpful();
  if (parties.creator_user_id === userId) throw ownPageHelpful();
  try {
    const helpfulCount = await database.db.transaction(async (tx) => {
      if (helpful) return shiftHelpfulCount(tx, reviewId, (await insertHelpful(tx, reviewId, userId)) ? 1 : 0);
      return shiftHelpfulCount(tx, reviewId, (await deleteHelpful(tx, reviewId, userId)) ? -1 : 0);
    });
    return { helpful, helpfulCount };
  } catch (error) {
    throw reviewWriteError(error);
  }
}
