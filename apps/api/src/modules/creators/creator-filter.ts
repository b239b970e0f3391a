import {
  NEARBY_RADIUS_KM,
  PRICE_BUCKET_CENTS,
  type Coordinates,
  type GenderFilter,
  type Platform,
  type PriceFilter,
  type RatingFilter,
} from '@fanlens/shared';
import { boundingBox, haversineTermSql, maxHaversineTerm } from './geo';

/** A resolved search term (see search-resolver.ts). */
export interface CreatorSearch {
  /** Normalised term, as recorded for trends. */
  term: string;
  /** tsquery text (lower-case lexemes, cast with ::tsquery); null when the term has no word (matches nothing). */
  tsquery: string | null;
}

/** Every filter of the creators list, resolved (category slug → id) and ready for SQL. */
export interface CreatorFilter {
  platform?: Platform;
  /** false hides NSFW creators. */
  nsfw: boolean;
  rating: RatingFilter;
  price: PriceFilter;
  gender: GenderFilter;
  categoryId?: number;
  search?: CreatorSearch;
  near?: Coordinates;
  /** Only verified creators (the `verified` sort). */
  verifiedOnly: boolean;
}

/** Collects the values of a parameterised statement and hands out their placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];
  constructor(initial: unknown[] = []) {
    this.values.push(...initial);
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Price-filter condition on the price a fan pays now: the lower of price and promo price. */
export function priceCondition(price: PriceFilter): string | null {
  const { low, high } = PRICE_BUCKET_CENTS;
  const paid = 'least(c.price_cents, c.promo_price_cents)';
  switch (price) {
    case 'free':
      return `${paid} = 0`;
    case 'under5':
      return `${paid} <= ${low}`;
    case '5to15':
      return `${paid} > ${low} and ${paid} < ${high}`;
    case 'over15':
      return `${paid} >= ${high}`;
    default:
      return null;
  }
}

/** The indexed search document (migration 0003_discovery_document): search_vector + filter lexemes. */
export const DOCUMENT_SQL = `(c.search_vector || creator_filter_lexemes(c.platform, c.nsfw, c.gender, c.verified,
  c.price_cents, c.promo_price_cents, c.review_count, c.rating_sum))`;

/** The filter lexemes (see the migration) that a creator's document must hold, and the one it must not. */
export function filterLexemes(filter: CreatorFilter): { all: string[]; none: string[] } {
  const all: string[] = [];
  if (filter.platform) all.push(`§pl_${filter.platform}`);
  if (filter.gender !== 'all') all.push(`§g_${filter.gender}`);
  if (filter.verifiedOnly) all.push('§verified');
  if (filter.price !== 'any') all.push(`§p_${filter.price}`);
  if (filter.rating !== 'any') all.push(`§r${filter.rating}`);
  return { all, none: filter.nsfw ? [] : ['§nsfw'] };
}

/** The term's tsquery AND the filter lexemes, as tsquery text (cast with ::tsquery, not parsed). */
export function documentQuery(termQuery: string, filter: CreatorFilter): string {
  const { all, none } = filterLexemes(filter);
  return [`(${termQuery})`, ...all.map((lexeme) => `'${lexeme}'`), ...none.map((lexeme) => `!'${lexeme}'`)].join(' & ');
}

/**
 * The SQL conditions of a filter on the creators row aliased `c` (joined with AND; empty = all).
 * With a search term, the term and the structured filters are one query on the indexed document;
 * without one, the structured filters are plain column conditions (served by the sort indexes).
 */
export function filterConditions(filter: CreatorFilter, params: SqlParams): string[] {
  const where: string[] = [];
  if (filter.search) {
    where.push(
      filter.search.tsquery === null
        ? 'false'
        : `${DOCUMENT_SQL} @@ ${params.add(documentQuery(filter.search.tsquery, filter))}::tsquery`,
    );
  } else {
    if (filter.platform) where.push(`c.platform = ${params.add(filter.platform)}`);
    if (!filter.nsfw) where.push('not c.nsfw');
    if (filter.rating !== 'any') where.push(`c.rating >= ${params.add(Number(filter.rating))}`);
    const price = priceCondition(filter.price);
    if (price) where.push(price);
    if (filter.gender !== 'all') where.push(`c.gender = ${params.add(filter.gender)}`);
    if (filter.verifiedOnly) where.push('c.verified');
  }
  if (filter.categoryId !== undefined) {
    where.push(
      `exists (select 1 from creator_categories cc where cc.creator_id = c.id and cc.category_id = ${params.add(filter.categoryId)})`,
    );
  }
  if (filter.near) where.push(...nearConditions(filter.near, params));
  return where;
}

/** Within NEARBY_RADIUS_KM: a box on the (lat, lon) index first, then the exact distance. */
function nearConditions(center: Coordinates, params: SqlParams): string[] {
  const term = haversineTermSql(params.add(center.lat), params.add(center.lon));
  return [...boxConditions(center, params), `${term} <= ${params.add(maxHaversineTerm(NEARBY_RADIUS_KM))}`];
}

/** The latitude/longitude box around `center` that holds the NEARBY_RADIUS_KM circle. */
export function boxConditions(center: Coordinates, params: SqlParams): string[] {
  const box = boundingBox(center, NEARBY_RADIUS_KM);
  const conditions = [`c.lat between ${params.add(box.minLat)} and ${params.add(box.maxLat)}`];
  if (box.lon && !box.lon.wraps)
    conditions.push(`c.lon between ${params.add(box.lon.min)} and ${params.add(box.lon.max)}`);
  if (box.lon?.wraps) conditions.push(`(c.lon >= ${params.add(box.lon.min)} or c.lon <= ${params.add(box.lon.max)})`);
  return conditions;
}

export function whereSql(conditions: string[]): string {
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}
