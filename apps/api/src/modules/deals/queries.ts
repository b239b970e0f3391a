import type { DealSort, Platform } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { SqlParams } from '../creators/creator-filter';

/** The deals' filters, the category already resolved to its id (and its platform). */
export interface DealFilter {
  platform?: Platform;
  categoryId?: number;
  /** false hides NSFW creators. */
  nsfw: boolean;
}

/**
 * Each order walks its partial index (migration 0029: with the platform first when one is given)
 * and ends on the id, as the index does.
 */
const ORDER_BY: Record<DealSort, string> = {
  discount: 'deal_off desc, id',
  ending: 'promo_ends_at asc nulls last, id',
  newest: 'deal_since desc, id',
};

/** A page on a deal (deal_off set) and not removed, matching the filter; `promotion` says which end dates. */
function dealConditions(filter: DealFilter, params: SqlParams, promotion: 'running' | 'lapsed'): string {
  const conditions = ['deal_off is not null', 'removed_at is null'];
  // A lapsed promotion stays on its deal until the promo sweep (every minute) clears it.
  conditions.push(
    promotion === 'running' ? '(promo_ends_at is null or promo_ends_at > now())' : 'promo_ends_at <= now()',
  );
  if (filter.platform) conditions.push(`platform = ${params.add(filter.platform)}`);
  if (filter.categoryId !== undefined) conditions.push(`category_ids @> ${params.add([filter.categoryId])}::int[]`);
  if (!filter.nsfw) conditions.push('not nsfw');
  return conditions.join(' and ');
}

/** The ids of one page of deals in `sort` order. */
export async function dealPageIds(
  database: Database,
  filter: DealFilter,
  sort: DealSort,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const params = new SqlParams();
  const where = dealConditions(filter, params, 'running');
  const rows = await database.query<{ id: number }>(
    `select id from creators where ${where} order by ${ORDER_BY[sort]} limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/**
 * How many deals match, exactly: the deals of creator_deal_counts (migration 0031, kept by triggers)
 * less the lapsed promotions not yet swept (a short range at the start of the ending index).
 */
export async function countDeals(database: Database, filter: DealFilter): Promise<number> {
  const params = new SqlParams();
  const counted = [`category_id = ${params.add(filter.categoryId ?? 0)}`];
  if (filter.platform) counted.push(`platform = ${params.add(filter.platform)}`);
  if (!filter.nsfw) counted.push('not nsfw');
  const lapsed = dealConditions(filter, params, 'lapsed');
  const [row] = await database.query<{ count: number | string }>(
    `select (select coalesce(sum(count), 0) from creator_deal_counts where ${counted.join(' and ')})
          - (select count(*) from creators where ${lapsed}) as count`,
    params.values,
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
