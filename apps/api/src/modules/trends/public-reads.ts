import type { RelatedSearch, Trend } from '@fanlens/shared';
import type { PublicRead } from '../../lib/public-read';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { trendingTerms } from './queries';
import { relatedSearches, type RelatedQuery } from './related-service';

/** The most searched terms of the last days (GET /creators/trends, the home page). */
export const trendsRead = (): PublicRead<Trend[]> => ({
  key: 'trends',
  async compute(database) {
    return { value: await trendingTerms(database), tags: [cacheTags.trends], counts: {} };
  },
});

/** Related searches of a term (GET /creators/related, the search page): searches, and the top results' categories and tags. */
export const relatedSearchesRead = (query: RelatedQuery): PublicRead<RelatedSearch[]> => ({
  key: `related:${JSON.stringify(query)}`,
  async compute(database) {
    return {
      value: await relatedSearches(database, query),
      // The top results are the most popular, an order that reads review statistics.
      tags: [cacheTags.creatorLists, cacheTags.reviewedLists, cacheTags.trends],
      counts: {},
    };
  },
});
