import { HOME_SLIDER_SIZE } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator, List } from '@/types/api';

/** The query of the slider (also read by the server renderer). */
export const risingParams = (nsfw: boolean) => ({ sort: 'growing', nsfw, limit: HOME_SLIDER_SIZE, offset: 0 });

/** GET /api/creators?sort=growing: the creators whose fans grew most over 30 days. */
export function getRisingCreators({ nsfw }: { nsfw: boolean }, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Creator>>('/creators', { params: risingParams(nsfw), signal, silent: true });
}

export const risingCreatorsQueryOptions = (nsfw: boolean) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'home-rising', { nsfw }],
    queryFn: ({ signal }) => getRisingCreators({ nsfw }, { signal }),
    select: (list) => list.results,
  });

export function useRisingCreators(nsfw: boolean) {
  return useQuery(risingCreatorsQueryOptions(nsfw));
}
