import { NEARBY_RADIUS_KM, type Platform } from '@fanlens/shared';
import type { Database } from '../../db/client';
import type { CreatorRow } from './creator-presenter';
import { creatorSelect } from './creator-select';
import {
  SqlParams,
  boxConditions,
  filterConditions,
  keySideCondition,
  whereSql,
  type CreatorFilter,
  type CreatorSearch,
  type FilterShape,
  type NullableKey,
} from './creator-filter';
import { layerOn } from './engine-layers';
import { haversineTermSql, maxHaversineTerm } from './geo';
import { signatureCondition, signatureDecides, signaturePrefixes, tsqueryPrefixes } from './term-signature';

/** How a page of creators is ordered; every order ends with the id, so pages never overlap. */
export type CreatorOrder =
  'popularity' | 'liked' | 'rated' | 'subscribers' | 'verified' | 'top' | 'growing' | 'recent-reviews' | 'distance';

/**
 * ORDER BY of each order served by a btree index of creators (see the schema); `recent-reviews` is
 * served from a ranking in memory (recent-reviews.ts), `distance` by pageNearest.
 */
const ORDER_SQL: Record<IndexOrder, string> = {
  popularity: 'c.popularity desc, c.id',
  liked: 'c.likes desc nulls last, c.id',
  rated: 'c.review_count desc, c.rating desc, c.id',
  subscribers: 'c.subscribers desc nulls last, c.id',
  verified: 'c.verified_at desc, c.id',
  // The Bayesian average (migration 0024, top-prior.ts); 0 without reviews, so those come last.
  top: 'c.top_score desc, c.id',
  // Subscribers gained over 30 days over those then, floored (migration 0040, stats-history/growth.ts);
  // 0 without growth, so those come last.
  growing: 'c.growth_score desc, c.id',
};

/** The key of the orders that put the creators without it last (nulls last, then by id). */
export const NULLABLE_KEYS: Partial<Record<IndexOrder, NullableKey>> = { liked: 'likes', subscribers: 'subscribers' };

/** A number of matching creators; `exact` is false when it is the planner's estimate. */
export interface CreatorCount {
  count: number;
  exact: boolean;
}

export interface PageOptions {
  limit: number;
  offset: number;
  /** Leaves out the creator with this id (already shown at the top of the page). */
  excludeId?: number;
}

/** The ids of one page of creators matching `filter`, in order (plain conditions). */
export async function pageCreatorIds(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions,
): Promise<number[]> {
  const params = new SqlParams();
  const where = filterConditions(filter, params);
  if (page.excludeId !== undefined) where.push(`c.id <> ${params.add(page.excludeId)}`);
  const rows = await database.query<{ id: number }>(
    `select c.id from creators c ${whereSql(where)} order by ${ORDER_SQL[order]}
     limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/** Orders served by a btree index of creators (walkable). */
export type IndexOrder = Exclude<CreatorOrder, 'distance' | 'recent-reviews'>;
/** Orders with a per-platform index (migration 0005 and the schema): a platform filter walks only its creators. */
const PLATFORM_INDEXED: ReadonlySet<IndexOrder> = new Set([
  'popularity',
  'liked',
  'rated',
  'subscribers',
  'top',
  'growing',
]);

/** Whether walking `order` with this filter only reads the creators of the filter's platform. */
export function walksPlatformOnly(filter: CreatorFilter, order: IndexOrder): boolean {
  return filter.platform !== undefined && PLATFORM_INDEXED.has(order);
}

/**
 * The columns every sort index of creators holds besides its keys (migrations 0013 and 0015): each
 * column a filter checks and the term signature, so a walk reads the sort index alone (an index-only
 * scan).
 */
const FILTER_COLUMNS =
  'removed_at platform nsfw rating price_cents promo_price_cents gender verified category_ids lat lon term_signature'.split(
    ' ',
  );

/** The columns of the keys of an index order, in order (the first descending; see ORDER_SQL). */
function orderKeys(order: IndexOrder): string[] {
  return (ORDER_SQL[order].match(/c\.\w+/g) ?? []).map((key) => key.slice(2));
}

/**
 * What a walk of `order` reads of each index entry: the order's keys and the filter columns (the
 * term signature only with the `term-signatures` layer on).
 */
function walkColumns(order: IndexOrder): string {
  const columns = layerOn('term-signatures') ? FILTER_COLUMNS : FILTER_COLUMNS.filter((c) => c !== 'term_signature');
  return [...new Set([...orderKeys(order), ...columns])].map((column) => `c.${column}`).join(', ');
}

/**
 * Walks the sort index of `order`, reading at most `cap` creators of the walked scope (in order),
 * and keeps those that match: one page. The filters are checked on the index entries (an index-only
 * scan), a search term first on the entry's term signature, then on the row of the creators that
 * pass everything else (looked up by key). `complete` is false when the cap ended the walk before the
 * page was full: the matches are too sparse for walking, collect them instead. `scopeSize` is the
 * number of creators the index walk can reach (all, or those of the filter's platform), `exactScope`
 * whether that number is exact (a walk of at least as many creators read them all). `found` is the
 * number of matches the walk met, up to the end of the page (all of them when the page is short).
 */
export async function walkPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  walk: { cap: number; scopeSize: number; exactScope: boolean },
): Promise<{ ids: number[]; complete: boolean; found: number }> {
  const params = new SqlParams();
  const scope = walkScope(filter, order, params);
  const capParam = params.add(walk.cap);
  const where = [
    ...filterConditions({ ...filter, search: undefined }, params, 'columns'),
    ...termLookup(filter, params),
  ];
  if (page.excludeIds.length > 0) where.push(`c.id <> all(${params.add(page.excludeIds)}::int[])`);
  const rows = await database.query<{ id: number }>(
    `select c.id from (select ${walkColumns(order)} from creators c ${whereSql(scope)} order by ${ORDER_SQL[order]} limit ${capParam}) c
     ${whereSql(where)} order by ${ORDER_SQL[order]} limit ${params.add(page.offset + page.limit)}`,
    params.values,
  );
  const ids = rows.slice(page.offset).map((row) => row.id);
  const complete = ids.length === page.limit || (walk.exactScope && walk.scopeSize <= walk.cap);
  return { ids, complete, found: rows.length };
}

/**
 * The search term of a walk on the index entries `c`: the term signature's test (see
 * term-signature.ts), then the creator's row looked up by its key, after every other filter
 * (`offset 0` keeps it a lookup per creator: as a join, the planner could check the term on every
 * row of the table). With the `term-signatures` layer off, the row of every entry that passes the
 * filters.
 */
function termLookup(filter: CreatorFilter, params: SqlParams): string[] {
  if (!filter.search) return [];
  if (!filter.search.tsquery) return ['false']; // a term without a word matches nothing
  const signatures = layerOn('term-signatures');
  const signature = signatures ? [signatureCondition(filter.search.tsquery, params)] : [];
  if (signatures && signatureDecides(filter.search.tsquery)) return signature;
  return [
    ...signature,
    `exists (select 1 from creators d where d.id = c.id and d.document @@ ${params.add(filter.search.tsquery)}::tsquery offset 0)`,
  ];
}

/**
 * The creators a walk of `order` reads: all, those of the filter's platform, the verified ones; those
 * with or without the order's key (a side, see CreatorFilter.keySide).
 */
function walkScope(filter: CreatorFilter, order: IndexOrder, params: SqlParams): string[] {
  const scope: string[] = [];
  if (walksPlatformOnly(filter, order)) scope.push(`c.platform = ${params.add(filter.platform)}`);
  if (order === 'verified') scope.push('c.verified');
  if (filter.keySide) scope.push(keySideCondition(filter.keySide, params));
  return scope;
}

/**
 * Whether a walk of `order` with this filter reads nobody (a side of a key that the filter's
 * platform never has). Ordered as the walk, so the sort index answers at its first entry: the
 * planner, which takes the key and the platform as independent, could otherwise scan the table.
 */
export async function walkScopeEmpty(database: Database, filter: CreatorFilter, order: IndexOrder): Promise<boolean> {
  const params = new SqlParams();
  const rows = await database.query<{ id: number }>(
    `select c.id from creators c ${whereSql(walkScope(filter, order, params))} order by ${ORDER_SQL[order]} limit 1`,
    params.values,
  );
  return rows.length === 0;
}

/** The planner's estimate of the creators a walk of `order` with this filter reads (EXPLAIN; nothing is read). */
export async function estimateWalkScope(database: Database, filter: CreatorFilter, order: IndexOrder): Promise<number> {
  const params = new SqlParams();
  return planRows(database, `select 1 from creators c ${whereSql(walkScope(filter, order, params))}`, params);
}

/**
 * Collects the creators matching `filter` from the GIN index of creators.document (at most `cap`),
 * and takes one page of them in `order`. `matched` is the number collected, excluded ids included:
 * the exact number of matches unless `capped` (the cap was reached). With `sampleKeys`, `keys` are
 * the values of the order's first key of the collected creators that have one, in order (as text): a
 * sample of where the matches sit in the order (see rangePage).
 */
export async function collectPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  cap: number,
  sampleKeys = false,
): Promise<{ ids: number[]; matched: number; capped: boolean; keys: string[] | null }> {
  const params = new SqlParams();
  const where = filterConditions(filter, params, 'document');
  const capParam = params.add(cap);
  const excluded = params.add(page.excludeIds);
  const [key] = orderKeys(order);
  const keys = sampleKeys
    ? `array(select m.${key}::text from m where m.${key} is not null order by m.${key} desc)`
    : 'null';
  const [row] = await database.query<{
    matched: number;
    keys: string[] | null;
    ids: number[];
  }>(
    `with m as materialized (select c.id, c.popularity, c.likes, c.review_count, c.rating, c.subscribers, c.verified_at,
       c.top_score, c.growth_score from creators c ${whereSql(where)} limit ${capParam})
     select (select count(*) from m)::int as matched, ${keys} as keys,
       array(select c.id from m c where c.id <> all(${excluded}::int[]) order by ${ORDER_SQL[order]}
             limit ${params.add(page.limit)} offset ${params.add(page.offset)}) as ids`,
    params.values,
  );
  const matched = row?.matched ?? 0;
  return {
    ids: (row?.ids ?? []).map(Number),
    matched,
    capped: matched >= cap,
    keys: row?.keys ?? null,
  };
}

/** The ids of the creators matching `filter`, from the GIN index of creators.document (at most `cap`). */
export async function collectMatchingIds(database: Database, filter: CreatorFilter, cap: number): Promise<number[]> {
  const params = new SqlParams();
  const where = filterConditions(filter, params, 'document');
  const rows = await database.query<{ id: number }>(
    `select c.id from creators c ${whereSql(where)} limit ${params.add(cap)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/**
 * The best-ranked matches of a term (at most `limit`, all matching the filters): the exact
 * username, then usernames beginning with the term, then exact names, then usernames and names one
 * or two typos away; each group by popularity. Usernames and names are compared joined (without
 * separators), so 'luna canvas' ranks luna_canvas as exact. At most HEAD_CANDIDATES matches of the
 * joined term are ranked (a very common term only gets the exact username for sure).
 */
export async function headIds(
  database: Database,
  filter: CreatorFilter,
  limit: number,
  options: { exactOnly: boolean },
): Promise<number[]> {
  const search = filter.search;
  if (!search?.headQuery) return [];
  if (options.exactOnly) {
    const params = new SqlParams();
    const where = [`lower(c.username) = ${params.add(search.term)}`, ...filterConditions(filter, params, 'columns')];
    const rows = await database.query<{ id: number }>(`select c.id from creators c ${whereSql(where)}`, params.values);
    return rows.map((row) => row.id);
  }
  const params = new SqlParams();
  const head = { ...withoutIndexQuery(search), tsquery: search.headQuery, indexable: true };
  const where = filterConditions({ ...filter, search: head }, params, 'document');
  const term = params.add(search.term);
  const joined = params.add(search.joined);
  const fixes = params.add(search.joinedFixes);
  const rows = await database.query<{ id: number }>(
    `with exact as (select c.id from creators c where lower(c.username) = ${term}),
     m as materialized (
       (select c.id, c.username, c.name, c.popularity from creators c ${whereSql(where)} limit ${params.add(HEAD_CANDIDATES)})
       union (select c.id, c.username, c.name, c.popularity from creators c
       where c.id in (select id from exact) and ${filterConditions(filter, params, 'columns').join(' and ') || 'true'})),
     ranked as (
       select id, popularity, case
         when lower(username) = ${term} or discovery_joined(username) = ${joined} then 0
         when discovery_joined(username) like ${joined} || '%' then 1
         when discovery_joined(name) = ${joined} then 2
         when discovery_joined(username) = any(${fixes}::text[]) or discovery_joined(name) = any(${fixes}::text[]) then 3
       end as tier from m)
     select id from ranked where tier is not null order by tier, popularity desc, id limit ${params.add(limit)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}
/** Matches of the joined term ranked for the top of a `relevant` page. */
const HEAD_CANDIDATES = 1000;

/**
 * The planner's estimate of the creators matching `filter` as one index lookup (EXPLAIN; nothing is
 * read). A term looked up without its short prefixes (CreatorSearch.indexQuery) is estimated whole:
 * the planner rates the check of the rest on the rows at a third, whatever it is. Its prefixes are
 * estimated as prefixes (CreatorSearch.estimateQuery).
 */
export async function estimateMatches(database: Database, filter: CreatorFilter): Promise<number> {
  const params = new SqlParams();
  const search = filter.search && estimated(filter.search);
  const where = filterConditions({ ...filter, search }, params, 'document');
  return planRows(database, `select 1 from creators c ${whereSql(where)}`, params);
}

/** A search as the planner estimates it: whole, its prefixes as prefixes (CreatorSearch.estimateQuery). */
function estimated(search: CreatorSearch): CreatorSearch {
  const { estimateQuery, ...whole } = withoutIndexQuery(search);
  return { ...whole, tsquery: estimateQuery ?? whole.tsquery };
}

/** A search looked up in the GIN index by its whole `tsquery`. */
function withoutIndexQuery(search: CreatorSearch): CreatorSearch {
  const { indexQuery: _lookedUp, ...whole } = search;
  return whole;
}

/** The rows the planner expects `statement` to return (EXPLAIN; nothing is read). */
async function planRows(database: Database, statement: string, params: SqlParams): Promise<number> {
  const [row] = await database.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement}`, params.values);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The planner's estimate of the creators matching `tsquery` alone (no filter but the removal). */
export function estimateTermMatches(database: Database, tsquery: string): Promise<number> {
  const search = { term: '', tsquery, indexable: true, joined: '', headQuery: null, joinedFixes: [], suggestion: null };
  const everyone = { nsfw: true, rating: 'any', price: 'any', gender: 'all', verifiedOnly: false } as const;
  return estimateMatches(database, { ...everyone, search });
}

/** The planner's estimate of the creators the prefixes (`'word':*`) of `tsquery` match alone; 0 without one. */
export async function estimatePrefixMatches(database: Database, tsquery: string | null): Promise<number> {
  const prefixes = tsquery ? tsqueryPrefixes(tsquery) : [];
  return prefixes.length === 0 ? 0 : estimateTermMatches(database, prefixes.join(' | '));
}

/**
 * The planner's estimate of the share of creators whose term signature passes the test of the
 * prefixes of `tsquery` (see signaturePrefixes); 0 without one.
 */
export async function estimateSignaturePrefixShare(database: Database, tsquery: string | null): Promise<number> {
  const prefixes = tsquery ? signaturePrefixes(tsquery) : [];
  if (prefixes.length === 0) return 0;
  const [passing, all] = await Promise.all([
    estimateTermMatches(database, prefixes.join(' | ')),
    planRows(database, 'select 1 from creators c', new SqlParams()),
  ]);
  return Math.min(1, passing / Math.max(1, all));
}

/** Exact number of creators matching `filter`. */
export async function countCreatorsExactly(database: Database, filter: CreatorFilter): Promise<number> {
  const params = new SqlParams();
  const where = filterConditions(filter, params);
  const [row] = await database.query<{ n: number }>(
    `select count(*)::int as n from creators c ${whereSql(where)}`,
    params.values,
  );
  return row?.n ?? 0;
}

/**
 * One page in nearest-first order and the exact number of matches in one statement: ordering by
 * distance reads every creator within the radius anyway (index-only on (lat, lon) include id).
 * `offset 0` keeps the inner query apart, so the distance term is computed once per creator.
 */
export async function pageNearest(
  database: Database,
  filter: CreatorFilter,
  page: PageOptions,
  shape: FilterShape = 'columns',
): Promise<{ ids: number[]; total: number | null }> {
  if (!filter.near) throw new Error('nearest order needs coordinates');
  const params = new SqlParams();
  // The document shape holds the grid squares and the exact distance (the box too where there are too
  // many squares); the columns shape the box only (the distance is compared below, computed once per creator).
  const where =
    shape === 'document'
      ? filterConditions(filter, params, 'document')
      : [...filterConditions({ ...filter, near: undefined }, params), ...boxConditions(filter.near, params)];
  const term = haversineTermSql(params.add(filter.near.lat), params.add(filter.near.lon));
  const rows = await database.query<{ id: number; total: number }>(
    `select id, count(*) over ()::int as total
     from (select c.id, ${term} as a from creators c ${whereSql(where)} offset 0) near
     where a <= ${params.add(maxHaversineTerm(NEARBY_RADIUS_KM))}
     order by a, id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? null };
}

/**
 * The given creator ids (in their order) that match `filter`, each looked up by its key (a join would
 * let the planner read a whole coordinates box or platform instead): the filters and the term
 * signature on the index of ids and filter columns (migrations 0014 and 0015, index-only), a term
 * on the rows that pass them.
 */
export async function filterRankedIds(database: Database, filter: CreatorFilter, ids: number[]): Promise<number[]> {
  const params = new SqlParams([ids]);
  const where = [
    'c.id = ranked.id',
    ...filterConditions({ ...filter, search: undefined }, params),
    ...termLookup(filter, params),
  ];
  const rows = await database.query<{ id: number }>(
    `select ranked.id from unnest($1::int[]) with ordinality as ranked(id, position)
     where exists (select 1 from creators c ${whereSql(where)} offset 0) order by ranked.position`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/** Full rows of the given creators (for presentCreator), in the order of `ids`. */
export async function creatorRows(database: Database, ids: number[], viewerId: number | null): Promise<CreatorRow[]> {
  if (ids.length === 0) return [];
  const rows = await database.query<CreatorRow>(
    `select ${creatorSelect('$1')} from creators c where c.id = any($2::int[])`,
    [viewerId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is CreatorRow => row !== undefined);
}

/**
 * Narrows `filter` to the category `slug` and its platform (a category lists creators of its
 * platform; the platform condition lets the per-platform sort indexes serve the page). False when
 * nothing can match: an unknown slug, an NSFW category while NSFW is hidden, another platform.
 */
export async function applyCategory(database: Database, filter: CreatorFilter, slug: string): Promise<boolean> {
  const [category] = await database.query<{ id: number; nsfw: boolean; platform: Platform }>(
    'select id, nsfw, platform from categories where slug = $1',
    [slug],
  );
  if (!category || (category.nsfw && !filter.nsfw)) return false;
  if (filter.platform && filter.platform !== category.platform) return false;
  filter.categoryId = category.id;
  filter.platform = category.platform;
  return true;
}
