/**
 * Every threshold of the unusual-activity checks, in one place (docs/decisions/020-unusual-activity.md
 * explains each). A review weighs the signals of its author and its writing; a review that weighs
 * SUSPICIOUS_WEIGHT or more is suspicious; enough suspicious reviews on one creator within
 * BURST_WINDOW_MINUTES are a burst, held as one case.
 */

/** How far back the checks look on one creator page, from the newest review. */
export const BURST_WINDOW_MINUTES = 60;

/** An account younger than this when it writes the review is new. */
export const NEW_ACCOUNT_DAYS = 7;

/** What each signal adds to a review's weight. */
export const SIGNAL_WEIGHTS = {
  /** The author's account was opened less than NEW_ACCOUNT_DAYS before the review. */
  newAccount: 2,
  /** The author has not confirmed their e-mail address (`email_confirmed_at is null`). */
  unconfirmed: 1,
  /** The author has reviewed no other creator. */
  onlyReview: 1,
  /** Another account reviewed the creator in the window from the same address (keyed hash). */
  sharedAddress: 2,
  /** Another account reviewed the creator in the window from the same browser (device cookie). */
  sharedDevice: 2,
} as const;

/**
 * A review weighing this much is suspicious: a new unconfirmed account that reviewed nothing else,
 * a new account sharing an address or browser, or any accounts sharing both. Two signals of the
 * same account alone are not enough (a new fan who has not confirmed yet and reviews several
 * creators weighs 3, as does a new fan who confirmed and reviews only this one).
 */
export const SUSPICIOUS_WEIGHT = 4;

/** This many suspicious reviews on one creator within the window are a burst. */
export const BURST_MIN_REVIEWS = 5;

/** Fewer suffice when they give the same rating: the same rating pattern across a cluster. */
export const BURST_MIN_SAME_RATING = 4;

/** "The same rating": at least this share of the suspicious reviews give one rating. */
export const SAME_RATING_SHARE = 0.8;
