import type { Invitation } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationsQueryKey } from './get-invitations';

/** DELETE /api/creators/{id}/invitations/{invitationId}: the link stops giving the label. */
export function revokeInvitation(creatorId: number, invitationId: number) {
  return api.delete<Invitation>(`/creators/${creatorId}/invitations/${invitationId}`);
}

export function useRevokeInvitation(creatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => revokeInvitation(creatorId, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(creatorId) }),
  });
}
