import type { Place } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/places?search=…: real places whose name starts with the text, largest first. */
export function searchPlaces(search: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<{ results: Place[] }>('/places', { params: { search, limit: 8 }, signal, silent: true });
}

export const placesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [queryRoots.places, search.trim().toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(search.trim(), { signal }),
    enabled: search.trim().length >= 2,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export function usePlaces(search: string) {
  return useQuery(placesQueryOptions(search));
}
