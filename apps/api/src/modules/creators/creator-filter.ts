import {
  NEARBY_RADIUS_KM,
  PRICE_BUCKET_CENTS,
  type Coordinates,
  type GenderFilter,
  type Platform,
  type PriceFilter,
  type RatingFilter,
} from '@fanlens/shared';
import { layerOn } from './engine-layers';
import { boundingBox, haversineTermSql, maxHaversineTerm } from './geo';

/** A resolved search term (see search-resolver.ts). */
export interface CreatorSearch {
  /** Normalised term, as recorded for trends. */
  term: string;
  /** tsquery text (lower-case lexemes, cast with ::tsquery); null when the term has no word (matches nothing). */
  tsquery: string | null;
  /**
   * Whether the GIN index may look the term up: false when a word is a prefix of one or two letters
   * ('a':* expands to a large share of all lexemes) and the planner expects many matches; the term
   * is then checked on each candidate row.
   */
  indexable: boolean;
  /**
   * tsquery text the GIN index looks the term up by, where it is not `tsquery`: the term without its
   * words of one or two letters that are prefixes ('de':* begins thousands of words, and the index
   * gathers every posting of every one before it combines them). The whole term is then checked on
   * each row the index returns. Only beside longer words: a term of short prefixes alone is looked up
   * whole or checked row by row (`indexable`).
   */
  indexQuery?: string;
  /**
   * tsquery text the planner estimates the term's matches by, where it is not `tsquery`: every
   * prefix that `tsquery` looks up as the whole words it begins, or split in longer prefixes, is a
   * prefix again. The planner's statistics know the common words only and rate every other word or
   * prefix at a floor (about 1,300 creators at 1 M): the seven usernames' words `foxretro…` made
   * `fox_retro` 10,514 matches of 345 (as `'foxretro':*`, 1,573).
   */
  estimateQuery?: string;
  /** The term's words joined without separators ('luna canvas' → 'lunacanvas'). */
  joined: string;
  /** tsquery text of the joined term: exact, as a prefix, and its corrections (the top-ranked matches). */
  headQuery: string | null;
  /** Corrections of the joined term (dictionary words one or two typos away). */
  joinedFixes: string[];
  /** "Did you mean": the term with its misspelt words corrected; null when nothing was corrected. */
  suggestion: string | null;
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
  /**
   * Only the creators with (`present`) or without a value of `key`: the orders by likes and by
   * subscribers put those without it last, and a page of them is taken from each side in turn
   * (see matches-page.ts). `fromRange` (MIN_KEY_RANGE or more): only those whose key is at least
   * 2 ** fromRange (lexemes '§likes_<range>' of migration 0019).
   */
  keySide?: KeySide;
}

export interface KeySide {
  key: NullableKey;
  present: boolean;
  fromRange?: number;
}

/** The lowest power of two a creator's document holds a key range lexeme for (migration 0019). */
export const MIN_KEY_RANGE = 8;

/** The power of two at or below a key's value, as migration 0019's discovery_key_range (0 and 1: 0). */
export function keyRange(value: number): number {
  return 31 - Math.clz32(Math.max(1, value));
}

/** The keys of the orders that put creators without a value last (see keySide). */
export type NullableKey = 'likes' | 'subscribers';

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

/** The filter lexemes (see migrations 0003, 0016 and 0019) that a creator's document must hold, and the one it must not. */
export function filterLexemes(filter: CreatorFilter): { all: string[]; none: string[] } {
  const all: string[] = [];
  if (filter.platform) all.push(`§pl_${filter.platform}`);
  if (filter.gender !== 'all') all.push(`§g_${filter.gender}`);
  if (filter.verifiedOnly) all.push('§verified');
  if (filter.price !== 'any') all.push(`§p_${filter.price}`);
  if (filter.rating !== 'any') all.push(`§r${filter.rating}`);
  if (filter.categoryId !== undefined) all.push(`§c${filter.categoryId}`);
  // A range lexeme stands for the key's too (the GIN index would decode the longer list for nothing).
  const side = filter.keySide;
  if (side?.present && side.fromRange !== undefined) all.push(`§${side.key}_${side.fromRange}`);
  else if (side) all.push(`§${side.present ? '' : 'no_'}${side.key}`);
  return { all, none: filter.nsfw ? [] : ['§nsfw'] };
}

/** At most this many grid squares go into a query; a larger box (near a pole) is matched by the box alone. */
const MAX_GRID_SQUARES = 64;

/**
 * The 1° grid squares (lexemes '§geo_<lat>_<lon>' of creators.document, migration 0010) that the
 * NEARBY_RADIUS_KM circle around `center` may touch; null when there are too many.
 */
export function gridSquares(center: Coordinates): string[] | null {
  const box = boundingBox(center, NEARBY_RADIUS_KM);
  if (!box.lon) return null;
  const lons: number[] = [];
  const from = Math.floor(box.lon.min);
  const to = Math.floor(box.lon.max);
  if (box.lon.wraps) {
    for (let lon = from; lon <= 179; lon++) lons.push(lon);
    for (let lon = -180; lon <= to; lon++) lons.push(lon);
  } else {
    for (let lon = from; lon <= to; lon++) lons.push(lon);
  }
  const squares: string[] = [];
  for (let lat = Math.floor(box.minLat); lat <= Math.floor(box.maxLat); lat++) {
    for (const lon of lons) squares.push(`§geo_${lat}_${lon}`);
  }
  return squares.length <= MAX_GRID_SQUARES ? squares : null;
}

/**
 * tsquery text (cast with ::tsquery, not parsed) of everything the index can answer: the term (or
 * `termQuery`), the filter lexemes, the category and the grid squares of the coordinates; null when
 * there is nothing to look up.
 */
export function documentQuery(filter: CreatorFilter, termQuery = filter.search?.tsquery): string | null {
  const { all, none } = filterLexemes(filter);
  const parts = all.map((lexeme) => `'${lexeme}'`);
  if (termQuery) parts.unshift(`(${termQuery})`);
  const squares = filter.near ? gridSquares(filter.near) : null;
  if (squares) parts.push(`(${squares.map((square) => `'${square}'`).join(' | ')})`);
  if (parts.length === 0) return null;
  return [...parts, ...none.map((lexeme) => `!'${lexeme}'`)].join(' & ');
}

/**
 * How the conditions are written: `document` as one condition on the GIN-indexed creators.document
 * (the matches are collected from the index), `columns` as plain column conditions (for walking a
 * sort index: cheap per row, no index needed).
 */
export type FilterShape = 'document' | 'columns';

/** The SQL conditions of a filter on the creators row aliased `c` (joined with AND; empty = all). */
export function filterConditions(filter: CreatorFilter, params: SqlParams, shape: FilterShape = 'columns'): string[] {
  if (filter.search && filter.search.tsquery === null) return ['false'];
  // A page removed on a removal request is in no list, search or slider (docs/decisions/015).
  const where: string[] = ['c.removed_at is null'];
  if (shape === 'document') {
    const term = filter.search?.tsquery;
    const rechecked = filter.search?.indexable === false || Boolean(filter.search?.indexQuery);
    // With the `key-range-lexemes` layer off, a key range is looked up by the key's lexeme and its
    // column checked on the rows.
    const side = filter.keySide;
    const rangeOnRows = side?.present && side.fromRange !== undefined && !layerOn('key-range-lexemes');
    const indexed = rangeOnRows ? { ...filter, keySide: { key: side.key, present: true } } : filter;
    const looked =
      filter.search?.indexable === false
        ? documentQuery(indexed, null)
        : documentQuery(indexed, filter.search?.indexQuery);
    if (looked) where.push(`c.document @@ ${params.add(looked)}::tsquery`);
    else if (!filter.nsfw) where.push('not c.nsfw'); // a query of only a negation cannot use the index
    // ts_match_vq is the function of @@: the planner does not use an index for it.
    if (term && rechecked) where.push(`ts_match_vq(c.document, ${params.add(term)}::tsquery)`);
    if (rangeOnRows) where.push(keySideCondition(side, params));
  } else {
    if (filter.search?.tsquery) where.push(`c.document @@ ${params.add(filter.search.tsquery)}::tsquery`);
    if (filter.platform) where.push(`c.platform = ${params.add(filter.platform)}`);
    if (!filter.nsfw) where.push('not c.nsfw');
    if (filter.rating !== 'any') where.push(`c.rating >= ${params.add(Number(filter.rating))}`);
    const price = priceCondition(filter.price);
    if (price) where.push(price);
    if (filter.gender !== 'all') where.push(`c.gender = ${params.add(filter.gender)}`);
    if (filter.verifiedOnly) where.push('c.verified');
    if (filter.categoryId !== undefined) where.push(`${params.add(filter.categoryId)}::int = any(c.category_ids)`);
    if (filter.keySide) where.push(keySideCondition(filter.keySide, params));
  }
  // The grid squares of the document find the creators near: the box is left out, or the planner,
  // which cannot estimate the distance, may read every creator in it from the (lat, lon) index and
  // test the document on each (57 ms where the squares take 16).
  const squared = shape === 'document' && filter.near && gridSquares(filter.near);
  if (filter.near)
    where.push(...(squared ? [distanceCondition(filter.near, params)] : nearConditions(filter.near, params)));
  return where;
}

/** The condition of a key side on its column (a sort index finds either side, or a side's ranges, at once). */
export function keySideCondition(side: KeySide, params: SqlParams): string {
  if (side.present && side.fromRange !== undefined) return `c.${side.key} >= ${params.add(2 ** side.fromRange)}::int`;
  return `c.${side.key} is ${side.present ? 'not ' : ''}null`;
}

/** Within NEARBY_RADIUS_KM: a box on the (lat, lon) index first, then the exact distance. */
function nearConditions(center: Coordinates, params: SqlParams): string[] {
  return [...boxConditions(center, params), distanceCondition(center, params)];
}

/** Within NEARBY_RADIUS_KM, the exact distance. */
function distanceCondition(center: Coordinates, params: SqlParams): string {
  const term = haversineTermSql(params.add(center.lat), params.add(center.lon));
  return `${term} <= ${params.add(maxHaversineTerm(NEARBY_RADIUS_KM))}`;
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
