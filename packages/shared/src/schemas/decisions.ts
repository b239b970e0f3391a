import { z } from 'zod';
import { GUIDELINE_ANCHORS } from '../guidelines';
import { APPEAL_TEXT_LENGTH, MODERATION_REASON_LENGTH } from '../limits';
import { idField, limitQuery, offsetQuery, oneOf, requiredText } from './common';

/**
 * What a statement of reasons records (docs/decisions/039-decisions-and-appeals.md): a review held
 * by the checks, a review hidden by a moderator, the reviews of a held case removed, a creator page
 * removed.
 */
export const DECISION_KINDS = ['review_held', 'review_hidden', 'case_removed', 'page_removed'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/**
 * `in_force` until an appeal reverses it; a hold is `lifted` once a moderator decided the review
 * (released, or removed under a statement of its own).
 */
export const DECISION_STATUSES = ['in_force', 'reversed', 'lifted'] as const;
export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** How long after a decision it can be appealed. */
export const APPEAL_MONTHS = 6;

const iso = z.iso.datetime({ offset: true });

export const appealSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: iso,
  decidedAt: iso.nullable(),
  /** The moderator's reason for upholding or reversing. */
  outcomeReason: z.string().nullable(),
});

/** One statement of reasons, as the person it concerns reads it. */
export const decisionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DECISION_KINDS),
  status: z.enum(DECISION_STATUSES),
  decidedAt: iso,
  /** The section of the guidelines the decision applies, and its path. */
  rule: z.object({ anchor: z.enum(GUIDELINE_ANCHORS), path: z.string() }),
  /** The facts relied on, in the reader's language; never names a reporter or an anonymous author. */
  facts: z.string(),
  /** The moderator's reason as written (null for an automated decision). */
  reason: z.string().nullable(),
  automated: z.boolean(),
  appealUntil: iso,
  canAppeal: z.boolean(),
  review: z.object({ id: z.number().int() }).nullable(),
  creator: z.object({ id: z.number().int(), username: z.string(), path: z.string() }).nullable(),
  appeal: appealSummarySchema.nullable(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** POST /appeals */
export const appealBody = z.object({
  decisionId: idField,
  text: requiredText(APPEAL_TEXT_LENGTH, { multiline: true }),
});
export type AppealBody = z.output<typeof appealBody>;

export const appealReceiptSchema = z.object({ id: z.number().int(), status: z.literal('open') });
export type AppealReceipt = z.infer<typeof appealReceiptSchema>;

/** GET /moderation/appeals */
export const APPEAL_FILTERS = ['open', 'decided'] as const;
export const appealQueueQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  status: oneOf(APPEAL_FILTERS).default('open'),
});
export type AppealQueueQuery = z.output<typeof appealQueueQuery>;

/** POST /moderation/appeals/{id}/decide: uphold the decision or reverse it, with a reason. */
export const APPEAL_OUTCOMES = ['uphold', 'reverse'] as const;
export const decideAppealBody = z.object({
  outcome: oneOf(APPEAL_OUTCOMES),
  reason: requiredText(MODERATION_REASON_LENGTH, { multiline: true }),
});
export type DecideAppealBody = z.output<typeof decideAppealBody>;

/** An appeal in the moderators' queue: the appeal, the decision it contests and who appealed. */
export const moderatedAppealSchema = appealSummarySchema.extend({
  text: z.string(),
  appellant: z.object({ id: z.number().int(), name: z.string() }),
  decision: decisionSchema.omit({ appeal: true, canAppeal: true }).extend({
    /** The moderator who decided (null: the checks, or a deleted account): they cannot decide the appeal. */
    moderatorId: z.number().int().nullable(),
  }),
});
export type ModeratedAppeal = z.infer<typeof moderatedAppealSchema>;

export const appealDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['upheld', 'reversed']),
  restored: z.boolean(),
});
export type AppealDecision = z.infer<typeof appealDecisionSchema>;
