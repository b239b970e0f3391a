import type { SessionResponse } from '@/types/api';
import { isApiError } from './api-error';
import { send } from './api-request';
import { useAuthStore } from './auth-store';
import { useProfileStore } from './profile-store';
import { endSession, startSession } from './session';

/** The Web Lock every tab of the site takes to refresh: one refresh at a time across tabs. */
const REFRESH_LOCK = 'fanlens.session-refresh';

let inFlight: Promise<boolean> | null = null;

/**
 * Renews the session after `expiredToken` got a 401. Concurrent callers of this tab share ONE
 * refresh call, and tabs take turns (Web Locks): a tab that waited finds the tokens another tab
 * stored meanwhile and uses them instead of refreshing again (the refresh token works once).
 * Resolves true when a fresh access token is stored. No refresh token, or a refresh the API
 * refuses, signs out.
 */
export function renewSession(expiredToken: string): Promise<boolean> {
  const current = useAuthStore.getState().accessToken;
  if (!inFlight && current !== null && current !== expiredToken) return Promise.resolve(true);
  inFlight ??= acrossTabs(() => refreshUnlessRenewed(expiredToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Runs `task` holding the tabs' refresh lock (directly where the browser has no Web Locks). */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK, task) as Promise<T>;
}

async function refreshUnlessRenewed(expiredToken: string): Promise<boolean> {
  // Another tab may have refreshed (or signed out) while this one waited: read what it stored.
  await useAuthStore.persist.rehydrate();
  const { accessToken } = useAuthStore.getState();
  if (accessToken === null) return false;
  if (accessToken !== expiredToken) {
    await useProfileStore.persist.rehydrate();
    return true;
  }
  return refresh();
}

async function refresh(): Promise<boolean> {
  const { refreshToken } = useAuthStore.getState();
  if (!refreshToken) {
    endSession();
    return false;
  }
  try {
    // Empty body, the refresh token as bearer (docs/product/accounts.md, "Sessions").
    const session = await send<SessionResponse>('/auth/refresh', { method: 'POST', token: refreshToken });
    startSession(session);
    return true;
  } catch (error) {
    // No answer at all (offline, timeout) says nothing about the session: keep it.
    if (!isApiError(error) || error.status !== 0) endSession();
    return false;
  }
}
