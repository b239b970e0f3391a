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

/**
 * A comment as the same-text rule compares it: Unicode NFKC (full-width and compatibility forms
 * fold), lower case, and only its letters, digits, marks and symbols (emoji included), so spaces
 * and punctuation do not make a copy new: "Great  content!!" = "great content".
 */
export function normalizeComment(comment: string): string {
  return comment
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}\p{M}\p{S}]+/gu, '');
}

/**
 * Below this many characters (normalised, an emoji counts as one) a text is too short to call a
 * copy: fans may well write "Love it! 🔥" about two creators.
 */
export const DUPLICATE_MIN_CHARS = 20;

/** Whether a normalised text is long enough for the same-text rule. */
export const isCopyable = (normalized: string) => [...normalized].length >= DUPLICATE_MIN_CHARS;

/** 409 `duplicate_review` when the user left the same (normalised, long enough) text on another creator. */
export async function refuseDuplicateText(app: FastifyInstance, userId: number, creatorId: number, comment: string) {
  const wanted = normalizeComment(comment);
  if (!isCopyable(wanted)) return;
  const others = await commentsOnOtherCreators(app.deps.database, userId, creatorId);
  if (others.some((row) => normalizeComment(row.comment) === wanted)) {
    throw conflict(
      'duplicate_review',
      'You already left this same text on another creator: write a review about this creator',
      'comment',
    );
  }
}
