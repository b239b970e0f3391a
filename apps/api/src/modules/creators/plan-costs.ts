/**
 * What the plans of a page cost and how far each step may go (see matches-page.ts, which chooses
 * the plan): the cost constants in µs per unit, measured at 1 M creators (`npm run bench:calibrate`
 * measures them again), the caps of walks and collects, and the break-even between the two shapes.
 * No SQL here, nothing read.
 */
import type { CreatorFilter } from './creator-filter';
import { layerOn } from './engine-layers';
import { maskCount, signatureDecides } from './term-signature';

/** A walk may read this many times the creators it expects to read before giving up for a collect. */
export const WALK_MARGIN = 4;
/** The same after a walk that met matches (their density there is known, not guessed). */
export const WALKED_MARGIN = 2;
/** A walk of at least this many entries that falls short times what an entry costs (see restOfPage). */
export const TIMED_WALK = 10_000;
export const MIN_WALK_CAP = 2000;
/** Above about this many rows the planner would rather scan and sort the whole table than walk the index. */
export const MAX_WALK_CAP = 200_000;
/**
 * A collect may gather this many times the matches expected before giving up for a walk. A cap
 * costs only when reached; one reached costs a second search of the GIN index.
 */
export const COLLECT_MARGIN = 8;
export const MIN_COLLECT_CAP = 2000;
export const MAX_COLLECT_CAP = 20_000;
/**
 * What the plans cost, in µs per row (measured at 1 M creators, warm): a sort index entry walked,
 * its filters and term signature checked on the entry (index-only); a creator's row looked up by key
 * to check a term; a match collected from the GIN index (the row, and the posting lists of every
 * lexeme decoded first). `npm run bench:calibrate` measures them again on the current machine.
 */
export const ENTRY_COST = 0.3;
/** A test of a word's or prefix's mask on an entry's term signature (a term of 17 alternatives: 1 µs). */
export const MASK_TEST_COST = 0.06;
export const ROW_COST = 6;
export const COLLECT_COST = 18;
/**
 * What every search of the GIN index costs, per posting of the term's words (the creators any of
 * them matches): the index decodes the posting lists of the term's words before it combines them
 * with each other and the filters' lexemes, however few matches it keeps (measured at 1 M creators,
 * the index alone: `games` 97,000 postings 15 ms, `music` 118,000 25 ms, `fitness` 41,000 7.5 ms,
 * `london` 7,900 1.5 ms; `games` with a rating 15 ms; `live music`, 39,862 matches of 216,000 and
 * 118,000 postings, 36 ms). A probe of a common word that stopped at its 753rd match took 33 ms in
 * the index and 2 ms in rows.
 */
export const POSTING_COST = 0.18;
/**
 * What a collect costs on top, per creator matching the term's prefixes alone, when the term holds a
 * prefix beginning many words (see search-resolver.ts, prefixWords): the GIN index decodes every
 * posting of every such word first, whatever the cap (measured at 1 M creators, the bitmap exact in
 * 16 MB: `retro`, about 68,000 creators, 28–32 ms alone or with a filter; `games`, 97,000, 38 ms).
 */
export const PREFIX_POSTING_COST = 0.45;
/** A collect expected to cost less than this is taken for its exact count (1,000 matches). */
export const EXACT_COUNT_BUDGET = 1000 * COLLECT_COST;
/**
 * The share of creators without a term whose signature holds every bit of its mask (see
 * term-signature.ts; measured: 0.1–4 % for a word, none for one letter, more for a longer prefix,
 * which stands for every word its first three or four letters begin): their rows are read for
 * nothing.
 */
export const SIGNATURE_MISS = 0.1;
/**
 * The planner's estimate of a term is rough (prefixes, alternatives, and a term and filters taken as
 * independent): up to PROBE_CAP matches are collected first (see planPage), which settles every rare
 * term at once. A page with a head ranks only the exact username of a term expected to match more
 * than PROBE_BELOW (see headIds).
 */
export const PROBE_BELOW = 20_000;
export const PROBE_CAP = 500;
/**
 * The probe's matches are a sample of all (the GIN index returns them in the order of the table's
 * pages): the needed-th match of the order is expected near this many times its share of the sample
 * (a sample's few first keys are a rough guide: `comics` by subscribers, page 1, sat past 40,000
 * creators of 750,000 with 18,000 matches).
 */
export const SAMPLE_RANK_MARGIN = 2;
/** A collect without a cap (the last step when every estimate was wrong: exact, whatever it costs). */
export const NO_CAP = 2 ** 31 - 1;

/** What the plan of a page knows before reading anything. */
export interface PlanFacts {
  /** Exact number of creators matching the structured filters and the category (creator_facet_counts). */
  facetCount: number;
  /** Creators the sort index walk can reach (all, or the filter's platform). */
  scopeSize: number;
  /**
   * The planner's estimate of the creators any word or prefix of the term matches, without the
   * filters: the postings the GIN index decodes (asked only by a plan that needs it).
   */
  postings: () => Promise<number>;
  /** The planner's estimate of the creators the term's prefixes match alone (asked only by a plan that needs it). */
  prefixMatches: () => Promise<number>;
  /**
   * The planner's share of creators whose signature passes the test of the term's prefixes (a word
   * beginning with the first three or four letters of a longer prefix: asked only by a plan that
   * needs it).
   */
  signaturePrefixShare: () => Promise<number>;
  /** Rank the best matches of the term first (`relevant` with a term). */
  head: boolean;
}

/**
 * What the plans of a page cost (µs): a walk per sort index entry read (see walkPage); a collect per
 * match, and on top per search, the decoding of the term's postings (and of a broad prefix's).
 */
export interface PlanCosts {
  perEntry: number;
  fixedCollect: number;
}

/**
 * A walk checks the filters on each entry, and the term signature (a test per word or prefix of the
 * term) on those that pass them; a term needs the row of the creators that pass the filters and the
 * signature: those that match (`matches` of the creators that pass the filters) and a few more.
 * With the `term-signatures` layer off, no test: the row of every creator that passes the filters.
 */
export async function planCosts(filter: CreatorFilter, facts: PlanFacts, matches: number): Promise<PlanCosts> {
  if (!filter.search) return { perEntry: ENTRY_COST, fixedCollect: 0 };
  const filtersPass = Math.min(1, facts.facetCount / Math.max(1, facts.scopeSize));
  const tsquery = filter.search.tsquery;
  const signatures = layerOn('term-signatures');
  // What the GIN index decodes is the term it looks up (see CreatorSearch.indexQuery).
  const broadPrefix = filter.search.indexable && (filter.search.indexQuery ?? tsquery)?.includes(':*');
  // A prefix's test passes every creator with a word of its first letters: 'production':* matches 5 %
  // of the creators at 1 M, and its test passes the 24 % that hold a word beginning with "pro".
  const prefixPasses = broadPrefix && signatures ? await facts.signaturePrefixShare() : 0;
  const termPasses = !signatures
    ? 1
    : Math.min(1, Math.max(matches / Math.max(1, facts.facetCount), prefixPasses) + SIGNATURE_MISS);
  // A test that decides reads no row (see signatureDecides).
  const rowsRead = signatures && tsquery && signatureDecides(tsquery) ? 0 : termPasses;
  const maskTests = signatures && tsquery ? maskCount(tsquery) : 0;
  return {
    perEntry: ENTRY_COST + filtersPass * (maskTests * MASK_TEST_COST + rowsRead * ROW_COST),
    fixedCollect:
      (filter.search.indexable ? POSTING_COST * (await facts.postings()) : 0) +
      (broadPrefix ? PREFIX_POSTING_COST * (await facts.prefixMatches()) : 0),
  };
}

/**
 * Whether a walk finds `needed` matches at `density` (matches per creator walked) for less than
 * collecting all `matches` costs (a collect within EXACT_COUNT_BUDGET is taken anyway, for its exact
 * count). After a walk that fell short without telling the density, a walk is expected to cost its
 * whole cap (`margin`).
 */
export function walkIsCheaper(
  matches: number,
  needed: number,
  density: number,
  costs: PlanCosts,
  bound: 'estimate' | { margin: number } = 'estimate',
): boolean {
  const rows =
    bound === 'estimate' ? needed / Math.max(density, Number.MIN_VALUE) : walkCap(needed, density, bound.margin);
  const collectCost = costs.fixedCollect + matches * COLLECT_COST;
  return collectCost > EXACT_COUNT_BUDGET && rows * costs.perEntry <= collectCost;
}

/** The rows a walk may read: `margin` times those it should read to find `needed` at `density`. */
export function walkCap(needed: number, density: number, margin = WALK_MARGIN): number {
  return Math.min(
    MAX_WALK_CAP,
    Math.max(MIN_WALK_CAP, Math.ceil((margin * needed) / Math.max(density, Number.MIN_VALUE))),
  );
}

/**
 * The cap of a collect planned at once (the walk expected to cost more): as any collect's, and at
 * most where a walk at the density of that many matches would cost what collecting them does (twice,
 * to be safe). Past it, an estimate too low (the planner takes the term and the filters as
 * independent) would have the collect read more rows than the walk its capped bound then chooses
 * (`Speedrunning`, Twitch, male, SFW, by likes, offset 500: 1,722 expected, 18,253 matches; a collect
 * of 13,776, then a walk of 11 ms: 93–112 ms in two sweeps). A collect is planned only below the
 * break-even, so an estimate within a factor of two is never capped by it.
 */
export function firstCollectCap(estimate: number, needed: number, scopeSize: number, costs: PlanCosts): number {
  const breakEven = collectBreakEven(needed, scopeSize, costs);
  return Math.min(collectCap(Math.max(estimate, PROBE_CAP)), Math.max(MIN_COLLECT_CAP, 2 * breakEven));
}

/**
 * The matches at which collecting them all costs what a walk to the `needed`-th match costs at their
 * density over `scopeSize` (the more the matches, the shorter the walk).
 */
export function collectBreakEven(needed: number, scopeSize: number, costs: PlanCosts): number {
  // matches × COLLECT_COST + fixedCollect = needed × scopeSize / matches × perEntry
  const walkWork = needed * scopeSize * costs.perEntry;
  const fixed = costs.fixedCollect;
  return Math.ceil((-fixed + Math.sqrt(fixed * fixed + 4 * COLLECT_COST * walkWork)) / (2 * COLLECT_COST));
}

export function collectCap(guess: number): number {
  return Math.min(MAX_COLLECT_CAP, Math.max(MIN_COLLECT_CAP, Math.ceil(COLLECT_MARGIN * guess)));
}
