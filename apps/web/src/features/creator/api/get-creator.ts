import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { CreatorDetails } from '@/types/api';

/** The cache key of a creator page (usernames match case-insensitively). */
export const creatorQueryKey = (username: string) => [queryRoots.creators, 'details', username.toLowerCase()] as const;

/**
 * GET /api/creators/details/{username}: the creator page with the viewer's `favorite` and
 * `reviewed` flags. Silent: the page shows its own states (a 404 goes to the error page).
 */
export function getCreator(username: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<CreatorDetails>(`/creators/details/${encodeURIComponent(username)}`, { signal, silent: true });
}

export const creatorQueryOptions = (username: string) =>
  queryOptions({
    queryKey: creatorQueryKey(username),
    queryFn: ({ signal }) => getCreator(username, { signal }),
  });

export function useCreator(username: string) {
  return useQuery(creatorQueryOptions(username));
}
