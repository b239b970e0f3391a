import type { ConfirmationSent } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/confirm-email/resend: a new confirmation link by e-mail (a few a day; past them
 * the API client shows the 429's wait).
 */
export function resendConfirmation() {
  return api.post<ConfirmationSent>('/auth/confirm-email/resend');
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
