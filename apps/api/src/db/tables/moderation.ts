import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES, REPORT_REASONS } from '@fanlens/shared';
import { users } from './accounts';
import { createdAt, id, sqlList } from './columns';
import { creators } from './creators';
import { reviewCases } from './review-cases';
import { reviews } from './reviews';

export const REPORT_STATUSES = ['open', 'resolved'] as const;

/**
 * A user's report of a review. At most one open report per user and review (partial unique
 * index); a moderator's decision (hide or dismiss) resolves every open report of the review.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The page of the review reported (the review's own creator_id, kept here for per-page counts). */
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    /**
     * Sent by the page's own verified creator: counted per page and shown on it ("The creator
     * reported N reviews in the last 12 months; M were removed") and in the transparency report.
     */
    byPageOwner: boolean('by_page_owner').notNull().default(false),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    /** What resolved it: `hidden` or `dismissed`. */
    outcome: text('outcome'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_open_key')
      .on(t.reviewId, t.userId)
      .where(sql`${t.status} = 'open'`),
    index('review_reports_status_review_idx').on(t.status, t.reviewId),
    index('review_reports_user_idx').on(t.userId),
    index('review_reports_page_owner_idx')
      .on(t.creatorId, t.createdAt)
      .where(sql`${t.byPageOwner}`),
    check('review_reports_reason_check', sql.raw(`"reason" IN (${sqlList(REPORT_REASONS)})`)),
    check('review_reports_status_check', sql.raw(`"status" IN (${sqlList(REPORT_STATUSES)})`)),
  ],
);

/**
 * Every moderation action: who, what, when and why. When an account is deleted, the entries keep
 * a pseudonym in its place ('Deleted account 1a2b3c'): the moderator's, or the author's of the
 * review acted on (modules/your-data/deletion-queries.ts).
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: id(),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    moderatorPseudonym: text('moderator_pseudonym'),
    /** The pseudonym of the deleted author of the review acted on (its review_id is then null). */
    authorPseudonym: text('author_pseudonym'),
    action: text('action').notNull(),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    /** The creator page of a page action (removal requests). */
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    /** The unusual-activity case of a case action (released or removed). */
    caseId: integer('case_id').references(() => reviewCases.id, { onDelete: 'set null' }),
    /** How many held reviews a case action released or removed (null for other actions). */
    reviewCount: integer('review_count'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt, t.id)],
);

export const REMOVAL_REQUEST_STATUSES = ['open', 'accepted', 'declined'] as const;

/**
 * A request to remove a creator page (docs/product/moderation.md, "Removal requests"), sent from the
 * about page by anyone with an e-mail address. At most one open request per page and address.
 */
export const removalRequests = pgTable(
  'removal_requests',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /**
     * The account that sent it signed in (null: sent as a guest, or that account was deleted). The
     * request belongs to this account, or to an account that has confirmed `email`; never to one
     * that merely signed up with the address.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REMOVAL_REQUEST_STATUSES }).notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The moderator's note on the decision (sent to the requester). */
    decisionNote: text('decision_note'),
    /** The language the request was sent in: its e-mails (the receipt, the decision) are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('removal_requests_open_key')
      .on(t.creatorId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'open'`),
    index('removal_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('removal_requests_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('removal_requests_email_idx').on(sql`lower(${t.email})`),
    check('removal_requests_status_check', sql.raw(`"status" IN (${sqlList(REMOVAL_REQUEST_STATUSES)})`)),
    check('removal_requests_language_check', sql.raw(`"language" IN (${sqlList(LANGUAGES)})`)),
  ],
);
