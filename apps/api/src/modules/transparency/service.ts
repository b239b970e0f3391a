import { HIDDEN_REASONS, type HiddenReason, type TransparencyMonth, type TransparencyReport } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { heldByMonth, hiddenByMonth, pagesRemovedByMonth, reportsByMonth, reviewsByMonth } from './queries';

/** The last `count` calendar months (UTC) as 'YYYY-MM', the current one first, and the first instant of the oldest. */
export function monthsBack(now: Date, count: number): { months: string[]; since: Date } {
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(start.toISOString().slice(0, 7));
  }
  return { months, since: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1)) };
}

const withoutMonth = <Row extends { month: string }>(row: Row | undefined) => {
  if (!row) return {};
  const { month: _month, ...figures } = row;
  return figures;
};

const byMonth = <Row extends { month: string }>(rows: Row[]) => new Map(rows.map((row) => [row.month, row]));

/**
 * The transparency report from live data: per month, reviews posted (and from confirmed
 * reviewers), bursts held by our checks and their outcome, reports and their outcome, reviews hidden by moderators by reason, and pages removed
 * at their subject's request. Months without any are zeros.
 */
export async function transparencyReport(
  db: Queryable,
  monthCount: number,
  now = new Date(),
): Promise<TransparencyReport> {
  const { months, since } = monthsBack(now, monthCount);
  const [reviews, reports, held, hidden, removed] = await Promise.all([
    reviewsByMonth(db, since),
    reportsByMonth(db, since),
    heldByMonth(db, since),
    hiddenByMonth(db, since),
    pagesRemovedByMonth(db, since),
  ]);
  const reviewRows = byMonth(reviews);
  const reportRows = byMonth(reports);
  const removedRows = byMonth(removed);
  const heldRows = byMonth(held);
  const noneHeld = { cases: 0, reviews: 0, released: 0, removed: 0, open: 0 };
  return {
    generatedAt: now.toISOString(),
    months: months.map((month): TransparencyMonth => {
      const review = reviewRows.get(month);
      const report = reportRows.get(month);
      const byReason = Object.fromEntries(HIDDEN_REASONS.map((reason) => [reason, 0])) as Record<HiddenReason, number>;
      for (const row of hidden) if (row.month === month) byReason[row.reason as HiddenReason] += row.hidden;
      return {
        month,
        reviews: { posted: review?.posted ?? 0, fromConfirmedReviewers: review?.confirmed ?? 0 },
        reports: {
          reports: report?.reports ?? 0,
          reviewsReported: report?.reviews ?? 0,
          hidden: report?.hidden ?? 0,
          dismissed: report?.dismissed ?? 0,
          open: report?.open ?? 0,
        },
        heldByChecks: { ...noneHeld, ...withoutMonth(heldRows.get(month)) },
        hiddenByModerators: { total: Object.values(byReason).reduce((sum, n) => sum + n, 0), byReason },
        pagesRemoved: removedRows.get(month)?.removed ?? 0,
      };
    }),
  };
}
