import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_CASE_STATUSES } from '@fanlens/shared';
import { users } from './accounts';
import { createdAt, id, sqlList } from './columns';
import { creators } from './creators';

/**
 * One burst of unusual review activity on one creator page (modules/review-checks). Its reviews
 * point at it (`reviews.case_id`, kept after the decision), held while it is open. At most one
 * open case per creator: later reviews of the cluster join it. `created_at` is when it was opened,
 * `decided_at` when a moderator released or removed it (the transparency figures read both).
 */
export const reviewCases = pgTable(
  'review_cases',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REVIEW_CASE_STATUSES }).notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The moderator's reason for removing the case's reviews (their hidden reason too). */
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_cases_open_key')
      .on(t.creatorId)
      .where(sql`${t.status} = 'open'`),
    index('review_cases_status_created_idx').on(t.status, t.createdAt, t.id),
    index('review_cases_created_idx').on(t.createdAt),
    check('review_cases_status_check', sql.raw(`"status" IN (${sqlList(REVIEW_CASE_STATUSES)})`)),
  ],
);
