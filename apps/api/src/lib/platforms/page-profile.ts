import { CREATOR_EDIT, type Platform } from '@fanlens/shared';
import {
  bioText,
  countValue,
  httpAddress,
  imageAddress,
  lineText,
  platformIdValue,
  spelledUsername,
} from './profile-fields';
import { profileEntity } from './profile-json-ld';
import { profileLinks } from './profile-links';
import type { PageFacts } from './profile-page';
import type { PlatformProfile } from './read-result';

/** How a platform's profile page is read. */
export interface PageShape {
  platform: Platform;
  /** NSFW when the page carries no flag of its own (OnlyFans: adult; Patreon, Twitch: not). */
  adultByDefault: boolean;
}

/** `<meta name="rating">` values that label a page adult (Google's `adult`, the RTA label). */
const ADULT_RATINGS = new Set(['adult', 'rta-5042-1996-1400-1577-rta']);

/**
 * NSFW from the page's own flags, else the platform's default: an adult rating meta tag or
 * `isFamilyFriendly: false` make it adult; `isFamilyFriendly: true` (without an adult label) not.
 */
function nsfwOf(facts: PageFacts, familyFriendly: boolean | null, adultByDefault: boolean): boolean {
  if (facts.ratings.some((rating) => ADULT_RATINGS.has(rating.trim().toLowerCase()))) return true;
  if (familyFriendly !== null) return !familyFriendly;
  return adultByDefault;
}

/**
 * The profile a page publishes: its ProfilePage JSON-LD creator first, Open Graph where that is
 * silent (og:title → name, og:image → avatar, og:description → bio). `url` is the profile address
 * (its image and relative addresses resolve against it); `ownHosts` are the platform's host names,
 * whose addresses are not the creator's links.
 */
export function profileFromPage(
  shape: PageShape,
  username: string,
  facts: PageFacts,
  url: string,
  ownHosts: readonly string[],
): PlatformProfile {
  const entity = profileEntity(facts.jsonLd);
  const og = (key: string) => facts.meta.get(key);
  return {
    platform: shape.platform,
    username: entity ? spelledUsername(entity.alternateName, username) : username,
    platformId: entity ? platformIdValue(entity.identifier) : null,
    name: lineText(entity?.name, CREATOR_EDIT.name.max) ?? lineText(og('og:title'), CREATOR_EDIT.name.max),
    avatarUrl: imageAddress(entity?.image, url) ?? httpAddress(og('og:image'), url),
    bio: bioText(entity?.description) ?? bioText(og('og:description')),
    counters: {
      subscribers: countValue(entity?.counters.subscribers),
      likes: countValue(entity?.counters.likes),
      posts: countValue(entity?.counters.posts),
      photos: null,
      videos: null,
    },
    links: entity ? profileLinks(entity.sameAs, ownHosts) : {},
    price: entity?.prices.price ?? null,
    promoPrice: entity?.prices.promoPrice ?? null,
    nsfw: nsfwOf(facts, entity?.familyFriendly ?? null, shape.adultByDefault),
    url,
  };
}
