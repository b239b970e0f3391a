import { PLATFORMS, type Platform } from '@fanlens/shared';
import type { Ranking } from './rankings';

/** Creators a ranked page lists. */
export const RANKED_PAGE_SIZE = 20;

/** What a ranked page shows: a platform's tab (or all platforms), or one category's creators. */
export interface RankedPage {
  platform: Platform | null;
  category: string | null;
}

/** The platform tab of a `/best` or `/rising` address; an unknown or missing one is every platform. */
export function parseRankedPlatform(query: URLSearchParams): Platform | null {
  const value = query.get('platform');
  return (PLATFORMS as readonly string[]).includes(value ?? '') ? (value as Platform) : null;
}

/** The query a platform tab's page reads, normalised (the page address: RouteHandle.query). */
export function rankedPageQuery(query: URLSearchParams): { platform?: Platform } {
  const platform = parseRankedPlatform(query);
  return platform ? { platform } : {};
}

/** The page an address names: a category's (its slug in the path) or a platform tab's (`?platform=`). */
export function rankedPageOf(category: string | undefined, query: URLSearchParams): RankedPage {
  return category
    ? { platform: null, category: category.toLowerCase() }
    : { platform: parseRankedPlatform(query), category: null };
}

/** The query of GET /creators for a ranked page (the category fixes its own platform). */
export function rankedApiParams(ranking: Ranking, page: RankedPage) {
  return page.category
    ? { sort: ranking.sort, category: page.category, limit: RANKED_PAGE_SIZE }
    : { sort: ranking.sort, ...(page.platform ? { platform: page.platform } : {}), limit: RANKED_PAGE_SIZE };
}
