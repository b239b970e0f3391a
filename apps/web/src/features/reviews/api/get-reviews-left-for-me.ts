import { DEFAULT_PAGE_SIZE } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List, Review } from '@/types/api';

/**
 * GET /api/reviews/my-creator: reviews left for the user's verified creator page, with the
 * replies, newest first. A user who is not a verified creator gets a 403.
 */
export function getReviewsLeftForMe(offset: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Review>>('/reviews/my-creator', {
    params: { limit: DEFAULT_PAGE_SIZE, offset },
    signal,
    silent: true,
  });
}

export const reviewsLeftForMeQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: [queryRoots.reviews, 'my-creator', { offset }],
    queryFn: ({ signal }) => getReviewsLeftForMe(offset, { signal }),
    placeholderData: keepPreviousData,
  });

export function useReviewsLeftForMe(offset: number) {
  return useQuery(reviewsLeftForMeQueryOptions(offset));
}
