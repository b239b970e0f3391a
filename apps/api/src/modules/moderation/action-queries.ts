import { sql } from 'drizzle-orm';
import { txRows, type Tx } from '../../db/transaction';

export interface ChangedReview {
  creator_id: number;
  user_id: number;
  rating: number;
}

/** Hides a public review; the row when it changed (undefined when unknown, hidden or held by the checks). */
export async function markHidden(tx: Tx, reviewId: number, reason: string) {
  const [row] = await txRows<ChangedReview>(
    tx,
    sql`update reviews set hidden_at = now(), hidden_reason = ${reason}
        where id = ${reviewId} and hidden_at is null and held_at is null returning creator_id, user_id, rating`,
  );
  return row;
}

/** Shows a hidden review again; the row when it changed. */
export async function markVisible(tx: Tx, reviewId: number) {
  const [row] = await txRows<ChangedReview>(
    tx,
    sql`update reviews set hidden_at = null, hidden_reason = null
        where id = ${reviewId} and hidden_at is not null returning creator_id, user_id, rating`,
  );
  return row;
}

export async function reviewExists(tx: Tx, reviewId: number): Promise<boolean> {
  return (await txRows(tx, sql`select 1 from reviews where id = ${reviewId}`)).length > 0;
}

/** Whether the review is held by the checks (a case decides it, not a hide or restore). */
export async function reviewHeld(tx: Tx, reviewId: number): Promise<boolean> {
  return (await txRows(tx, sql`select 1 from reviews where id = ${reviewId} and held_at is not null`)).length > 0;
}

/** Resolves every open report of the review with `outcome`; the reports it resolved and their reporters. */
export async function resolveReports(tx: Tx, reviewId: number, outcome: 'hidden' | 'dismissed') {
  return txRows<{ id: number; user_id: number }>(
    tx,
    sql`update review_reports set status = 'resolved', outcome = ${outcome}, resolved_at = now()
        where review_id = ${reviewId} and status = 'open' returning id, user_id`,
  );
}

/** Logs a moderation action on a review (`reviewId`) or on a creator page (`creatorId`). */
export async function writeLog(
  tx: Tx,
  entry: {
    moderatorId: number;
    action: string;
    reviewId?: number;
    creatorId?: number;
    caseId?: number;
    /** How many held reviews a case action decided. */
    reviewCount?: number;
    reason: string | null;
  },
) {
  await tx.execute(sql`insert into moderation_log (moderator_id, action, review_id, creator_id, case_id, review_count,
        reason)
      values (${entry.moderatorId}, ${entry.action}, ${entry.reviewId ?? null}, ${entry.creatorId ?? null},
              ${entry.caseId ?? null}, ${entry.reviewCount ?? null}, ${entry.reason})`);
}

export async function reviewOfReport(tx: Tx, reportId: number): Promise<number | undefined> {
  const [row] = await txRows<{ review_id: number }>(
    tx,
    sql`select review_id from review_reports where id = ${reportId}`,
  );
  return row?.review_id;
}

/** Makes one held review public (its case closes once no review of it is held); the row and its case when it changed. */
export async function markReleased(tx: Tx, reviewId: number) {
  const [row] = await txRows<ChangedReview & { case_id: number | null }>(
    tx,
    sql`update reviews set held_at = null, case_outcome = case when case_id is null then null else 'released' end
        where id = ${reviewId} and held_at is not null
        returning creator_id, user_id, rating, case_id`,
  );
  return row;
}
