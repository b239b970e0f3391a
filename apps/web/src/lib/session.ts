import type { SessionResponse } from '@/types/api';
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
