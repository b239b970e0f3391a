import { HOME_SLIDER_SIZE, type Platform } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator, List } from '@/types/api';

export interface TopCreatorsParams {
  platform: Platform;
  nsfw: boolean;
}

/** The query of a platform's slider (also read by the server renderer). */
export const topCreatorsParams = ({ platform, nsfw }: TopCreatorsParams) => ({
  platform,
  nsfw,
  limit: HOME_SLIDER_SIZE,
  offset: 0,
});

/** GET /api/creators?platform=…: the top creators of a platform (default 'relevant' sort). */
export function getTopCreators(params: TopCreatorsParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Creator>>('/creators', {
    params: topCreatorsParams(params),
    signal,
    silent: true,
  });
}

export const topCreatorsQueryOptions = (params: TopCreatorsParams) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'top', params],
    queryFn: ({ signal }) => getTopCreators(params, { signal }),
    select: (list) => list.results,
  });

export function useTopCreators(params: TopCreatorsParams) {
  return useQuery(topCreatorsQueryOptions(params));
}
