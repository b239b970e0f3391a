import { sanitizeBio } from '../lib/bio-html';
import { creatorSearchText } from '../db/search-text';
import type { CreatorSeed } from './creators';
import { insertRows, type Column } from './insert';
import type { Query } from './types';

/** Inserts a batch of creators (statistics included) and their category links. */
export async function insertCreators(query: Query, seeds: CreatorSeed[]): Promise<number> {
  const col = <T>(name: string, kind: Column[1], pick: (seed: CreatorSeed) => T): Column => [
    name,
    kind,
    seeds.map(pick),
  ];
  await insertRows(query, 'creators', [
    col('id', 'int', (s) => s.id),
    col('username', 'text', (s) => s.username),
    col('name', 'text', (s) => s.name),
    col('bio', 'text', (s) => sanitizeBio(s.bio)),
    col('platform', 'text', (s) => s.platform),
    col('url', 'text', (s) => s.url),
    col('price_cents', 'int', (s) => s.price),
    col('promo_price_cents', 'int', (s) => s.promoPrice),
    col('promo_off', 'int', (s) => s.promoOff),
    col('promo_ends_at', 'timestamptz', (s) => s.history?.promoEndsAt ?? null),
    col('deal_was_cents', 'int', (s) => s.history?.dealWasCents ?? null),
    col('deal_since', 'timestamptz', (s) => s.history?.dealSince ?? null),
    col('avatar', 'text', (s) => s.avatar),
    col('links', 'jsonb', (s) => JSON.stringify(s.links)),
    col('likes', 'int', (s) => s.likes),
    col('photos', 'int', (s) => s.photos),
    col('posts', 'int', (s) => s.posts),
    col('videos', 'int', (s) => s.videos),
    col('subscribers', 'int', (s) => s.subscribers),
    col('tags', 'text[]', (s) => s.tags.join('|')),
    col('location', 'text', (s) => s.location),
    col('lat', 'float8', (s) => s.lat),
    col('lon', 'float8', (s) => s.lon),
    col('gender', 'text', (s) => s.gender),
    col('nsfw', 'bool', (s) => s.nsfw),
    col('verified', 'bool', (s) => s.verifiedAt !== null),
    col('verified_at', 'timestamptz', (s) => s.verifiedAt),
    col('user_id', 'int', (s) => s.userId),
    col('review_count', 'int', (s) => s.stats.count),
    col('rating_sum', 'int', (s) => s.stats.sum),
    col('rating_1', 'int', (s) => s.stats.byRating[0]),
    col('rating_2', 'int', (s) => s.stats.byRating[1]),
    col('rating_3', 'int', (s) => s.stats.byRating[2]),
    col('rating_4', 'int', (s) => s.stats.byRating[3]),
    col('rating_5', 'int', (s) => s.stats.byRating[4]),
    col('growth_score', 'float8', (s) => s.statsHistory?.growthScore ?? 0),
    col('search_text', 'text', (s) =>
      creatorSearchText({ ...s, categories: s.categories.map((category) => category.name) }),
    ),
    col('added_via', 'text', () => 'demo'),
    col('created_at', 'timestamptz', (s) => s.createdAt),
    col('updated_at', 'timestamptz', (s) => s.updatedAt),
  ]);
  const creatorIds: number[] = [];
  const categoryIds: number[] = [];
  for (const seed of seeds) {
    for (const category of seed.categories) {
      creatorIds.push(seed.id);
      categoryIds.push(category.id);
    }
  }
  return insertRows(query, 'creator_categories', [
    ['creator_id', 'int', creatorIds],
    ['category_id', 'int', categoryIds],
  ]);
}
