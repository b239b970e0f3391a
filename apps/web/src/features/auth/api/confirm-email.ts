import type { EmailConfirmed } from '@fanlens/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { selectProfile, useProfileStore } from '@/lib/profile-store';

/**
 * POST /api/auth/confirm-email with the link's token, once per token (a query, not an effect: a
 * second render or StrictMode's second mount reuses the answer instead of spending the link again).
 * Silent: the screen shows each failure. The signed-in profile of that address is updated.
 */
export function useConfirmEmail(token: string | null) {
  return useQuery({
    queryKey: ['email-confirmation', token],
    enabled: token !== null,
    queryFn: async () => {
      const confirmed = await api.post<EmailConfirmed>('/auth/confirm-email', { token }, { silent: true });
      const profile = selectProfile(useProfileStore.getState());
      if (profile && profile.email.toLowerCase() === confirmed.email.toLowerCase()) {
        useProfileStore.getState().setProfile({ ...profile, emailConfirmedAt: confirmed.emailConfirmedAt });
      }
      return confirmed;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
