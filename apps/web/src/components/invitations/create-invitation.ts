import type { Invitation } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationsQueryKey } from './get-invitations';

/** POST /api/creators/{id}/invitations: a new 30-day link (an error toast on failure). */
export function createInvitation(creatorId: number) {
  return api.post<Invitation>(`/creators/${creatorId}/invitations`);
}

export function useCreateInvitation(creatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createInvitation(creatorId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(creatorId) }),
  });
}
