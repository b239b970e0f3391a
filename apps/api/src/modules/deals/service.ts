import type { DealCreator, DealList, DealListQuery } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { presentCreator } from '../creators/creator-presenter';
import { applyCategory, creatorRows } from '../creators/list-queries';
import type { CreatorFilter } from '../creators/creator-filter';
import { countDeals, dealColumns, dealPageIds, type DealFilter } from './queries';

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
 * GET /deals: the creators on a deal (an active promotion, or a free page that was paid before),
 * by discount, ending soonest or newest, with the search page's platform, category and NSFW filters.
 */
export async function listDeals(database: Database, query: DealListQuery): Promise<DealList> {
  const { limit, offset } = query;
  const filter = await filterOf(database, query);
  if (!filter) return { results: [], count: 0, limit, offset };
  // The count is a few rows (creator_deal_counts); a page past it would walk the whole index for nothing.
  const count = await countDeals(database, filter);
  const ids = offset < count ? await dealPageIds(database, filter, query.sort, { limit, offset }) : [];
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
