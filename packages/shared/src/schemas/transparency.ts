import { z } from 'zod';
import { REPORT_REASONS } from './moderation';
import { queryInt } from './common';

/** Months GET /transparency answers: the current one and those before it. */
export const TRANSPARENCY_MONTHS = { min: 1, max: 24, default: 12 } as const;

/** GET /transparency?months=12 */
export const transparencyQuery = z.object({
  months: queryInt(TRANSPARENCY_MONTHS.min, TRANSPARENCY_MONTHS.max).default(TRANSPARENCY_MONTHS.default),
});
export type TransparencyQuery = z.output<typeof transparencyQuery>;

/** Why a moderator hid a review: the reason most of its reports gave, or `no_report` (found by a moderator). */
export const HIDDEN_REASONS = [...REPORT_REASONS, 'no_report'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

const count = z.number().int().min(0);
const hours = z.number().min(0).nullable();

/** The figures of one calendar month (UTC). */
export const transparencyMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  reviews: z.object({
    /** Reviews written that month that still exist (a review its author deleted is not counted). */
    posted: count,
    /** Of those, written by an account whose e-mail address is confirmed. */
    fromConfirmedReviewers: count,
  }),
  reports: z.object({
    /** Reports sent that month, and the reviews they named. */
    reports: count,
    reviewsReported: count,
    /** What became of those reports: the review hidden, the reports dismissed, or still open. */
    hidden: count,
    dismissed: count,
    open: count,
    /** Of those reports, sent by the reviewed page's own verified creator, and of these, the ones that got the review hidden. */
    byPageOwners: count,
    byPageOwnersHidden: count,
  }),
  /**
   * Bursts our checks held (docs/decisions/020), by the month the case opened: the cases, their
   * reviews, and what became of those reviews: released (public), removed (hidden), or still held.
   */
  heldByChecks: z.object({
    cases: count,
    reviews: count,
    released: count,
    removed: count,
    open: count,
  }),
  hiddenByModerators: z.object({
    total: count,
    byReason: z.record(z.enum(HIDDEN_REASONS), count),
  }),
  /** Creator pages removed at the request of their subject (accepted removal requests). */
  pagesRemoved: count,
  /** Statements of reasons issued that month (a review held, hidden or removed, a page removed): by the automated checks or by a moderator. */
  decisions: z.object({ automated: count, byModerators: count }),
  /** Appeals filed that month against a decision, and what became of them. */
  appeals: z.object({ filed: count, upheld: count, reversed: count, open: count }),
  /**
   * The median time from arrival to decision, in hours (one decimal), of that month's reports, held
   * cases, removal requests and appeals that were decided; null while none is.
   */
  medianHoursToDecision: z.object({
    reports: hours,
    heldCases: hours,
    removalRequests: hours,
    appeals: hours,
  }),
});
export type TransparencyMonth = z.infer<typeof transparencyMonthSchema>;

/** Answer of GET /transparency: the newest month first. */
export const transparencyReportSchema = z.object({
  months: z.array(transparencyMonthSchema),
  generatedAt: z.iso.datetime({ offset: true }),
});
export type TransparencyReport = z.infer<typeof transparencyReportSchema>;

/** The first year the yearly download answers for. */
export const TRANSPARENCY_FIRST_YEAR = 2024;

/** GET /transparency.json?year=2026 and /transparency.csv?year=2026 (not after the current year). */
export const transparencyYearQuery = z.object({
  year: queryInt(TRANSPARENCY_FIRST_YEAR, 9999),
});

/** Answer of GET /transparency.json: the months of one calendar year so far, January first. */
export const transparencyYearSchema = z.object({
  year: z.number().int(),
  months: z.array(transparencyMonthSchema),
  generatedAt: z.iso.datetime({ offset: true }),
});
export type TransparencyYear = z.infer<typeof transparencyYearSchema>;
