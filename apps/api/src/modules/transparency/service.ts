import {
  HIDDEN_REASONS,
  type HiddenReason,
  type TransparencyMonth,
  type TransparencyReport,
  type TransparencyYear,
} from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import {
  DECIDED_ITEMS,
  type DecidedItem,
  appealsByMonth,
  decisionsByMonth,
  heldByMonth,
  hiddenByMonth,
  medianHoursByMonth,
  pagesRemovedByMonth,
  reportsByMonth,
  reviewsByMonth,
} from './queries';

/** A run of calendar months (UTC, 'YYYY-MM') in the order they are reported, and the instants that bound them. */
interface Period {
  months: string[];
  since: Date;
  until: Date;
}

const monthStart = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1));
const monthKey = (start: Date) => start.toISOString().slice(0, 7);

/** The last `count` calendar months (UTC) as 'YYYY-MM', the current one first, and the instants that bound them. */
export function monthsBack(now: Date, count: number): Period {
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    months.push(monthKey(monthStart(now.getUTCFullYear(), now.getUTCMonth() - back)));
  }
  return {
    months,
    since: monthStart(now.getUTCFullYear(), now.getUTCMonth() - (count - 1)),
    until: monthStart(now.getUTCFullYear(), now.getUTCMonth() + 1),
  };
}

/** The months of `year` up to the current one (all twelve for a past year), January first. */
export function monthsOfYear(now: Date, year: number): Period {
  const last = year < now.getUTCFullYear() ? 11 : now.getUTCMonth();
  const months = Array.from({ length: last + 1 }, (_, index) => monthKey(monthStart(year, index)));
  return { months, since: monthStart(year, 0), until: monthStart(year, last + 1) };
}

const withoutMonth = <Row extends { month: string }>(row: Row | undefined) => {
  if (!row) return {};
  const { month: _month, ...figures } = row;
  return figures;
};

const byMonth = <Row extends { month: string }>(rows: Row[]) => new Map(rows.map((row) => [row.month, row]));

const DECIDED = Object.keys(DECIDED_ITEMS) as DecidedItem[];

/**
 * The figures of each month of `period` from live data: reviews posted (and from confirmed
 * reviewers), bursts held by our checks and their outcome, reports and their outcome (and those of
 * pages' own creators), reviews hidden by moderators by reason, pages removed at their subject's
 * request, statements of reasons by who decided, appeals, and the median time to each kind of
 * decision. Months without any are zeros (medians null).
 */
async function monthlyFigures(db: Queryable, { months, since, until }: Period): Promise<TransparencyMonth[]> {
  const [reviews, reports, held, hidden, removed, decisions, appeals, ...medians] = await Promise.all([
    reviewsByMonth(db, since, until),
    reportsByMonth(db, since, until),
    heldByMonth(db, since, until),
    hiddenByMonth(db, since, until),
    pagesRemovedByMonth(db, since, until),
    decisionsByMonth(db, since, until),
    appealsByMonth(db, since, until),
    ...DECIDED.map((item) => medianHoursByMonth(db, item, since, until)),
  ]);
  const reviewRows = byMonth(reviews);
  const reportRows = byMonth(reports);
  const removedRows = byMonth(removed);
  const heldRows = byMonth(held);
  const decisionRows = byMonth(decisions);
  const appealRows = byMonth(appeals);
  const medianRows = medians.map(byMonth);
  const noneHeld = { cases: 0, reviews: 0, released: 0, removed: 0, open: 0 };
  const noAppeals = { filed: 0, upheld: 0, reversed: 0, open: 0 };
  return months.map((month): TransparencyMonth => {
    const review = reviewRows.get(month);
    const report = reportRows.get(month);
    const decision = decisionRows.get(month);
    const byReason = Object.fromEntries(HIDDEN_REASONS.map((reason) => [reason, 0])) as Record<HiddenReason, number>;
    for (const row of hidden) if (row.month === month) byReason[row.reason as HiddenReason] += row.hidden;
    const median = (index: number) => {
      const hours = medianRows[index].get(month)?.hours;
      return hours === undefined ? null : Math.round(Number(hours) * 10) / 10;
    };
    return {
      month,
      reviews: { posted: review?.posted ?? 0, fromConfirmedReviewers: review?.confirmed ?? 0 },
      reports: {
        reports: report?.reports ?? 0,
        reviewsReported: report?.reviews ?? 0,
        hidden: report?.hidden ?? 0,
        dismissed: report?.dismissed ?? 0,
        open: report?.open ?? 0,
        byPageOwners: report?.by_page_owners ?? 0,
        byPageOwnersHidden: report?.by_page_owners_hidden ?? 0,
      },
      heldByChecks: { ...noneHeld, ...withoutMonth(heldRows.get(month)) },
      hiddenByModerators: { total: Object.values(byReason).reduce((sum, n) => sum + n, 0), byReason },
      pagesRemoved: removedRows.get(month)?.removed ?? 0,
      decisions: { automated: decision?.automated ?? 0, byModerators: decision?.moderators ?? 0 },
      appeals: { ...noAppeals, ...withoutMonth(appealRows.get(month)) },
      medianHoursToDecision: Object.fromEntries(
        DECIDED.map((item, index) => [item, median(index)]),
      ) as TransparencyMonth['medianHoursToDecision'],
    };
  });
}

/** The transparency report of the last `monthCount` months, the current one first. */
export async function transparencyReport(
  db: Queryable,
  monthCount: number,
  now = new Date(),
): Promise<TransparencyReport> {
  return { generatedAt: now.toISOString(), months: await monthlyFigures(db, monthsBack(now, monthCount)) };
}

/** The figures of one calendar year so far, January first (the yearly download). */
export async function transparencyYear(db: Queryable, year: number, now = new Date()): Promise<TransparencyYear> {
  return { year, generatedAt: now.toISOString(), months: await monthlyFigures(db, monthsOfYear(now, year)) };
}
