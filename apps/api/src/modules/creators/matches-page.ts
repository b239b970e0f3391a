import type { Database } from '../../db/client';
import { MIN_KEY_RANGE, keyRange, type CreatorFilter, type NullableKey } from './creator-filter';
import { layerOn } from './engine-layers';
import {
  NULLABLE_KEYS,
  collectPage,
  estimateMatches,
  estimateWalkScope,
  headIds,
  walkPage,
  walkScopeEmpty,
  type CreatorCount,
  type IndexOrder,
  type PageOptions,
} from './list-queries';
import {
  WALK_MARGIN,
  WALKED_MARGIN,
  TIMED_WALK,
  COLLECT_COST,
  PROBE_BELOW,
  PROBE_CAP,
  SAMPLE_RANK_MARGIN,
  NO_CAP,
  planCosts,
  walkIsCheaper,
  walkCap,
  firstCollectCap,
  collectCap,
  type PlanFacts,
  type PlanCosts,
} from './plan-costs';

/** At most this many best-ranked matches of a term open a `relevant` page (see headIds). */
export const HEAD_SIZE = 10;

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
 * By likes or subscribers, a page with a term or coordinates is taken side by side (sidesPage).
 * `limits.sidesAbove`: the matches expected above which a page is split (PROBE_CAP; smaller in tests).
 */
export async function matchesPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions,
  facts: PlanFacts,
  limits: { sidesAbove?: number } = {},
): Promise<{ ids: number[] } & CreatorCount> {
  const indexed = Boolean(filter.search || filter.near);
  const key = NULLABLE_KEYS[order];
  const sidesAbove = limits.sidesAbove ?? PROBE_CAP;
  const sides =
    layerOn('sides') && indexed && key && !facts.head
      ? await sidesEstimate(database, filter, order, key, sidesAbove)
      : null;
  if (key && sides !== null) return sidesPage(database, filter, order, page, { ...facts, estimate: sides }, key);
  const plan = await planPage(database, filter, facts, page.offset + page.limit + (facts.head ? HEAD_SIZE : 0));
  const { estimate } = plan;
  // On a page with a head, the page's plan runs beside the head's query: it takes every position the
  // rest of the page can have (the head holds at most HEAD_SIZE matches), the head left out after.
  // `Roman`, free, relevant, offset 1,000 at 1 M creators: the head 46 ms, then a walk of 154,632
  // entries, 64 ms.
  const window = { limit: page.offset + page.limit + HEAD_SIZE, offset: 0, excludeIds: [] as number[] };
  const [head, beside] = await Promise.all([
    // A very common term ranks only its exact username first (ranking a sample of thousands of
    // matches would cost more than the page).
    facts.head ? headIds(database, filter, HEAD_SIZE, { exactOnly: estimate > PROBE_BELOW }) : ([] as number[]),
    facts.head ? plannedPage(database, filter, order, window, plan) : null,
  ]);
  const headPart = head.slice(page.offset, page.offset + page.limit);
  const restLimit = page.limit - headPart.length;
  const rest = {
    limit: Math.max(1, restLimit),
    offset: Math.max(0, page.offset - head.length),
    excludeIds: head,
  };
  const found = beside
    ? { ...beside, ids: beside.ids.filter((id) => !head.includes(id)).slice(rest.offset, rest.offset + rest.limit) }
    : await plannedPage(database, filter, order, rest, plan);
  const ids = [...headPart, ...found.ids.slice(0, restLimit)];
  if (!indexed) return { ids, count: facts.facetCount, exact: true };
  if (found.matched !== null) return { ids, count: found.matched, exact: true };
  return { ids, count: Math.max(found.estimate, page.offset + ids.length), exact: false };
}

/** What a page's plan knows of its matches and its scope, and what its steps cost. */
interface Plan {
  /** Matches expected (the planner's estimate, or the exact filter count: `exact`). */
  estimate: number;
  exact: boolean;
  /** Creators the sort index walk can reach, and whether that number is exact. */
  scopeSize: number;
  exactScope: boolean;
  costs: PlanCosts;
  /** Whether a probe collects a few matches first (see probeMatches). */
  probing: boolean;
  /** A term checked row by row (its collect reads every match of the filters: facetCount). */
  rowByRow: boolean;
  facetCount: number;
}

/**
 * The plan of a page of `needed` matches. `facts.matchesAtMost` bounds the planner's estimate, and
 * `facts.matchesExpected` replaces it (the sides of a key, see sidesPage).
 */
async function planPage(
  database: Database,
  filter: CreatorFilter,
  facts: PlanFacts & { exactScope?: boolean; matchesAtMost?: number; matchesExpected?: number },
  needed: number,
): Promise<Plan> {
  const indexed = Boolean(filter.search || filter.near);
  // A term too short for the index (one or two letters beginning many words) matches most
  // creators: the planner's guess for a condition checked row by row is no better than that.
  const rowByRow = filter.search?.tsquery && !filter.search.indexable && !filter.near;
  const bound = Math.min(facts.facetCount, facts.matchesAtMost ?? Infinity);
  const estimate =
    indexed && !rowByRow ? Math.min(facts.matchesExpected ?? (await estimateMatches(database, filter)), bound) : bound;
  const costs = await planCosts(filter, facts, estimate);
  // A probe costs the matches it collects (and the whole decoding of a broad prefix): skipped where
  // even a walk to its cap costs less (a walk that meets no match is followed by the probe, see
  // restOfPage). On the side without the key, where a probe samples nothing (see probeMatches),
  // skipped where the walk expected costs less. A term checked row by row is never probed: its
  // collect reads the filters' every match whatever its cap (`m`, OnlyFans, female, under $5, SFW,
  // by subscribers: a probe of 63 ms, where a walk of 2,104 entries found the page). However many
  // matches the planner expects: it takes the term and the filters as independent, which they are
  // not (`Games`, Patreon, by subscribers, offset 990: 31,806 expected, 2,937 match; a walk of
  // 37,681 entries met 330 of them and read 7,746 rows, 160–640 ms; a probe of 1,834, then a
  // collect of all: 58 ms).
  const density = estimate / Math.max(1, facts.scopeSize);
  const walkRows =
    filter.keySide?.present === false ? needed / Math.max(density, Number.MIN_VALUE) : walkCap(needed, density);
  const probeCost = costs.fixedCollect + Math.min(estimate, PROBE_CAP) * COLLECT_COST;
  // On a page whose head ranks the term's matches (see headIds), the probe runs beside the head's
  // query, which decodes the same postings: it costs about no time (`Retro`, OnlyFans, under $5,
  // male, SFW, relevant, offset 100: the head 44 ms, then a walk of 70,049 entries met 5 matches,
  // then a collect, 115 ms).
  const besideHead = facts.head && estimate <= PROBE_BELOW;
  const probing =
    layerOn('probe') && Boolean(filter.search) && !rowByRow && (besideHead || !(walkRows * costs.perEntry < probeCost));
  return {
    estimate,
    scopeSize: facts.scopeSize,
    exactScope: facts.exactScope ?? true,
    exact: !indexed,
    costs,
    probing,
    rowByRow: Boolean(rowByRow),
    facetCount: facts.facetCount,
  };
}

/**
 * A page of the matches: the probe's when it found every match, else rangePage's or restOfPage's.
 * `estimate`: the matches expected, at least as many as the probe collected.
 */
async function plannedPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  plan: Plan,
): Promise<{ ids: number[]; matched: number | null; estimate: number }> {
  const probe = plan.probing ? await probeMatches(database, filter, order, page, plan) : null;
  if (probe && !probe.capped) return { ...probe, estimate: probe.matched };
  const estimate = Math.max(plan.estimate, probe?.matched ?? 0);
  const known = { ...plan, estimate };
  const ranged = probe && layerOn('ranges') && (await rangePage(database, filter, order, page, known, probe));
  if (ranged) return { ids: ranged, matched: null, estimate };
  const rest = await restOfPage(database, filter, order, page, {
    ...known,
    atLeast: probe?.matched ?? 0,
    probed: probe !== null,
  });
  return { ...rest, estimate };
}

/**
 * A page of matches with the key of an order by likes or by subscribers, from a power of two of the
 * key up: the probe's sample tells the key of about the page's last match (the sample's match at
 * SAMPLE_RANK_MARGIN times the page's share of the matches), and the matches whose key is at least the power of two at or below it (a key range lexeme,
 * migration 0019) are collected from the GIN index and the page taken from them in order. Taken
 * where collecting the matches expected there costs less than the walk to the page (`manga` by
 * subscribers, offset 1,000 at 1 M creators: the walk reads about 169,000 entries of the sort index;
 * 3,541 matches have 4,096 subscribers or more). Null when not taken, or when the range held fewer
 * matches than the page needs (or more than its cap): the page is then planned as any other.
 */
export async function rangePage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  known: { estimate: number; scopeSize: number; costs: PlanCosts; density?: number | null },
  sample: { matched: number; keys: string[] | null },
): Promise<number[] | null> {
  const key = NULLABLE_KEYS[order];
  if (!key || !sample.keys || filter.keySide?.present === false || !filter.search?.indexable) return null;
  const needed = page.offset + page.limit + page.excludeIds.length;
  const share = sample.matched / Math.max(known.estimate, sample.matched);
  const pageKey = Number(sample.keys[Math.ceil(needed * share * SAMPLE_RANK_MARGIN) - 1]);
  if (!(pageKey >= 2 ** MIN_KEY_RANGE)) return null;
  const fromRange = keyRange(pageKey);
  const inRange = sample.keys.filter((value) => Number(value) >= 2 ** fromRange).length / share;
  const density = known.density ?? known.estimate / Math.max(1, known.scopeSize);
  const walkCost = (needed / Math.max(density, Number.MIN_VALUE)) * known.costs.perEntry;
  if (walkCost <= known.costs.fixedCollect + inRange * COLLECT_COST) return null;
  const ranged = { ...filter, keySide: { key, present: true, fromRange } };
  const collected = await collectPage(database, ranged, order, page, collectCap(inRange));
  return collected.capped || collected.matched < needed ? null : collected.ids;
}

/**
 * The planner's estimate of the matches when a page is taken side by side (see sidesPage), else
 * null: side by side when the creators a walk of `order` reads include some with the key and some
 * without, and the term is expected to match more than `above` (one probe collects a rarer term's
 * every match; each side would search the GIN index again).
 */
async function sidesEstimate(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  key: NullableKey,
  above: number,
): Promise<number | null> {
  const [estimate, ...empty] = await Promise.all([
    estimateMatches(database, filter),
    ...[true, false].map((present) => walkScopeEmpty(database, { ...filter, keySide: { key, present } }, order)),
  ]);
  return estimate > above && !empty.includes(true) ? estimate : null;
}

/**
 * A page of an order that puts the creators without its key last (by likes, by subscribers), side
 * by side: the matches with the key first, then, when the page reaches past them, those without it
 * from the position after their number. Each side is planned on its own (the key lexemes of the
 * document find either side's matches in the GIN index, the key's condition either side in the sort
 * index), so a page of matches without the key never walks every creator with it. A short page of
 * the first side comes with its exact number of matches (see restOfPage).
 */
async function sidesPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions,
  facts: PlanFacts & { estimate: number },
  key: NullableKey,
): Promise<{ ids: number[] } & CreatorCount> {
  const withKey = { ...filter, keySide: { key, present: true } };
  const withoutKey = { ...filter, keySide: { key, present: false } };
  const { estimate } = facts;
  const keyedScope = await estimateWalkScope(database, withKey, order);
  // The filter count and the scope of each side, in proportion (the planner's share of creators with
  // the key). The planner takes the key and the term as independent, which they are not (a word of
  // streamers lacks likes): the estimate of the first side is at most that of the whole term, and
  // that of the second is the whole term's less the first side's matches.
  const share = Math.min(1, keyedScope / Math.max(1, facts.scopeSize));
  const sideFacts = (part: number) => ({
    ...facts,
    facetCount: Math.ceil(facts.facetCount * part),
    scopeSize: Math.max(1, Math.round(facts.scopeSize * part)),
    exactScope: false,
  });
  const needed = page.offset + page.limit;
  const keyedPlan = await planPage(database, withKey, { ...sideFacts(share), matchesAtMost: estimate }, needed);
  const first = await plannedPage(database, withKey, order, { ...page, excludeIds: [] }, keyedPlan);
  if (first.ids.length === page.limit || first.matched === null) {
    return { ids: first.ids, count: Math.max(estimate, first.estimate, needed), exact: false };
  }
  const rest = {
    offset: Math.max(0, page.offset - first.matched),
    limit: page.limit - first.ids.length,
    excludeIds: [] as number[],
  };
  const keyless = { ...sideFacts(1 - share), matchesExpected: Math.max(1, estimate - first.matched) };
  const keylessPlan = await planPage(database, withoutKey, keyless, rest.offset + rest.limit);
  const second = await plannedPage(database, withoutKey, order, rest, keylessPlan);
  const ids = [...first.ids, ...second.ids];
  if (second.matched !== null) return { ids, count: first.matched + second.matched, exact: true };
  const count = first.matched + Math.max(second.estimate, rest.offset + second.ids.length);
  return { ids, count, exact: false };
}

/**
 * The first collect of a term. Where walking is expected to be the cheaper plan (or the estimate
 * is unreliable), a probe of PROBE_CAP matches (it settles terms the estimate overrates), which also
 * samples where the matches sit in the order (their first keys). Where collecting is the cheaper
 * plan, the probe is the collect itself, sized as restOfPage would, so the GIN index is not searched
 * twice (each search pays for the whole posting lists of the term and the filters, up to ~100 ms at
 * 1 M creators).
 */
async function probeMatches(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  known: { estimate: number; scopeSize: number; costs: PlanCosts },
): Promise<Awaited<ReturnType<typeof collectPage>>> {
  const { estimate, scopeSize } = known;
  const needed = page.offset + page.limit + page.excludeIds.length;
  // A term checked row by row (too short for the index) has no estimate worth the name.
  const walkPlanned =
    !filter.search?.indexable || walkIsCheaper(estimate, needed, estimate / Math.max(1, scopeSize), known.costs);
  if (!walkPlanned)
    return collectPage(database, filter, order, page, firstCollectCap(estimate, needed, scopeSize, known.costs));
  // A search of the GIN index decodes the term's postings (all of a broad prefix's) whatever its cap:
  // the probe takes as many more matches as would cost the same, rather than a second search for
  // them (`production`, OnlyFans, rating 2, by likes: 723 matches, a 60 ms search; 95 ms in two).
  const cap = PROBE_CAP + Math.round(known.costs.fixedCollect / COLLECT_COST);
  // The side of creators without the key is in order of ids, and the GIN index returns matches in
  // the order of the table's pages, which follows ids: a probe there is no sample of where they sit.
  return collectPage(database, filter, order, page, cap, filter.keySide?.present !== false);
}

/**
 * The page (without the head) by walk or collect; `matched` is the exact number of matches when known,
 * and always when the page is short, unless a walk read its whole scope (`exactScope`).
 * Each step is capped; a step that hits its cap tells a bound on the number of matches, which
 * chooses and sizes the next step (a longer walk, or a collect). A walk that fell short tells how
 * densely matches sit where it walked (they can thin out or gather down an order), which sizes the
 * next walk (and what reading an entry costs, as timed). A walk's cap stays small enough for the
 * sort index to serve it (a walk of "everything" would be planned as a scan and a sort of the whole
 * table). When every step fell short, every match is collected.
 */
async function restOfPage(
  database: Database,
  filter: CreatorFilter,
  order: IndexOrder,
  page: PageOptions & { excludeIds: number[] },
  known: Plan & { atLeast: number; probed: boolean },
): Promise<{ ids: number[]; matched: number | null }> {
  const { scopeSize, exactScope } = known;
  const costs = { ...known.costs };
  const walk = (cap: number) => walkPage(database, filter, order, page, { cap, scopeSize, exactScope });
  /** Matches known to exist (a collect that reached its cap). */
  let atLeast = known.atLeast;
  const estimate = Math.max(known.estimate, atLeast);
  const needed = page.offset + page.limit + page.excludeIds.length;
  /** The best guess of the number of matches, corrected by each capped step. */
  let guess = estimate;
  /**
   * Matches per creator where the last walk went; until then, as if matches were spread evenly.
   */
  let walkedDensity: number | null = null;
  const densityOf = (matches: number) => walkedDensity ?? matches / Math.max(1, scopeSize);
  /** The largest walk so far (a walk no longer than it would find nothing new). */
  let walkedUpTo = 0;
  /** The margin of the next walk: smaller once a walk met matches. */
  let margin = WALK_MARGIN;
  /**
   * Whether the density is known (a walk met matches): a walk is then expected to
   * cost what it should read; otherwise, after a walk that met none, its whole cap.
   */
  let informed = false;
  /** A walk that meets no match is followed by a probe (once), unless one ran (see probeMatches). */
  let probed = known.probed || !filter.search?.indexable || filter.keySide?.present === false || !layerOn('probe');
  /** Whether a capped collect samples the keys of its matches (for rangePage). */
  const sampleKeys = NULLABLE_KEYS[order] !== undefined && filter.keySide?.present !== false;
  // A term checked row by row is collected from the filters' matches, every one read.
  const collectRows = (matches: number) => Math.max(matches, known.rowByRow ? known.facetCount : 0);
  /** The cheaper shape for a number of matches, leaving out a shape whose next step would repeat one. */
  const shapeFor = (matches: number): 'walk' | 'collect' | null => {
    const density = densityOf(matches);
    const canCollect = collectCap(matches) > atLeast;
    const canWalk = walkCap(needed, density, margin) > walkedUpTo;
    const cheaper = walkIsCheaper(
      collectRows(matches),
      needed,
      density,
      costs,
      walkedUpTo > 0 && !informed ? { margin } : 'estimate',
    );
    if (canWalk && (cheaper || !canCollect)) return 'walk';
    return canCollect ? 'collect' : null;
  };
  for (let step = 0; step < 4; step++) {
    const next = shapeFor(guess);
    if (next === 'walk') {
      const cap = walkCap(needed, densityOf(guess), margin);
      const started = performance.now();
      const walked = await walk(cap);
      if (walked.complete) return { ids: walked.ids, matched: null };
      walkedUpTo = cap;
      // It read every entry within its cap: what one costs here, as timed (a long walk: a short one's
      // time is mostly the statement's own).
      if (cap >= TIMED_WALK) costs.perEntry = ((performance.now() - started) * 1000) / cap;
      // Fewer than `needed` within the cap: as many as the walk met, half a match when it met none.
      walkedDensity = Math.max(walked.found, 0.5) / cap;
      if (walked.found > 0) [margin, informed] = [WALKED_MARGIN, true];
      // Fewer than `needed` within the cap: an estimate (not an exact count) is at most as many
      // spread over the scope, and about as dense as the walk met them, twice over, one when it met
      // none (what the walk met is where it walked, not everywhere: `production`, OnlyFans, by likes,
      // met 36 in 13,362, and 723 of 333,000 match; the planner expected 8,700).
      const spread = (scopeSize / cap) * Math.min(needed, WALKED_MARGIN * walked.found);
      if (!known.exact) guess = Math.max(atLeast, Math.min(guess, Math.max(spread, scopeSize / cap)));
      if (!probed && !informed) {
        // Where the walk met none, the probe's sample tells how deep the page is.
        probed = true;
        const probe = await collectPage(database, filter, order, page, PROBE_CAP, true);
        if (!probe.capped) return { ids: probe.ids, matched: probe.matched };
        atLeast = Math.max(atLeast, probe.matched);
        guess = Math.max(guess, atLeast);
      }
    } else if (next === 'collect') {
      const cap = collectCap(guess);
      const collected = await collectPage(database, filter, order, page, cap, sampleKeys);
      if (!collected.capped) return { ids: collected.ids, matched: collected.matched };
      atLeast = cap;
      guess = Math.max(cap, guess);
      // Its matches are a sample of where they sit: the page may lie from a power of two of the key up
      // (`Art`, rating 5, by likes, offset 100: a collect capped at 3,451 of 16,000 matches, then a
      // walk of 200,000 entries, 89 ms).
      const now = { estimate: guess, scopeSize, costs, density: walkedDensity };
      const ranged = layerOn('ranges') && (await rangePage(database, filter, order, page, now, collected));
      if (ranged) return { ids: ranged, matched: null };
    } else break;
  }
  // Only when every estimate was wrong several times over: every match, exact whatever it costs.
  const collected = await collectPage(database, filter, order, page, NO_CAP);
  return { ids: collected.ids, matched: collected.matched };
}
