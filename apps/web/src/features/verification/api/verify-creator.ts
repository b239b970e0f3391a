import type { VerificationBody, VerificationResponse } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyKeys } from '@/lib/idempotency-key';
import { creatorPagesOf, useProfileStore } from '@/lib/profile-store';
import { queryRoots } from '@/lib/query-keys';

const keys = idempotencyKeys();

/**
 * POST /api/verification, with the usual 10 s timeout: the server waits at most 8 s for the
 * creator's platform (VERIFY_TIMEOUT_MS), so it answers within it. Silent: the form shows
 * refusals beneath the username. A retry after a failure sends the same Idempotency-Key (see
 * create-review.ts), so a verification that succeeded unseen answers its success again rather
 * than 409 already_verified; a check that found no link (`success: false`) is done afresh with a
 * new key.
 */
export async function verifyCreator(body: VerificationBody) {
  const answer = await api.post<VerificationResponse>('/verification', body, {
    silent: true,
    idempotencyKey: keys.keyFor(body),
  });
  keys.done(body);
  return answer;
}

/**
 * Verifies a creator page for the signed-in user (an account may verify several). Success adds
 * the page to the profile at once (the header menu and guards see it; `creator` stays the first) and refetches the profile and creators (badges, flags).
 */
export function useVerifyCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCreator,
    onSuccess: (result) => {
      if (!result.success || !result.creator) return;
      const { profile, setProfile } = useProfileStore.getState();
      if (profile) {
        const pages = creatorPagesOf(profile).filter((page) => page.id !== result.creator?.id);
        const creators = [...pages, result.creator];
        setProfile({ ...profile, creator: creators[0], creators });
      }
      void queryClient.invalidateQueries({ queryKey: [queryRoots.profile] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
    },
  });
}
