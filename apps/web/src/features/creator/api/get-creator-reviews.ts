import { DEFAULT_PAGE_SIZE, type ReviewSort } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List, Review } from '@/types/api';

export interface CreatorReviewsParams {
  sort: ReviewSort;
  offset: number;
  /** Only the reviews with this many stars (a rating bar was clicked). */
  rating?: number;
}

/** The cache keys of a creator page's reviews; without params, every page and sort of it. */
export const creatorReviewsQueryKey = (username: string, params?: CreatorReviewsParams) =>
  params
    ? ([queryRoots.reviews, 'creator', username.toLowerCase(), params] as const)
    : ([queryRoots.reviews, 'creator', username.toLowerCase()] as const);

/** GET /api/reviews/creator/{username}: one page of 10 in the chosen order. Silent: the list shows failures. */
export function getCreatorReviews(
  username: string,
  { sort, offset, rating }: CreatorReviewsParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<List<Review>>(`/reviews/creator/${encodeURIComponent(username)}`, {
    params: { limit: DEFAULT_PAGE_SIZE, offset, sort, ...(rating ? { rating } : {}) },
    signal,
    silent: true,
  });
}

/** Another page or sort keeps the current list on screen until it arrives (no loader). */
export const creatorReviewsQueryOptions = (username: string, params: CreatorReviewsParams) =>
  queryOptions({
    queryKey: creatorReviewsQueryKey(username, params),
    queryFn: ({ signal }) => getCreatorReviews(username, params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useCreatorReviews(username: string, params: CreatorReviewsParams) {
  return useQuery(creatorReviewsQueryOptions(username, params));
}
