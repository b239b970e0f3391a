import { PLATFORMS, type Platform } from './platforms';
import { usernameField } from './schemas/common';

/**
 * How a creator page got into FanLens: added by a signed-in person (`add`, POST /creators), loaded
 * from an operator's data file (`import`), or made by the demo data (`demo`).
 */
export const LISTING_ORIGINS = ['demo', 'add', 'import'] as const;
export type ListingOrigin = (typeof LISTING_ORIGINS)[number];

/** Pages one account may add a day (POST /creators); an account with a confirmed address may add more. */
export const CREATORS_ADDED_PER_DAY = 5;
export const CREATORS_ADDED_PER_DAY_CONFIRMED = 20;

/** The public addresses of each platform's profile pages (with or without `www.`). */
export const PLATFORM_PROFILE_HOSTS: Record<Platform, readonly string[]> = {
  onlyfans: ['onlyfans.com'],
  patreon: ['patreon.com'],
  twitch: ['twitch.tv', 'm.twitch.tv'],
};

/** First path segments of the platforms' own pages, which are never a profile. */
const PLATFORM_OWN_PATHS: Record<Platform, ReadonlySet<string>> = {
  onlyfans: new Set(['my', 'search', 'help', 'terms', 'privacy', 'about', 'login', 'signup', 'home', 'explore']),
  patreon: new Set(['login', 'signup', 'search', 'explore', 'home', 'about', 'policy', 'create', 'pricing']),
  twitch: new Set(['directory', 'search', 'settings', 'subscriptions', 'inventory', 'wallet', 'videos', 'p', 'jobs']),
};

/** Path prefixes before a Patreon creator's name (`/c/name`, `/cw/name`). */
const PATREON_PREFIXES = new Set(['c', 'cw']);

/** A username as typed (`@name` or `name`), as the verification form takes it; null when it is not one. */
export function normaliseUsername(text: string): string | null {
  const parsed = usernameField.safeParse(text.trim().replace(/^@/, ''));
  return parsed.success ? parsed.data : null;
}

/**
 * The platform and username of a profile address of one of the three platforms
 * (`https://onlyfans.com/name`, `https://www.patreon.com/c/name`, `https://www.twitch.tv/name`,
 * with or without the scheme, `www.`, a trailing slash, a query or a fragment); null for anything else.
 */
export function profileOfUrl(text: string): { platform: Platform; username: string } | null {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const platform = PLATFORMS.find((code) => PLATFORM_PROFILE_HOSTS[code].includes(host));
  if (!platform) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (platform === 'patreon' && segments.length === 2 && PATREON_PREFIXES.has(segments[0].toLowerCase())) {
    segments.shift();
  }
  if (segments.length !== 1) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(segments[0]);
  } catch {
    return null;
  }
  if (PLATFORM_OWN_PATHS[platform].has(segment.toLowerCase())) return null;
  const username = normaliseUsername(segment);
  return username ? { platform, username } : null;
}
