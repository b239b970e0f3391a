import type { InvitationLookup } from '@fanlens/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/invitations/{token}: the page a link invites to and whether it still gives the label. */
export function lookUpInvitation(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<InvitationLookup>(`/invitations/${encodeURIComponent(token)}`, { signal, silent: true });
}

/** Not cached across areas: the answer is about one link, read when the link is opened. */
export function useInvitationLookup(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => lookUpInvitation(token ?? '', { signal }),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
}
