import { HOME_SLIDER_SIZE } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator, List } from '@/types/api';

/** GET /api/creators/most-reviews: the creators with the most reviews in the last 30 days. */
/** The query of the slider (also read by the server renderer). */
export const mostReviewedParams = (nsfw: boolean) => ({ nsfw, limit: HOME_SLIDER_SIZE, offset: 0 });

export function getMostReviewedCreators({ nsfw }: { nsfw: boolean }, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Creator>>('/creators/most-reviews', {
    params: mostReviewedParams(nsfw),
    signal,
    silent: true,
  });
}

export const mostReviewedCreatorsQueryOptions = (nsfw: boolean) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'most-reviews', { nsfw }],
    queryFn: ({ signal }) => getMostReviewedCreators({ nsfw }, { signal }),
    select: (list) => list.results,
  });

export function useMostReviewedCreators(nsfw: boolean) {
  return useQuery(mostReviewedCreatorsQueryOptions(nsfw));
}
