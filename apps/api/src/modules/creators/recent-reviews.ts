import type { Database } from '../../db/client';
import type { CreatorFilter } from './creator-filter';
import {
  RECENT_REVIEW_DAYS,
  countCreatorsExactly,
  filterRankedIds,
  pageCreatorIds,
  type CreatorCount,
  type PageOptions,
} from './list-queries';

/**
 * The `reviews` sort ("most reviews this month") ranks creators by their reviews of the last 30
 * days: an aggregate over every recent review (200,000 index entries for a million creators, about
 * a second), the same for every visitor. So each API instance keeps the top RANKED creators and
 * the number of creators with a recent review, recomputes them in the background when older than
 * a TTL that grows with the cost of computing them (1 s on a small database, at most 5 minutes),
 * and serves the list from them; a page past the top is computed by SQL.
 */
const RANKED = 1000;

const MIN_TTL_MS = 1000;
const MAX_TTL_MS = 5 * 60_000;

interface Ranking {
  ids: number[];
  /** Creators with at least one review in the window. */
  total: number;
  expires: number;
}

interface Slot {
  value?: Ranking;
  refreshing?: Promise<Ranking>;
}

const slots = new WeakMap<Database, Slot>();

/** The top RANKED creators by reviews in the window, and (`total`) how many have at least one. */
export const RANKING_SQL = `select r.creator_id as id, count(*) over ()::int as total from reviews r
  where r.created_at >= now() - interval '${RECENT_REVIEW_DAYS} days' and r.hidden_at is null
  group by r.creator_id order by count(*) desc, r.creator_id limit ${RANKED}`;

async function computeRanking(database: Database): Promise<Ranking> {
  const started = Date.now();
  const rows = await database.query<{ id: number; total: number }>(RANKING_SQL);
  const ttl = Math.min(MAX_TTL_MS, Math.max(MIN_TTL_MS, 50 * (Date.now() - started)));
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0, expires: Date.now() + ttl };
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

/** One page of the `reviews` sort and its count. */
export async function recentReviewsPage(
  database: Database,
  filter: CreatorFilter,
  page: PageOptions,
): Promise<{ ids: number[] } & CreatorCount> {
  const top = await ranking(database);
  const complete = top.ids.length === top.total;
  const end = page.offset + page.limit;
  if (onlyPaging(filter) && (end <= top.ids.length || complete)) {
    return { ids: top.ids.slice(page.offset, end), count: top.total, exact: true };
  }
  if (!onlyPaging(filter)) {
    const passing = await filterRankedIds(database, filter, top.ids);
    if (end <= passing.length || complete) {
      // Past the cached top, the share of creators that pass the filter estimates the count.
      const count = complete ? passing.length : Math.round((top.total * passing.length) / Math.max(1, top.ids.length));
      return { ids: passing.slice(page.offset, end), count, exact: complete };
    }
  }
  const [count, ids] = await Promise.all([
    countCreatorsExactly(database, filter, 'recent-reviews'),
    pageCreatorIds(database, filter, 'recent-reviews', page),
  ]);
  return { ids, count, exact: true };
}
