import type { DecisionKind, GuidelineAnchor, ReviewSignal } from '@fanlens/shared';
import { APPEAL_MONTHS } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';

/** The section of the guidelines each kind of decision applies. */
export const RULE_OF_KIND: Record<DecisionKind, GuidelineAnchor> = {
  review_held: 'held-reviews',
  review_hidden: 'hidden-reviews',
  case_removed: 'held-reviews',
  page_removed: 'creator-pages',
};

/** Whether a kind of decision is taken by the checks rather than by a moderator. */
export const AUTOMATED_KINDS: ReadonlySet<DecisionKind> = new Set(['review_held']);

/**
 * What a decision's facts hold (the `facts` column): counts and signal names only, never a person,
 * so the text written from them names no reporter and no other author.
 */
export interface DecisionFacts {
  /** review_held: the signals the author's review showed. */
  signals?: ReviewSignal[];
  /** review_hidden: the open reports the hide resolved. */
  reports?: number;
  /** case_removed: the reviews of the case (all removed, unless `alone`). */
  reviews?: number;
  /** case_removed: the moderator decided this review alone, not the whole case. */
  alone?: boolean;
  /** page_removed: by a moderator's own action, or by accepting a removal request. */
  via?: 'moderator' | 'request';
}

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

/**
 * Lifts the holds of these reviews: a moderator decided them (released, or removed under a
 * statement of its own), so the checks' statements no longer restrict anything nor can be appealed.
 */
export async function liftHolds(q: Queryable, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return;
  await q.query(
    "update decisions set status = 'lifted' where kind = 'review_held' and status = 'in_force' and review_id = any($1::int[])",
    [reviewIds],
  );
}
