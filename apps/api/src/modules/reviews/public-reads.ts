import type { List, Review, ReviewListQuery } from '@fanlens/shared';
import type { PublicRead } from '../../lib/public-read';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { listCreatorReviews, listRecentReviews } from './service';

/** The public reads of the reviews area (lib/public-read.ts); they count nothing. */

/** One page of a creator's reviews (GET /reviews/creator/{username}, the creator page). */
export const creatorReviewsRead = (username: string, query: ReviewListQuery): PublicRead<List<Review>> => {
  const wanted = username.toLowerCase();
  return {
    key: `reviews:${wanted}:${JSON.stringify(query)}`,
    async compute(database) {
      const { creatorId, list } = await listCreatorReviews(database, wanted, query, null);
      return { value: list, tags: [cacheTags.creatorReviews(creatorId)], counts: {} };
    },
  };
};

/** The latest reviews across creators (GET /reviews/recent, the home slider). */
export const recentReviewsRead = (query: {
  limit: number;
  offset: number;
  nsfw: boolean;
}): PublicRead<List<Review>> => ({
  key: `reviews:recent:${JSON.stringify(query)}`,
  async compute(database) {
    return { value: await listRecentReviews(database, query, null), tags: [cacheTags.recentReviews], counts: {} };
  },
});
