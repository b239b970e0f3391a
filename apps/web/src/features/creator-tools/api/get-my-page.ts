import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator } from '@/types/api';

/** GET /api/creators/details/{id}: the page as stored now (the editor starts from it). */
export function getMyPage(creatorId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Creator>(`/creators/details/${creatorId}`, { signal, silent: true });
}

export const myPageQueryOptions = (creatorId: number) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'editor', creatorId],
    queryFn: ({ signal }) => getMyPage(creatorId, { signal }),
  });

export function useMyPage(creatorId: number | null) {
  return useQuery({ ...myPageQueryOptions(creatorId ?? 0), enabled: creatorId !== null });
}
