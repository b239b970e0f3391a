import { INVITATION_FRAGMENT, invitationTokenField } from '@fanlens/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';

/** The invitation code in an address fragment ('#invitation=…'), or null. */
export function invitationInHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(INVITATION_FRAGMENT);
  return token !== null && invitationTokenField.safeParse(token).success ? token : null;
}

/**
 * The invitation link the visitor followed: its code lives in the fragment of the creator page's
 * address (no server, cache or log sees it), so it survives a sign-in's `redirectTo` as part of the
 * address. `clear` drops it from the address once the review is written.
 */
export function useInvitationLink() {
  const location = useLocation();
  const navigate = useNavigate();
  // The server never sees the fragment: read it only once the page has hydrated.
  const hydrated = useHydrated();
  const token = hydrated ? invitationInHash(location.hash) : null;
  const clear = useCallback(
    () => void navigate(location.pathname + location.search, { replace: true, preventScrollReset: true }),
    [navigate, location.pathname, location.search],
  );
  return { token, clear, returnTo: location.pathname + location.search + location.hash };
}
