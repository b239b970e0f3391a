import type { Config } from '../../config';
import { FetchFailure, safeFetch, templateHost, type PlatformAdapter } from '../../lib/platforms';
import { bioHasProfileLink } from './link-check';
import type { VerificationFailureReason } from './reasons';

/** The size cap of a fetched profile page (decompressed). */
export const PROFILE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_MAX_REDIRECTS = 3;

export type ProfileCheck =
  | { found: true; profileUrl: string }
  | { found: false; profileUrl: string; reason: VerificationFailureReason; detail: string };

/**
 * Fetches the creator's public profile on its platform (safely: see safeFetch) and looks for
 * the link to the creator's FanLens page in the bio. Never throws for the platform's faults.
 */
export async function checkProfileLink(
  adapter: PlatformAdapter,
  username: string,
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
    if (bioHasProfileLink(bio, config.publicUrl, username)) return { found: true, profileUrl };
    return { found: false, profileUrl, reason: 'link_not_found', detail: 'No link to the FanLens page in the bio' };
  } catch (error) {
    if (error instanceof FetchFailure) return { found: false, profileUrl, reason: error.reason, detail: error.message };
    throw error;
  }
}
