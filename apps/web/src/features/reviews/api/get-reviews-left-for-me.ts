import { DEFAULT_PAGE_SIZE } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List, Review } from '@/types/api';

/**
 * GET /api/reviews/my-creator: reviews left for the user's verified creator pages (all, or the
 * one `creatorId` names), with the
 * replies, newest first. A user who is not a verified creator gets a 403.
 */
export function getReviewsLeftForMe(
  offset: number,
  creatorId: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<List<Review>>('/reviews/my-creator', {
    params: { limit: DEFAULT_PAGE_SIZE, offset, creatorId },
    signal,
    silent: true,
  });
}

export const reviewsLeftForMeQueryOptions = (offset: number, creatorId?: number) =>
  queryOptions({
    queryKey: [queryRoots.reviews, 'my-creator', { offset, creatorId }],
    queryFn: ({ signal }) => getReviewsLeftForMe(offset, creatorId, { signal }),
    placeholderData: keepPreviousData,
  });

export function useReviewsLeftForMe(offset: number, creatorId?: number) {
  return useQuery(reviewsLeftForMeQueryOptions(offset, creatorId));
}
