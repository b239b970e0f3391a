import type { Invitation, List } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Invitations listed on one screen (a page rarely has more than the 20 active ones and a few old ones). */
export const INVITATIONS_SHOWN = 50;

/** GET /api/creators/{id}/invitations (the page's verified creator only), newest first. */
export function getInvitations(creatorId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Invitation>>(`/creators/${creatorId}/invitations`, {
    params: { limit: INVITATIONS_SHOWN },
    signal,
    silent: true,
  });
}

export const invitationsQueryKey = (creatorId: number) => [queryRoots.analytics, 'invitations', creatorId] as const;

export const invitationsQueryOptions = (creatorId: number) =>
  queryOptions({
    queryKey: invitationsQueryKey(creatorId),
    queryFn: ({ signal }) => getInvitations(creatorId, { signal }),
  });

export function useInvitations(creatorId: number) {
  return useQuery({ ...invitationsQueryOptions(creatorId), enabled: creatorId > 0 });
}
