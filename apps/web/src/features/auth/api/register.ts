import type { RegisterBodyInput } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { viewerDependentRoots } from '@/lib/query-keys';
import { startSession } from '@/lib/session';
import type { SessionResponse } from '@/types/api';

/** POST /api/auth/register: creates the account and answers like login. Silent: the form shows the failure. */
export function register(body: RegisterBodyInput) {
  return api.post<SessionResponse>('/auth/register', body, { silent: true });
}

/** Creates the account and starts its session. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => {
      startSession(session);
      for (const root of viewerDependentRoots) void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}
