import type { PriceFilter } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { SqlParams, type CreatorFilter } from './creator-filter';

/**
 * Counts from creator_facet_counts (migration 0002_discovery): the triggers keep one exact count per
 * (category or 0 for all, platform, nsfw, gender, verified, price bucket, floor of the rating), so
 * any combination of those filters is a sum over a few hundred rows instead of a scan of the creators.
 */

/** Price buckets (creator_price_bucket in SQL) that make up each price filter. */
const PRICE_BUCKETS: Record<Exclude<PriceFilter, 'any'>, string[]> = {
  free: ['free'],
  under5: ['free', 'under5'],
  '5to15': ['5to15'],
  over15: ['over15'],
};

/** The exact count of a filter without a term and without coordinates. */
export async function countByFacets(database: Database, filter: CreatorFilter): Promise<number> {
  const params = new SqlParams();
  const where = [`category_id = ${params.add(filter.categoryId ?? 0)}`];
  if (filter.platform) where.push(`platform = ${params.add(filter.platform)}`);
  if (!filter.nsfw) where.push('not nsfw');
  if (filter.gender !== 'all') where.push(`gender = ${params.add(filter.gender)}`);
  if (filter.verifiedOnly) where.push('verified');
  if (filter.price !== 'any') where.push(`price_bucket = any(${params.add(PRICE_BUCKETS[filter.price])}::text[])`);
  if (filter.rating !== 'any') where.push(`rating_floor >= ${params.add(Number(filter.rating))}`);
  const [row] = await database.query<{ n: number }>(
    `select coalesce(sum(count), 0)::int as n from creator_facet_counts where ${where.join(' and ')}`,
    params.values,
  );
  return row?.n ?? 0;
}

/** Creators per category (all filters off), for ordering the categories list. */
export async function creatorsPerCategory(database: Database): Promise<Map<number, number>> {
  const rows = await database.query<{ id: number; n: number }>(
    'select category_id as id, sum(count)::int as n from creator_facet_counts where category_id <> 0 group by category_id',
  );
  return new Map(rows.map((row) => [row.id, row.n]));
}
