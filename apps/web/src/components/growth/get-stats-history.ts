import type { StatsHistory, StatsRange } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/creators/{id}/stats-history?range=: the page's counters per changed day and its 30-day change. Silent. */
export function getStatsHistory(creatorId: number, range: StatsRange, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<StatsHistory>(`/creators/${creatorId}/stats-history`, { params: { range }, signal, silent: true });
}

export const statsHistoryQueryOptions = (creatorId: number, range: StatsRange) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'stats-history', creatorId, range],
    queryFn: ({ signal }) => getStatsHistory(creatorId, range, { signal }),
    staleTime: 5 * 60_000,
  });

/** The history of a range; while another range loads, the one before stays on screen. */
export function useStatsHistory(creatorId: number, range: StatsRange, enabled: boolean) {
  return useQuery({ ...statsHistoryQueryOptions(creatorId, range), enabled, placeholderData: keepPreviousData });
}
