import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Creator } from '@/types/api';

/** GET /api/creators/details/{username}: the page a user is about to claim; null when there is none. */
export async function getCreatorPreview(username: string, { signal }: { signal?: AbortSignal } = {}) {
  try {
    return await api.get<Creator>(`/creators/details/${encodeURIComponent(username)}`, { signal, silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const creatorPreviewQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'verification-preview', username.toLowerCase()],
    queryFn: ({ signal }) => getCreatorPreview(username, { signal }),
    staleTime: 60_000,
  });

/** The creator page named by `username` (null: do not look up yet). */
export function useCreatorPreview(username: string | null) {
  return useQuery({ ...creatorPreviewQueryOptions(username ?? ''), enabled: username !== null });
}
