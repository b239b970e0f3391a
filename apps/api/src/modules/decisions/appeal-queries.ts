import type { AppealQueueQuery } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { DECISION_FROM, DECISION_SELECT, type DecisionRow } from './decision-queries';

export interface ModeratedAppealRow extends DecisionRow {
  appeal_text: string;
  appellant_id: number;
  appellant_name: string;
}

/** One page of open appeals (oldest first: the longest waiting first) or decided ones (newest decision first). */
export async function pageOfAppeals(database: Queryable, query: AppealQueueQuery) {
  const open = query.status === 'open';
  const where = open ? "a.status = 'open'" : "a.status <> 'open'";
  const order = open ? 'a.created_at asc, a.id asc' : 'a.decided_at desc, a.id desc';
  const [rows, [total]] = await Promise.all([
    database.query<ModeratedAppealRow>(
      `select ${DECISION_SELECT}, a.text as appeal_text, u.id as appellant_id, u.name as appellant_name
       from ${DECISION_FROM} join users u on u.id = a.user_id
       where ${where} order by ${order} limit $1 offset $2`,
      [query.limit, query.offset],
    ),
    database.query<{ count: number }>(`select count(*)::int as count from appeals a where ${where}`),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

/** The decision an appeal is filed against, locked, with whether its appeal time is over. */
export async function lockDecision(q: Queryable, decisionId: number) {
  const [row] = await q.query<{ user_id: number; status: string; late: boolean; appealed: boolean }>(
    `select d.user_id, d.status, d.appeal_until <= now() as late,
       exists (select 1 from appeals a where a.decision_id = d.id) as appealed
     from decisions d where d.id = $1 for update of d`,
    [decisionId],
  );
  return row;
}

export async function insertAppeal(q: Queryable, appeal: { decisionId: number; userId: number; text: string }) {
  const [row] = await q.query<{ id: number }>(
    'insert into appeals (decision_id, user_id, text) values ($1, $2, $3) returning id',
    [appeal.decisionId, appeal.userId, appeal.text],
  );
  return row.id;
}

export interface LockedAppeal {
  id: number;
  status: 'open' | 'upheld' | 'reversed';
  user_id: number;
  decision_id: number;
  kind: DecisionRow['kind'];
  moderator_id: number | null;
  review_id: number | null;
  creator_id: number | null;
}

/** An appeal with the decision it contests, both locked (one moderator decides it). */
export async function lockAppeal(q: Queryable, appealId: number): Promise<LockedAppeal | undefined> {
  const [row] = await q.query<LockedAppeal>(
    `select a.id, a.status, a.user_id, a.decision_id, d.kind, d.moderator_id, d.review_id, d.creator_id
     from appeals a join decisions d on d.id = a.decision_id where a.id = $1 for update of a, d`,
    [appealId],
  );
  return row;
}

export async function closeAppeal(
  q: Queryable,
  appeal: { id: number; status: 'upheld' | 'reversed'; moderatorId: number; reason: string },
) {
  await q.query(
    'update appeals set status = $2, decided_at = now(), decided_by = $3, decision_reason = $4 where id = $1',
    [appeal.id, appeal.status, appeal.moderatorId, appeal.reason],
  );
}

export async function markReversed(q: Queryable, decisionId: number) {
  await q.query("update decisions set status = 'reversed' where id = $1", [decisionId]);
}
