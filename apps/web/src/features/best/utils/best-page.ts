import { PLATFORMS, type Platform } from '@fanlens/shared';

/** Creators a best-rated page lists. */
export const BEST_PAGE_SIZE = 20;

/** What a best-rated page shows: a platform's tab (or all platforms), or one category's creators. */
export interface BestPage {
  platform: Platform | null;
  category: string | null;
}

/** The platform tab of a `/best` address; an unknown or missing one is every platform. */
export function parseBestPlatform(query: URLSearchParams): Platform | null {
  const value = query.get('platform');
  return (PLATFORMS as readonly string[]).includes(value ?? '') ? (value as Platform) : null;
}

/** The query `/best` reads, normalised (the page address: RouteHandle.query). */
export function bestPageQuery(query: URLSearchParams): { platform?: Platform } {
  const platform = parseBestPlatform(query);
  return platform ? { platform } : {};
}

/** The query of GET /creators for a best-rated page (the category fixes its own platform). */
export function bestApiParams(page: BestPage) {
  return page.category
    ? { sort: 'top', category: page.category, limit: BEST_PAGE_SIZE }
    : { sort: 'top', ...(page.platform ? { platform: page.platform } : {}), limit: BEST_PAGE_SIZE };
}
