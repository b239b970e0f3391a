import type { Queryable } from '../../db/transaction';

/**
 * The monthly figures of the transparency report, each grouped by calendar month (UTC, 'YYYY-MM')
 * from `$1`, the first instant of the oldest month asked for, to `$2`, the first instant after the
 * newest. Every query reads one table's rows of those months (by their own creation time), so the
 * report costs a few range scans.
 */
const MONTH = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

export interface ReviewMonthRow {
  month: string;
  posted: number;
  confirmed: number;
}

/** Reviews written each month that still exist, and how many of their authors confirmed their address. */
export function reviewsByMonth(db: Queryable, since: Date, until: Date): Promise<ReviewMonthRow[]> {
  return db.query<ReviewMonthRow>(
    `select ${MONTH('r.created_at')} as month, count(*)::int as posted,
            count(*) filter (where u.email_confirmed_at is not null)::int as confirmed
     from reviews r join users u on u.id = r.user_id
     where r.created_at >= $1 and r.created_at < $2
     group by 1`,
    [since, until],
  );
}

export interface ReportMonthRow {
  month: string;
  reports: number;
  reviews: number;
  hidden: number;
  dismissed: number;
  open: number;
  by_page_owners: number;
  by_page_owners_hidden: number;
}

/** Reports sent each month, the reviews they named, what became of them, and those the page's own creator sent. */
export function reportsByMonth(db: Queryable, since: Date, until: Date): Promise<ReportMonthRow[]> {
  return db.query<ReportMonthRow>(
    `select ${MONTH('created_at')} as month, count(*)::int as reports, count(distinct review_id)::int as reviews,
            count(*) filter (where outcome = 'hidden')::int as hidden,
            count(*) filter (where outcome = 'dismissed')::int as dismissed,
            count(*) filter (where status = 'open')::int as open,
            count(*) filter (where by_page_owner)::int as by_page_owners,
            count(*) filter (where by_page_owner and outcome = 'hidden')::int as by_page_owners_hidden
     from review_reports
     where created_at >= $1 and created_at < $2
     group by 1`,
    [since, until],
  );
}

export interface HiddenMonthRow {
  month: string;
  reason: string;
  hidden: number;
}

/**
 * Reviews hidden by a moderator each month (the log's hide actions), by the reason most of the
 * review's reports gave (ties: the first reason in alphabetical order); `no_report` when a
 * moderator hid it without reports.
 */
export function hiddenByMonth(db: Queryable, since: Date, until: Date): Promise<HiddenMonthRow[]> {
  return db.query<HiddenMonthRow>(
    `select ${MONTH('l.created_at')} as month, coalesce(top.reason, 'no_report') as reason, count(*)::int as hidden
     from moderation_log l
     left join lateral (
       select rr.reason from review_reports rr
       where rr.review_id = l.review_id and rr.outcome = 'hidden'
       group by rr.reason order by count(*) desc, rr.reason limit 1
     ) top on true
     where l.action = 'hide_review' and l.created_at >= $1 and l.created_at < $2
     group by 1, 2`,
    [since, until],
  );
}

export interface RemovedMonthRow {
  month: string;
  removed: number;
}

/** Creator pages removed each month on an accepted removal request (the log's remove actions). */
export function pagesRemovedByMonth(db: Queryable, since: Date, until: Date): Promise<RemovedMonthRow[]> {
  return db.query<RemovedMonthRow>(
    `select ${MONTH('created_at')} as month, count(distinct creator_id)::int as removed
     from moderation_log
     where action = 'remove_page' and created_at >= $1 and created_at < $2
     group by 1`,
    [since, until],
  );
}

export interface HeldMonthRow {
  month: string;
  cases: number;
  reviews: number;
  released: number;
  removed: number;
  open: number;
}

/** Cases of unusual activity opened each month, their reviews, and what became of them. */
export function heldByMonth(db: Queryable, since: Date, until: Date): Promise<HeldMonthRow[]> {
  return db.query<HeldMonthRow>(
    `select ${MONTH('c.created_at')} as month, count(distinct c.id)::int as cases, count(r.id)::int as reviews,
            count(r.id) filter (where r.case_outcome = 'released')::int as released,
            count(r.id) filter (where r.case_outcome = 'removed')::int as removed,
            count(r.id) filter (where r.held_at is not null)::int as open
     from review_cases c left join reviews r on r.case_id = c.id
     where c.created_at >= $1 and c.created_at < $2
     group by 1`,
    [since, until],
  );
}

export interface DecisionMonthRow {
  month: string;
  automated: number;
  moderators: number;
}

/** Statements of reasons issued each month: by the automated checks (holds) or by a moderator. */
export function decisionsByMonth(db: Queryable, since: Date, until: Date): Promise<DecisionMonthRow[]> {
  return db.query<DecisionMonthRow>(
    `select ${MONTH('created_at')} as month, count(*) filter (where automated)::int as automated,
            count(*) filter (where not automated)::int as moderators
     from decisions
     where created_at >= $1 and created_at < $2
     group by 1`,
    [since, until],
  );
}

export interface AppealMonthRow {
  month: string;
  filed: number;
  upheld: number;
  reversed: number;
  open: number;
}

/** Appeals filed each month and what became of them. */
export function appealsByMonth(db: Queryable, since: Date, until: Date): Promise<AppealMonthRow[]> {
  return db.query<AppealMonthRow>(
    `select ${MONTH('created_at')} as month, count(*)::int as filed,
            count(*) filter (where status = 'upheld')::int as upheld,
            count(*) filter (where status = 'reversed')::int as reversed,
            count(*) filter (where status = 'open')::int as open
     from appeals
     where created_at >= $1 and created_at < $2
     group by 1`,
    [since, until],
  );
}

/** What a median time to a decision is measured on: each table with the column of its decision time. */
export const DECIDED_ITEMS = {
  reports: { table: 'review_reports', decidedAt: 'resolved_at' },
  heldCases: { table: 'review_cases', decidedAt: 'decided_at' },
  removalRequests: { table: 'removal_requests', decidedAt: 'decided_at' },
  appeals: { table: 'appeals', decidedAt: 'decided_at' },
} as const;
export type DecidedItem = keyof typeof DECIDED_ITEMS;

export interface MedianMonthRow {
  month: string;
  hours: number;
}

/**
 * The median time from an item's arrival to its decision, in hours, for the items of each month
 * (by arrival) that were decided; months with none decided have no row.
 */
export function medianHoursByMonth(
  db: Queryable,
  item: DecidedItem,
  since: Date,
  until: Date,
): Promise<MedianMonthRow[]> {
  const { table, decidedAt } = DECIDED_ITEMS[item];
  return db.query<MedianMonthRow>(
    `select ${MONTH('created_at')} as month,
            (percentile_cont(0.5) within group (order by extract(epoch from ${decidedAt} - created_at)) / 3600)::float8 as hours
     from ${table}
     where created_at >= $1 and created_at < $2 and ${decidedAt} is not null
     group by 1`,
    [since, until],
  );
}
