import type { Config } from '../../config';
import {
  FetchFailure,
  PROFILE_MAX_BYTES,
  PROFILE_MAX_REDIRECTS,
  safeFetch,
  templateHost,
  type PlatformAdapter,
} from '../../lib/platforms';
import { checkClaimLink } from './link-check';
import type { VerificationFailureReason } from './reasons';

export type ProfileCheck =
  | { found: true; profileUrl: string }
  | { found: false; profileUrl: string; reason: VerificationFailureReason; detail: string };

/**
 * Fetches the creator's public profile on its platform (safely: see safeFetch) and looks in its
 * bio fields for the link to the creator's FanLens page carrying a code `isValidCode` accepts.
 * Never throws for the platform's faults.
 */
export async function checkProfileLink(
  adapter: PlatformAdapter,
  username: string,
  isValidCode: (code: string) => boolean,
  config: Pick<Config, 'publicUrl' | 'verifyAllowPrivateHosts' | 'verifyTimeoutMs' | 'platformUrls'>,
): Promise<ProfileCheck> {
  const profileUrl = adapter.profileUrl(username);
  try {
    const page = await safeFetch(profileUrl, {
      allowedHost: templateHost(config.platformUrls[adapter.platform]),
      allowPrivate: config.verifyAllowPrivateHosts,
      timeoutMs: config.verifyTimeoutMs,
      maxBytes: PROFILE_MAX_BYTES,
      maxRedirects: PROFILE_MAX_REDIRECTS,
    });
    const bio = adapter.extractBio(page.body, page.contentType);
    const result = checkClaimLink(bio, config.publicUrl, username, isValidCode);
    if (result === 'found') return { found: true, profileUrl };
    const detail =
      result === 'code_not_found'
        ? "The FanLens link is in the bio, but not with this account's current code"
        : 'No link to the FanLens page in the bio';
    return { found: false, profileUrl, reason: result, detail };
  } catch (error) {
    if (error instanceof FetchFailure) return { found: false, profileUrl, reason: error.reason, detail: error.message };
    throw error;
  }
}
