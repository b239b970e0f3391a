import type { FetchFailureReason } from '../../lib/platforms';

/** Why a verification failed (the `reason` of a failed POST /verification and of its attempt row). */
export type VerificationFailureReason = FetchFailureReason | 'link_not_found' | 'code_not_found';

/** Readable English for the team e-mail and the logs. */
export const REASON_TEXTS: Record<VerificationFailureReason, string> = {
  link_not_found: 'The link to the FanLens page was not found in the profile bio.',
  code_not_found:
    "The link is in the bio, but without this account's current code (a bare link, an expired code or another account's).",
  profile_not_found: 'The platform has no public profile with this username.',
  platform_error: 'The platform answered with an error.',
  platform_unreachable: 'The platform could not be reached.',
  timeout: 'The platform did not answer in time.',
  too_large: 'The profile page was larger than the size limit.',
  host_not_allowed: 'The profile address (or a redirect) pointed to a host verification may not fetch.',
  too_many_redirects: 'The profile address redirected too many times.',
};
