import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { CreatorList } from '@fanlens/shared';
import { type SearchFilters, apiParamsOf } from '../utils/search-filters';

/** GET /api/creators: one page of the search results. Silent: the page shows its own error. */
export function getCreators(filters: SearchFilters, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<CreatorList>('/creators', { params: apiParamsOf(filters), signal, silent: true });
}

export const creatorsQueryOptions = (filters: SearchFilters) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'search', apiParamsOf(filters)],
    queryFn: ({ signal }) => getCreators(filters, { signal }),
  });

export function useCreators(filters: SearchFilters) {
  return useQuery(creatorsQueryOptions(filters));
}
