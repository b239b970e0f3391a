import { DEFAULT_PAGE_SIZE, DEFAULT_REVIEW_SORT, REVIEW_SORTS, type ReviewSort } from '@fanlens/shared';
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

/**
 * The sort, page and star filter of the reviews named in the address (?sort=helpful&offset=10,
 * ?rating=4: only the 4-star reviews); defaults otherwise.
 */
export function reviewPageOf(searchParams: URLSearchParams): CreatorReviewsParams {
  const value = searchParams.get('sort') ?? '';
  const sort = (REVIEW_SORTS as readonly string[]).includes(value) ? (value as ReviewSort) : DEFAULT_REVIEW_SORT;
  const offset = Number(searchParams.get('offset'));
  const rating = Number(searchParams.get('rating'));
  const page = { sort, offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0 };
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { ...page, rating } : page;
}

/**
 * The creator page's query as the address holds it: only what differs from the defaults, in a
 * fixed order (the server caches the page by it, and links keep it).
 */
export function creatorPageQuery(searchParams: URLSearchParams) {
  const { sort, offset, rating } = reviewPageOf(searchParams);
  return { sort: sort === DEFAULT_REVIEW_SORT ? undefined : sort, offset: offset || undefined, rating };
}

/** The cache keys of a creator page's reviews; without params, every page and sort of it. */
export const creatorReviewsQueryKey = (username: string, params?: CreatorReviewsParams) =>
  params
    ? ([queryRoots.reviews, 'creator', username.toLowerCase(), params] as const)
    : ([queryRoots.reviews, 'creator', username.toLowerCase()] as const);

/** The query of one page of reviews (also read by the server renderer). */
export const creatorReviewsApiParams = ({ sort, offset, rating }: CreatorReviewsParams) => ({
  limit: DEFAULT_PAGE_SIZE,
  offset,
  sort,
  ...(rating ? { rating } : {}),
});

/** GET /api/reviews/creator/{username}: one page of 10 in the chosen order. Silent: the list shows failures. */
export function getCreatorReviews(
  username: string,
  params: CreatorReviewsParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<List<Review>>(`/reviews/creator/${encodeURIComponent(username)}`, {
    params: creatorReviewsApiParams(params),
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
