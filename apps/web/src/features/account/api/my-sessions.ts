import type { AccountSessionList, EndedSessions } from '@fanlens/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const key = [queryRoots.profile, 'sessions'] as const;

/** GET /api/users/my/sessions: the devices signed in to the account, this one marked `current`. */
export function useMySessions() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<AccountSessionList>('/users/my/sessions', { signal, silent: true }),
  });
}

/** DELETE /api/users/my/sessions/{id}: ends one session; the list is read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<EndedSessions>(`/users/my/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /api/users/my/sessions: ends every session but this one; the list is read again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<EndedSessions>('/users/my/sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
