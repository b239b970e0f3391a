import type { DealCreator, DealList, DealListQuery } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { presentCreator } from '../creators/creator-presenter';
import { applyCategory, creatorRows } from '../creators/list-queries';
import type { CreatorFilter } from '../creators/creator-filter';
import { countDeals, dealColumns, dealPageIds, type DealCounts, type DealFilter, type DealPlan } from './queries';

const toIso = (value: Date | string) => new Date(value).toISOString();

/** The deal filter of a query; null when nothing can match (unknown category, hidden NSFW one, other platform). */
async function filterOf(database: Database, query: DealListQuery): Promise<DealFilter | null> {
  const filter: DealFilter = { platform: query.platform, nsfw: query.nsfw };
  if (!query.category) return filter;
  const resolved = { platform: query.platform, nsfw: query.nsfw } as CreatorFilter;
  if (!(await applyCategory(database, resolved, query.category))) return null;
  return { ...filter, platform: resolved.platform, categoryId: resolved.categoryId };
}

/**
 * A collect reads a heap row per deal of the category (2–2.5 µs warm, about 10 µs cold, at 1 M
 * creators), a walk an index entry per deal it passes (0.2–0.4 µs warm): a collect's row is taken as
 * 12 entries walked, so only a clear gain leaves the walk (whose pages stay in memory).
 */
const COLLECT_ROW_IN_ENTRIES = 12;

/**
 * How a page is read, from the exact counts: a walk of the order's index passes, on average,
 * (offset + limit) × walked / matches deals (matches spread evenly through the order, never more than
 * the index holds); a collect reads every deal of the category. A rare category at a deep offset
 * (1,311 of 45,256 Twitch deals at 1 M creators) is collected, a common one or a first page walked.
 */
export function dealPlanOf(filter: DealFilter, page: { limit: number; offset: number }, counts: DealCounts): DealPlan {
  if (filter.categoryId === undefined || counts.matches === 0) return 'walk';
  const walked = Math.min(counts.walked, ((page.offset + page.limit) * counts.walked) / counts.matches);
  return counts.collected * COLLECT_ROW_IN_ENTRIES < walked ? 'collect' : 'walk';
}

/**
 * GET /deals: the creators on a deal (an active promotion, or a free page that was paid before),
 * by discount, ending soonest or newest, with the search page's platform, category and NSFW filters.
 */
export async function listDeals(database: Database, query: DealListQuery): Promise<DealList> {
  const { limit, offset } = query;
  const filter = await filterOf(database, query);
  if (!filter) return { results: [], count: 0, limit, offset };
  // The counts are a few rows (creator_deal_counts); a page past the matches would walk for nothing.
  const counts = await countDeals(database, filter);
  const count = counts.matches;
  const page = { limit, offset };
  const ids =
    offset < count ? await dealPageIds(database, filter, query.sort, page, dealPlanOf(filter, page, counts)) : [];
  const [rows, deals] = await Promise.all([creatorRows(database, ids, null), dealColumns(database, ids)]);
  const results: DealCreator[] = [];
  for (const row of rows) {
    const deal = deals.get(row.id);
    const creator = presentCreator(row, { bio: 'text' });
    if (!deal) continue;
    const price = deal.deal_off === 100 ? 0 : (creator.promoPrice ?? creator.price ?? 0);
    results.push({
      ...creator,
      deal: {
        off: deal.deal_off,
        wasPrice: deal.deal_was_cents,
        price,
        since: toIso(deal.deal_since),
        endsAt: creator.promoEndsAt,
      },
    });
  }
  return { results, count, limit, offset };
}
