import { SOCIAL_LINKS, type Platform, type SocialLinks } from '@fanlens/shared';
import type { Random } from './random';

export interface Prices {
  price: number | null;
  promoPrice: number | null;
  promoOff: number | null;
}

export const PAID: Record<Platform, number[]> = {
  onlyfans: [399, 499, 699, 799, 999, 1199, 1299, 1499, 1999, 2499, 2999],
  patreon: [100, 300, 500, 700, 1000, 1500, 2000, 2500],
  twitch: [499, 499, 499, 999, 2499],
};
const FREE_SHARE: Record<Platform, number> = { onlyfans: 0.22, patreon: 0.1, twitch: 0.12 };
const PROMO_OFF = [10, 15, 20, 25, 30, 40, 50, 60, 70, 75];

/** Price in cents; some free (0), a few unknown (null); some promos with promoPrice = price × (100 − off) / 100. */
export function makePrices(random: Random, platform: Platform): Prices {
  if (random.chance(0.03)) return { price: null, promoPrice: null, promoOff: null };
  if (random.chance(FREE_SHARE[platform])) return { price: 0, promoPrice: null, promoOff: null };
  const price = random.pick(PAID[platform]);
  if (!random.chance(0.18)) return { price, promoPrice: null, promoOff: null };
  const promoOff = random.pick(PROMO_OFF);
  return { price, promoPrice: Math.round((price * (100 - promoOff)) / 100), promoOff };
}

export interface Counters {
  likes: number | null;
  photos: number | null;
  posts: number | null;
  videos: number | null;
  subscribers: number | null;
}

const count = (random: Random, median: number, sigma: number) =>
  Math.min(2_000_000_000, Math.max(0, Math.round(random.logNormal(median, sigma))));

/** Counters as the platforms show them; what a platform does not show stays null. */
export function makeCounters(random: Random, platform: Platform, fame: number): Counters {
  const hidden = (p: number) => random.chance(p);
  switch (platform) {
    case 'onlyfans':
      return {
        likes: hidden(0.05) ? null : count(random, 12_000 * fame, 1.2),
        photos: count(random, 400 * Math.sqrt(fame), 0.9),
        posts: count(random, 500 * Math.sqrt(fame), 0.9),
        videos: count(random, 90 * Math.sqrt(fame), 1),
        subscribers: hidden(0.45) ? null : count(random, 2_500 * fame, 1.3),
      };
    case 'patreon':
      return {
        likes: hidden(0.5) ? null : count(random, 3_000 * fame, 1.2),
        photos: null,
        posts: count(random, 250 * Math.sqrt(fame), 0.8),
        videos: hidden(0.5) ? null : count(random, 40 * Math.sqrt(fame), 1),
        subscribers: hidden(0.1) ? null : count(random, 800 * fame, 1.4),
      };
    default:
      return {
        likes: null,
        photos: null,
        posts: null,
        videos: count(random, 300 * Math.sqrt(fame), 1),
        subscribers: hidden(0.05) ? null : count(random, 15_000 * fame, 1.5),
      };
  }
}

const LINK_SHARE: Record<Platform, Partial<Record<keyof SocialLinks, number>>> = {
  onlyfans: { instagram: 0.55, twitter: 0.6, website: 0.15, wishlist: 0.25, facebook: 0.1, youtube: 0.08 },
  patreon: { instagram: 0.45, twitter: 0.5, website: 0.45, youtube: 0.4, facebook: 0.2, graphtreon: 0.5, twitch: 0.05 },
  twitch: { instagram: 0.4, twitter: 0.65, youtube: 0.6, website: 0.15, facebook: 0.1, patreon: 0.1 },
};

function linkUrl(key: keyof SocialLinks, handle: string): string {
  switch (key) {
    case 'facebook':
      return `https://www.facebook.com/${handle}`;
    case 'instagram':
      return `https://www.instagram.com/${handle}`;
    case 'patreon':
      return `https://www.patreon.com/${handle}`;
    case 'twitch':
      return `https://www.twitch.tv/${handle}`;
    case 'graphtreon':
      return `https://graphtreon.com/creator/${handle}`;
    case 'twitter':
      return `https://x.com/${handle}`;
    case 'website':
      return `https://${handle.replace(/_/g, '')}.example.com`;
    case 'wishlist':
      return `https://www.amazon.com/hz/wishlist/ls/${handle.toUpperCase()}`;
    default:
      return `https://www.youtube.com/@${handle}`;
  }
}

/** The nine social keys, partly filled. */
export function makeLinks(random: Random, platform: Platform, handle: string): SocialLinks {
  const links = {} as SocialLinks;
  for (const key of SOCIAL_LINKS) {
    const own = key === platform;
    links[key] = own || random.chance(LINK_SHARE[platform][key] ?? 0) ? linkUrl(key, handle) : null;
  }
  return links;
}

export const PROFILE_URL: Record<Platform, string> = {
  onlyfans: 'https://onlyfans.com/',
  patreon: 'https://www.patreon.com/',
  twitch: 'https://www.twitch.tv/',
};
