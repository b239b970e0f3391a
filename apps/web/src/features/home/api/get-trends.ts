import type { Trend } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/creators/trends: the most searched terms of the week. Silent: the section shows its state. */
export function getTrends({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<Trend[]>('/creators/trends', { signal, silent: true });
}

export const trendsQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.trends],
    queryFn: ({ signal }) => getTrends({ signal }),
    staleTime: 10 * 60_000,
  });

export function useTrends() {
  return useQuery(trendsQueryOptions());
}
