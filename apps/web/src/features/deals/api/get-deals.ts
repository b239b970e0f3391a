import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealList } from '@fanlens/shared';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { type DealPage, dealApiParams } from '../utils/deal-page';

/** GET /api/deals: one page of creators on a deal. Silent: the page shows its own error. */
export function getDeals(page: DealPage, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<DealList>('/deals', { params: dealApiParams(page), signal, silent: true });
}

export const dealsQueryOptions = (page: DealPage) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'deals', dealApiParams(page)],
    queryFn: ({ signal }) => getDeals(page, { signal }),
  });

export function useDeals(page: DealPage) {
  return useQuery(dealsQueryOptions(page));
}
