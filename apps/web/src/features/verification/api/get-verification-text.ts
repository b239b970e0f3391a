import type { VerificationText } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * GET /api/verification/text: the text for the bio, whose link carries a code bound to this
 * account and page. Silent: the form shows refusals (reviewed page, already a creator) itself.
 */
export function getVerificationText(username: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<VerificationText>('/verification/text', { params: { username }, signal, silent: true });
}

/** Belongs to the signed-in user (the `profile` root is dropped at sign-out); kept 10 minutes. */
export const verificationTextQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [queryRoots.profile, 'verification-text', username.toLowerCase()],
    queryFn: ({ signal }) => getVerificationText(username, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The text for the page `username` (null: not yet, the page is still being looked up). */
export function useVerificationText(username: string | null) {
  return useQuery({ ...verificationTextQueryOptions(username ?? ''), enabled: username !== null });
}
