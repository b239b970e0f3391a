import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CASE_OUTCOMES } from '@fanlens/shared';
import { users } from './accounts';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { creators } from './creators';
import { reviewCases } from './review-cases';
import { reviewInvitations } from './review-invitations';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    positive: text('positive')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    negative: text('negative')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSubscriber: boolean('is_subscriber').notNull().default(false),
    anonymous: boolean('anonymous').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Set when the author edits the review (PATCH), not by helpful votes or replies. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set while a moderator hides the review: out of every public list and the creator's statistics. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /**
     * Set while the checks hold the review (unusual activity): like a hidden review it is out of
     * every public list, count and statistic; its author sees it as pending checks.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** The unusual-activity case the review belongs to (kept after the case is decided). */
    caseId: integer('case_id').references(() => reviewCases.id, { onDelete: 'set null' }),
    /** What a moderator decided for this review of its case: `released` or `removed` (null while held). */
    caseOutcome: text('case_outcome', { enum: CASE_OUTCOMES }),
    /** Keyed hashes of the writer's address and browser (device cookie) at writing: the checks' signals. */
    addressHash: text('address_hash'),
    deviceHash: text('device_hash'),
    /** The invitation the review was written through, valid then: the "Invited" label (decision 025). */
    invitationId: integer('invitation_id').references(() => reviewInvitations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_creator_user_key').on(t.creatorId, t.userId),
    index('reviews_creator_created_idx').on(t.creatorId, t.createdAt, t.id),
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
    // Public reviews only: the recent feed and the "most reviews this month" ranking read just those.
    index('reviews_created_creator_idx')
      .on(t.createdAt, t.creatorId)
      .where(sql`${t.hiddenAt} is null and ${t.heldAt} is null`),
    index('reviews_case_idx')
      .on(t.caseId)
      .where(sql`${t.caseId} is not null`),
    index('reviews_invitation_idx')
      .on(t.invitationId)
      .where(sql`${t.invitationId} is not null`),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_case_outcome_check', sql.raw(`"case_outcome" IN (${sqlList(CASE_OUTCOMES)})`)),
  ],
);

/** "Helpful" votes; reviews.helpful_count is kept equal to the number of rows of a review. */
export const reviewHelpful = pgTable(
  'review_helpful',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'review_helpful_pkey', columns: [t.reviewId, t.userId] }),
    index('review_helpful_user_idx').on(t.userId),
  ],
);

/**
 * The creator's reply to a review: at most one per review. It is the page's reply (shown with the
 * page's name and avatar): `user_id` is who wrote it, null once that account is deleted.
 */
export const reviewReactions = pgTable(
  'review_reactions',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('review_reactions_review_key').on(t.reviewId), index('review_reactions_user_idx').on(t.userId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'favorites_pkey', columns: [t.userId, t.creatorId] }),
    index('favorites_creator_idx').on(t.creatorId),
  ],
);

/** Search terms counted per day (trends and related searches). */
export const searchQueries = pgTable(
  'search_queries',
  {
    term: text('term').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'search_queries_pkey', columns: [t.term, t.day] }),
    index('search_queries_day_idx').on(t.day),
  ],
);

/**
 * Who searched a term on a day, so the trends count visitors, not requests: `visitor` is a keyed
 * hash of the client address and the day (no address is stored; tomorrow's hash differs). Rows of
 * past days are pruned.
 */
export const searchQueryVisitors = pgTable(
  'search_query_visitors',
  {
    term: text('term').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_query_visitors_pkey', columns: [t.term, t.day, t.visitor] }),
    index('search_query_visitors_day_idx').on(t.day),
  ],
);
