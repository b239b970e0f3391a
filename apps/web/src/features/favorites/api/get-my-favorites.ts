import { DEFAULT_PAGE_SIZE } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator, List } from '@/types/api';

/** GET /api/favorites/my: the user's favorite creators, newest first, 10 a page. */
export function getMyFavorites(offset: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Creator>>('/favorites/my', {
    params: { limit: DEFAULT_PAGE_SIZE, offset },
    signal,
    silent: true,
  });
}

export const myFavoritesQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: [queryRoots.favorites, 'my', { offset }],
    queryFn: ({ signal }) => getMyFavorites(offset, { signal }),
    placeholderData: keepPreviousData,
  });

export function useMyFavorites(offset: number) {
  return useQuery(myFavoritesQueryOptions(offset));
}
