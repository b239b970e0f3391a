import type { DecisionKind, PagingQuery } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import type { DecisionFacts } from '../decision-records/record-decision';

export interface DecisionRow {
  id: number;
  user_id: number;
  kind: DecisionKind;
  rule: string;
  automated: boolean;
  moderator_id: number | null;
  review_id: number | null;
  creator_id: number | null;
  case_id: number | null;
  reason: string | null;
  facts: DecisionFacts;
  status: 'in_force' | 'reversed' | 'lifted';
  appeal_until: Date | string;
  created_at: Date | string;
  /** The page the decision is about: the review's, or the page itself. */
  page_id: number | null;
  creator_username: string | null;
  creator_name: string | null;
  appeal_id: number | null;
  appeal_status: 'open' | 'upheld' | 'reversed' | null;
  appeal_created_at: Date | string | null;
  appeal_decided_at: Date | string | null;
  appeal_reason: string | null;
}

/** The columns of DecisionRow for decisions `d`. */
export const DECISION_SELECT = `d.id, d.user_id, d.kind, d.rule, d.automated, d.moderator_id, d.review_id, d.creator_id,
  d.case_id, d.reason, d.facts, d.status, d.appeal_until, d.created_at,
  c.id as page_id, c.username as creator_username, c.name as creator_name,
  a.id as appeal_id, a.status as appeal_status, a.created_at as appeal_created_at, a.decided_at as appeal_decided_at,
  a.decision_reason as appeal_reason`;

/** Decisions `d` with their page `c` (the review's, or the page of a page decision) and appeal `a`. */
export const DECISION_FROM = `decisions d
  left join reviews r on r.id = d.review_id
  left join creators c on c.id = coalesce(d.creator_id, r.creator_id)
  left join appeals a on a.decision_id = d.id`;

/** One page of the account's decisions, newest first. */
export async function pageOfDecisions(database: Queryable, userId: number, page: PagingQuery) {
  const [rows, [total]] = await Promise.all([
    database.query<DecisionRow>(
      `select ${DECISION_SELECT} from ${DECISION_FROM}
       where d.user_id = $1 order by d.created_at desc, d.id desc limit $2 offset $3`,
      [userId, page.limit, page.offset],
    ),
    database.query<{ count: number }>('select count(*)::int as count from decisions where user_id = $1', [userId]),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

export async function findDecision(database: Queryable, decisionId: number): Promise<DecisionRow | undefined> {
  const [row] = await database.query<DecisionRow>(`select ${DECISION_SELECT} from ${DECISION_FROM} where d.id = $1`, [
    decisionId,
  ]);
  return row;
}
