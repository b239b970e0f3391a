import type { OkResponse, SetPasswordBody } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SetPasswordInput extends SetPasswordBody {
  /** The token of the e-mailed link, sent as the bearer. */
  token: string;
}

/** POST /api/auth/set-password with the e-mailed reset token as bearer (single use). */
export function setPassword({ token, ...body }: SetPasswordInput) {
  return api.post<OkResponse>('/auth/set-password', body, { token, silent: true });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
