import type { ForgotPasswordBody, OkResponse } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: e-mails a reset link (same answer for unknown addresses). */
export function forgotPassword(body: ForgotPasswordBody) {
  return api.post<OkResponse>('/auth/forgot-password', body, { silent: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
