import type { ReviewCaseQueueQuery } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { txRows, type Tx } from '../../db/transaction';
import { FACTS_SELECT } from '../review-checks/window-queries';

export interface CaseRow {
  id: number;
  status: 'open' | 'released' | 'removed' | 'partly_removed';
  created_at: Date | string;
  decided_at: Date | string | null;
  decision_reason: string | null;
  creator_id: number;
  creator_username: string;
  creator_name: string | null;
  creator_platform: 'onlyfans' | 'patreon' | 'twitch';
}

export interface MemberRow {
  id: number;
  case_id: number;
  user_id: number;
  rating: number;
  comment: string;
  created_at: Date | string;
  held: boolean;
  case_outcome: 'released' | 'removed' | null;
  account_created_at: Date | string;
  confirmed: boolean;
  reviewed_others: boolean;
  other_reviews: number;
  author_name: string;
  author_email: string;
  address_hash: string | null;
  device_hash: string | null;
}

/** One page of open cases (oldest first: the longest held wait least) or decided ones (newest decision first). */
export async function pageOfCases(database: Database, query: ReviewCaseQueueQuery) {
  const open = query.status === 'open';
  const where = open ? "k.status = 'open'" : "k.status <> 'open'";
  const order = open ? 'k.created_at asc, k.id asc' : 'k.decided_at desc, k.id desc';
  const [rows, [total]] = await Promise.all([
    database.query<CaseRow>(
      `select k.id, k.status, k.created_at, k.decided_at, k.decision_reason, c.id as creator_id,
         c.username as creator_username, c.name as creator_name, c.platform as creator_platform
       from review_cases k join creators c on c.id = k.creator_id
       where ${where} order by ${order} limit $1 offset $2`,
      [query.limit, query.offset],
    ),
    database.query<{ count: number }>(`select count(*)::int as count from review_cases k where ${where}`),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

/** The reviews of the cases `caseIds` with their evidence, in the order they were written. */
export async function membersOf(database: Database, caseIds: readonly number[]) {
  if (caseIds.length === 0) return [];
  return database.query<MemberRow>(
    `select ${FACTS_SELECT}, r.case_id, r.comment, r.held_at is not null as held, r.case_outcome,
       (select count(*)::int from reviews o where o.user_id = r.user_id and o.creator_id <> r.creator_id)
         as other_reviews,
       u.name as author_name, u.email as author_email
     from reviews r join users u on u.id = r.user_id
     where r.case_id = any($1::int[])
     order by r.created_at, r.id`,
    [caseIds],
  );
}

/**
 * Locks the case's creator row (as the checks of a new review do: no review joins the case while it
 * is decided), then the case row; its creator and status (undefined when unknown).
 */
export async function lockCase(tx: Tx, caseId: number) {
  await tx.execute(
    sql`select id from creators where id = (select creator_id from review_cases where id = ${caseId})
        for no key update`,
  ); // as lockCreator (reviews/queries.ts)
  const [row] = await txRows<{ creator_id: number; status: string }>(
    tx,
    sql`select creator_id, status from review_cases where id = ${caseId} for no key update`,
  );
  return row;
}

/** `and id = …` when one review of the case is decided, nothing when all its held reviews are. */
const oneReview = (reviewId: number | undefined) => (reviewId === undefined ? sql`` : sql` and id = ${reviewId}`);

/** Makes the case's held reviews (or the one `reviewId`) public; their ids, ratings and authors. */
export async function releaseHeld(tx: Tx, caseId: number, reviewId?: number) {
  return txRows<{ id: number; rating: number; user_id: number }>(
    tx,
    sql`update reviews set held_at = null, case_outcome = 'released'
        where case_id = ${caseId} and held_at is not null${oneReview(reviewId)} returning id, rating, user_id`,
  );
}

/**
 * Hides the case's held reviews (or the one `reviewId`) with the moderator's reason (never counted:
 * no statistics change); their ids and authors.
 */
export async function hideHeld(tx: Tx, caseId: number, reason: string, reviewId?: number) {
  return txRows<{ id: number; user_id: number }>(
    tx,
    sql`update reviews set held_at = null, hidden_at = now(), hidden_reason = ${reason}, case_outcome = 'removed'
        where case_id = ${caseId} and held_at is not null${oneReview(reviewId)} returning id, user_id`,
  );
}

/** One review of the case: whether it is still held (undefined when the review is not in the case). */
export async function memberOfCase(tx: Tx, caseId: number, reviewId: number) {
  const [row] = await txRows<{ held: boolean }>(
    tx,
    sql`select held_at is not null as held from reviews where id = ${reviewId} and case_id = ${caseId}`,
  );
  return row;
}

/** How many reviews the case has. */
export async function reviewsInCase(tx: Tx, caseId: number): Promise<number> {
  const [row] = await txRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from reviews where case_id = ${caseId}`,
  );
  return row?.count ?? 0;
}

/**
 * What the case's reviews have become: its status once none is held any more (`released`, `removed`,
 * or `partly_removed` when they were decided each way), `open` while one is.
 */
export async function caseOutcome(tx: Tx, caseId: number) {
  const [row] = await txRows<{ held: number; released: number; removed: number }>(
    tx,
    sql`select count(*) filter (where held_at is not null)::int as held,
          count(*) filter (where case_outcome = 'released')::int as released,
          count(*) filter (where case_outcome = 'removed')::int as removed
        from reviews where case_id = ${caseId}`,
  );
  const { held = 0, released = 0, removed = 0 } = row ?? {};
  if (held > 0) return 'open' as const;
  if (removed === 0) return 'released' as const;
  return released === 0 ? ('removed' as const) : ('partly_removed' as const);
}

export async function decideCase(
  tx: Tx,
  caseId: number,
  decision: { status: 'released' | 'removed' | 'partly_removed'; moderatorId: number; reason: string | null },
) {
  await tx.execute(sql`update review_cases set status = ${decision.status}, decided_at = now(),
      decided_by = ${decision.moderatorId}, decision_reason = ${decision.reason}
    where id = ${caseId} and status = 'open'`);
}

/** Closes the case once none of its reviews is held, as `moderatorId` decided it; its status now. */
export async function settleCase(tx: Tx, caseId: number, moderatorId: number, reason: string | null) {
  const status = await caseOutcome(tx, caseId);
  if (status !== 'open') await decideCase(tx, caseId, { status, moderatorId, reason });
  return status;
}
