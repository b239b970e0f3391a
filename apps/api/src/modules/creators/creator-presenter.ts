import { SOCIAL_LINKS, stripHtml, type Creator, type Gender, type Platform, type SocialLinks } from '@fanlens/shared';

/** A row selected with `creatorSelect`. */
export interface CreatorRow {
  id: number;
  username: string;
  name: string | null;
  bio: string | null;
  platform: Platform;
  url: string | null;
  price_cents: number | null;
  promo_price_cents: number | null;
  promo_off: number | null;
  promo_ends_at: Date | string | null;
  edited_at: Date | string | null;
  /** Set when the page was removed on a removal request (details answer 410). */
  removed_at?: Date | string | null;
  gone_at?: Date | string | null;
  avatar: string | null;
  links: Partial<SocialLinks> | null;
  likes: number | null;
  photos: number | null;
  posts: number | null;
  videos: number | null;
  subscribers: number | null;
  tags: string[];
  location: string | null;
  gender: Gender;
  nsfw: boolean;
  verified: boolean;
  verified_at: Date | string | null;
  user_id: number | null;
  review_count: number;
  growth_score: number;
  rating: number;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
  categories: { id: number; name: string; slug: string; icon: string }[] | string;
  favorite: boolean;
  reviewed: boolean;
}

/**
 * Turns a creator row into the creator JSON of docs/product/api.md. `bio: 'html'` keeps the sanitised
 * markup (the creator page); `bio: 'text'` strips it (cards and lists).
 */
export function presentCreator(row: CreatorRow, options: { bio: 'html' | 'text' }): Creator {
  const links = Object.fromEntries(SOCIAL_LINKS.map((key) => [key, row.links?.[key] ?? null])) as SocialLinks;
  const rating = Number(row.rating);
  const promo = promoOf(row);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    bio: row.bio === null ? null : options.bio === 'html' ? row.bio : stripHtml(row.bio),
    platform: row.platform,
    url: row.url,
    price: row.price_cents,
    ...promo,
    rating,
    media: { avatar: row.avatar },
    links,
    counters: {
      likes: row.likes,
      photos: row.photos,
      posts: row.posts,
      videos: row.videos,
      subscribers: row.subscribers,
    },
    reviewsStatistic: {
      rating,
      reviewCount: row.review_count,
      ratingBreakdown: { 1: row.rating_1, 2: row.rating_2, 3: row.rating_3, 4: row.rating_4, 5: row.rating_5 },
    },
    growthScore: Number(row.growth_score),
    tags: row.tags ?? [],
    categories: typeof row.categories === 'string' ? JSON.parse(row.categories) : row.categories,
    location: row.location,
    gender: row.gender,
    nsfw: row.nsfw,
    verified: row.verified,
    verifiedAt: toIso(row.verified_at),
    editedAt: toIso(row.edited_at),
    favorite: row.favorite,
    reviewed: row.reviewed,
  };
}

/**
 * The promotion as shown: a lapsed one (its end date passed) is left out at once, before the
 * sweep (creator-tools/promo-sweep.ts) clears it from the row.
 */
export function promoOf(
  row: Pick<CreatorRow, 'promo_price_cents' | 'promo_off' | 'promo_ends_at'>,
  now = Date.now(),
): Pick<Creator, 'promoPrice' | 'promoOff' | 'promoEndsAt'> {
  const endsAt = toIso(row.promo_ends_at);
  if (endsAt !== null && Date.parse(endsAt) <= now) return { promoPrice: null, promoOff: null, promoEndsAt: null };
  return { promoPrice: row.promo_price_cents, promoOff: row.promo_off, promoEndsAt: endsAt };
}

export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
