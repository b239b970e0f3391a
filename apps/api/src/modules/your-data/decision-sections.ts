import { z } from 'zod';
import { date, exportSection, listOf } from './export-section';

/** The statements of reasons about the account and its appeals (docs/decisions/039-decisions-and-appeals.md). */
export const DECISION_SECTIONS = [
  exportSection({
    key: 'decisions',
    description:
      'The decisions about the account (reviews held, hidden or removed, pages removed): the rule, the facts relied on, the reason, whether automated, the appeal deadline and the status',
    schema: z.array(
      z.object({
        id: z.number(),
        kind: z.string(),
        rule: z.string(),
        automated: z.boolean(),
        reviewId: z.number().nullable(),
        creatorUsername: z.string().nullable(),
        reason: z.string().nullable(),
        facts: z.record(z.string(), z.unknown()),
        status: z.string(),
        appealUntil: date,
        createdAt: date,
      }),
    ),
    query: `select d.id, d.kind, d.rule, d.automated, d.review_id as "reviewId", c.username as "creatorUsername", d.reason,
        d.facts, d.status, d.appeal_until as "appealUntil", d.created_at as "createdAt"
      from decisions d left join reviews r on r.id = d.review_id left join creators c on c.id = coalesce(d.creator_id, r.creator_id)
      where d.user_id = $1 order by d.created_at, d.id`,
    present: listOf<{
      id: number;
      kind: string;
      rule: string;
      automated: boolean;
      reviewId: number | null;
      creatorUsername: string | null;
      reason: string | null;
      facts: Record<string, unknown>;
      status: string;
      appealUntil: Date;
      createdAt: Date;
    }>,
  }),
  exportSection({
    key: 'appeals',
    description: "The account's appeals: the decision contested, the text, the status and the moderator's reason",
    schema: z.array(
      z.object({
        id: z.number(),
        decisionId: z.number(),
        text: z.string(),
        status: z.string(),
        outcomeReason: z.string().nullable(),
        createdAt: date,
        decidedAt: date.nullable(),
      }),
    ),
    query: `select a.id, a.decision_id as "decisionId", a.text, a.status, a.decision_reason as "outcomeReason",
        a.created_at as "createdAt", a.decided_at as "decidedAt"
      from appeals a where a.user_id = $1 order by a.created_at, a.id`,
    present: listOf<{
      id: number;
      decisionId: number;
      text: string;
      status: string;
      outcomeReason: string | null;
      createdAt: Date;
      decidedAt: Date | null;
    }>,
  }),
];
