import type { DeleteAccountBody, OkResponse } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/users/my with the password. A wrong password is a 400 on `password`. Silent: the
 * dialog shows failures beneath the field or as a toast.
 */
export function deleteAccount(body: DeleteAccountBody) {
  return api.delete<OkResponse>('/users/my', { body, silent: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
