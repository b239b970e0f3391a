import { HOME_SLIDER_SIZE } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator, List } from '@/types/api';

/** GET /api/creators/recent-verified: the most recently verified creators. */
/** The query of the slider (also read by the server renderer). */
export const recentlyVerifiedParams = (nsfw: boolean) => ({ nsfw, limit: HOME_SLIDER_SIZE, offset: 0 });

export function getRecentlyVerifiedCreators({ nsfw }: { nsfw: boolean }, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Creator>>('/creators/recent-verified', {
    params: recentlyVerifiedParams(nsfw),
    signal,
    silent: true,
  });
}

export const recentlyVerifiedCreatorsQueryOptions = (nsfw: boolean) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'recent-verified', { nsfw }],
    queryFn: ({ signal }) => getRecentlyVerifiedCreators({ nsfw }, { signal }),
    select: (list) => list.results,
  });

export function useRecentlyVerifiedCreators(nsfw: boolean) {
  return useQuery(recentlyVerifiedCreatorsQueryOptions(nsfw));
}
