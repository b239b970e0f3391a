import type { Analytics } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The last `days` UTC days, today included, as `from`/`to` of GET /creators/{id}/analytics. */
export function periodOf(days: number, now = new Date()) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now.getTime() - (days - 1) * 86_400_000), to: day(now.getTime()) };
}

/** GET /api/creators/{id}/analytics (owner only). */
export function getAnalytics(creatorId: number, days: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Analytics>(`/creators/${creatorId}/analytics`, { params: periodOf(days), signal, silent: true });
}

export const analyticsQueryOptions = (creatorId: number, days: number) =>
  queryOptions({
    queryKey: [queryRoots.analytics, creatorId, days],
    queryFn: ({ signal }) => getAnalytics(creatorId, days, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAnalytics(creatorId: number, days: number) {
  return useQuery({ ...analyticsQueryOptions(creatorId, days), enabled: creatorId > 0 });
}
