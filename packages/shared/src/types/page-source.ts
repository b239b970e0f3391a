import type { List, Trend } from './api';
import type { Category } from './category';
import type { RatingTrend } from '../schemas/analytics';
import type { Creator, CreatorDetails } from './creator';
import type { CreatorFacets } from './creator-list';
import type { DealList } from './deals';
import type { RelatedSearch } from './related';
import type { Review } from './review';
import type { TransparencyReport } from '../schemas/transparency';

/** Query parameters as a browser would send them: strings, left out when empty. */
export type PageQuery = Record<string, string>;

/**
 * What the server renderer reads for a public page: the guest's answer of each API call a page
 * makes, from the same service code, shaped exactly as the API sends it. `null` = the API's 404.
 * An invalid query rejects with the API's 400.
 */
export interface PageSource {
  /** GET /api/creators/details/{idOrUsername}; `removed` = the API's 410 (a page removed on request). */
  creator(idOrUsername: string): Promise<CreatorDetails | null | 'removed'>;
  /** GET /api/reviews/creator/{username} (null also for a removed page) */
  creatorReviews(username: string, query: PageQuery): Promise<List<Review> | null>;
  /** GET /api/categories */
  categories(): Promise<List<Category>>;
  /** GET /api/creators, /api/creators/most-reviews, /api/creators/recent-verified */
  creators(list: 'search' | 'most-reviews' | 'recent-verified', query: PageQuery): Promise<List<Creator>>;
  /** GET /api/deals */
  deals(query: PageQuery): Promise<DealList>;
  /** GET /api/reviews/recent */
  recentReviews(query: PageQuery): Promise<List<Review>>;
  /** GET /api/creators/trends */
  trends(): Promise<Trend[]>;
  /** GET /api/creators/related */
  relatedSearches(query: PageQuery): Promise<RelatedSearch[]>;
  /** GET /api/creators/facets */
  facets(query: PageQuery): Promise<CreatorFacets>;
  /** GET /api/creators/{id}/rating-trend (null for an unknown creator) */
  ratingTrend(creatorId: number): Promise<RatingTrend | null>;
  /** GET /api/transparency (live figures: a page that reads them is never kept in the read cache) */
  transparency(query: PageQuery): Promise<TransparencyReport>;
}
