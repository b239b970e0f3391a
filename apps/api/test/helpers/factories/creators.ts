import type { Gender, Platform, SocialLinks } from '@fanlens/shared';
import type { Database } from '../../../src/db/client';
import { REFRESH_CREATOR_SEARCH_TEXT_SQL } from '../../../src/db/search-text';

let sequence = 0;

export interface CreatorOverrides {
  username: string;
  name: string;
  bio: string;
  platform: Platform;
  priceCents: number | null;
  promoPriceCents: number | null;
  promoOff: number | null;
  likes: number | null;
  photos: number | null;
  posts: number | null;
  videos: number | null;
  subscribers: number | null;
  tags: string[];
  location: string | null;
  lat: number | null;
  lon: number | null;
  gender: Gender;
  nsfw: boolean;
  verified: boolean;
  verifiedAt: Date | null;
  userId: number | null;
  links: Partial<SocialLinks>;
  /** Category ids to attach. */
  categoryIds: number[];
}

/** A creator with sensible defaults; search_text is refreshed like the app's writers do. */
export async function buildCreator(database: Database, overrides: Partial<CreatorOverrides> = {}) {
  sequence += 1;
  const username = overrides.username ?? `creator_${Date.now().toString(36)}_${sequence}`;
  const platform = overrides.platform ?? 'onlyfans';
  const verified = overrides.verified ?? false;
  const [row] = await database.query<{ id: number }>(
    `insert into creators (username, name, bio, platform, url, price_cents, promo_price_cents, promo_off, avatar,
       links, likes, photos, posts, videos, subscribers, tags, location, lat, lon, gender, nsfw, verified,
       verified_at, user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
     returning id`,
    [
      username,
      overrides.name ?? `Creator ${sequence}`,
      overrides.bio ?? '<p>Hello from my page</p>',
      platform,
      `https://${platform}.example/${username}`,
      overrides.priceCents === undefined ? 999 : overrides.priceCents,
      overrides.promoPriceCents ?? null,
      overrides.promoOff ?? null,
      `/api/avatars/${encodeURIComponent(username)}.svg`,
      JSON.stringify(overrides.links ?? {}),
      overrides.likes ?? null,
      overrides.photos ?? null,
      overrides.posts ?? null,
      overrides.videos ?? null,
      overrides.subscribers ?? null,
      overrides.tags ?? [],
      overrides.location ?? null,
      overrides.lat ?? null,
      overrides.lon ?? null,
      overrides.gender ?? 'unknown',
      overrides.nsfw ?? false,
      verified,
      overrides.verifiedAt ?? (verified ? new Date() : null),
      overrides.userId ?? null,
    ],
  );
  for (const categoryId of overrides.categoryIds ?? []) {
    await database.query('insert into creator_categories (creator_id, category_id) values ($1, $2)', [
      row.id,
      categoryId,
    ]);
  }
  await database.query(REFRESH_CREATOR_SEARCH_TEXT_SQL, [[row.id]]);
  return { id: row.id, username, platform };
}

let categorySequence = 0;

export async function buildCategory(
  database: Database,
  overrides: Partial<{ name: string; slug: string; icon: string; platform: Platform; nsfw: boolean }> = {},
) {
  categorySequence += 1;
  const name = overrides.name ?? `Category ${Date.now().toString(36)} ${categorySequence}`;
  const slug = overrides.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await database.query<{ id: number }>(
    'insert into categories (name, slug, icon, platform, nsfw) values ($1, $2, $3, $4, $5) returning id',
    [name, slug, overrides.icon ?? '✨', overrides.platform ?? 'onlyfans', overrides.nsfw ?? false],
  );
  return { id: row.id, name, slug };
}
