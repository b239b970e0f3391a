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

/**
 * How a page is read: a walk of the order's index that stops after the page, or (with a category)
 * a collect of the category's deals from their GIN index (migration 0032), sorted and cut.
 */
export type DealPlan = 'walk' | 'collect';

/** The categories of a page on a deal (NULL without one): the expression of the collect's index. */
const DEAL_CATEGORIES = '(case when deal_off is not null then category_ids end)';

/**
 * A page on a deal (deal_off set) and not removed, matching the filter; `promotion` says which end
 * dates (a lapsed promotion stays on its deal until the promo sweep, every minute, clears it).
 */
function dealConditions(
  filter: DealFilter,
  params: SqlParams,
  promotion: 'running' | 'lapsed',
  plan: DealPlan = 'walk',
): string {
  const collect = plan === 'collect' && filter.categoryId !== undefined;
  const conditions = collect ? [] : ['deal_off is not null'];
  conditions.push('removed_at is null');
  conditions.push(
    promotion === 'running' ? '(promo_ends_at is null or promo_ends_at > now())' : 'promo_ends_at <= now()',
  );
  if (filter.platform) conditions.push(`platform = ${params.add(filter.platform)}`);
  if (filter.categoryId !== undefined) {
    const category = `${params.add([filter.categoryId])}::int[]`;
    conditions.push(`${collect ? DEAL_CATEGORIES : 'category_ids'} @> ${category}`);
  }
  if (!filter.nsfw) conditions.push('not nsfw');
  return conditions.join(' and ');
}

/** The ids of one page of deals in `sort` order. */
export async function dealPageIds(
  database: Database,
  filter: DealFilter,
  sort: DealSort,
  page: { limit: number; offset: number },
  plan: DealPlan = 'walk',
): Promise<number[]> {
  const params = new SqlParams();
  const where = dealConditions(filter, params, 'running', plan);
  const rows = await database.query<{ id: number }>(
    `select id from creators where ${where} order by ${ORDER_BY[sort]} limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

export interface DealCounts {
  /** The deals that match the filter: the list's count. */
  matches: number;
  /** The deals a walk passes through: all of the filter's platform, or all. */
  walked: number;
  /** The deals a collect reads: all of the filter's category (NSFW ones too). */
  collected: number;
}

/**
 * The deals' counts, exact: the deals of creator_deal_counts (migration 0031, kept by triggers)
 * less, for the matches, the lapsed promotions not yet swept (a short range at the start of the
 * ending index).
 */
export async function countDeals(database: Database, filter: DealFilter): Promise<DealCounts> {
  const params = new SqlParams();
  const category = params.add(filter.categoryId ?? 0);
  const platform = filter.platform ? ` and platform = ${params.add(filter.platform)}` : '';
  const nsfw = filter.nsfw ? '' : ' and not nsfw';
  const lapsed = dealConditions(filter, params, 'lapsed');
  const sum = (where: string) => `(select coalesce(sum(count), 0) from creator_deal_counts where ${where})`;
  const [row] = await database.query<Record<keyof DealCounts, number | string>>(
    `select ${sum(`category_id = ${category}${platform}${nsfw}`)} - (select count(*) from creators where ${lapsed}) as matches,
            ${sum(`category_id = 0${platform}`)} as walked, ${sum(`category_id = ${category}`)} as collected`,
    params.values,
  );
  return { matches: Number(row.matches), walked: Number(row.walked), collected: Number(row.collected) };
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
