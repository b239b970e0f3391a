import { PLATFORM_NAMES, type AddCreatorBody, type ListingSource, type Platform } from '@fanlens/shared';
import { LRUCache } from 'lru-cache';
import { sanitizeBio } from '../../lib/bio-html';
import { AppError, rateLimited } from '../../lib/errors';
import { adultByDefault, type PlatformReaders, type ReadResult } from '../../lib/platforms';
import type { Listing } from './listing';
import { listingOfProfile } from './profile-listing';

export interface PageRead {
  listing: Listing;
  source: ListingSource;
}

/** How long a preview's read is kept for the add that follows it. */
const PREVIEW_TTL_MS = 10 * 60 * 1000;

export const profileNotFound = (platform: Platform, username: string, field: string) =>
  new AppError(422, 'profile_not_found', `We could not find @${username} on ${PLATFORM_NAMES[platform]}`, field);

const platformUnavailable = (platform: Platform, field: string) =>
  new AppError(
    503,
    'platform_unavailable',
    `${PLATFORM_NAMES[platform]} could not be read right now: try again in a minute`,
    field,
    { 'retry-after': '60' },
  );

/**
 * Reads the page a person asks to add through its platform's reader, and keeps the read for a while
 * so the add after a preview does not read again. Outcomes: the profile (its avatar stored), or
 * what they typed when FanLens does not read that platform (turned off, or its robots.txt says no);
 * 422 `profile_not_found`, 429 over the platform's budget, 503 `platform_unavailable`.
 */
export function createPageReads(readers: PlatformReaders) {
  const kept = new LRUCache<string, PageRead>({ max: 2_000, ttl: PREVIEW_TTL_MS });

  async function fromPlatform(page: AddCreatorBody, field: string): Promise<PageRead> {
    const result: ReadResult = await readers.read(page.platform, page.username);
    switch (result.status) {
      case 'found': {
        const stored = result.profile.avatarUrl ? await readers.storeAvatar(result.profile.avatarUrl) : null;
        const avatar = stored?.status === 'stored' ? stored.url : null;
        return { listing: listingOfProfile(result.profile, avatar), source: 'platform' };
      }
      case 'disabled':
      case 'not_allowed':
        return { listing: typedListing(page), source: 'typed' };
      case 'not_found':
        throw profileNotFound(page.platform, page.username, field);
      case 'rate_limited':
        throw rateLimited(result.retryAfterMs / 1000);
      case 'failed':
        throw platformUnavailable(page.platform, field);
    }
  }

  return {
    /** The page's data: a platform read kept from a preview, else a new read (typed data is never kept). */
    async read(page: AddCreatorBody, field: string): Promise<PageRead> {
      const key = `${page.platform}:${page.username.toLowerCase()}`;
      const earlier = kept.get(key);
      if (earlier && earlier.source === 'platform') return earlier;
      const read = await fromPlatform(page, field);
      if (read.source === 'platform') kept.set(key, read);
      return read;
    },
  };
}

export type PageReads = ReturnType<typeof createPageReads>;

/** A page from what the person typed (name and bio, the bio sanitised); the platform's default for NSFW. */
function typedListing(page: AddCreatorBody): Listing {
  const listing: Listing = { platform: page.platform, username: page.username, nsfw: adultByDefault(page.platform) };
  if (page.typed.name !== undefined) listing.name = page.typed.name;
  if (page.typed.bio !== undefined) listing.bio = sanitizeBio(page.typed.bio);
  return listing;
}
