import type { RatingTrend } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/creators/{id}/rating-trend: average rating per month of the last 12 months. Silent. */
export function getRatingTrend(creatorId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<RatingTrend>(`/creators/${creatorId}/rating-trend`, { signal, silent: true });
}

export const ratingTrendQueryOptions = (creatorId: number) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'rating-trend', creatorId],
    queryFn: ({ signal }) => getRatingTrend(creatorId, { signal }),
    staleTime: 5 * 60_000,
  });

export function useRatingTrend(creatorId: number, enabled: boolean) {
  return useQuery({ ...ratingTrendQueryOptions(creatorId), enabled });
}
