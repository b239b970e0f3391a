/**
 * Filter and sort values of the creators list and the reviews list (docs/product/discovery.md,
 * "The creators list"; docs/product/reviews.md, "Review lists").
 */

/**
 * Creator sorts. The search screen offers only the first four. `top`: best rated, a Bayesian average
 * of the ratings (see docs/decisions/021-best-rated-order.md); the /best pages list it. `growing`:
 * subscribers gained over 30 days relative to the subscribers then, with a floor (see
 * docs/decisions/038-rising-order.md); the /rising pages list it.
 */
export const CREATOR_SORTS = [
  'relevant',
  'liked',
  'rated',
  'subscribers',
  'reviews',
  'verified',
  'top',
  'growing',
] as const;
export type CreatorSort = (typeof CREATOR_SORTS)[number];
export const SEARCH_SCREEN_SORTS = [
  'relevant',
  'liked',
  'rated',
  'subscribers',
] as const satisfies readonly CreatorSort[];
export const DEFAULT_CREATOR_SORT: CreatorSort = 'relevant';

export const REVIEW_SORTS = ['helpful', 'recent', 'positive', 'negative'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'recent';

/** Rating filter: `any` or the minimum average rating. */
export const RATING_FILTERS = ['any', '2', '3', '4', '5'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

/** Price buckets, on the price a fan pays now (the promo price when there is one), in cents. */
export const PRICE_FILTERS = ['any', 'free', 'under5', '5to15', 'over15'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
export const PRICE_BUCKET_CENTS = { low: 500, high: 1500 } as const;

export const GENDERS = ['female', 'male', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_FILTERS = ['all', ...GENDERS] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];

/** Radius of the coordinates filter. */
export const NEARBY_RADIUS_KM = 100;
