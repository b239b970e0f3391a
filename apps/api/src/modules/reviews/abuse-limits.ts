import { REVIEWS_PER_DAY } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { conflict, rateLimited } from '../../lib/errors';
import { commentsOnOtherCreators } from './change-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one review (or report) of the account within a day; 429 with Retry-After past `max`.
 * Returns a function that takes the attempt back (for a write that did not happen).
 */
export async function countDailyWrite(app: FastifyInstance, key: string, max: number): Promise<() => Promise<void>> {
  const { count, resetInMs } = await app.services.attempts.hit(key, DAY_MS);
  const release = () => app.services.attempts.release(key);
  if (count > max) {
    await release();
    throw rateLimited(resetInMs / 1000);
  }
  return release;
}

export const countReviewOfDay = (app: FastifyInstance, userId: number) =>
  countDailyWrite(app, `reviews-per-day:${userId}`, REVIEWS_PER_DAY);

/** A comment reduced to its letters and digits, lower case: "Great!!  content" = "great content". */
export function normalizeComment(comment: string): string {
  return comment.toLocaleLowerCase('en').replace(/[^\p{L}\p{N}]+/gu, '');
}

/** 409 `duplicate_review` when the user left the same (normalised) text on another creator. */
export async function refuseDuplicateText(app: FastifyInstance, userId: number, creatorId: number, comment: string) {
  const wanted = normalizeComment(comment);
  const others = await commentsOnOtherCreators(app.deps.database, userId, creatorId);
  if (others.some((row) => normalizeComment(row.comment) === wanted)) {
    throw conflict(
      'duplicate_review',
      'You already left this same text on another creator: write a review about this creator',
      'comment',
    );
  }
}
