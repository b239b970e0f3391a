import type { Database } from '../../db/client';
import type { CreatorFilter } from './creator-filter';
import {
  countCreatorsExactly,
  estimateCreators,
  findExactUsername,
  pageCreatorIds,
  pageWithTotal,
  type CreatorCount,
  type CreatorOrder,
  type PageOptions,
} from './list-queries';

/**
 * Up to this many expected matches, a page of a search is computed together with its exact count
 * (every match is read once). Above it, the page walks the sort index and stops after one page, and
 * the count is the planner's estimate (`countExact: false`): counting 40,000 matches of a common
 * word among a million creators would cost far more than the page (docs/decisions/004-discovery.md).
 */
export const EXACT_COUNT_LIMIT = 2000;
const USERNAME_LIKE = /^[a-z0-9._-]+$/;

type Order = Exclude<CreatorOrder, 'distance' | 'recent-reviews'>;
type PageWithTotal = { ids: number[]; total: number | null };

/**
 * A page of a search term (and/or coordinates with a sort other than distance) and its count.
 * With `relevant` and a term, the creator whose username is exactly the term comes first.
 */
export async function matchesPage(
  database: Database,
  filter: CreatorFilter,
  order: Order,
  page: PageOptions,
  options: { exactUsernameFirst: boolean },
): Promise<{ ids: number[] } & CreatorCount> {
  const estimate = filter.search ? await estimateCreators(database, filter, order) : 0;
  const small = estimate <= EXACT_COUNT_LIMIT;
  const fetch = async (p: PageOptions): Promise<PageWithTotal> =>
    small
      ? pageWithTotal(database, filter, order, p)
      : { ids: await pageCreatorIds(database, filter, order, p), total: null };

  const term = filter.search?.term;
  const exactId =
    options.exactUsernameFirst && term && USERNAME_LIKE.test(term)
      ? await findExactUsername(database, filter, term)
      : null;
  let ids: number[];
  let total: number | null;
  if (exactId === null) {
    ({ ids, total } = await fetch(page));
  } else if (page.offset > 0) {
    ({ ids, total } = await fetch({ limit: page.limit, offset: page.offset - 1, excludeId: exactId }));
    total = total === null ? null : total + 1;
  } else {
    const rest = await fetch({ limit: Math.max(1, page.limit - 1), offset: 0, excludeId: exactId });
    ids = [exactId, ...rest.ids].slice(0, page.limit);
    total = rest.total === null ? (small ? 1 : null) : rest.total + 1;
  }
  if (!small) return { ids, count: estimate, exact: false };
  return { ids, count: total ?? (await countCreatorsExactly(database, filter, order)), exact: true };
}
