import type { DealSort, Platform } from '@fanlens/shared';
import type { Database } from '../../db/client';

/** The deals' filters, the category already resolved to its id (and its platform). */
export interface DealFilter {
  platform?: Platform;
  categoryId?: number;
  /** false hides NSFW creators. */
  nsfw: boolean;
}

/**
 * Each order walks its partial index (migration 0027: with the platform first when one is given)
 * and ends on the id, as the index does.
 */
const ORDER_BY: Record<DealSort, string> = {
  discount: 'deal_off desc, id',
  ending: 'promo_ends_at asc nulls last, id',
  newest: 'deal_since desc, id',
};

/** A page on a deal: on one (deal_off set), not removed, its promotion not lapsed (before the sweep). */
function whereOf(filter: DealFilter): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = ['deal_off is not null', 'removed_at is null', '(promo_ends_at is null or promo_ends_at > now())'];
  if (filter.platform) {
    params.push(filter.platform);
    conditions.push(`platform = $${params.length}`);
  }
  if (filter.categoryId !== undefined) {
    params.push([filter.categoryId]);
    conditions.push(`category_ids @> $${params.length}::int[]`);
  }
  if (!filter.nsfw) conditions.push('not nsfw');
  return { text: conditions.join(' and '), params };
}

/** The ids of one page of deals in `sort` order. */
export async function dealPageIds(
  database: Database,
  filter: DealFilter,
  sort: DealSort,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const where = whereOf(filter);
  const n = where.params.length;
  const rows = await database.query<{ id: number }>(
    `select id from creators where ${where.text} order by ${ORDER_BY[sort]} limit $${n + 1} offset $${n + 2}`,
    [...where.params, page.limit, page.offset],
  );
  return rows.map((row) => row.id);
}

/** How many deals match (an index-only count over the deals' partial index). */
export async function countDeals(database: Database, filter: DealFilter): Promise<number> {
  const where = whereOf(filter);
  const [row] = await database.query<{ count: number | string }>(
    `select count(*) as count from creators where ${where.text}`,
    where.params,
  );
  return Number(row.count);
}

export interface DealColumns {
  id: number;
  deal_off: number;
  deal_was_cents: number;
  deal_since: Date | string;
}

/** The deal columns of the given creators. */
export async function dealColumns(database: Database, ids: number[]): Promise<Map<number, DealColumns>> {
  if (ids.length === 0) return new Map();
  const rows = await database.query<DealColumns>(
    'select id, deal_off, deal_was_cents, deal_since from creators where id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
