import type { CreatorList, CreatorListQuery, CreatorSort } from '@fanlens/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { presentCreator } from './creator-presenter';
import { filterLexemes, type CreatorFilter } from './creator-filter';
import { countByFacets } from './facet-counts';
import {
  applyCategory,
  countCreatorsExactly,
  creatorRows,
  estimatePrefixMatches,
  estimateSignaturePrefixShare,
  estimateTermMatches,
  pageNearest,
  walksPlatformOnly,
  type CreatorCount,
  type CreatorOrder,
  type PageOptions,
} from './list-queries';
import { matchesPage } from './matches-page';
import { plainRecentReviewsPage, recentReviewsPage } from './recent-reviews';
import { layerOn } from './engine-layers';
import { resolveSearch } from './search-resolver';
import { anyOperand } from './term-signature';

interface ListContext {
  viewerId: number | null;
  log: FastifyBaseLogger;
  /** Called with the normalised term and the count of a first page searched with a term. */
  onSearch?: (search: { term: string; count: number }) => Promise<void>;
}

/** A search with fewer matches than this offers "Did you mean" (its term with the misspelt words corrected). */
export const SUGGEST_BELOW = 5;

/** The filter of a query: its category applied and its term resolved; null when the category leaves nothing. */
export async function filterOfQuery(database: Database, query: CreatorListQuery): Promise<CreatorFilter | null> {
  const filter: CreatorFilter = {
    platform: query.platform,
    nsfw: query.nsfw,
    rating: query.rating,
    price: query.price,
    gender: query.gender,
    near: query.coordinates,
    verifiedOnly: query.sort === 'verified',
  };
  if (query.category && !(await applyCategory(database, filter, query.category))) return null;
  if (query.search) filter.search = await resolveSearch(database, query.search);
  return filter;
}

/** GET /creators: one page of creators for any combination of filters, and their count. */
export async function listCreators(
  database: Database,
  query: CreatorListQuery,
  context: ListContext,
): Promise<CreatorList> {
  const { limit, offset } = query;
  const filter = await filterOfQuery(database, query);
  if (!filter) return { results: [], count: 0, limit, offset, countExact: true };

  const { ids, count, exact } = await findPage(database, filter, query.sort, { limit, offset });
  const recording =
    filter.search?.tsquery && offset === 0 ? context.onSearch?.({ term: filter.search.term, count }) : undefined;
  const rows = await creatorRows(database, ids, context.viewerId);
  await recording;
  const results = rows.map((row) => presentCreator(row, { bio: 'text' }));
  const suggestion = count < SUGGEST_BELOW ? filter.search?.suggestion : null;
  return { results, count, limit, offset, countExact: exact, ...(suggestion ? { suggestion } : {}) };
}

/** The ids of one page and the count, each order by its cheapest exact (or estimated) way. */
async function findPage(
  database: Database,
  filter: CreatorFilter,
  sort: CreatorSort,
  page: PageOptions,
): Promise<{ ids: number[] } & CreatorCount> {
  const order = orderOf(sort, filter);
  if (order === 'recent-reviews') {
    // The ranking kept in memory, or plain SQL with the `packed-reviews` layer off (engine-layers.ts).
    return layerOn('packed-reviews')
      ? recentReviewsPage(database, filter, page)
      : plainRecentReviewsPage(database, filter, page);
  }
  if (order === 'distance') {
    // Only structured filters beyond NSFW: the grid squares and filters of the document narrow the
    // circle; otherwise the (lat, lon) index reads the circle's creators without their rows.
    const narrowed = filterLexemes({ ...filter, nsfw: true }).all.length > 0;
    const nearest = await pageNearest(database, filter, page, narrowed ? 'document' : 'columns');
    const count = nearest.total ?? (await countCreatorsExactly(database, filter));
    return { ids: nearest.ids, count, exact: true };
  }
  const everyone = {
    nsfw: true,
    rating: 'any',
    price: 'any',
    gender: 'all',
    verifiedOnly: order === 'verified',
  } as const;
  const [facetCount, scopeSize] = await Promise.all([
    countByFacets(database, filter),
    countByFacets(database, { ...everyone, platform: walksPlatformOnly(filter, order) ? filter.platform : undefined }),
  ]);
  const tsquery = filter.search?.tsquery ?? null;
  // The postings the GIN index decodes are those of the term it looks up (see CreatorSearch.indexQuery).
  const looked = filter.search?.indexQuery ?? tsquery;
  return matchesPage(database, filter, order, page, {
    facetCount,
    scopeSize,
    postings: once(() => (looked ? estimateTermMatches(database, anyOperand(looked)) : Promise.resolve(0))),
    prefixMatches: once(() => estimatePrefixMatches(database, looked)),
    signaturePrefixShare: once(() => estimateSignaturePrefixShare(database, tsquery)),
    head: sort === 'relevant' && Boolean(filter.search),
  });
}

/** `ask`, asked at most once (a page's plans share the estimates they need). */
function once<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= ask());
}

/**
 * The order of a sort. `relevant` is: with a term, the exact username first and then the most
 * popular matches; with coordinates and no term, the nearest first; otherwise the most popular.
 */
export function orderOf(sort: CreatorSort, filter: CreatorFilter): CreatorOrder {
  switch (sort) {
    case 'liked':
    case 'rated':
    case 'subscribers':
    case 'verified':
    case 'top':
    case 'growing':
      return sort;
    case 'reviews':
      return 'recent-reviews';
    default:
      return !filter.search && filter.near ? 'distance' : 'popularity';
  }
}
