import type { CreateReviewBody, List, Review, ReviewListQuery } from '@fanlens/shared';
import type { Database } from '../../db/client';
import {
  REVIEW_ORDER,
  addRatingToCreator,
  findClaimedCreatorIds,
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
import { presentReview } from './review-presenter';
import {
  creatorNotFound,
  notACreator,
  notYourPage,
  notThisCreator,
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
export async function getReview(database: Database, reviewId: number, viewerId: number | null): Promise<Review> {
  const row = await findReviewRow(database, reviewId, viewerId);
  if (!row) throw reviewNotFound();
  return presentReview(row, viewerId);
}

/** The reviews of a creator page (username, case-insensitive) in the chosen order. */
export async function listCreatorReviews(
  database: Database,
  username: string,
  query: ReviewListQuery,
  viewerId: number | null,
): Promise<List<Review>> {
  const creator = await findCreatorByUsername(database, username);
  if (!creator) throw creatorNotFound();
  return listOf(
    database,
    { where: 'r.creator_id = $1', params: [creator.id] },
    REVIEW_ORDER[query.sort],
    query,
    viewerId,
  );
}

/** The recent feed counts (and so pages through) at most this many of the latest reviews. */
export const RECENT_FEED_COUNT_LIMIT = 1000;

/** Latest reviews across creators (home slider); reviews of NSFW creators only when asked for. */
export async function listRecentReviews(
  database: Database,
  query: Page & { nsfw: boolean },
  viewerId: number | null,
): Promise<List<Review>> {
  const filter = { where: '($1::boolean or not c.nsfw)', params: [query.nsfw] };
  return listOf(database, filter, REVIEW_ORDER.recent, query, viewerId, RECENT_FEED_COUNT_LIMIT);
}

/** The reviews the user wrote (reviews for others), newest first. */
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
    { where: 'r.creator_id = any($1::int[])', params: [pages] },
    REVIEW_ORDER.recent,
    query,
    userId,
  );
}

/**
 * Leaves the user's one review of a creator. The insert and the creator's statistics change in one
 * transaction; the UNIQUE (creator_id, user_id) constraint settles concurrent attempts (409).
 */
export async function createReview(database: Database, userId: number, body: CreateReviewBody): Promise<Review> {
  const creator = await findCreatorById(database, body.creatorId);
  if (!creator) throw creatorNotFound();
  if (creator.user_id === userId) throw ownPageReview();
  let reviewId: number;
  try {
    reviewId = await database.db.transaction(async (tx) => {
      const id = await insertReview(tx, { ...body, creatorId: creator.id, userId });
      await addRatingToCreator(tx, creator.id, body.rating);
      return id;
    });
  } catch (error) {
    throw reviewWriteError(error);
  }
  return getReview(database, reviewId, userId);
}

/** Creates or edits the reply of the verified creator the review is about. */
export async function replyToReview(
  database: Database,
  userId: number,
  reviewId: number,
  comment: string,
): Promise<Review> {
  const parties = await findReviewParties(database, reviewId);
  if (!parties) throw reviewNotFound();
  if (parties.creator_user_id !== userId || !parties.creator_verified) throw notThisCreator();
  try {
    await upsertReaction(database, reviewId, userId, comment);
  } catch (error) {
    throw reviewWriteError(error);
  }
  return getReview(database, reviewId, userId);
}
