import { DEFAULT_PAGE_SIZE } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List, Review } from '@/types/api';

/** GET /api/reviews/my: the reviews the user wrote (reviews for others), newest first. */
export function getMyReviews(offset: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Review>>('/reviews/my', {
    params: { limit: DEFAULT_PAGE_SIZE, offset },
    signal,
    silent: true,
  });
}

export const myReviewsQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: [queryRoots.reviews, 'my', { offset }],
    queryFn: ({ signal }) => getMyReviews(offset, { signal }),
    placeholderData: keepPreviousData,
  });

export function useMyReviews(offset: number) {
  return useQuery(myReviewsQueryOptions(offset));
}
