import type { Database } from '../../db/client';
import type { CreatorFilter } from './creator-filter';
import {
  RECENT_REVIEW_DAYS,
  collectMatchingIds,
  countCreatorsExactly,
  filterRankedIds,
  pageCreatorIds,
  type CreatorCount,
  type PageOptions,
} from './list-queries';

/**
 * The `reviews` sort ("most reviews this month") ranks creators by their reviews of the last 30
 * days: an aggregate over every recent review (200,000 index entries for a million creators, about
 * a second), the same for every visitor. So each API instance keeps the ranking of every creator
 * with a recent review (about 170,000 ids at a million creators), recomputes it in the background
 * when older than a TTL that grows with the cost of computing it (1 s on a small database, at most
 * 5 minutes), and serves the sort from it:
 * - without filters, a slice of the ranking;
 * - with filters, the first RANKED_FILTERED ranked creators that pass them when they fill the page;
 *   past that, the ranking kept where it holds a creator matching the filters (at most COLLECT_CAP
 *   matches, from the GIN index); only beyond that cap, SQL over the reviews.
 */
const RANKED_FILTERED = 1000;

const MIN_TTL_MS = 1000;
const MAX_TTL_MS = 5 * 60_000;

interface Ranking {
  /** Every creator with a review in the window, most reviews first, then by id. */
  ids: number[];
  expires: number;
}

interface Slot {
  value?: Ranking;
  refreshing?: Promise<Ranking>;
}

const slots = new WeakMap<Database, Slot>();

/**
 * Every creator with a review in the window, in ranking order, as one comma-separated list: at a
 * million creators, two such lists of 170,000 numbers parsed in 23–32 ms, where 170,000 rows held
 * the API's event loop for up to 117 ms (measured on the benchmark machine).
 */
export const RANKING_SQL = `select coalesce(string_agg(creator_id::text, ',' order by recent desc, creator_id), '') as ids
  from (select r.creator_id, count(*) as recent from reviews r
    where r.created_at >= now() - interval '${RECENT_REVIEW_DAYS} days' and r.hidden_at is null
    group by r.creator_id) ranked
  where not exists (select 1 from creators c where c.id = ranked.creator_id and c.removed_at is not null)`;

async function computeRanking(database: Database): Promise<Ranking> {
  const started = Date.now();
  const [row] = await database.query<{ ids: string }>(RANKING_SQL);
  const ttl = Math.min(MAX_TTL_MS, Math.max(MIN_TTL_MS, 50 * (Date.now() - started)));
  const list = row?.ids ?? '';
  return { ids: list === '' ? [] : list.split(',').map(Number), expires: Date.now() + ttl };
}

/** The current ranking: a fresh one, or a stale one while a new one is computed (one at a time). */
async function ranking(database: Database): Promise<Ranking> {
  let slot = slots.get(database);
  if (!slot) slots.set(database, (slot = {}));
  const current = slot.value;
  if (current && current.expires > Date.now()) return current;
  if (!slot.refreshing) {
    const owner = slot;
    owner.refreshing = computeRanking(database)
      .then((value) => (owner.value = value))
      .finally(() => (owner.refreshing = undefined));
    owner.refreshing.catch(() => undefined);
  }
  return current ?? slot.refreshing!;
}

/** Up to this many matches of a filter, a page past the ranked head is ranked from the matches. */
const COLLECT_CAP = 20_000;

function onlyPaging(filter: CreatorFilter): boolean {
  return (
    !filter.platform &&
    filter.nsfw &&
    filter.rating === 'any' &&
    filter.price === 'any' &&
    filter.gender === 'all' &&
    filter.categoryId === undefined &&
    !filter.search &&
    !filter.near &&
    !filter.verifiedOnly
  );
}

/** One page of the `reviews` sort and its count (`rankedFiltered`: RANKED_FILTERED, smaller in tests). */
export async function recentReviewsPage(
  database: Database,
  filter: CreatorFilter,
  page: PageOptions,
  rankedFiltered = RANKED_FILTERED,
): Promise<{ ids: number[] } & CreatorCount> {
  const top = await ranking(database);
  const end = page.offset + page.limit;
  if (onlyPaging(filter)) {
    // A page removed since the ranking was computed is left out at once (the filter checks it).
    const ids = await filterRankedIds(database, filter, top.ids.slice(page.offset, end));
    return { ids, count: top.ids.length, exact: true };
  }
  const head = top.ids.slice(0, rankedFiltered);
  const passing = await filterRankedIds(database, filter, head);
  if (head.length === top.ids.length)
    return { ids: passing.slice(page.offset, end), count: passing.length, exact: true };
  if (end <= passing.length) {
    // Past the ranked head, the share of creators that pass the filter estimates the count.
    const count = Math.round((top.ids.length * passing.length) / head.length);
    return { ids: passing.slice(page.offset, end), count, exact: false };
  }
  const matches = await collectMatchingIds(database, filter, COLLECT_CAP);
  if (matches.length < COLLECT_CAP) {
    // The ranking in order, kept where it matches (one pass: a few ms for 170,000 ids).
    const matching = new Set(matches);
    const ranked = top.ids.filter((id) => matching.has(id));
    return { ids: ranked.slice(page.offset, end), count: ranked.length, exact: true };
  }
  const [count, ids] = await Promise.all([
    countCreatorsExactly(database, filter, 'recent-reviews'),
    pageCreatorIds(database, filter, 'recent-reviews', page),
  ]);
  return { ids, count, exact: true };
}
