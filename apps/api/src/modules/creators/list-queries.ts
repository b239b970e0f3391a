import { NEARBY_RADIUS_KM, type Platform } from '@fanlens/shared';
import type { Database } from '../../db/client';
import type { CreatorRow } from './creator-presenter';
import { creatorSelect } from './creator-select';
import { SqlParams, boxConditions, filterConditions, whereSql, type CreatorFilter } from './creator-filter';
import { haversineTermSql, maxHaversineTerm } from './geo';

/** Days that count for the `reviews` sort ("most reviews this month"). */
export const RECENT_REVIEW_DAYS = 30;

/** How a page of creators is ordered; every order ends with the id, so pages never overlap. */
export type CreatorOrder =
  'popularity' | 'liked' | 'rated' | 'subscribers' | 'verified' | 'recent-reviews' | 'distance';

/** ORDER BY of each order; each matches a btree index of creators (see the schema), except distance. */
const ORDER_SQL: Record<Exclude<CreatorOrder, 'distance'>, string> = {
  popularity: 'c.popularity desc, c.id',
  liked: 'c.likes desc nulls last, c.id',
  rated: 'c.review_count desc, c.rating desc, c.id',
  subscribers: 'c.subscribers desc nulls last, c.id',
  verified: 'c.verified_at desc, c.id',
  'recent-reviews': 'rr.recent desc, c.id',
};

const RECENT_REVIEWS_SQL = `(select r.creator_id, count(*)::int as recent from reviews r
  where r.created_at >= now() - interval '${RECENT_REVIEW_DAYS} days' and r.hidden_at is null
  group by r.creator_id) rr
  join creators c on c.id = rr.creator_id`;

function fromSql(order: CreatorOrder): string {
  return order === 'recent-reviews' ? RECENT_REVIEWS_SQL : 'creators c';
}

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

/** The ids of one page of creators matching `filter`, in order. */
export async function pageCreatorIds(
  database: Database,
  filter: CreatorFilter,
  order: CreatorOrder,
  page: PageOptions,
): Promise<number[]> {
  const params = new SqlParams();
  const where = filterConditions(filter, params);
  if (page.excludeId !== undefined) where.push(`c.id <> ${params.add(page.excludeId)}`);
  if (order === 'distance') throw new Error('use pageNearest for the distance order');
  const orderSql = ORDER_SQL[order];
  const rows = await database.query<{ id: number }>(
    `select c.id from ${fromSql(order)} ${whereSql(where)} order by ${orderSql}
     limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/**
 * One page and the exact number of matches in one statement (`count(*) over ()` reads every match
 * before the first row): for result sets known to be small, where a bitmap scan of the matches and
 * a sort cost less than walking a sort index. `total` is null on a page past the end.
 */
export async function pageWithTotal(
  database: Database,
  filter: CreatorFilter,
  order: Exclude<CreatorOrder, 'distance'>,
  page: PageOptions,
): Promise<{ ids: number[]; total: number | null }> {
  const params = new SqlParams();
  const where = filterConditions(filter, params);
  if (page.excludeId !== undefined) where.push(`c.id <> ${params.add(page.excludeId)}`);
  const rows = await database.query<{ id: number; total: number }>(
    `select c.id, count(*) over ()::int as total from ${fromSql(order)} ${whereSql(where)}
     order by ${ORDER_SQL[order]} limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? null };
}

/** SELECT of the creators matching `filter` (for counting and estimating). */
function matchingSql(filter: CreatorFilter, order: CreatorOrder): { text: string; params: SqlParams } {
  const params = new SqlParams();
  const where = filterConditions(filter, params);
  return { text: `select 1 from ${fromSql(order)} ${whereSql(where)}`, params };
}

/** Exact number of creators matching `filter` (for `recent-reviews`: with a review in the window). */
export async function countCreatorsExactly(
  database: Database,
  filter: CreatorFilter,
  order: CreatorOrder,
): Promise<number> {
  const { text, params } = matchingSql(filter, order);
  const [row] = await database.query<{ n: number }>(`select count(*)::int as n from (${text}) m`, params.values);
  return row?.n ?? 0;
}

/** The planner's estimate of the number of matching creators (EXPLAIN; nothing is read). */
export async function estimateCreators(
  database: Database,
  filter: CreatorFilter,
  order: CreatorOrder,
): Promise<number> {
  const { text, params } = matchingSql(filter, order);
  const [row] = await database.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${text}`, params.values);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
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
): Promise<{ ids: number[]; total: number | null }> {
  if (!filter.near) throw new Error('nearest order needs coordinates');
  const params = new SqlParams();
  const where = [...filterConditions({ ...filter, near: undefined }, params), ...boxConditions(filter.near, params)];
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

/** The given creator ids (in their order) that match `filter`. */
export async function filterRankedIds(database: Database, filter: CreatorFilter, ids: number[]): Promise<number[]> {
  const params = new SqlParams([ids]);
  const where = filterConditions(filter, params);
  const rows = await database.query<{ id: number }>(
    `select c.id from unnest($1::int[]) with ordinality as ranked(id, position) join creators c on c.id = ranked.id
     ${whereSql(where)} order by ranked.position`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/** The creator whose username is exactly the search term, when it matches the filter. */
export async function findExactUsername(
  database: Database,
  filter: CreatorFilter,
  username: string,
): Promise<number | null> {
  const params = new SqlParams();
  const where = [`lower(c.username) = ${params.add(username)}`, ...filterConditions(filter, params)];
  const [row] = await database.query<{ id: number }>(`select c.id from creators c ${whereSql(where)}`, params.values);
  return row?.id ?? null;
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
