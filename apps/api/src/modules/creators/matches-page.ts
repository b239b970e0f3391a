import type { Database } from '../../db/client';
import type { CreatorFilter } from './creator-filter';
import {
  collectPage,
  estimateMatches,
  headIds,
  walkPage,
  type CreatorCount,
  type IndexOrder,
  type PageOptions,
} from './list-queries';

/** At most this many best-ranked matches of a term open a `relevant` page (see headIds). */
export const HEAD_SIZE = 10;
/** A walk may read this many times the creators it expects to read before giving up for a collect. */
const WALK_MARGIN = 4;
const MIN_WALK_CAP = 2000;
/** A collect may gather this many times the matches expected before giving up for a walk. */
const COLLECT_MARGIN = 4;
const MIN_COLLECT_CAP = 2000;
const MAX_COLLECT_CAP = 20_000;
/**
 * A row read by walking costs about this many times less than a row collected from the GIN index
 * (measured at 1 M creators: the walk reads rows in index order and stops; the collect decodes the
 * posting lists of every lexeme first).
 */
const WALK_ROW_ADVANTAGE = 8;
/** Up to this many expected matches they are always collected: cheap, and the count is exact. */
const ALWAYS_COLLECT = 1000;

/** What the plan of a page knows before reading anything. */
export interface PlanFacts {
  /** Exact number of creators matching the structured filters and the category (creator_facet_counts). */
  facetCount: number;
  /** Creators the sort index walk can reach (all, or the filter's platform). */
  scopeSize: number;
  /** Rank the best matches of the term first (`relevant` with a term). */
  head: boolean;
}

/**
 * One page of creators in an index order, and its count, by the plan that reads the fewest rows:
 * - walk the sort index and keep the matching creators, stopping after the page: cheap when matches
 *   are common (about (offset + limit) × scope / matches rows read);
 * - or collect every match from the GIN index of creators.document and take the top of them: cheap
 *   when matches are few (every match read once; the count is then exact).
 * The number of matches comes from creator_facet_counts (exact) for the structured filters and the
 * category, and for a term or coordinates from the planner's estimate of the one index lookup
 * (never above the exact filter count). Each plan is capped at a few times the rows it expects to
 * read, and switches to the other when the estimate was wrong, so no combination reads everything.
 */
export async function matchesPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions,
  facts: PlanFacts,
): Promise<{ ids: number[] } & CreatorCount> {
  const indexed = Boolean(filter.search || filter.near);
  const [head, estimate] = await Promise.all([
    facts.head ? headIds(database, filter, HEAD_SIZE) : Promise.resolve([]),
    indexed ? estimateMatches(database, filter).then((n) => Math.min(n, facts.facetCount)) : facts.facetCount,
  ]);
  const headPart = head.slice(page.offset, page.offset + page.limit);
  const restLimit = page.limit - headPart.length;
  const rest = {
    limit: Math.max(1, restLimit),
    offset: Math.max(0, page.offset - head.length),
    excludeIds: head,
  };
  const found = await restOfPage(database, filter, order, rest, { estimate, scopeSize: facts.scopeSize });
  const ids = [...headPart, ...found.ids.slice(0, restLimit)];
  if (!indexed) return { ids, count: facts.facetCount, exact: true };
  if (found.matched !== null) return { ids, count: found.matched, exact: true };
  return { ids, count: Math.max(estimate, page.offset + ids.length), exact: false };
}

/** The page (without the head) by walk or collect; `matched` is the exact number of matches when known. */
async function restOfPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  known: { estimate: number; scopeSize: number },
): Promise<{ ids: number[]; matched: number | null }> {
  const { estimate, scopeSize } = known;
  const needed = page.offset + page.limit + page.excludeIds.length;
  const walkRows = (needed * scopeSize) / Math.max(1, estimate);
  const everything = scopeSize + 1;
  if (estimate > ALWAYS_COLLECT && walkRows <= WALK_ROW_ADVANTAGE * estimate) {
    const cap = Math.max(MIN_WALK_CAP, Math.ceil(WALK_MARGIN * walkRows));
    const walked = await walkPage(database, filter, order, page, { cap, scopeSize });
    if (walked.complete) return { ids: walked.ids, matched: null };
    const collected = await collectPage(database, filter, order, page, everything);
    return { ids: collected.ids, matched: collected.matched };
  }
  const cap = Math.min(MAX_COLLECT_CAP, Math.max(MIN_COLLECT_CAP, Math.ceil(COLLECT_MARGIN * estimate)));
  const collected = await collectPage(database, filter, order, page, cap);
  if (collected.matched < cap) return { ids: collected.ids, matched: collected.matched };
  const walked = await walkPage(database, filter, order, page, { cap: everything, scopeSize });
  return { ids: walked.ids, matched: null };
}
