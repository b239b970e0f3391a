import type { Database } from '../../db/client';
import { PUBLIC_REVIEW } from '../../db/review-states';

export interface DailyStatsRow {
  day: string;
  views: number;
  impressions: number;
  platform_clicks: number;
  favorites_added: number;
  favorites_removed: number;
  badge_views: number;
}

export interface DailyReviewsRow {
  day: string;
  reviews: number;
  rating_sum: number;
}

/** The page's counted days between `from` and `to` (UTC days, both included). */
export async function dailyStats(database: Database, creatorId: number, from: string, to: string) {
  return database.query<DailyStatsRow>(
    `select to_char(day, 'YYYY-MM-DD') as day, views, impressions, platform_clicks, favorites_added, favorites_removed,
            badge_views
     from creator_daily_stats where creator_id = $1 and day between $2::date and $3::date`,
    [creatorId, from, to],
  );
}

/** New public reviews of the page per UTC day between `from` and `to`, with the sum of their ratings. */
export async function dailyReviews(database: Database, creatorId: number, from: string, to: string) {
  return database.query<DailyReviewsRow>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as reviews,
            sum(rating)::int as rating_sum
     from reviews r
     where r.creator_id = $1 and ${PUBLIC_REVIEW}
       and r.created_at >= ($2::date)::timestamp at time zone 'UTC'
       and r.created_at < ($3::date + 1)::timestamp at time zone 'UTC'
     group by 1`,
    [creatorId, from, to],
  );
}

/** Public reviews per calendar month (UTC) of the last `months` months, this one included. */
export async function monthlyRatings(database: Database, creatorId: number, months: number) {
  return database.query<{ month: string; reviews: number; rating_sum: number }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as reviews,
            sum(rating)::int as rating_sum
     from reviews r
     where r.creator_id = $1 and ${PUBLIC_REVIEW}
       and r.created_at >= (date_trunc('month', now() at time zone 'UTC') - make_interval(months => $2::int - 1))
                         at time zone 'UTC'
     group by 1`,
    [creatorId, months],
  );
}

export async function findCreatorOwner(database: Database, creatorId: number) {
  const [row] = await database.query<{ id: number; user_id: number | null; verified: boolean }>(
    'select id, user_id, verified from creators where id = $1',
    [creatorId],
  );
  return row;
}
