import { createHash } from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@fanlens/shared';
import { AvatarImageError, avatarWebp } from '../avatar-image';
import type { Storage } from '../storage';
import type { ReadContext } from './read-context';
import type { ReadFailureReason } from './read-result';
import { FetchFailure, safeFetch } from './safe-fetch';

export type AvatarResult =
  /** `url`: the stored copy's public path (`/uploads/creators/….webp`). */
  | { status: 'stored'; url: string }
  | {
      status: 'failed';
      /** not_image: the bytes are no raster image; not_allowed: robots.txt of the image's host forbids it. */
      reason: ReadFailureReason | 'not_image' | 'not_allowed';
      message: string;
    };

/** Host names (and ports) an avatar may come from: `static-cdn.jtvnw.net`, a `.suffix` for every subdomain, `host:port`. */
export function avatarHostTest(hosts: readonly string[]): (host: string) => boolean {
  const exact = new Set(hosts.filter((entry) => !entry.startsWith('.')).map((entry) => entry.toLowerCase()));
  const suffixes = hosts.filter((entry) => entry.startsWith('.')).map((entry) => entry.toLowerCase());
  return (host) => {
    const name = host.toLowerCase();
    return exact.has(name) || suffixes.some((suffix) => !name.includes(':') && name.endsWith(suffix));
  };
}

/** The upload key of a platform avatar: named after its address, so one address is fetched and stored once. */
export const avatarKey = (address: string) =>
  `creators/${createHash('sha256').update(address).digest('hex').slice(0, 32)}.webp`;

/**
 * Stores a profile's remote avatar as FanLens serves every avatar: fetched once (safeFetch: only
 * from `isAvatarHost` hosts, their robots.txt honoured, AVATAR_MAX_BYTES, the read timeout),
 * checked by content and re-encoded as a 256 px WebP (lib/avatar-image.ts, as uploads are), and
 * kept in the uploads table. An address stored before is not fetched again.
 */
export function createAvatarStore(options: {
  storage: Storage;
  context: ReadContext;
  isAvatarHost: (host: string) => boolean;
  timeoutMs: number;
}): (avatarUrl: string) => Promise<AvatarResult> {
  const { storage, context } = options;
  return async (avatarUrl) => {
    const url = URL.canParse(avatarUrl) ? new URL(avatarUrl) : null;
    // Checked before anything is fetched (robots.txt included): only the platforms' image hosts.
    if (!url || !/^https?:$/.test(url.protocol) || !options.isAvatarHost(url.host.toLowerCase())) {
      return {
        status: 'failed',
        reason: 'host_not_allowed',
        message: `${url?.host ?? 'That'} is not a platform image host`,
      };
    }
    const key = avatarKey(url.toString());
    const stored = await storage.find(key);
    if (stored) return { status: 'stored', url: stored };
    const deadline = Date.now() + options.timeoutMs;
    try {
      const verdict = await context.robots.check(url.toString(), deadline);
      if (!verdict.allowed) return { status: 'failed', reason: 'not_allowed', message: verdict.message };
      const image = await safeFetch(url.toString(), {
        allowedHost: options.isAvatarHost,
        allowPrivate: context.allowPrivate,
        timeoutMs: context.remainingMs(deadline),
        maxBytes: AVATAR_MAX_BYTES,
        maxRedirects: 3,
        userAgent: context.userAgent,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
      });
      return { status: 'stored', url: await storage.put(key, await avatarWebp(image.bytes)) };
    } catch (error) {
      if (error instanceof AvatarImageError) {
        const message =
          error.problem === 'not_image' ? 'The avatar is not an image' : `The avatar has ${error.message}`;
        return { status: 'failed', reason: error.problem === 'not_image' ? 'not_image' : 'too_large', message };
      }
      if (!(error instanceof FetchFailure)) throw error;
      if (error.reason === 'profile_not_found') {
        return {
          status: 'failed',
          reason: 'platform_error',
          message: `The avatar is not there (HTTP ${error.answer?.status})`,
        };
      }
      return { status: 'failed', reason: error.reason, message: error.message };
    }
  };
}
