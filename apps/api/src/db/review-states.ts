/**
 * The one place that says which reviews are public. A review is published, held by the checks
 * (`held_at`, modules/review-checks) or hidden by a moderator (`hidden_at`); only a published review
 * is counted in its creator's statistics and shown in lists, counts, caches and rendered pages.
 */
export const publicReview = (alias = 'r') => `${alias}.hidden_at is null and ${alias}.held_at is null`;

/** Public reviews of the `r` alias (creator pages, the recent feed, the reviews left for a creator). */
export const PUBLIC_REVIEW = publicReview('r');
