import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPEAL_STATUSES, DECISION_KINDS, DECISION_STATUSES, GUIDELINE_ANCHORS } from '@fanlens/shared';
import { users } from './accounts';
import { createdAt, id, sqlList } from './columns';
import { creators } from './creators';
import { reviewCases } from './review-cases';
import { reviews } from './reviews';

/**
 * A statement of reasons (modules/decisions, docs/decisions/039-decisions-and-appeals.md): one row
 * per person a decision affects (`user_id`: the review's author, the page's owner), written in the
 * transaction of the decision. `rule` is a guideline anchor; `facts` the numbers and signal names
 * the facts are written from (in the reader's language when read); `reason` the moderator's text.
 * `moderator_id` is null for a decision of the checks (`automated`) or once that account is gone.
 */
export const decisions = pgTable(
  'decisions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DECISION_KINDS }).notNull(),
    rule: text('rule', { enum: GUIDELINE_ANCHORS }).notNull(),
    automated: boolean('automated').notNull(),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    caseId: integer('case_id').references(() => reviewCases.id, { onDelete: 'set null' }),
    reason: text('reason'),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: DECISION_STATUSES }).notNull().default('in_force'),
    appealUntil: timestamp('appeal_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('decisions_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('decisions_moderator_idx')
      .on(t.moderatorId)
      .where(sql`${t.moderatorId} is not null`),
    check('decisions_kind_check', sql.raw(`"kind" IN (${sqlList(DECISION_KINDS)})`)),
    check('decisions_rule_check', sql.raw(`"rule" IN (${sqlList(GUIDELINE_ANCHORS)})`)),
    check('decisions_status_check', sql.raw(`"status" IN (${sqlList(DECISION_STATUSES)})`)),
  ],
);

/**
 * The appeal of a decision by the person it concerns: at most one per decision (unique), decided by
 * a moderator other than the decision's (`decided_by`, `decision_reason`).
 */
export const appeals = pgTable(
  'appeals',
  {
    id: id(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appeals_decision_key').on(t.decisionId),
    index('appeals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('appeals_user_idx').on(t.userId),
    index('appeals_decided_by_idx')
      .on(t.decidedBy)
      .where(sql`${t.decidedBy} is not null`),
    check('appeals_status_check', sql.raw(`"status" IN (${sqlList(APPEAL_STATUSES)})`)),
  ],
);
