import type { DecisionKind } from '@fanlens/shared';
import { APPEAL_MONTHS } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { AUTOMATED_KINDS, RULE_OF_KIND, type DecisionFacts } from './decision-texts';

export const DECISION_MAIL_JOB = 'mail.decision';

export interface NewDecision {
  /** The person it affects: the review's author, the page's owner. */
  userId: number;
  kind: DecisionKind;
  /** The moderator who decided (none for the checks). */
  moderatorId?: number | null;
  reviewId?: number | null;
  creatorId?: number | null;
  caseId?: number | null;
  /** The moderator's reason as written. */
  reason?: string | null;
  facts: DecisionFacts;
}

/**
 * Records the statement of reasons of a decision for the person it affects and queues its e-mail,
 * in the transaction of the decision (`inTransaction(tx)`): the decision, its statement and its
 * mail commit together. The appeal deadline is APPEAL_MONTHS after it. Answers the decision's id.
 */
export async function recordDecision(q: Queryable, decision: NewDecision): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into decisions (user_id, kind, rule, automated, moderator_id, review_id, creator_id, case_id, reason,
       facts, appeal_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, now() + make_interval(months => $11::int))
     returning id`,
    [
      decision.userId,
      decision.kind,
      RULE_OF_KIND[decision.kind],
      AUTOMATED_KINDS.has(decision.kind),
      decision.moderatorId ?? null,
      decision.reviewId ?? null,
      decision.creatorId ?? null,
      decision.caseId ?? null,
      decision.reason ?? null,
      JSON.stringify(decision.facts),
      APPEAL_MONTHS,
    ],
  );
  await enqueue(q, DECISION_MAIL_JOB, { decisionId: row.id, userId: decision.userId });
  return row.id;
}

/**
 * The statement of reasons of a creator page's removal, to the page's owner (the account that
 * verified it), when it has one; in the removal's transaction. Never names who asked for it.
 */
export async function recordPageRemoval(
  q: Queryable,
  removal: { creatorId: number; moderatorId: number; reason: string | null; via: 'moderator' | 'request' },
): Promise<void> {
  const [page] = await q.query<{ user_id: number | null }>('select user_id from creators where id = $1', [
    removal.creatorId,
  ]);
  if (page?.user_id == null) return;
  await recordDecision(q, {
    userId: page.user_id,
    kind: 'page_removed',
    moderatorId: removal.moderatorId,
    creatorId: removal.creatorId,
    reason: removal.reason,
    facts: { via: removal.via },
  });
}
