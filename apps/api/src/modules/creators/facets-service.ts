import {
  GENDER_FILTERS,
  PLATFORMS,
  PRICE_FILTERS,
  RATING_FILTERS,
  type CreatorFacets,
  type CreatorListQuery,
} from '@fanlens/shared';
import type { Database } from '../../db/client';
import { SqlParams, filterConditions, whereSql, type CreatorFilter } from './creator-filter';
import { estimateMatches, applyCategory } from './list-queries';
import { resolveSearch } from './search-resolver';

/** Up to this many expected matches of the term (and coordinates), facet counts are exact. */
export const EXACT_FACETS_LIMIT = 10_000;

/** Creators per combination of the filter values (creator_facet_counts' columns). */
interface FacetRow {
  platform: string;
  nsfw: boolean;
  gender: string;
  price_bucket: string;
  rating_floor: number;
  n: number;
}

type FacetQuery = Omit<CreatorListQuery, 'limit' | 'offset' | 'sort'>;
type Dimension = 'platform' | 'rating' | 'price' | 'gender';

/**
 * GET /creators/facets: the count of every option of the platform, rating, price and gender filters
 * with the other filters applied. Without a term or coordinates from creator_facet_counts (exact, a
 * few hundred rows); with them, from the matches of the term, the category and the circle grouped by
 * the filter values when there are at most EXACT_FACETS_LIMIT of them, otherwise the filter shares
 * of the category scaled to the estimated number of matches (`countExact: false`).
 */
export async function creatorFacets(database: Database, query: FacetQuery): Promise<CreatorFacets> {
  const filter: CreatorFilter = {
    platform: query.platform,
    nsfw: query.nsfw,
    rating: query.rating,
    price: query.price,
    gender: query.gender,
    near: query.coordinates,
    verifiedOnly: false,
  };
  if (query.category && !(await applyCategory(database, filter, query.category))) return tally([], filter, true);
  // The platform a category implies is part of the base set (its other platforms give nothing).
  const categoryPlatform = query.category ? filter.platform : undefined;
  if (query.search) filter.search = await resolveSearch(database, query.search);
  if (!filter.search && !filter.near) return tally(await facetTableRows(database, filter), filter, true);

  const base: CreatorFilter = { ...filter, platform: categoryPlatform, rating: 'any', price: 'any', gender: 'all' };
  const estimate = await estimateMatches(database, base);
  if (estimate <= EXACT_FACETS_LIMIT) {
    const rows = await matchRows(database, base);
    if (rows) return tally(rows, filter, true);
  }
  const shares = await facetTableRows(database, base);
  const all = shares.reduce((sum, row) => sum + row.n, 0);
  const scale = all > 0 ? Math.min(estimate, all) / all : 0;
  return tally(
    shares.map((row) => ({ ...row, n: row.n * scale })),
    filter,
    false,
  );
}

/** creator_facet_counts rows of the filter's category (or all creators), NSFW ones left out when hidden. */
async function facetTableRows(database: Database, filter: CreatorFilter): Promise<FacetRow[]> {
  return database.query<FacetRow>(
    `select platform, nsfw, gender, price_bucket, rating_floor, sum(count)::int as n from creator_facet_counts
     where category_id = $1 and ($2::boolean or not nsfw) group by 1, 2, 3, 4, 5`,
    [filter.categoryId ?? 0, filter.nsfw],
  );
}

/** The matches of `base` grouped by filter values; null when there are more than EXACT_FACETS_LIMIT. */
async function matchRows(database: Database, base: CreatorFilter): Promise<FacetRow[] | null> {
  const params = new SqlParams();
  const where = filterConditions(base, params, 'document');
  const rows = await database.query<FacetRow & { total: number }>(
    `with m as materialized (select c.platform, c.nsfw, c.gender, c.price_cents, c.promo_price_cents, c.rating
       from creators c ${whereSql(where)} limit ${params.add(EXACT_FACETS_LIMIT + 1)})
     select platform, nsfw, gender, creator_price_bucket(price_cents, promo_price_cents) as price_bucket,
       floor(rating)::int as rating_floor, count(*)::int as n, (select count(*) from m)::int as total
     from m group by 1, 2, 3, 4, 5`,
    params.values,
  );
  return rows.some((row) => row.total > EXACT_FACETS_LIMIT) ? null : rows;
}

const PRICE_BUCKETS: Record<string, string[]> = {
  free: ['free'],
  under5: ['free', 'under5'],
  '5to15': ['5to15'],
  over15: ['over15'],
};

/** Whether a row passes the filter's value of `dimension` set to `value`. */
function passes(row: FacetRow, dimension: Dimension, value: string): boolean {
  switch (dimension) {
    case 'platform':
      return value === 'any' || row.platform === value;
    case 'gender':
      return value === 'all' || row.gender === value;
    case 'price':
      return value === 'any' || PRICE_BUCKETS[value].includes(row.price_bucket);
    default:
      return value === 'any' || row.rating_floor >= Number(value);
  }
}

function tally(rows: FacetRow[], filter: CreatorFilter, exact: boolean): CreatorFacets {
  const current: Record<Dimension, string> = {
    platform: filter.platform ?? 'any',
    rating: filter.rating,
    price: filter.price,
    gender: filter.gender,
  };
  const visible = rows.filter((row) => filter.nsfw || !row.nsfw);
  const count = (dimension: Dimension, value: string) =>
    Math.round(
      visible
        .filter((row) =>
          (Object.keys(current) as Dimension[]).every((d) => passes(row, d, d === dimension ? value : current[d])),
        )
        .reduce((sum, row) => sum + row.n, 0),
    );
  const options = <T extends string>(dimension: Dimension, values: readonly T[]) =>
    Object.fromEntries(values.map((value) => [value, count(dimension, value)])) as Record<T, number>;
  return {
    count: count('platform', current.platform),
    countExact: exact,
    platform: options('platform', ['any', ...PLATFORMS] as const),
    rating: options('rating', RATING_FILTERS),
    price: options('price', PRICE_FILTERS),
    gender: options('gender', GENDER_FILTERS),
  };
}
