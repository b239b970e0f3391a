import type { Database } from '../../db/client';
import type { CreatorFilter } from './creator-filter';
import { maskCount } from './term-signature';
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
/** Above about this many rows the planner would rather scan and sort the whole table than walk the index. */
const MAX_WALK_CAP = 200_000;
/**
 * A collect may gather this many times the matches expected before giving up for a walk. A cap
 * costs only when reached; one reached costs a second search of the GIN index.
 */
const COLLECT_MARGIN = 8;
const MIN_COLLECT_CAP = 2000;
const MAX_COLLECT_CAP = 20_000;
/**
 * What the plans cost, in µs per row (measured at 1 M creators, warm): a sort index entry walked,
 * its filters and term signature checked on the entry (index-only); a creator's row looked up by key
 * to check a term; a match collected from the GIN index (the row, and the posting lists of every
 * lexeme decoded first).
 */
const ENTRY_COST = 0.3;
/** A test of a word's or prefix's mask on an entry's term signature (a term of 17 alternatives: 1 µs). */
const MASK_TEST_COST = 0.06;
const ROW_COST = 6;
const COLLECT_COST = 18;
/**
 * What a collect costs on top, per creator matching the term's prefixes alone, when the term holds a
 * prefix beginning many words (see search-resolver.ts, prefixWords): the GIN index decodes every
 * posting of every such word first, whatever the cap (measured at 1 M creators: `retro`, about 65,000
 * creators, 33–54 ms with two filters; `y` 32 ms; `daniela johnson`, a prefix of a few thousand
 * creators, 4 ms).
 */
const PREFIX_POSTING_COST = 0.7;
/** A collect expected to cost less than this is taken for its exact count (1,000 matches). */
const EXACT_COUNT_BUDGET = 1000 * COLLECT_COST;
/**
 * The share of creators without a term whose signature holds every bit of its mask (see
 * term-signature.ts; measured: 0.1–4 % for a word, none for one letter, more for a longer prefix,
 * which stands for every word its first three letters begin): their rows are read for nothing.
 */
const SIGNATURE_MISS = 0.1;
/**
 * The planner's estimate of a term is rough (prefixes, alternatives): unless it expects very many
 * matches, up to PROBE_CAP matches are collected first, which settles every rare term at once.
 */
const PROBE_BELOW = 20_000;
const PROBE_CAP = 500;
/**
 * The probe samples the reach of a planned walk up to this depth: finding the creator at that
 * depth reads the sort index (index-only), about 40 ms for 180,000 entries at 1 M creators. A
 * deeper walk is judged by the share of the probe within this depth, scaled to the walk's depth
 * (matches without the order's key all sit at its end: none within it, none sooner).
 */
const MAX_SAMPLED_DEPTH = 20_000;
/**
 * A scaled share is a guess (matches thin out down most orders: `Medellín`, SFW, by likes, offset
 * 500 was promised 885 of the 510 it needed and found 473): it must promise this many pages.
 */
const EXTRAPOLATED_REACH_MARGIN = 2;
/** Up to this offset the probe of a page with a head runs beside the head's query. */
const EARLY_PROBE_OFFSET = 100;

/** What the plan of a page knows before reading anything. */
export interface PlanFacts {
  /** Exact number of creators matching the structured filters and the category (creator_facet_counts). */
  facetCount: number;
  /** Creators the sort index walk can reach (all, or the filter's platform). */
  scopeSize: number;
  /** The planner's estimate of the creators the term's prefixes match alone (asked only by a plan that needs it). */
  prefixMatches: () => Promise<number>;
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
  // A term too short for the index (one or two letters beginning many words) matches most
  // creators: the planner's guess for a condition checked row by row is no better than that.
  const rowByRow = filter.search?.tsquery && !filter.search.indexable && !filter.near;
  const estimate =
    indexed && !rowByRow ? Math.min(await estimateMatches(database, filter), facts.facetCount) : facts.facetCount;
  const costs = await planCosts(filter, facts, estimate);
  // A probe of a broad prefix costs its whole decoding: skipped where even a walk to its cap costs less.
  const fullWalk = walkCap(page.offset + page.limit + (facts.head ? HEAD_SIZE : 0), facts.scopeSize, estimate);
  const probing =
    Boolean(filter.search) && estimate <= PROBE_BELOW && !(fullWalk * costs.perEntry < costs.fixedCollect);
  // On a first page with a head, the probe runs beside the head's query: it takes every position
  // the rest of the page can have (the head holds at most HEAD_SIZE matches), the head left out after.
  const window = { limit: page.offset + page.limit + HEAD_SIZE, offset: 0, excludeIds: [] as number[] };
  const [head, early] = await Promise.all([
    // A very common term ranks only its exact username first (ranking a sample of thousands of
    // matches would cost more than the page).
    facts.head ? headIds(database, filter, HEAD_SIZE, { exactOnly: estimate > PROBE_BELOW }) : ([] as number[]),
    probing && facts.head && page.offset <= EARLY_PROBE_OFFSET
      ? probeMatches(database, filter, order, window, { estimate, scopeSize: facts.scopeSize, costs })
      : null,
  ]);
  const headPart = head.slice(page.offset, page.offset + page.limit);
  const restLimit = page.limit - headPart.length;
  const rest = {
    limit: Math.max(1, restLimit),
    offset: Math.max(0, page.offset - head.length),
    excludeIds: head,
  };
  const probe = early
    ? { ...early, ids: early.ids.filter((id) => !head.includes(id)).slice(rest.offset, rest.offset + rest.limit) }
    : probing
      ? await probeMatches(database, filter, order, rest, { estimate, scopeSize: facts.scopeSize, costs })
      : null;
  const found =
    probe && !probe.capped
      ? probe
      : await restOfPage(database, filter, order, rest, {
          estimate,
          atLeast: probe?.matched ?? 0,
          scopeSize: facts.scopeSize,
          costs,
          walkable: walkReaches(probe, estimate, rest),
        });
  const ids = [...headPart, ...found.ids.slice(0, restLimit)];
  if (!indexed) return { ids, count: facts.facetCount, exact: true };
  if (found.matched !== null) return { ids, count: found.matched, exact: true };
  return { ids, count: Math.max(estimate, page.offset + ids.length), exact: false };
}

/**
 * The first collect of a term. Where walking is expected to be the cheaper plan (or the estimate
 * is unreliable), a probe of PROBE_CAP matches (it settles terms the estimate overrates), which also
 * samples where the matches sit in the order: how many of them the planned walk would read. Where
 * collecting is the cheaper plan, the probe is the collect itself, sized as restOfPage would, so the
 * GIN index is not searched twice (each search pays for the whole posting lists of the term and the
 * filters, up to ~100 ms at 1 M creators).
 */
async function probeMatches(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  known: { estimate: number; scopeSize: number; costs: PlanCosts },
): Promise<Awaited<ReturnType<typeof collectPage>> & { reachScale?: number }> {
  const { estimate, scopeSize } = known;
  const needed = page.offset + page.limit + page.excludeIds.length;
  // A term checked row by row (too short for the index) has no estimate worth the name.
  const walkPlanned = !filter.search?.indexable || walkIsCheaper(estimate, needed, scopeSize, known.costs);
  if (!walkPlanned) return collectPage(database, filter, order, page, collectCap(Math.max(estimate, PROBE_CAP)));
  const walkDepth = walkCap(needed, scopeSize, Math.max(estimate, PROBE_CAP));
  const sampledDepth = Math.min(walkDepth, MAX_SAMPLED_DEPTH);
  const probe = await collectPage(database, filter, order, page, PROBE_CAP, sampledDepth);
  // Within the sampled depth, the share of the walk's depth: its matches scale to the whole walk.
  return { ...probe, reachScale: walkDepth / sampledDepth };
}

/**
 * Whether a walk can be expected to find the page: the share of the probe's matches within the
 * planned walk's depth, times the matches expected, reaches the rows needed. Matches can sit late in
 * an order (no likes or subscribers at all, or few: creators of a smaller platform), where the share
 * of all matches a walk assumes would send it through thousands of creators for nothing.
 */
function walkReaches(
  probe: { matched: number; reached: number | null; reachScale?: number } | null,
  estimate: number,
  page: PageOptions & { excludeIds: number[] },
): boolean {
  if (!probe || probe.reached === null) return true;
  const needed = page.offset + page.limit + page.excludeIds.length;
  const matches = Math.max(estimate, probe.matched);
  const scale = probe.reachScale ?? 1;
  const margin = scale > 1 ? EXTRAPOLATED_REACH_MARGIN : 1;
  return (probe.reached * scale * matches) / Math.max(1, probe.matched) >= margin * needed;
}

/**
 * What the plans of a page cost (µs): a walk per sort index entry read (see walkPage); a collect per
 * match, and on top (a broad prefix).
 */
interface PlanCosts {
  perEntry: number;
  fixedCollect: number;
}

/**
 * A walk checks the filters on each entry, and the term signature (a test per word or prefix of the
 * term) on those that pass them; a term needs the row of the creators that pass the filters and the
 * signature: those that match (`matches` of the creators that pass the filters) and a few more.
 */
async function planCosts(filter: CreatorFilter, facts: PlanFacts, matches: number): Promise<PlanCosts> {
  if (!filter.search) return { perEntry: ENTRY_COST, fixedCollect: 0 };
  const filtersPass = Math.min(1, facts.facetCount / Math.max(1, facts.scopeSize));
  const termPasses = Math.min(1, matches / Math.max(1, facts.facetCount) + SIGNATURE_MISS);
  const tsquery = filter.search.tsquery;
  const broadPrefix = filter.search.indexable && tsquery?.includes(':*');
  return {
    perEntry: ENTRY_COST + filtersPass * ((tsquery ? maskCount(tsquery) : 0) * MASK_TEST_COST + termPasses * ROW_COST),
    fixedCollect: broadPrefix ? PREFIX_POSTING_COST * (await facts.prefixMatches()) : 0,
  };
}

/**
 * Whether a walk finds `needed` of `matches` for less than collecting every match costs (a collect
 * within EXACT_COUNT_BUDGET is taken anyway, for its exact count). `matches` is an upper bound once a
 * walk fell short: fewer matches make a collect cheaper but the walk longer, up to its cap, which
 * is then what it is expected to cost.
 */
function walkIsCheaper(
  matches: number,
  needed: number,
  scopeSize: number,
  costs: PlanCosts,
  bound: 'estimate' | 'upper' = 'estimate',
): boolean {
  const rows = bound === 'upper' ? walkCap(needed, scopeSize, matches) : (needed * scopeSize) / Math.max(1, matches);
  const collectCost = costs.fixedCollect + matches * COLLECT_COST;
  return collectCost > EXACT_COUNT_BUDGET && rows * costs.perEntry <= collectCost;
}

/** The rows a walk may read: WALK_MARGIN times those it should read to find `needed` of `matches`. */
function walkCap(needed: number, scopeSize: number, matches: number): number {
  return Math.min(
    MAX_WALK_CAP,
    Math.max(MIN_WALK_CAP, Math.ceil((WALK_MARGIN * needed * scopeSize) / Math.max(1, matches))),
  );
}

function collectCap(guess: number): number {
  return Math.min(MAX_COLLECT_CAP, Math.max(MIN_COLLECT_CAP, Math.ceil(COLLECT_MARGIN * guess)));
}

/**
 * The page (without the head) by walk or collect; `matched` is the exact number of matches when known.
 * Each step is capped; a step that hits its cap tells a bound on the number of matches, which
 * chooses and sizes the next step (a longer walk, or a collect). A walk's cap stays small enough for
 * the sort index to serve it (a walk of "everything" would be planned as a scan and a sort of the
 * whole table). `walkable` false: the probe showed the matches late in the order; collect them.
 */
async function restOfPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  known: { estimate: number; atLeast: number; scopeSize: number; costs: PlanCosts; walkable: boolean },
): Promise<{ ids: number[]; matched: number | null }> {
  const { scopeSize, costs } = known;
  const walk = (cap: number) => walkPage(database, filter, order, page, { cap, scopeSize });
  /** Matches known to exist (a collect that reached its cap). */
  let atLeast = known.atLeast;
  const estimate = Math.max(known.estimate, atLeast);
  const needed = page.offset + page.limit + page.excludeIds.length;
  /** The best guess of the number of matches, corrected by each capped step. */
  let guess = estimate;
  /** The largest walk so far (a walk no longer than it would find nothing new). */
  let walkedUpTo = 0;
  /** The cheaper shape for a number of matches, leaving out a shape whose next step would repeat one. */
  const shapeFor = (matches: number): 'walk' | 'collect' | null => {
    const canCollect = collectCap(matches) > atLeast;
    const canWalk = walkCap(needed, scopeSize, matches) > walkedUpTo && (known.walkable || !canCollect);
    const cheaper = walkIsCheaper(matches, needed, scopeSize, costs, walkedUpTo > 0 ? 'upper' : 'estimate');
    if (canWalk && (cheaper || !canCollect)) return 'walk';
    return canCollect ? 'collect' : null;
  };
  let walked: { ids: number[]; complete: boolean } | null = null;
  for (let step = 0; step < 4; step++) {
    const next = shapeFor(guess);
    if (next === 'walk') {
      const cap = walkCap(needed, scopeSize, guess);
      walked = await walk(cap);
      if (walked.complete) return { ids: walked.ids, matched: null };
      walkedUpTo = cap;
      guess = Math.max(atLeast, Math.min(guess, (needed * scopeSize) / cap)); // fewer than the walk expected
    } else if (next === 'collect') {
      const cap = collectCap(guess);
      const collected = await collectPage(database, filter, order, page, cap);
      if (!collected.capped) return { ids: collected.ids, matched: collected.matched };
      atLeast = cap;
      guess = Math.max(guess, cap);
    } else break;
  }
  // Only when every estimate was wrong several times over: the last walk's page (it may be short).
  walked ??= await walk(walkCap(needed, scopeSize, guess));
  return { ids: walked.ids, matched: null };
}
