import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Periods the dashboard offers, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const DEFAULT_ANALYTICS_PERIOD = 30;
/** Longest period one call answers, in days. */
export const ANALYTICS_MAX_DAYS = 366;
/** Daily analytics rows are kept this many days, then deleted. */
export const ANALYTICS_RETENTION_DAYS = 400;

/** The counters of a day (and of a period's totals). */
export const ANALYTICS_COUNTERS = [
  'views',
  'impressions',
  'platformClicks',
  'favoritesAdded',
  'favoritesRemoved',
  'badgeViews',
  'reviews',
] as const;
export type AnalyticsCounter = (typeof ANALYTICS_COUNTERS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** The days an analytics period may name (the period before it stays within ordinary dates too). */
export const ANALYTICS_FIRST_DAY = '2000-01-01';
export const ANALYTICS_LAST_DAY = '2100-12-31';
const dayField = z
  .string({ error: MESSAGES.text })
  .refine(isRealDate, { error: 'Must be a date (YYYY-MM-DD)' })
  .refine((value) => value >= ANALYTICS_FIRST_DAY && value <= ANALYTICS_LAST_DAY, {
    error: `Must be a date from ${ANALYTICS_FIRST_DAY} to ${ANALYTICS_LAST_DAY}`,
  })
  .optional();

/**
 * GET /creators/{id}/analytics: `from` and `to` are UTC days, both included; `to` defaults to
 * today, `from` to 30 days ending on `to`.
 */
export const analyticsQuery = z.object({ from: dayField, to: dayField });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

const count = z.number().int().min(0);
export const analyticsTotalsSchema = z.object({
  views: count,
  impressions: count,
  platformClicks: count,
  favoritesAdded: count,
  favoritesRemoved: count,
  /** Reads of the rating badge (`/{username}/badge.svg|png`) outside FanLens. */
  badgeViews: count,
  reviews: count,
  /** Average rating of the reviews written in the period; null without reviews. */
  averageRating: z.number().min(0).max(5).nullable(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsDaySchema = analyticsTotalsSchema.extend({ date: z.string() });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** Every day of the period (days without events are zeros), the totals and those of the period before. */
export const analyticsSchema = z.object({
  creatorId: z.number().int(),
  from: z.string(),
  to: z.string(),
  days: z.array(analyticsDaySchema),
  totals: analyticsTotalsSchema,
  previousTotals: analyticsTotalsSchema,
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** The rating trend shows on a creator page once its last 12 months hold this many reviews. */
export const RATING_TREND_MIN_REVIEWS = 5;
export const RATING_TREND_MONTHS = 12;

/** GET /creators/{id}/rating-trend: the last 12 calendar months (UTC), oldest first. */
export const ratingTrendSchema = z.object({
  months: z.array(
    z.object({
      /** 'YYYY-MM'. */
      month: z.string(),
      reviews: count,
      averageRating: z.number().min(0).max(5).nullable(),
    }),
  ),
});
export type RatingTrend = z.infer<typeof ratingTrendSchema>;
