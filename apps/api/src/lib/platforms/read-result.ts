import type { CreatorCounters, Platform, SocialLink } from '@fanlens/shared';
import type { FetchFailureReason } from './fetch-failure';

/**
 * A creator's public profile as a platform publishes it, in the creator fields FanLens keeps.
 * A field the platform does not publish is null (links: only the keys found).
 */
export interface PlatformProfile {
  platform: Platform;
  /** As the platform spells it (its case), else as asked. */
  username: string;
  /** The platform's own id of the account (Twitch user id, a page's JSON-LD identifier). */
  platformId: string | null;
  name: string | null;
  /** The remote image address: store it with `storeAvatar` (never hot-linked). */
  avatarUrl: string | null;
  /** Sanitised like an edited bio (sanitizeBio). */
  bio: string | null;
  counters: CreatorCounters;
  links: Partial<Record<SocialLink, string>>;
  /** USD cents. */
  price: number | null;
  promoPrice: number | null;
  nsfw: boolean;
  /** The public profile address. */
  url: string;
}

/** How a profile was read: its public page, or the platform's official API (Twitch Helix). */
export type ReadMethod = 'page' | 'api';

/** Why a read failed for the platform's part (a profile that does not exist is `not_found`). */
export type ReadFailureReason = Exclude<FetchFailureReason, 'profile_not_found'>;

/** What one read gives. Never thrown: a platform's fault is a value. */
export type ReadResult =
  | { status: 'found'; profile: PlatformProfile; method: ReadMethod }
  /** The platform says the profile does not exist (HTTP 404/410, Helix `data: []`). */
  | { status: 'not_found'; url: string; message: string }
  /**
   * robots.txt forbids the profile's path (`disallowed`), or could not be read (5xx, unreachable:
   * then nothing on the host is fetched until it answers).
   */
  | { status: 'not_allowed'; url: string; because: 'disallowed' | 'robots_unavailable'; message: string }
  /** Reading this platform is turned off (PLATFORM_READ_<NAME>=false): take what the person typed. */
  | { status: 'disabled'; url: string; message: string }
  /** Over the platform's budget (PLATFORM_READS_PER_MINUTE) or the platform's own limit: try again later. */
  | { status: 'rate_limited'; url: string; retryAfterMs: number; message: string }
  | { status: 'failed'; url: string; reason: ReadFailureReason; message: string };

/** A read's outcome as a platform's reader gives it (the service adds the budget and `disabled`). */
export type ReaderOutcome = Exclude<ReadResult, { status: 'disabled' }>;
