import { REPORT_REASONS, type ReportQueueQuery } from '@fanlens/shared';
import type { Database } from '../../db/client';
import type { ReviewRow } from '../reviews/review-presenter';
import { REVIEW_FROM, reviewSelect } from '../reviews/review-select';

export interface QueueRow extends ReviewRow {
  report_id: number;
  report_count: number;
  first_reported_at: Date | string;
  last_reported_at: Date | string;
  latest_details: string | null;
  outcome: string | null;
  author_email: string;
  reason_counts: Record<string, number>;
}

const QUEUE_ORDER: Record<ReportQueueQuery['sort'], string> = {
  oldest: 'g.first_reported_at asc, g.review_id asc',
  most_reported: 'g.report_count desc, g.first_reported_at asc, g.review_id asc',
};

/** Counts per reason as one JSON object (the reasons are constants, not input). */
const REASON_COUNTS = `json_build_object(${REPORT_REASONS.map(
  (reason) => `'${reason}', count(*) filter (where rp.reason = '${reason}')`,
).join(', ')})`;

/** The reports of one status grouped per review, with the review and its real author (for moderators). */
export async function pageOfReportedReviews(database: Database, query: ReportQueueQuery, viewerId: number) {
  const groups = `select rp.review_id, max(rp.id) as report_id, count(*)::int as report_count,
      min(rp.created_at) as first_reported_at, max(rp.created_at) as last_reported_at,
      ${REASON_COUNTS} as reason_counts,
      (array_agg(rp.details order by rp.created_at desc, rp.id desc) filter (where rp.details is not null))[1]
        as latest_details,
      (array_agg(rp.outcome order by rp.resolved_at desc nulls last, rp.id desc))[1] as outcome
    from review_reports rp where rp.status = $1 group by rp.review_id`;
  const [rows, [total]] = await Promise.all([
    database.query<QueueRow>(
      `with g as (${groups})
       select ${reviewSelect('$2')}, u.email as author_email, g.report_id, g.report_count, g.first_reported_at,
         g.last_reported_at, g.reason_counts, g.latest_details, g.outcome
       from ${REVIEW_FROM} join g on g.review_id = r.id
       order by ${QUEUE_ORDER[query.sort]} limit $3 offset $4`,
      [query.status, viewerId, query.limit, query.offset],
    ),
    database.query<{ count: number }>(
      'select count(distinct review_id)::int as count from review_reports where status = $1',
      [query.status],
    ),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

export interface LogRow {
  id: number;
  action: string;
  moderator_id: number | null;
  moderator_name: string | null;
  moderator_pseudonym: string | null;
  author_pseudonym: string | null;
  review_id: number | null;
  creator_id: number | null;
  case_id: number | null;
  review_count: number | null;
  creator_username: string | null;
  reason: string | null;
  created_at: Date | string;
}

/** The moderation log, newest first. */
export async function pageOfLog(database: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    database.query<LogRow>(
      `select l.id, l.action, l.moderator_id, u.name as moderator_name, l.moderator_pseudonym, l.author_pseudonym,
         l.review_id, l.creator_id, l.case_id, l.review_count,
         c.username as creator_username, l.reason, l.created_at
       from moderation_log l left join users u on u.id = l.moderator_id left join creators c on c.id = l.creator_id
       order by l.created_at desc, l.id desc limit $1 offset $2`,
      [page.limit, page.offset],
    ),
    database.query<{ count: number }>('select count(*)::int as count from moderation_log'),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}
