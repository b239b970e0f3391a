import { HOME_SLIDER_SIZE } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator, List } from '@/types/api';

/** GET /api/creators/most-reviews: the creators with the most reviews in the last 30 days. */
export function getMostReviewedCreators({ nsfw }: { nsfw: boolean }, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Creator>>('/creators/most-reviews', {
    params: { nsfw, limit: HOME_SLIDER_SIZE, offset: 0 },
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
