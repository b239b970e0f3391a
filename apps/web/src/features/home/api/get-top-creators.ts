import { HOME_SLIDER_SIZE, type Platform } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator, List } from '@/types/api';

export interface TopCreatorsParams {
  platform: Platform;
  nsfw: boolean;
}

/** GET /api/creators?platform=…: the top creators of a platform (default 'relevant' sort). */
export function getTopCreators({ platform, nsfw }: TopCreatorsParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Creator>>('/creators', {
    params: { platform, nsfw, limit: HOME_SLIDER_SIZE, offset: 0 },
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
