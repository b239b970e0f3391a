import { RECENT_REVIEWS_SLIDER_SIZE } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List, Review } from '@/types/api';

/** GET /api/reviews/recent: the latest reviews (those of NSFW creators only with nsfw=true). */
/** The query of the slider (also read by the server renderer). */
export const recentReviewsParams = (nsfw: boolean) => ({ nsfw, limit: RECENT_REVIEWS_SLIDER_SIZE, offset: 0 });

export function getRecentReviews({ nsfw }: { nsfw: boolean }, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Review>>('/reviews/recent', {
    params: recentReviewsParams(nsfw),
    signal,
    silent: true,
  });
}

export const recentReviewsQueryOptions = (nsfw: boolean) =>
  queryOptions({
    queryKey: [queryRoots.reviews, 'recent', { nsfw }],
    queryFn: ({ signal }) => getRecentReviews({ nsfw }, { signal }),
    select: (list) => list.results,
  });

export function useRecentReviews(nsfw: boolean) {
  return useQuery(recentReviewsQueryOptions(nsfw));
}
