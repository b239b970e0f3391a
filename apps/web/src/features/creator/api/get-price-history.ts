import type { PriceHistory } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/creators/{id}/price-history: the last 12 months of price and the lowest in 90 days. Silent. */
export function getPriceHistory(creatorId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<PriceHistory>(`/creators/${creatorId}/price-history`, { signal, silent: true });
}

export const priceHistoryQueryOptions = (creatorId: number) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'price-history', creatorId],
    queryFn: ({ signal }) => getPriceHistory(creatorId, { signal }),
    staleTime: 5 * 60_000,
  });

export function usePriceHistory(creatorId: number, enabled: boolean) {
  return useQuery({ ...priceHistoryQueryOptions(creatorId), enabled });
}
