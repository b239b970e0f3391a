import type { Database } from '../../db/client';
import { refreshedPerDatabase } from '../../db/refreshed';
import { SqlParams, filterConditions, whereSql, type CreatorFilter } from './creator-filter';
import { layerOn } from './engine-layers';
import { countByFacets } from './facet-counts';
import {
  collectMatchingIds,
  estimateMatches,
  filterRankedIds,
  type CreatorCount,
  type PageOptions,
} from './list-queries';
import { RankedFacts } from './ranked-facts';
import { RANKING_CHUNK, plainRankingPageSql, readRanking } from './ranking-queries';
import { signatureMatcher } from './term-signature';

/**
 * The `reviews` sort ("most reviews this month") ranks creators by their reviews of the last 30
 * days: an aggregate over every recent review (200,000 index entries for a million creators, about
 * a second), the same for every visitor. So each API instance keeps the ranking of every creator
 * with a recent review (about 170,000 ids at a million creators) with the columns its filters check
 * and its term signature, recomputes it in the background when older than a TTL that grows with the
 * cost of computing it (1 s on a small database, at most 5 minutes), and serves the sort from it:
 * - without filters, a slice of the ranking;
 * - with filters, the ranked creators whose kept columns (and term signature, for a term) pass them
 *   in memory, each checked in the database as below: a creator that no longer passes is left out at
 *   once; one that passes only since the ranking was computed joins at the next (the ranking itself
 *   is as old);
 * - with filters, the first RANKED_FILTERED ranked creators that pass them when they fill the page;
 *   past that, where they pass often enough, the ranking checked on (key lookups, chunk by chunk)
 *   until the page is full; where they pass rarely, the ranking kept where it holds a creator
 *   matching the filters (at most COLLECT_CAP matches, from the GIN index); beyond that cap (or
 *   where the collect would reach it), the ranking checked on to its end at most.
 */
const RANKED_FILTERED = 1000;

const MIN_TTL_MS = 1000;
const MAX_TTL_MS = 5 * 60_000;

interface Ranking {
  /** Every creator with a review in the window, most reviews first, then by id. */
  ids: number[];
  /** The filter columns and term signature of each ranked creator (same positions as `ids`). */
  facts: RankedFacts;
}

/** The current ranking: a fresh one, or a stale one while a new one is computed (one at a time). */
const ranking = refreshedPerDatabase(async (database, { waited }): Promise<{ value: Ranking; ttl: number }> => {
  const started = Date.now();
  const { ids, facts } = await readRanking(database, RANKING_CHUNK, !waited);
  const ttl = Math.min(MAX_TTL_MS, Math.max(MIN_TTL_MS, 50 * (Date.now() - started)));
  return { value: { ids, facts: new RankedFacts(facts) }, ttl };
});

/** The ranked creators whose kept columns pass the filters and the term signature, in ranking order. */
async function rankedCandidates(database: Database, top: Ranking, filter: CreatorFilter): Promise<number[]> {
  const tsquery = filter.search?.tsquery;
  // Without the `term-signatures` layer, the term is checked in the database only (filterRankedIds).
  const signatures = tsquery && layerOn('term-signatures');
  const matches = top.facts.matcher(filter, signatures ? await signatureMatcher(database, tsquery) : null);
  return top.ids.filter((_, index) => matches(index));
}

/** Up to this many matches of a filter, a page past the ranked head is ranked from the matches. */
const COLLECT_CAP = 20_000;
/**
 * Past the ranked head, a page is found by checking the ranking on when that is expected to take at
 * most this many ranked creators (key lookups, about 3 µs each at 1 M creators), from the share of
 * the head that passes the filters.
 */
const RANKING_WALK_BUDGET = 10_000;
/** Ranked creators checked in one statement when walking the ranking (at least). */
const MIN_CHUNK = 2000;
/** Creators of the head that must pass before their share sizes a walk of the ranking. */
const MIN_SAMPLE = 5;
/**
 * A term or circle the planner expects to match at most this many creators is collected first, at
 * most FEW_MATCHES_CAP of them (past that, as any filter: a wrong estimate costs that collect).
 */
const FEW_MATCHES = 500;
const FEW_MATCHES_CAP = 2000;

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

/**
 * One page of the `reviews` sort and its count. `limits`: RANKED_FILTERED, COLLECT_CAP and
 * FEW_MATCHES, smaller in tests.
 */
export async function recentReviewsPage(
  database: Database,
  filter: CreatorFilter,
  page: PageOptions,
  limits: { rankedFiltered?: number; collectCap?: number; fewMatches?: number } = {},
): Promise<{ ids: number[] } & CreatorCount> {
  const top = await ranking(database);
  const end = page.offset + page.limit;
  if (onlyPaging(filter)) {
    // A page removed since the ranking was computed is left out at once (the filter checks it).
    const ids = await filterRankedIds(database, filter, top.ids.slice(page.offset, end));
    return { ids, count: top.ids.length, exact: true };
  }
  // A term or circle expected to match few creators is collected first (one search of the GIN
  // index), before the ranking is tested in memory (its 170,000 creators at 1 M: 10–40 ms with a term).
  const indexed = Boolean(filter.search?.indexable || filter.near);
  const expected = indexed ? await estimateMatches(database, filter) : null;
  if (expected !== null && expected <= (limits.fewMatches ?? FEW_MATCHES)) {
    const kept = await rankedMatches(database, filter, top.ids, FEW_MATCHES_CAP);
    if (kept) return { ids: kept.slice(page.offset, end), count: kept.length, exact: true };
  }
  const ranked = await rankedCandidates(database, top, filter);
  const head = ranked.slice(0, limits.rankedFiltered ?? RANKED_FILTERED);
  const collectCap = limits.collectCap ?? COLLECT_CAP;
  const passing = await filterRankedIds(database, filter, head);
  if (head.length === ranked.length)
    return { ids: passing.slice(page.offset, end), count: passing.length, exact: true };
  if (end <= passing.length) {
    // Past the ranked head, the share of creators that pass the filter estimates the count.
    const count = Math.round((ranked.length * passing.length) / head.length);
    return { ids: passing.slice(page.offset, end), count, exact: false };
  }
  const walked = { passing, checked: head.length };
  // The share of the head that passes says how far the page is, once a few creators pass.
  const share = passing.length / head.length;
  // Without a term the matches are the structured filters' (a term checked row by row, one or two
  // letters, collects from them too); a term or a circle is looked up in the GIN index.
  const matches = expected ?? (await countByFacets(database, filter));
  // A ranked creator checked and a match collected each cost a row (about 6 µs at 1 M creators):
  // the walk goes first unless it is expected to read more rows than the collect.
  const walkRows = end / share - walked.checked;
  if (passing.length >= MIN_SAMPLE && end / share <= RANKING_WALK_BUDGET && walkRows <= matches) {
    const found = await walkRanking(database, filter, ranked, walked, page, 2 * RANKING_WALK_BUDGET);
    if (found.ids.length === page.limit || found.exact) return found;
  }
  // When the matches are many (and neither a term nor a circle narrows them), the collect would
  // reach its cap.
  const broad = !indexed && matches > collectCap;
  if (!broad) {
    const kept = await rankedMatches(database, filter, ranked, collectCap);
    if (kept) return { ids: kept.slice(page.offset, end), count: kept.length, exact: true };
  }
  return walkRanking(database, filter, ranked, walked, page, ranked.length);
}

/**
 * One page of the `reviews` sort and its exact count in one plain statement (plainRankingPageSql):
 * the path without the ranking kept in memory (the `packed-reviews` layer off, see list-service.ts).
 */
export async function plainRecentReviewsPage(
  database: Database,
  filter: CreatorFilter,
  page: PageOptions,
): Promise<{ ids: number[] } & CreatorCount> {
  const params = new SqlParams();
  const where = whereSql(filterConditions(filter, params));
  const statement = plainRankingPageSql(where, params.add(page.limit), params.add(page.offset));
  const [row] = await database.query<{ total: number; ids: number[] }>(statement, params.values);
  return { ids: (row?.ids ?? []).map(Number), count: row?.total ?? 0, exact: true };
}

/**
 * The ranked `ids` that match `filter`, in ranking order, from its matches collected (at most
 * `cap`; null when there are more).
 */
async function rankedMatches(
  database: Database,
  filter: CreatorFilter,
  ids: number[],
  cap: number,
): Promise<number[] | null> {
  const matches = await collectMatchingIds(database, filter, cap);
  if (matches.length >= cap) return null;
  // The ranking in order, kept where it matches (one pass: a few ms for 170,000 ids).
  const matching = new Set(matches);
  return ids.filter((id) => matching.has(id));
}

/**
 * The page checked on the ranking past its head (the first `checked` ids, `passing` of them), chunk
 * by chunk, each sized by the share passing so far, up to `upTo` ids. The count is exact when the
 * walk reached the end of the ranking, else the share passing times the ranking's length.
 */
async function walkRanking(
  database: Database,
  filter: CreatorFilter,
  ids: number[],
  head: { passing: number[]; checked: number },
  page: PageOptions,
  upTo: number,
): Promise<{ ids: number[] } & CreatorCount> {
  const end = page.offset + page.limit;
  const found = [...head.passing];
  const last = Math.min(ids.length, upTo);
  let checked = head.checked;
  while (found.length < end && checked < last) {
    const share = Math.max(found.length, 1) / checked;
    const size = Math.max(MIN_CHUNK, Math.ceil((1.5 * (end - found.length)) / share));
    const chunk = ids.slice(checked, Math.min(last, checked + size));
    found.push(...(await filterRankedIds(database, filter, chunk)));
    checked += chunk.length;
  }
  const exact = checked >= ids.length;
  const count = exact ? found.length : Math.round((ids.length * found.length) / checked);
  return { ids: found.slice(page.offset, end), count, exact };
}
