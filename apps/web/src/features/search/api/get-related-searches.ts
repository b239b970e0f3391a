import type { RelatedSearch } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { SearchFilters } from '../utils/search-filters';

export type RelatedSearchesParams = Pick<SearchFilters, 'search' | 'category' | 'platform' | 'nsfw'>;

/** GET /api/creators/related: searches, categories and tags related to the current search. */
export function getRelatedSearches(params: RelatedSearchesParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<RelatedSearch[]>('/creators/related', { params: { ...params }, signal, silent: true });
}

export const relatedSearchesQueryOptions = ({ search, category, platform, nsfw }: RelatedSearchesParams) =>
  queryOptions({
    queryKey: [queryRoots.trends, 'related', { search, category, platform, nsfw }],
    queryFn: ({ signal }) => getRelatedSearches({ search, category, platform, nsfw }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useRelatedSearches(params: RelatedSearchesParams) {
  return useQuery(relatedSearchesQueryOptions(params));
}
