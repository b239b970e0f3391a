import type { CreateReviewBody, List, Review, ReviewListQuery } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { reviewCreatedTags, reviewShownTags } from '../../lib/read-cache/cache-tags';
import type { Invalidate } from '../../lib/read-cache/read-cache';
import {
  REVIEW_ORDER,
  addRatingToCreator,
  findClaimedCreator,
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

/** The reviews of a creator page (username, case-insensitive) in the chosen order, and the creator's id. */
export async function listCreatorReviews(
  database: Database,
  username: string,
  query: ReviewListQuery,
  viewerId: number | null,
): Promise<{ creatorId: number; list: List<Review> }> {
  const creator = await findCreatorByUsername(database, username);
  if (!creator) throw creatorNotFound();
  const list = await listOf(
    database,
    { where: 'r.creator_id = $1', params: [creator.id] },
    REVIEW_ORDER[query.sort],
    query,
    viewerId,
  );
  return { creatorId: creator.id, list };
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

/** The reviews left for the creator page the user has claimed and verified; 403 for anyone else. */
export async function listMyCreatorReviews(database: Database, userId: number, page: Page): Promise<List<Review>> {
  const creator = await findClaimedCreator(database, userId);
  if (!creator) throw notACreator();
  return listOf(database, { where: 'r.creator_id = $1', params: [creator.id] }, REVIEW_ORDER.recent, page, userId);
}

/**
 * Leaves the user's one review of a creator. The insert and the creator's statistics change in one
 * transaction; the UNIQUE (creator_id, user_id) constraint settles concurrent attempts (409).
 */
export async function createReview(
  database: Database,
  userId: number,
  body: CreateReviewBody,
  invalidate: Invalidate,
): Promise<Review> {
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
  await invalidate(reviewCreatedTags(creator.id));
  return getReview(database, reviewId, userId);
}

/** Creates or edits the reply of the verified creator the review is about. */
export async function replyToReview(
  database: Database,
  userId: number,
  reviewId: number,
  comment: string,
  invalidate: Invalidate,
): Promise<Review> {
  const parties = await findReviewParties(database, reviewId);
  if (!parties) throw reviewNotFound();
  if (parties.creator_user_id !== userId || !parties.creator_verified) throw notThisCreator();
  try {
    await upsertReaction(database, reviewId, userId, comment);
  } catch (error) {
    throw reviewWriteError(error);
  }
  await invalidate(reviewShownTags([parties.creator_id]));
  return getReview(database, reviewId, userId);
}
