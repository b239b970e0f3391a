import { REVIEWS_PER_DAY } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { txRows, type Tx } from '../../db/transaction';
import type { ALLOWANCE_KINDS } from '../../db/tables/writes';
import { conflict, rateLimited } from '../../lib/errors';
import { commentsOnOtherCreators } from './change-queries';

/**
 * Spends one of the account's daily `kind` allowance (reviews, reports, confirmation mails) inside the write's own
 * transaction: the window starts with the first write and lasts a day; past `max` it is 429 with
 * Retry-After, which rolls the transaction back. Counted in the database with the write, so a
 * write that does not commit (refused, failed, its process killed) spends nothing, and the row
 * lock makes one account's concurrent writes count one after the other. Returns how many the
 * window has used, this one included.
 */
export async function spendDailyAllowance(
  tx: Tx,
  userId: number,
  kind: (typeof ALLOWANCE_KINDS)[number],
  max: number,
): Promise<number> {
  const [row] = await txRows<{ used: number; reset_in_seconds: number }>(
    tx,
    sql`insert into write_allowances as a (user_id, kind, window_start, used) values (${userId}, ${kind}, now(), 1)
        on conflict (user_id, kind) do update set
          window_start = case when a.window_start <= now() - interval '1 day' then now() else a.window_start end,
          used = case when a.window_start <= now() - interval '1 day' then 1 else a.used + 1 end
        returning used, extract(epoch from window_start + interval '1 day' - now())::float8 as reset_in_seconds`,
  );
  if (row.used > max) throw rateLimited(row.reset_in_seconds);
  return row.used;
}

export const spendReviewOfDay = (tx: Tx, userId: number) => spendDailyAllowance(tx, userId, 'reviews', REVIEWS_PER_DAY);

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
