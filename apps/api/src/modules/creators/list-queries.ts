import type { Database } from '../../db/client';
import type { CreatorRow } from './creator-presenter';
import { creatorSelect } from './creator-select';
import { SqlParams, filterConditions, whereSql, type CreatorFilter } from './creator-filter';
import { distanceSql } from './geo';

/** Days that count for the `reviews` sort ("most reviews this month"). */
export const RECENT_REVIEW_DAYS = 30;

/** How a page of creators is ordered; every order ends with the id, so pages never overlap. */
export type CreatorOrder = 'popularity' | 'liked' | 'rated' | 'subscribers' | 'verified' | 'recent-reviews' | 'distance';

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
  where r.created_at >= now() - interval '${RECENT_REVIEW_DAYS} days' group by r.creator_id) rr
  join creators c on c.id = rr.creator_id`;

function fromSql(order: CreatorOrder): string {
  return order === 'recent-reviews' ? RECENT_REVIEWS_SQL : 'creators c';
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
  let orderSql: string;
  if (order === 'distance') {
    if (!filter.near) throw new Error('distance order needs coordinates');
    orderSql = `${distanceSql(params.add(filter.near.lat), params.add(filter.near.lon))}, c.id`;
  } else {
    orderSql = ORDER_SQL[order];
  }
  const rows = await database.query<{ id: number }>(
    `select c.id from ${fromSql(order)} ${whereSql(where)} order by ${orderSql}
     limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/** Exact number of creators matching `filter` (for `recent-reviews`: with a review in the window). */
export async function countCreatorsExactly(database: Database, filter: CreatorFilter, order: CreatorOrder): Promise<number> {
  const params = new SqlParams();
  const where = filterConditions(filter, params);
  const [row] = await database.query<{ n: number }>(
    `select count(*)::int as n from ${fromSql(order)} ${whereSql(where)}`,
    params.values,
  );
  return row?.n ?? 0;
}

/** The creator whose username is exactly the search term, when it matches the filter. */
export async function findExactUsername(database: Database, filter: CreatorFilter, username: string): Promise<number | null> {
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

/** A category by slug (null when there is none). */
export async function findCategoryBySlug(database: Database, slug: string): Promise<{ id: number; nsfw: boolean } | null> {
  const [row] = await database.query<{ id: number; nsfw: boolean }>('select id, nsfw from categories where slug = $1', [slug]);
  return row ?? null;
}
