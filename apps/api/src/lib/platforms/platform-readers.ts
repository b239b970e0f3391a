import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import type { Config } from '../../config';
import type { AttemptCounter } from '../attempt-counter';
import type { Storage } from '../storage';
import { createHelixClient } from './helix-client';
import { onlyfans } from './onlyfans';
import { createPageReader, profileAddress, type ProfileReader } from './page-reader';
import { patreon } from './patreon';
import { templateHost } from './platform-adapter';
import { avatarHostTest, createAvatarStore, type AvatarResult } from './profile-avatar';
import { createReadBudget } from './read-budget';
import type { ReadContext } from './read-context';
import type { ReadResult } from './read-result';
import { createRobotsPolicy, READER_TOKEN, ROBOTS_MAX_BYTES } from './robots-policy';
import { FetchFailure, safeFetch } from './safe-fetch';
import { createTwitchReader } from './twitch';

export interface ReadOptions {
  /**
   * This call's budget of reads per platform per minute instead of PLATFORM_READS_PER_MINUTE
   * (a bulk refresher with lifted budgets passes a higher one, or Infinity). The read is counted
   * either way.
   */
  readsPerMinute?: number;
}

/** The platform readers: a creator's public profile in FanLens's creator fields (docs/decisions/029-platform-readers.md). */
export interface PlatformReaders {
  /** Reads `username`'s profile on `platform`. Never throws for a platform's faults: see ReadResult. */
  read(platform: Platform, username: string, options?: ReadOptions): Promise<ReadResult>;
  /** Stores a profile's `avatarUrl` re-encoded (never hot-linked): its `/uploads/...` address, or why not. */
  storeAvatar(avatarUrl: string): Promise<AvatarResult>;
  /** Whether `platform` is read through its API, its page, or not at all (PLATFORM_READ_<NAME>=false). */
  methodOf(platform: Platform): 'api' | 'page' | 'off';
}

export type ReadersConfig = Pick<
  Config,
  'publicUrl' | 'platformUrls' | 'verifyAllowPrivateHosts' | 'platformReads' | 'twitchApi'
>;

/** How FanLens's readers name themselves: the product token robots.txt groups match, and the site to ask about it. */
export const readerUserAgent = (publicUrl: string) => `${READER_TOKEN}/1.0 (+${publicUrl})`;

/**
 * One reader per platform from config: the page readers (robots.txt, Open Graph, ProfilePage
 * JSON-LD), Twitch through Helix with credentials; each read within the platform's budget and one
 * deadline (PLATFORM_READ_TIMEOUT_MS), unless reading the platform is turned off.
 */
export function createPlatformReaders(deps: {
  config: ReadersConfig;
  /** Counts reads per platform (shared across instances with Redis). */
  budgetCounter: AttemptCounter;
  storage: Storage;
  now?: () => number;
}): PlatformReaders {
  const { config } = deps;
  const now = deps.now ?? Date.now;
  const settings = config.platformReads;
  const userAgent = readerUserAgent(config.publicUrl);
  const allowPrivate = config.verifyAllowPrivateHosts;
  const robots = createRobotsPolicy({
    now,
    fetchRobots: (address, timeoutMs) =>
      safeFetch(address, {
        allowedHost: new URL(address).host,
        allowPrivate,
        timeoutMs,
        maxBytes: ROBOTS_MAX_BYTES,
        maxRedirects: 5,
        userAgent,
        headers: { accept: 'text/plain,*/*;q=0.5' },
      }),
  });
  const context: ReadContext = {
    allowPrivate,
    userAgent,
    robots,
    remainingMs(deadline) {
      const left = deadline - now();
      if (left <= 0) throw new FetchFailure('timeout', 'The platform did not answer in time');
      return left;
    },
  };
  const templates = config.platformUrls;
  const helix = config.twitchApi ? createHelixClient(config.twitchApi, context, now) : null;
  const readers: Record<Platform, ProfileReader> = {
    onlyfans: createPageReader(onlyfans.page, templates.onlyfans, context),
    patreon: createPageReader(patreon.page, templates.patreon, context),
    twitch: createTwitchReader(templates.twitch, context, helix),
  };
  const budget = createReadBudget(deps.budgetCounter);
  const platformHosts = Object.values(templates).map(templateHost);
  const storeAvatar = createAvatarStore({
    storage: deps.storage,
    context,
    isAvatarHost: avatarHostTest([...platformHosts, ...settings.avatarHosts]),
    timeoutMs: settings.timeoutMs,
  });

  return {
    async read(platform, username, options = {}) {
      const url = profileAddress(templates[platform], username);
      if (!settings.enabled[platform]) {
        return { status: 'disabled', url, message: `Reading ${PLATFORM_NAMES[platform]} profiles is turned off` };
      }
      const taken = await budget.take(platform, options.readsPerMinute ?? settings.perMinute);
      if (!taken.ok) {
        const message = `Too many ${PLATFORM_NAMES[platform]} reads this minute`;
        return { status: 'rate_limited', url, retryAfterMs: taken.retryAfterMs, message };
      }
      return readers[platform].read(username, now() + settings.timeoutMs);
    },
    storeAvatar,
    methodOf(platform) {
      if (!settings.enabled[platform]) return 'off';
      return platform === 'twitch' && helix ? 'api' : 'page';
    },
  };
}
