import { DEAL_SORTS, DEFAULT_DEAL_SORT, PLATFORMS, type DealSort, type Platform } from '@fanlens/shared';

/** Deals a page lists. */
export const DEALS_PAGE_SIZE = 24;

/** What a /deals address shows: its order and the search page's platform, category and NSFW filters. */
export interface DealPage {
  sort: DealSort;
  platform: Platform | null;
  category: string | null;
  /** false hides NSFW creators (and categories). */
  nsfw: boolean;
  offset: number;
}

/** The page a /deals query names; unknown values fall back to the defaults. */
export function parseDealPage(query: URLSearchParams): DealPage {
  const sort = query.get('sort') ?? '';
  const platform = query.get('platform') ?? '';
  const category = (query.get('category') ?? '').trim().toLowerCase();
  const offset = Number(query.get('offset') ?? 0);
  return {
    sort: (DEAL_SORTS as readonly string[]).includes(sort) ? (sort as DealSort) : DEFAULT_DEAL_SORT,
    platform: (PLATFORMS as readonly string[]).includes(platform) ? (platform as Platform) : null,
    category: /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(category) ? category : null,
    nsfw: query.get('nsfw') !== 'false',
    offset: Number.isInteger(offset) && offset > 0 && offset % DEALS_PAGE_SIZE === 0 ? offset : 0,
  };
}

/** The address query of a page: defaults left out (the page address: RouteHandle.query). */
export function dealPageQuery(page: DealPage): Record<string, string> {
  const query: Record<string, string> = {};
  if (page.sort !== DEFAULT_DEAL_SORT) query.sort = page.sort;
  if (page.platform) query.platform = page.platform;
  if (page.category) query.category = page.category;
  if (!page.nsfw) query.nsfw = 'false';
  if (page.offset > 0) query.offset = String(page.offset);
  return query;
}

/** The query of GET /deals for a page. */
export function dealApiParams(page: DealPage) {
  return { ...dealPageQuery(page), limit: DEALS_PAGE_SIZE };
}
