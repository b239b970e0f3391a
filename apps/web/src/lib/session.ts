import type { SessionResponse } from '@/types/api';
import { send } from './api-request';
import { useAuthStore } from './auth-store';
import { useProfileStore } from './profile-store';
import { queryClient } from './query-client';
import { userScopedRoots, viewerDependentRoots } from './query-keys';

/**
 * Signs in with the answer of login, register or refresh: stores both tokens (the API
 * client reads the bearer from there on every call) and the profile from `data`.
 */
export function startSession(session: SessionResponse) {
  useAuthStore.getState().setSession(session);
  useProfileStore.getState().setProfile(session.data);
}

/**
 * Signs out: clears the tokens (so no more bearer header), the profile and the favorites
 * and reviews caches, and refetches creators whose `favorite`/`reviewed` flags were the user's.
 */
export function endSession() {
  useAuthStore.getState().clear();
  useProfileStore.getState().clear();
  for (const root of userScopedRoots) queryClient.removeQueries({ queryKey: [root] });
  for (const root of viewerDependentRoots) void queryClient.invalidateQueries({ queryKey: [root] });
}

/**
 * Sign out (the avatar menu): ends the session here at once, then asks the API to revoke it
 * (POST /auth/logout with the refresh token), so neither its refresh token nor its access token
 * works any more. A failed call changes nothing here: the tokens are already forgotten.
 */
export function signOut() {
  const { refreshToken } = useAuthStore.getState();
  endSession();
  if (refreshToken) void send('/auth/logout', { method: 'POST', token: refreshToken }).catch(() => undefined);
}

/**
 * Keeps every tab on the same session: when another tab stores new tokens (a refresh) or clears
 * them (sign-out), this tab reads them too, and drops the user's data if it was signed out.
 */
export function followSessionAcrossTabs() {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === useAuthStore.persist.getOptions().name) {
      const wasSignedIn = useAuthStore.getState().accessToken !== null;
      void Promise.resolve(useAuthStore.persist.rehydrate()).then(() => {
        if (wasSignedIn && useAuthStore.getState().accessToken === null) endSession();
      });
    }
    if (event.key === useProfileStore.persist.getOptions().name) void useProfileStore.persist.rehydrate();
  });
}
