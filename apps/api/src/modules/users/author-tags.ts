import { reviewShownTags } from '../../lib/read-cache/cache-tags';
import { reviewedCreatorIds, type Executor } from './queries';

/**
 * Where an author shows beside their reviews: the review pages of every creator they reviewed (and
 * the recent feed). A change to what a review card says of its author (name, avatar, the
 * "Confirmed reviewer" mark, their number of reviews) invalidates these tags before it is answered.
 */
export async function authorShownTags(db: Executor, userId: number): Promise<string[]> {
  return reviewShownTags(await reviewedCreatorIds(db, userId));
}
