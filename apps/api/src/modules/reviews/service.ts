import type { CreateReviewBody, List, Review, ReviewListQuery } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction, type Queryable } from '../../db/transaction';
import { pageRemoved } from '../../lib/errors';
import type { WriteReceipt } from '../../lib/idempotency';
import { refuseDuplicateText, spendReviewOfDay } from './abuse-limits';
import {
  REVIEW_ORDER,
  findClaimedCreatorIds,
  findOwnReviewOf,
  findCreatorById,
  findCreatorByUsername,
  findReviewParties,
  findReviewRow,
  insertReview,
  pageOfReviews,
  upsertReaction,
  type Page,
  type ReviewFilter,
} from './queries';
import { addRatingToCreator } from '../creators/rating-queries';
import { checkNewReview, type WritingMarks } from '../review-checks/service';
import { findValidInvitation } from '../invitations/queries';
import { notifyAboutReview } from './review-notice';
import { presentReview } from './review-presenter';
import { PUBLIC_REVIEW } from '../../db/review-states';
import {
  alreadyReviewed,
  creatorNotFound,
  hiddenReviewOfCreator,
  notACreator,
  notYourPage,
  notThisCreator,
  ownInvitation,
  ownPageReview,
  reviewNotFound,
  reviewWriteError,
} from './review-errors';

async function listOf(
  database: Database,
  filter: ReviewFilter,
  order: string,
  page: Page,
  viewerId: number | null,
  countLimit?: number,
): Promise<List<Review>> {
  const { rows, count } = await pageOfReviews(database, filter, order, page, viewerId, countLimit);
  return { results: rows.map((row) => presentReview(row, viewerId)), count, limit: page.limit, offset: page.offset };
}

/** One review as the viewer sees it; 404 when it does not exist. */
export async function getReview(database: Queryable, reviewId: number, viewerId: number | null): Promise<Review> {
  const row = await findReviewRow(database, reviewId, viewerId);
  if (!row) throw reviewNotFound();
  return presentReview(row, viewerId);
}

/** Public lists leave out the reviews a moderator hid and those the checks hold. */
const VISIBLE = PUBLIC_REVIEW;

/**
 * One public review, as a guest sees it, and its creator: what a link to the review itself (the
 * notification mails' `#review-{id}` links) shows. 404 when it is hidden, held or unknown, 410 when its
 * page was removed.
 */
export async function getPublicReview(
  database: Database,
  reviewId: number,
): Promise<{ creatorId: number; review: Review }> {
  const { results } = await listOf(
    database,
    { where: `r.id = $1 and ${VISIBLE}`, params: [reviewId] },
    REVIEW_ORDER.recent,
    { limit: 1, offset: 0 },
    null,
  );
  const [review] = results;
  if (!review) throw reviewNotFound();
  const creator = await findCreatorByUsername(database, review.creatorUsername);
  if (!creator) throw reviewNotFound();
  if (creator.removed) throw pageRemoved();
  return { creatorId: creator.id, review };
}

/** The reviews of a creator page (username, case-insensitive) in the chosen order, and the creator's id. */
export async function listCreatorReviews(
  database: Database,
  username: string,
  query: ReviewListQuery,
  viewerId: number | null,
): Promise<{ creatorId: number; list: List<Review> }> {
  const creator = await findCreatorByUsername(database, username);
  if (!creator) throw creatorNotFound();
  if (creator.removed) throw pageRemoved();
  const filter: ReviewFilter =
    query.rating === undefined
      ? { where: `r.creator_id = $1 and ${VISIBLE}`, params: [creator.id] }
      : { where: `r.creator_id = $1 and ${VISIBLE} and r.rating = $2`, params: [creator.id, query.rating] };
  const list = await listOf(database, filter, REVIEW_ORDER[query.sort], query, viewerId);
  return { creatorId: creator.id, list };
}

/** The recent feed counts (and so pages through) at most this many of the latest reviews. */
export const RECENT_FEED_COUNT_LIMIT = 1000;

/**
 * Latest reviews across creators (home slider); reviews of NSFW creators only when asked for. The
 * feed holds the RECENT_FEED_COUNT_LIMIT latest: `count` says at most that, and pages past it are empty.
 */
export async function listRecentReviews(
  database: Database,
  query: Page & { nsfw: boolean },
  viewerId: number | null,
  feedSize = RECENT_FEED_COUNT_LIMIT,
): Promise<List<Review>> {
  const filter = { where: `($1::boolean or not c.nsfw) and ${VISIBLE} and c.removed_at is null`, params: [query.nsfw] };
  // The pages end where the count does: no row past the `feedSize` latest.
  const limit = Math.max(0, Math.min(query.limit, feedSize - query.offset));
  const list = await listOf(database, filter, REVIEW_ORDER.recent, { ...query, limit }, viewerId, feedSize);
  return { ...list, limit: query.limit };
}

/** The reviews the user wrote (reviews for others), newest first; hidden and held ones too, marked so. */
export async function listMyReviews(database: Database, userId: number, page: Page): Promise<List<Review>> {
  return listOf(database, { where: 'r.user_id = $1', params: [userId] }, REVIEW_ORDER.recent, page, userId);
}

/**
 * The reviews left for the creator pages the user has claimed and verified (all of them, or the
 * one `creatorId` names), newest first; 403 for a user with no page or a page of someone else.
 */
export async function listMyCreatorReviews(
  database: Database,
  userId: number,
  query: Page & { creatorId?: number },
): Promise<List<Review>> {
  const ids = await findClaimedCreatorIds(database, userId);
  if (ids.length === 0) throw notACreator();
  if (query.creatorId !== undefined && !ids.includes(query.creatorId)) throw notYourPage();
  const pages = query.creatorId === undefined ? ids : [query.creatorId];
  return listOf(
    database,
    { where: `r.creator_id = any($1::int[]) and ${VISIBLE}`, params: [pages] },
    REVIEW_ORDER.recent,
    query,
    userId,
  );
}

/**
 * Leaves the user's one review of a creator. The insert, the creator's statistics and the daily
 * allowance (REVIEWS_PER_DAY, 429) change in one transaction, which also reads the review back and
 * keeps the answer for an Idempotency-Key (`receipt`): once it commits nothing can fail the answer.
 * The UNIQUE (creator_id, user_id) constraint settles concurrent attempts (409); the same text as on
 * another creator is 409; while a moderator keeps the user's earlier review of the creator hidden,
 * 409 `review_hidden`. The checks (modules/review-checks) may hold it, in the same transaction:
 * then it is not counted. A valid invitation (`body.invitation`, decision 025) gives the review its
 * "Invited" label (a named review's only, see review-select.ts); the checks read it like any other.
 * The verified creator of the page is told by e-mail of a public review.
 */
export async function createReview(
  app: FastifyInstance,
  userId: number,
  body: CreateReviewBody,
  marks: WritingMarks,
  receipt: WriteReceipt | null = null,
): Promise<Review> {
  const { database } = app.deps;
  const creator = await findCreatorById(database, body.creatorId);
  if (!creator) throw creatorNotFound();
  if (creator.removed) throw pageRemoved();
  if (creator.user_id === userId) throw body.invitation ? ownInvitation() : ownPageReview();
  const earlier = await findOwnReviewOf(database, userId, creator.id);
  if (earlier) throw earlier.hidden ? hiddenReviewOfCreator() : alreadyReviewed();
  await refuseDuplicateText(app, userId, creator.id, body.comment);
  let review: Review;
  try {
    review = await database.db.transaction(async (tx) => {
      await receipt?.claim(tx);
      await spendReviewOfDay(tx, userId);
      // A link that no longer gives the label (expired, revoked, another page's) still lets the fan review.
      const invitationId = body.invitation
        ? await findValidInvitation(inTransaction(tx), body.invitation, creator.id)
        : null;
      const id = await insertReview(tx, { ...body, creatorId: creator.id, userId, ...marks, invitationId });
      const held = await checkNewReview(tx, { id, creatorId: creator.id });
      if (!held) await addRatingToCreator(tx, creator.id, body.rating);
      const created = await getReview(inTransaction(tx), id, userId);
      // The creator hears of a held review only if a moderator releases it.
      if (creator.verified && creator.user_id !== null && !created.held) {
        await notifyAboutReview(inTransaction(tx), {
          recipientId: creator.user_id,
          kind: 'newReviews',
          reviewId: id,
          notice: 'newReview',
        });
      }
      await receipt?.keep(tx, created);
      return created;
    });
  } catch (error) {
    throw reviewWriteError(error);
  }
  await app.services.changes.record({ kind: 'review.created', creatorId: creator.id, authorId: userId });
  return review;
}

/** Creates or edits the reply of the verified creator the review is about; the reviewer is told of a new reply. */
export async function replyToReview(
  app: FastifyInstance,
  userId: number,
  reviewId: number,
  comment: string,
): Promise<Review> {
  const { database } = app.deps;
  const parties = await findReviewParties(database, reviewId);
  if (!parties || !parties.public) throw reviewNotFound();
  if (parties.creator_user_id !== userId || !parties.creator_verified) throw notThisCreator();
  let review: Review;
  try {
    // Read back in the same transaction: nothing after the commit can fail the answer.
    review = await database.db.transaction(async (tx) => {
      const inTx = inTransaction(tx);
      const upserted = await upsertReaction(inTx, reviewId, userId, comment);
      // The reviewer is told of a new reply (not of an edit), with it.
      if (upserted) {
        await notifyAboutReview(inTx, { recipientId: parties.author_id, kind: 'replies', reviewId, notice: 'reply' });
      }
      return getReview(inTx, reviewId, userId);
    });
  } catch (error) {
    throw reviewWriteError(error);
  }
  await app.services.changes.record({ kind: 'reply.written', creatorId: parties.creator_id });
  return review;
}
