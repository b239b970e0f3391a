import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { textArrayLiteral, txRows, type Tx } from '../../db/transaction';
import { publicReview } from '../../db/review-states';

const COUNTED = publicReview('reviews');

/** What a review write needs to know of the stored row (read under a row lock). */
export interface StoredReview {
  creator_id: number;
  user_id: number;
  rating: number;
  hidden: boolean;
  /** Counted in the creator's statistics: neither hidden nor held (db/review-states.ts). */
  counted: boolean;
}

/** Locks the review row for the rest of the transaction and reads it. */
export async function lockReview(tx: Tx, reviewId: number): Promise<StoredReview | undefined> {
  const [row] = await txRows<StoredReview>(
    tx,
    sql`select creator_id, user_id, rating, hidden_at is not null as hidden, ${sql.raw(COUNTED)} as counted
        from reviews where id = ${reviewId} for update`,
  );
  return row;
}

export interface ReviewChanges {
  rating: number;
  comment: string;
  positive: readonly string[];
  negative: readonly string[];
  isSubscriber: boolean;
  anonymous: boolean;
}

/** Writes the author's new version; `edited_at` marks it edited (helpful votes and the reply stay). */
export async function updateReviewRow(tx: Tx, reviewId: number, changes: ReviewChanges): Promise<void> {
  await tx.execute(sql`update reviews set rating = ${changes.rating}, comment = ${changes.comment},
      positive = ${textArrayLiteral(changes.positive)}::text[], negative = ${textArrayLiteral(changes.negative)}::text[],
      is_subscriber = ${changes.isSubscriber}, anonymous = ${changes.anonymous},
      edited_at = now(), updated_at = now()
    where id = ${reviewId}`);
}

/** Deletes the review (its votes, reply and reports go with it); the deleted row, if any. */
export async function deleteReviewRow(tx: Tx, reviewId: number): Promise<StoredReview | undefined> {
  const [row] = await txRows<StoredReview>(
    tx,
    sql`delete from reviews where id = ${reviewId}
        returning creator_id, user_id, rating, hidden_at is not null as hidden, ${sql.raw(COUNTED)} as counted`,
  );
  return row;
}

/** The comments the user left on other creators (for the duplicate-text rule). */
export async function commentsOnOtherCreators(database: Database, userId: number, creatorId: number) {
  return database.query<{ comment: string }>('select comment from reviews where user_id = $1 and creator_id <> $2', [
    userId,
    creatorId,
  ]);
}
