import type { Creator, CreatorListQuery, CreatorSort, List } from '@fanlens/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordSearch } from '../trends/queries';
import { presentCreator } from './creator-presenter';
import type { CreatorFilter } from './creator-filter';
import { countByFacets, countableByFacets } from './facet-counts';
import {
  countCreatorsExactly,
  creatorRows,
  findCategoryBySlug,
  findExactUsername,
  pageCreatorIds,
  type CreatorOrder,
} from './list-queries';
import { resolveSearch } from './search-resolver';

const USERNAME_LIKE = /^[a-z0-9._-]+$/;

interface ListContext {
  viewerId: number | null;
  log: FastifyBaseLogger;
}

/** GET /creators: one page of creators for any combination of filters, and their exact count. */
export async function listCreators(database: Database, query: CreatorListQuery, context: ListContext): Promise<List<Creator>> {
  const { limit, offset } = query;
  const empty = { results: [], count: 0, limit, offset };
  const filter: CreatorFilter = {
    platform: query.platform,
    nsfw: query.nsfw,
    rating: query.rating,
    price: query.price,
    gender: query.gender,
    near: query.coordinates,
    verifiedOnly: query.sort === 'verified',
  };
  if (query.category) {
    const category = await findCategoryBySlug(database, query.category);
    // An unknown category, or an NSFW one while NSFW is hidden, has no creators to show.
    if (!category || (category.nsfw && !query.nsfw)) return empty;
    filter.categoryId = category.id;
  }
  if (query.search) filter.search = await resolveSearch(database, query.search);

  const recording =
    filter.search && filter.search.term.length > 0 && offset === 0
      ? recordSearch(database, filter.search.term).catch((error: unknown) => {
          context.log.warn({ err: error }, 'could not record a search term');
        })
      : undefined;
  const order = orderOf(query.sort, filter);
  const [count, ids] = await Promise.all([
    order !== 'recent-reviews' && countableByFacets(filter)
      ? countByFacets(database, filter)
      : countCreatorsExactly(database, filter, order),
    pageIds(database, filter, order, query.sort, { limit, offset }),
  ]);
  const rows = await creatorRows(database, ids, context.viewerId);
  await recording;
  return { results: rows.map((row) => presentCreator(row, { bio: 'text' })), count, limit, offset };
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
      return sort;
    case 'reviews':
      return 'recent-reviews';
    default:
      return !filter.search && filter.near ? 'distance' : 'popularity';
  }
}

async function pageIds(
  database: Database,
  filter: CreatorFilter,
  order: CreatorOrder,
  sort: CreatorSort,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const term = filter.search?.term;
  if (sort !== 'relevant' || !term || !USERNAME_LIKE.test(term)) return pageCreatorIds(database, filter, order, page);
  const exactId = await findExactUsername(database, filter, term);
  if (exactId === null) return pageCreatorIds(database, filter, order, page);
  if (page.offset > 0) {
    return pageCreatorIds(database, filter, order, { limit: page.limit, offset: page.offset - 1, excludeId: exactId });
  }
  const rest = page.limit > 1 ? await pageCreatorIds(database, filter, order, { limit: page.limit - 1, offset: 0, excludeId: exactId }) : [];
  return [exactId, ...rest];
}
