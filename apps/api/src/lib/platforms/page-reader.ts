import { profileFromPage, type PageShape } from './page-profile';
import { templateHost } from './platform-adapter';
import { readPageFacts } from './profile-page';
import type { ReaderOutcome } from './read-result';
import type { ReadContext } from './read-context';
import { FetchFailure, safeFetch } from './safe-fetch';

/** The size cap of a fetched profile page (decompressed), for verification and the readers. */
export const PROFILE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_MAX_REDIRECTS = 3;

/** One platform's reader: the profile of `username`, within `deadline` (epoch ms). */
export interface ProfileReader {
  read(username: string, deadline: number): Promise<ReaderOutcome>;
}

/** The profile address of `username` on a `{username}` template (URL-encoded, as verification builds it). */
export const profileAddress = (template: string, username: string) =>
  template.replaceAll('{username}', encodeURIComponent(username));

/** A platform's own host names (the template's, without `www.`): addresses there are not the creator's links. */
export const ownHostsOf = (template: string) => [new URL(profileAddress(template, 'x')).hostname.replace(/^www\./, '')];

/** What a failed fetch of a profile means for the read. */
export function outcomeOfFailure(error: unknown, url: string): ReaderOutcome {
  if (!(error instanceof FetchFailure)) throw error;
  if (error.reason === 'profile_not_found') return { status: 'not_found', url, message: error.message };
  return { status: 'failed', url, reason: error.reason, message: error.message };
}

/**
 * Reads a profile from its public page at the platform's template address: robots.txt first
 * (a path it disallows is not fetched), then the page (safeFetch: the template's host only, 2 MB,
 * 3 redirects, the read's deadline), then its Open Graph and ProfilePage JSON-LD (page-profile.ts).
 */
export function createPageReader(shape: PageShape, template: string, context: ReadContext): ProfileReader {
  const allowedHost = templateHost(template);
  const ownHosts = ownHostsOf(template);
  return {
    async read(username, deadline) {
      const url = profileAddress(template, username);
      try {
        const verdict = await context.robots.check(url, deadline);
        if (!verdict.allowed) return { status: 'not_allowed', url, because: verdict.because, message: verdict.message };
        const page = await safeFetch(url, {
          allowedHost,
          allowPrivate: context.allowPrivate,
          timeoutMs: context.remainingMs(deadline),
          maxBytes: PROFILE_MAX_BYTES,
          maxRedirects: PROFILE_MAX_REDIRECTS,
          userAgent: context.userAgent,
          headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
        });
        return {
          status: 'found',
          method: 'page',
          profile: profileFromPage(shape, username, readPageFacts(page.body), url, ownHosts),
        };
      } catch (error) {
        return outcomeOfFailure(error, url);
      }
    },
  };
}
