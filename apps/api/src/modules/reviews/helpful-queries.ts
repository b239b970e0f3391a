import { sql } from 'drizzle-orm';
import { txRows, type Tx } from '../../db/transaction';

/** Adds the user's helpful vote; true when a row was inserted (false when it was already there). */
export async function insertHelpful(tx: Tx, reviewId: number, userId: number): Promise<boolean> {
  const rows = await txRows(
    tx,
    sql`insert into review_helpful (review_id, user_id) values (${reviewId}, ${userId})
        on conflict do nothing returning review_id`,
  );
  return rows.length > 0;
}

/** Removes the user's helpful vote; true when a row was deleted. */
export async function deleteHelpful(tx: Tx, reviewId: number, userId: number): Promise<boolean> {
  const rows = await txRows(
    tx,
    sql`delete from review_helpful where review_id = ${reviewId} and user_id = ${userId} returning review_id`,
  );
  return rows.length > 0;
}

/** Moves reviews.helpful_count by `delta` (0 = just read it) and returns the count. */
export async function shiftHelpfulCount(tx: Tx, reviewId: number, delta: -1 | 0 | 1): Promise<number> {
  const [row] =
    delta === 0
      ? await txRows<{ helpful_count: number }>(tx, sql`select helpful_count from reviews where id = ${reviewId}`)
      : await txRows<{ helpful_count: number }>(
          tx,
          sql`update reviews set helpful_count = greatest(helpful_count + ${delta}::int, 0)
              where id = ${reviewId} returning helpful_count`,
        );
  return Number(row?.helpful_count ?? 0);
}
