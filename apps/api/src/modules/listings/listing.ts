import {
  SOCIAL_LINKS,
  promoPercentOff,
  type CreatorCounters,
  type Gender,
  type Platform,
  type SocialLink,
} from '@fanlens/shared';
import type { PriceState } from '../price-history/price-change';

export const COUNTERS = [
  'likes',
  'photos',
  'posts',
  'videos',
  'subscribers',
] as const satisfies readonly (keyof CreatorCounters)[];

/** A place a page names: its label and, when the places index knows it, its coordinates. */
export interface ListedPlace {
  label: string;
  lat: number | null;
  lon: number | null;
}

/**
 * What one source (a platform reader, an import line, a person's typed data) says about a page.
 * A field left undefined says nothing: the stored value stays (a platform that does not publish a
 * field leaves it as the owner or the importer set it). `null` clears a field.
 */
export interface Listing {
  platform: Platform;
  /** As the platform spells it; pages are matched on (platform, lower(username)). */
  username: string;
  platformId?: string | null;
  name?: string;
  /** Sanitised like an edited bio. */
  bio?: string;
  url?: string;
  /** A stored upload's address (`/uploads/…`), never a remote one; `avatarSource` is where it came from. */
  avatar?: string | null;
  avatarSource?: string | null;
  price?: number | null;
  promoPrice?: number | null;
  promoEndsAt?: string | null;
  counters?: Partial<Record<(typeof COUNTERS)[number], number | null>>;
  /** The links given (a null clears one); links not named stay. */
  links?: Partial<Record<SocialLink, string | null>>;
  tags?: string[];
  /** Category ids of the page's platform. */
  categoryIds?: number[];
  location?: ListedPlace | null;
  gender?: Gender;
  nsfw?: boolean;
}

/** A stored page as the upsert compares it. */
export interface StoredListing {
  id: number;
  platform: Platform;
  username: string;
  platform_id: string | null;
  name: string;
  bio: string;
  url: string;
  avatar: string | null;
  avatar_source: string | null;
  price_cents: number | null;
  promo_price_cents: number | null;
  promo_off: number | null;
  promo_ends_at: string | null;
  likes: number | null;
  photos: number | null;
  posts: number | null;
  videos: number | null;
  subscribers: number | null;
  links: Partial<Record<SocialLink, string | null>> | null;
  tags: string[];
  category_ids: number[];
  location: string | null;
  lat: number | null;
  lon: number | null;
  gender: Gender;
  nsfw: boolean;
  owner_fields: string[];
}

/** The row a page is written with: every column the upsert sets. */
export interface ListingRow {
  platform: Platform;
  username: string;
  platform_id: string | null;
  name: string;
  bio: string;
  url: string;
  avatar: string | null;
  avatar_source: string | null;
  price_cents: number | null;
  promo_price_cents: number | null;
  promo_off: number | null;
  promo_ends_at: string | null;
  likes: number | null;
  photos: number | null;
  posts: number | null;
  videos: number | null;
  subscribers: number | null;
  /** All nine keys, in SOCIAL_LINKS order (so two rows compare by value). */
  links: Record<SocialLink, string | null>;
  tags: string[];
  category_ids: number[];
  location: string | null;
  lat: number | null;
  lon: number | null;
  gender: Gender;
  nsfw: boolean;
}

/** The nine links in SOCIAL_LINKS order, null where absent. */
export function fullLinks(links: Partial<Record<SocialLink, string | null>> | null): Record<SocialLink, string | null> {
  return Object.fromEntries(SOCIAL_LINKS.map((key) => [key, links?.[key] ?? null])) as Record<
    SocialLink,
    string | null
  >;
}

/** The editor's field names (creator_edits, owner_fields) of the price block: one edited, all kept. */
const OWNER_PRICE_FIELDS = ['price', 'promoPrice', 'promoOff', 'promoEndsAt'];

/** A new page's row before the listing: the defaults of a creator row. */
export function emptyRow(listing: Listing, profileUrl: string): ListingRow {
  return {
    platform: listing.platform,
    username: listing.username,
    platform_id: null,
    name: listing.username,
    bio: '',
    url: profileUrl,
    avatar: null,
    avatar_source: null,
    price_cents: null,
    promo_price_cents: null,
    promo_off: null,
    promo_ends_at: null,
    likes: null,
    photos: null,
    posts: null,
    videos: null,
    subscribers: null,
    links: fullLinks(null),
    tags: [],
    category_ids: [],
    location: null,
    lat: null,
    lon: null,
    gender: 'unknown',
    nsfw: false,
  };
}

export function rowOf(stored: StoredListing): ListingRow {
  const { id: _id, owner_fields: _owner, links, ...row } = stored;
  return { ...row, links: fullLinks(links), category_ids: stored.category_ids.map(Number) };
}

/**
 * The row after `listing`: what it says replaces what is stored, but for the fields the page's
 * verified creator edited (`ownerFields`), which stay theirs. Counters, the avatar, the platform id
 * and the NSFW flag always come from the source. A promotion whose end has passed is no promotion.
 */
export function nextRow(current: ListingRow, listing: Listing, ownerFields: readonly string[], now: Date): ListingRow {
  const owner = new Set(ownerFields);
  const next: ListingRow = { ...current, links: { ...current.links } };
  const take = <K extends keyof ListingRow>(column: K, value: ListingRow[K] | undefined, field?: string) => {
    if (value !== undefined && !(field && owner.has(field))) next[column] = value;
  };
  take('platform_id', listing.platformId);
  take('name', listing.name, 'name');
  take('bio', listing.bio, 'bio');
  take('url', listing.url);
  take('avatar', listing.avatar);
  take('avatar_source', listing.avatarSource);
  take('gender', listing.gender, 'gender');
  take('nsfw', listing.nsfw);
  take('tags', listing.tags, 'tags');
  if (listing.categoryIds !== undefined && !owner.has('categories')) {
    next.category_ids = [...new Set(listing.categoryIds)].sort((a, b) => a - b);
  }
  if (listing.location !== undefined && !owner.has('location')) {
    next.location = listing.location?.label ?? null;
    next.lat = listing.location?.lat ?? null;
    next.lon = listing.location?.lon ?? null;
  }
  for (const counter of COUNTERS) take(counter, listing.counters?.[counter]);
  if (listing.links !== undefined && !owner.has('links')) {
    for (const key of SOCIAL_LINKS) if (listing.links[key] !== undefined) next.links[key] = listing.links[key];
  }
  const pricesGiven = [listing.price, listing.promoPrice, listing.promoEndsAt].some((value) => value !== undefined);
  if (pricesGiven && !OWNER_PRICE_FIELDS.some((field) => owner.has(field))) {
    Object.assign(next, pricesOf(current, listing, now));
  }
  return next;
}

/** Price and promotion after the listing; a promotion needs a price above it and an end not passed. */
function pricesOf(current: ListingRow, listing: Listing, now: Date) {
  const price = listing.price !== undefined ? listing.price : current.price_cents;
  const promoPrice = listing.promoPrice !== undefined ? listing.promoPrice : current.promo_price_cents;
  const endsAt = listing.promoEndsAt !== undefined ? listing.promoEndsAt : current.promo_ends_at;
  const lapsed = endsAt !== null && !(Date.parse(endsAt) > now.getTime());
  const promoOff = promoPercentOff(price, promoPrice);
  if (promoPrice === null || promoOff === null || lapsed) {
    return { price_cents: price, promo_price_cents: null, promo_off: null, promo_ends_at: null };
  }
  return {
    price_cents: price,
    promo_price_cents: promoPrice,
    promo_off: promoOff,
    promo_ends_at: endsAt === null ? null : new Date(endsAt).toISOString(),
  };
}

/** Whether two rows differ in any column the upsert writes. */
export function rowsDiffer(a: ListingRow, b: ListingRow): boolean {
  return (Object.keys(a) as (keyof ListingRow)[]).some((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

/** The search text's fields changed (username, name, location, tags, categories). */
export function searchTextChanged(a: ListingRow, b: ListingRow): boolean {
  return (
    a.name !== b.name ||
    a.location !== b.location ||
    JSON.stringify(a.tags) !== JSON.stringify(b.tags) ||
    JSON.stringify(a.category_ids) !== JSON.stringify(b.category_ids)
  );
}

export const priceState = (row: ListingRow): PriceState => ({
  price: row.price_cents,
  promoPrice: row.promo_price_cents,
  promoOff: row.promo_off,
  promoEndsAt: row.promo_ends_at,
});
