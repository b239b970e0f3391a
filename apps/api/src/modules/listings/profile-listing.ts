import type { PlatformProfile } from '../../lib/platforms';
import { COUNTERS, type Listing } from './listing';

/**
 * What a platform's public profile says about a page, as a listing: only what it published (a
 * field it leaves out stays as stored). A published price without a promotion means none runs.
 * `avatar` is the stored copy of the profile's picture (null when none could be stored).
 */
export function listingOfProfile(profile: PlatformProfile, avatar: string | null): Listing {
  const listing: Listing = {
    platform: profile.platform,
    username: profile.username,
    url: profile.url,
    nsfw: profile.nsfw,
    links: profile.links,
    counters: Object.fromEntries(
      COUNTERS.filter((counter) => profile.counters[counter] !== null).map((counter) => [
        counter,
        profile.counters[counter],
      ]),
    ),
  };
  if (profile.platformId !== null) listing.platformId = profile.platformId;
  if (profile.name !== null) listing.name = profile.name;
  if (profile.bio !== null) listing.bio = profile.bio;
  if (profile.avatarUrl !== null && avatar !== null) {
    listing.avatar = avatar;
    listing.avatarSource = profile.avatarUrl;
  }
  if (profile.price !== null) {
    listing.price = profile.price;
    listing.promoPrice = profile.promoPrice;
    listing.promoEndsAt = null;
  }
  return listing;
}
