import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';

/**
 * Locks the creator row first in every write that changes its statistics: the checks of its new
 * reviews (modules/review-checks), the decisions on its cases, edits, deletes, hides and restores
 * run one after the other, and always take the creator before the review rows (no deadlock). `for no key update` is the lock the statistics update takes anyway; it
 * does not wait for the key-share locks that concurrent review inserts hold on the row (their
 * foreign key), where `for update` would deadlock two of them.
 */
export async function lockCreator(tx: Tx, creatorId: number): Promise<void> {
  await tx.execute(sql`select id from creators where id = ${creatorId} for no key update`);
}

/** lockCreator for the creator of a review (nothing when the review is unknown). */
export async function lockCreatorOfReview(tx: Tx, reviewId: number): Promise<void> {
  await tx.execute(
    sql`select id from creators where id = (select creator_id from reviews where id = ${reviewId}) for no key update`,
  );
}

/** Adds (`delta` 1) or takes back (-1) one rating in a creator's statistics (same transaction as the review write). */
export async function shiftCreatorRating(tx: Tx, creatorId: number, rating: number, delta: 1 | -1): Promise<void> {
  await tx.execute(sql`update creators set
      review_count = review_count + ${delta}::int,
      rating_sum = rating_sum + ${rating * delta}::int,
      rating_1 = rating_1 + ${delta}::int * (${rating}::int = 1)::int,
      rating_2 = rating_2 + ${delta}::int * (${rating}::int = 2)::int,
      rating_3 = rating_3 + ${delta}::int * (${rating}::int = 3)::int,
      rating_4 = rating_4 + ${delta}::int * (${rating}::int = 4)::int,
      rating_5 = rating_5 + ${delta}::int * (${rating}::int = 5)::int
    where id = ${creatorId}`);
}

/** Adds (`delta` 1) or takes back (-1) several ratings of one creator at once (a case released or held). */
export async function shiftCreatorRatings(tx: Tx, creatorId: number, ratings: readonly number[], delta: 1 | -1) {
  if (ratings.length === 0) return;
  const count = (stars: number) => ratings.filter((rating) => rating === stars).length * delta;
  const sum = ratings.reduce((total, rating) => total + rating, 0) * delta;
  await tx.execute(sql`update creators set
      review_count = review_count + ${ratings.length * delta}::int,
      rating_sum = rating_sum + ${sum}::int,
      rating_1 = rating_1 + ${count(1)}::int,
      rating_2 = rating_2 + ${count(2)}::int,
      rating_3 = rating_3 + ${count(3)}::int,
      rating_4 = rating_4 + ${count(4)}::int,
      rating_5 = rating_5 + ${count(5)}::int
    where id = ${creatorId}`);
}

/** Adds one rating to a creator's statistics (same transaction as the review insert). */
export async function addRatingToCreator(tx: Tx, creatorId: number, rating: number): Promise<void> {
  await shiftCreatorRating(tx, creatorId, rating, 1);
}
