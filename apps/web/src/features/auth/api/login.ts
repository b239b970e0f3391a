import type { LoginBody } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adoptAccountLanguage } from '@/lib/account-language';
import { api } from '@/lib/api-client';
import { viewerDependentRoots } from '@/lib/query-keys';
import { startSession } from '@/lib/session';
import type { SessionResponse } from '@/types/api';

/** POST /api/auth/login. Silent: the form shows the failure. */
export function login(body: LoginBody) {
  return api.post<SessionResponse>('/auth/login', body, { silent: true });
}

/**
 * Signs in and starts the session; creators are refetched for the user's own flags; the account's
 * language applies if this browser never chose one (else this browser's goes to the account).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      startSession(session);
      void adoptAccountLanguage(session.data);
      for (const root of viewerDependentRoots) void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}
