import type { HelpfulState } from '@fanlens/shared';
import type { Database } from '../../db/client';
import type { ChangeRecorder } from '../../lib/changes/change-recorder';
import { deleteHelpful, insertHelpful, shiftHelpfulCount } from './helpful-queries';
import { findReviewParties } from './queries';
import { ownReviewHelpful, reviewNotFound, reviewWriteError } from './review-errors';

/**
 * Marks (`helpful` true) or unmarks a review as helpful for the user: any signed-in user but its
 * author (docs/product/reviews.md, "Helpful votes"), the creator of the page too. Idempotent: the count moves
 * only when a vote row was really inserted or deleted, in the same transaction; only then are the
 * cached pages showing the review invalidated.
 */
export async function setHelpful(
  database: Database,
  userId: number,
  reviewId: number,
  helpful: boolean,
  changes: ChangeRecorder,
): Promise<HelpfulState> {
  const parties = await findReviewParties(database, reviewId);
  if (!parties || !parties.public) throw reviewNotFound();
  if (parties.author_id === userId) throw ownReviewHelpful();
  let moved = false;
  let helpfulCount: number;
  try {
    helpfulCount = await database.db.transaction(async (tx) => {
      const shift = helpful
        ? (await insertHelpful(tx, reviewId, userId))
          ? 1
          : 0
        : (await deleteHelpful(tx, reviewId, userId))
          ? -1
          : 0;
      moved = shift !== 0;
      return shiftHelpfulCount(tx, reviewId, shift);
    });
  } catch (error) {
    throw reviewWriteError(error);
  }
  if (moved) await changes.record({ kind: 'helpful.moved', creatorId: parties.creator_id });
  return { helpful, helpfulCount };
}
