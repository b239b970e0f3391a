import type { ReviewSort } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { textArrayLiteral, txRows, type Queryable, type Tx } from '../../db/transaction';
import type { ReviewRow } from './review-presenter';
import { REVIEW_FROM, reviewSelect } from './review-select';
import { publicReview } from '../../db/review-states';

/** Review orders of the creator page; each ends on a stable tie-break. */
export const REVIEW_ORDER: Record<ReviewSort, string> = {
  recent: 'r.created_at desc, r.id desc',
  helpful: 'r.helpful_count desc, r.created_at desc, r.id desc',
  positive: 'r.rating desc, r.created_at desc, r.id desc',
  negative: 'r.rating asc, r.created_at desc, r.id desc',
};

/** Which reviews a list holds: an SQL condition on `r` / `c` with placeholders $1..$n of `params`. */
export interface ReviewFilter {
  where: string;
  params: unknown[];
}

export interface Page {
  limit: number;
  offset: number;
}

/** One page of reviews for a viewer, and the total count of the filter. */
export async function pageOfReviews(
  database: Database,
  filter: ReviewFilter,
  order: string,
  page: Page,
  viewerId: number | null,
  /** Count at most this many matches (a feed over the whole site need not count every review). */
  countLimit?: number,
): Promise<{ rows: ReviewRow[]; count: number }> {
  const n = filter.params.length;
  const matches = `select 1 from reviews r join creators c on c.id = r.creator_id where ${filter.where}`;
  const countQuery = countLimit
    ? `select count(*)::int as count from (${matches} limit ${Math.trunc(countLimit)}) m`
    : `select count(*)::int as count from (${matches}) m`;
  const [rows, [total]] = await Promise.all([
    database.query<ReviewRow>(
      `select ${reviewSelect(`$${n + 1}`)} from ${REVIEW_FROM}
       where ${filter.where} order by ${order} limit $${n + 2} offset $${n + 3}`,
      [...filter.params, viewerId, page.limit, page.offset],
    ),
    database.query<{ count: number }>(countQuery, filter.params),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

export async function findReviewRow(database: Queryable, reviewId: number, viewerId: number | null) {
  const [row] = await database.query<ReviewRow>(`select ${reviewSelect('$2')} from ${REVIEW_FROM} where r.id = $1`, [
    reviewId,
    viewerId,
  ]);
  return row;
}

export interface CreatorRef {
  id: number;
  user_id: number | null;
  verified: boolean;
  /**
   * Removed by a moderator (a removal request, New pages): no reviews are shown or taken (410). A page
   * gone from its platform is not: it keeps its reviews (decision 037).
   */
  removed: boolean;
}

const CREATOR_REF = 'id, user_id, verified, removed_at is not null and gone_at is null as removed';

export async function findCreatorById(database: Database, creatorId: number): Promise<CreatorRef | undefined> {
  const [row] = await database.query<CreatorRef>(`select ${CREATOR_REF} from creators where id = $1`, [creatorId]);
  return row;
}

export async function findCreatorByUsername(database: Database, username: string): Promise<CreatorRef | undefined> {
  const [row] = await database.query<CreatorRef>(
    `select ${CREATOR_REF} from creators where lower(username) = lower($1)`,
    [username],
  );
  return row;
}

/** The ids of the creator pages a user has claimed and verified (none: empty). */
export async function findClaimedCreatorIds(database: Database, userId: number): Promise<number[]> {
  const rows = await database.query<{ id: number }>('select id from creators where user_id = $1 and verified', [
    userId,
  ]);
  return rows.map((row) => row.id);
}

/** A review's author and the claim of the creator it is about. */
export async function findReviewParties(database: Database, reviewId: number) {
  const [row] = await database.query<{
    author_id: number;
    creator_id: number;
    creator_user_id: number | null;
    creator_verified: boolean;
    /** Neither hidden by a moderator nor held by the checks: others may vote on, reply to, report it. */
    public: boolean;
  }>(
    `select r.user_id as author_id, r.creator_id, c.user_id as creator_user_id, c.verified as creator_verified,
       ${publicReview('r')} as public
     from reviews r join creators c on c.id = r.creator_id where r.id = $1`,
    [reviewId],
  );
  return row;
}

/** The user's review of a creator, if any, and whether a moderator hid it. */
export async function findOwnReviewOf(database: Database, userId: number, creatorId: number) {
  const [row] = await database.query<{ id: number; hidden: boolean }>(
    'select id, hidden_at is not null as hidden from reviews where user_id = $1 and creator_id = $2',
    [userId, creatorId],
  );
  return row;
}

export interface NewReview {
  creatorId: number;
  userId: number;
  rating: number;
  comment: string;
  positive: readonly string[];
  negative: readonly string[];
  isSubscriber: boolean;
  anonymous: boolean;
  /** Keyed hashes of the writer's address and browser (modules/review-checks). */
  addressHash: string | null;
  deviceHash: string | null;
  /** The valid invitation it was written through (the "Invited" label), if any. */
  invitationId?: number | null;
}

export async function insertReview(tx: Tx, review: NewReview): Promise<number> {
  const [row] = await txRows<{ id: number }>(
    tx,
    sql`insert into reviews (creator_id, user_id, rating, comment, positive, negative, is_subscriber, anonymous,
                         address_hash, device_hash, invitation_id)
        values (${review.creatorId}, ${review.userId}, ${review.rating}, ${review.comment},
                ${textArrayLiteral(review.positive)}::text[], ${textArrayLiteral(review.negative)}::text[],
                ${review.isSubscriber}, ${review.anonymous}, ${review.addressHash}, ${review.deviceHash},
                ${review.invitationId ?? null})
        returning id`,
  );
  return row.id;
}

/** Creates the review's single reply, or edits it; true when it was created. */
export async function upsertReaction(database: Queryable, reviewId: number, userId: number, comment: string) {
  const [row] = await database.query<{ created: boolean }>(
    `insert into review_reactions (review_id, user_id, comment) values ($1, $2, $3)
     on conflict (review_id) do update set comment = excluded.comment, user_id = excluded.user_id, updated_at = now()
     returning (xmax = 0) as created`,
    [reviewId, userId, comment],
  );
  return row?.created === true;
}
