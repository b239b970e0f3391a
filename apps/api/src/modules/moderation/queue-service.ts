import {
  REPORT_REASONS,
  type List,
  type ModerationLogEntry,
  type ReportQueueQuery,
  type ReportedReview,
} from '@fanlens/shared';
import type { Database } from '../../db/client';
import { toIso } from '../creators/creator-presenter';
import { presentReview } from '../reviews/review-presenter';
import { pageOfLog, pageOfReportedReviews, type QueueRow } from './queue-queries';

function presentQueueRow(row: QueueRow, viewerId: number): ReportedReview {
  const counts = typeof row.reason_counts === 'string' ? JSON.parse(row.reason_counts) : row.reason_counts;
  return {
    reportId: row.report_id,
    review: presentReview(row, viewerId),
    author: { id: row.user_id, name: row.author_name, email: row.author_email, confirmed: row.author_confirmed },
    reportCount: Number(row.report_count),
    reasons: Object.fromEntries(
      REPORT_REASONS.map((reason) => [reason, Number(counts[reason] ?? 0)]),
    ) as ReportedReview['reasons'],
    latestDetails: row.latest_details,
    firstReportedAt: toIso(row.first_reported_at) as string,
    lastReportedAt: toIso(row.last_reported_at) as string,
    outcome: row.outcome,
  };
}

/** The moderation queue: reported reviews of one status, oldest first or most reported first. */
export async function listReportedReviews(
  database: Database,
  query: ReportQueueQuery,
  viewerId: number,
): Promise<List<ReportedReview>> {
  const { rows, count } = await pageOfReportedReviews(database, query, viewerId);
  return {
    results: rows.map((row) => presentQueueRow(row, viewerId)),
    count,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function listModerationLog(
  database: Database,
  page: { limit: number; offset: number },
): Promise<List<ModerationLogEntry>> {
  const { rows, count } = await pageOfLog(database, page);
  return {
    results: rows.map((row) => ({
      id: row.id,
      action: row.action,
      moderator: row.moderator_id === null ? null : { id: row.moderator_id, name: row.moderator_name ?? '' },
      moderatorPseudonym: row.moderator_pseudonym,
      reviewId: row.review_id,
      authorPseudonym: row.author_pseudonym,
      creator:
        row.creator_id === null
          ? null
          : { id: row.creator_id, username: row.creator_username ?? String(row.creator_id) },
      caseId: row.case_id,
      reviewCount: row.review_count === null ? null : Number(row.review_count),
      reason: row.reason,
      createdAt: toIso(row.created_at) as string,
    })),
    count,
    limit: page.limit,
    offset: page.offset,
  };
}
