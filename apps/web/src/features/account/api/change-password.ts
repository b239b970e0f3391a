import type { ChangePasswordBody, OkResponse } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/change-password. A wrong current password is a 400 on `oldPassword`.
 * Silent: the form shows failures.
 */
export function changePassword(body: ChangePasswordBody) {
  return api.post<OkResponse>('/auth/change-password', body, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
