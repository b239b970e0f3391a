import type { CreatorFacets } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { type SearchFilters, searchParamsOf } from '../utils/search-filters';

/** The query of GET /creators/facets: the search's term and filters (no sort, no page). */
export function facetParamsOf(filters: SearchFilters) {
  const { search, category, platform, nsfw, rating, price, gender, coordinates } = searchParamsOf(filters);
  return { search, category, platform, nsfw, rating, price, gender, coordinates };
}

/** GET /api/creators/facets: how many creators each filter option would give. Silent: the counts are extras. */
export function getFacets(filters: SearchFilters, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<CreatorFacets>('/creators/facets', { params: facetParamsOf(filters), signal, silent: true });
}

export const facetsQueryOptions = (filters: SearchFilters) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'facets', facetParamsOf(filters)],
    queryFn: ({ signal }) => getFacets(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export function useFacets(filters: SearchFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...facetsQueryOptions(filters), enabled });
}
