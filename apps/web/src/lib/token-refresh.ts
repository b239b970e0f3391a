import type { SessionResponse } from '@/types/api';
import { isApiError } from './api-error';
import { send } from './api-request';
import { useAuthStore } from './auth-store';
import { endSession, startSession } from './session';

let inFlight: Promise<boolean> | null = null;

/**
 * Renews the session after `expiredToken` got a 401. Concurrent callers share ONE refresh
 * call; a caller whose token was already replaced meanwhile just retries. Resolves true when
 * a fresh access token is stored. No refresh token, or a refresh the API refuses, signs out.
 */
export function renewSession(expiredToken: string): Promise<boolean> {
  const current = useAuthStore.getState().accessToken;
  if (!inFlight && current !== null && current !== expiredToken) return Promise.resolve(true);
  inFlight ??= refresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function refresh(): Promise<boolean> {
  const { refreshToken } = useAuthStore.getState();
  if (!refreshToken) {
    endSession();
    return false;
  }
  try {
    // Empty body, the refresh token as bearer (SPEC.md section 7).
    const session = await send<SessionResponse>('/auth/refresh', { method: 'POST', token: refreshToken });
    startSession(session);
    return true;
  } catch (error) {
    // No answer at all (offline, timeout) says nothing about the session: keep it.
    if (!isApiError(error) || error.status !== 0) endSession();
    return false;
  }
}
