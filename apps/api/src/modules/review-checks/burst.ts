import {
  BURST_MIN_REVIEWS,
  BURST_MIN_SAME_RATING,
  NEW_ACCOUNT_DAYS,
  SAME_RATING_SHARE,
  SIGNAL_WEIGHTS,
  SUSPICIOUS_WEIGHT,
} from './thresholds';

const DAY_MS = 86_400_000;

/** What the checks know of one review on the creator page (read by window-queries.ts). */
export interface ReviewFacts {
  id: number;
  userId: number;
  rating: number;
  createdAt: Date;
  accountCreatedAt: Date;
  confirmed: boolean;
  reviewedOthers: boolean;
  addressHash: string | null;
  deviceHash: string | null;
}

export type Signal = keyof typeof SIGNAL_WEIGHTS;

/** Whether some other account's review in `window` has the same non-null value. */
function sharedWithOther(window: readonly ReviewFacts[], review: ReviewFacts, key: 'addressHash' | 'deviceHash') {
  const value = review[key];
  return value !== null && window.some((other) => other.userId !== review.userId && other[key] === value);
}

/** The signals a review shows, read against the other reviews of its window. */
export function signalsOf(review: ReviewFacts, window: readonly ReviewFacts[]): Signal[] {
  const signals: Signal[] = [];
  const age = review.createdAt.getTime() - review.accountCreatedAt.getTime();
  if (age < NEW_ACCOUNT_DAYS * DAY_MS) signals.push('newAccount');
  if (!review.confirmed) signals.push('unconfirmed');
  if (!review.reviewedOthers) signals.push('onlyReview');
  if (sharedWithOther(window, review, 'addressHash')) signals.push('sharedAddress');
  if (sharedWithOther(window, review, 'deviceHash')) signals.push('sharedDevice');
  return signals;
}

export function weightOf(signals: readonly Signal[]): number {
  return signals.reduce((sum, signal) => sum + SIGNAL_WEIGHTS[signal], 0);
}

export function isSuspicious(review: ReviewFacts, window: readonly ReviewFacts[]): boolean {
  return weightOf(signalsOf(review, window)) >= SUSPICIOUS_WEIGHT;
}

/** Whether at least SAME_RATING_SHARE of the reviews give one rating. */
export function sameRating(reviews: readonly ReviewFacts[]): boolean {
  if (reviews.length === 0) return false;
  const counts = new Map<number, number>();
  for (const review of reviews) counts.set(review.rating, (counts.get(review.rating) ?? 0) + 1);
  return Math.max(...counts.values()) >= SAME_RATING_SHARE * reviews.length;
}

/**
 * The cluster of a creator's window of reviews (every review of one creator within
 * BURST_WINDOW_MINUTES): its suspicious reviews, and whether they are a burst (BURST_MIN_REVIEWS,
 * or BURST_MIN_SAME_RATING when they give the same rating).
 */
export function assessWindow(window: readonly ReviewFacts[]): { cluster: ReviewFacts[]; burst: boolean } {
  const cluster = window.filter((review) => isSuspicious(review, window));
  const needed = sameRating(cluster) ? BURST_MIN_SAME_RATING : BURST_MIN_REVIEWS;
  return { cluster, burst: cluster.length >= needed };
}
