import {
  ANALYTICS_MAX_DAYS,
  DEFAULT_ANALYTICS_PERIOD,
  RATING_TREND_MONTHS,
  type Analytics,
  type AnalyticsDay,
  type AnalyticsQuery,
  type AnalyticsTotals,
  type RatingTrend,
} from '@fanlens/shared';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { dailyReviews, dailyStats, findCreatorOwner, monthlyRatings } from './analytics-queries';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 100) / 100 : null);

/** The period asked for: `to` defaults to today (UTC), `from` to 30 days ending on `to`. */
export function analyticsPeriod(query: AnalyticsQuery, now = Date.now()) {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(msOf(to) - (DEFAULT_ANALYTICS_PERIOD - 1) * DAY_MS);
  const days = (msOf(to) - msOf(from)) / DAY_MS + 1;
  if (days < 1) throw badRequest('from', 'Must be on or before `to`');
  if (days > ANALYTICS_MAX_DAYS) throw badRequest('from', `The period can be at most ${ANALYTICS_MAX_DAYS} days`);
  const previousTo = dayOf(msOf(from) - DAY_MS);
  const previousFrom = dayOf(msOf(from) - days * DAY_MS);
  return { from, to, days, previousFrom, previousTo };
}

const emptyDay = (date: string): AnalyticsDay & { ratingSum: number } => ({
  date,
  views: 0,
  impressions: 0,
  platformClicks: 0,
  favoritesAdded: 0,
  favoritesRemoved: 0,
  badgeViews: 0,
  reviews: 0,
  averageRating: null,
  ratingSum: 0,
});

function totalsOf(days: (AnalyticsDay & { ratingSum: number })[]): AnalyticsTotals {
  const sum = (pick: (day: AnalyticsDay & { ratingSum: number }) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  const reviews = sum((d) => d.reviews);
  return {
    views: sum((d) => d.views),
    impressions: sum((d) => d.impressions),
    platformClicks: sum((d) => d.platformClicks),
    favoritesAdded: sum((d) => d.favoritesAdded),
    favoritesRemoved: sum((d) => d.favoritesRemoved),
    badgeViews: sum((d) => d.badgeViews),
    reviews,
    averageRating: average(
      sum((d) => d.ratingSum),
      reviews,
    ),
  };
}

/**
 * GET /creators/{id}/analytics: the page's counters per UTC day of the period (every day, zeros
 * included), the totals, and the totals of the period of the same length just before. Counts are
 * those written by the last flush (at most ANALYTICS_FLUSH_SECONDS old). Owner only.
 */
export async function getAnalytics(
  database: Database,
  userId: number,
  creatorId: number,
  query: AnalyticsQuery,
): Promise<Analytics> {
  const owner = await findCreatorOwner(database, creatorId);
  if (!owner) throw notFound('Creator not found');
  if (owner.user_id !== userId || !owner.verified)
    throw forbidden('Only the verified creator of this page can see its analytics');
  const period = analyticsPeriod(query);
  const [stats, reviews] = await Promise.all([
    dailyStats(database, creatorId, period.previousFrom, period.to),
    dailyReviews(database, creatorId, period.previousFrom, period.to),
  ]);
  const byDay = new Map<string, AnalyticsDay & { ratingSum: number }>();
  for (let ms = msOf(period.previousFrom); ms <= msOf(period.to); ms += DAY_MS)
    byDay.set(dayOf(ms), emptyDay(dayOf(ms)));
  for (const row of stats) {
    Object.assign(byDay.get(row.day) ?? {}, {
      views: Number(row.views),
      impressions: Number(row.impressions),
      platformClicks: Number(row.platform_clicks),
      favoritesAdded: Number(row.favorites_added),
      favoritesRemoved: Number(row.favorites_removed),
      badgeViews: Number(row.badge_views),
    });
  }
  for (const row of reviews) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.reviews = Number(row.reviews);
    day.ratingSum = Number(row.rating_sum);
    day.averageRating = average(day.ratingSum, day.reviews);
  }
  const all = [...byDay.values()];
  const current = all.filter((day) => day.date >= period.from);
  const previous = all.filter((day) => day.date < period.from);
  return {
    creatorId,
    from: period.from,
    to: period.to,
    days: current.map(({ ratingSum: _ratingSum, ...day }) => day),
    totals: totalsOf(current),
    previousTotals: totalsOf(previous),
  };
}

/** GET /creators/{id}/rating-trend: average rating per month of the last 12 months (UTC), oldest first. */
export async function getRatingTrend(database: Database, creatorId: number, now = new Date()): Promise<RatingTrend> {
  if (!(await findCreatorOwner(database, creatorId))) throw notFound('Creator not found');
  const rows = await monthlyRatings(database, creatorId, RATING_TREND_MONTHS);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months: RatingTrend['months'] = [];
  for (let back = RATING_TREND_MONTHS - 1; back >= 0; back -= 1) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    const row = byMonth.get(month);
    const reviews = Number(row?.reviews ?? 0);
    months.push({ month, reviews, averageRating: average(Number(row?.rating_sum ?? 0), reviews) });
  }
  return { months };
}
