import { growthScore } from '../modules/stats-history/growth';
import {
  HISTORY_COUNTERS,
  encodeMonth,
  type DatedPoint,
  type HistoryCounter,
  type StatsPoint,
} from '../modules/stats-history/stats-codec';
import { insertRows } from './insert';
import type { Counters } from './profile';
import { Random } from './random';
import type { Query } from './types';

/** Days of history before today: 12 months for the demo data, 90 days for the big bench seeds. */
export function defaultHistoryDays(creators: number): number {
  return creators <= 20_000 ? 365 : 90;
}

/** The days of a history (`days` before today, then today), computed once per load. */
export interface HistoryCalendar {
  /** YYYY-MM-DD of each day, oldest first (the last is today). */
  dates: string[];
  /** The first of each day's month, YYYY-MM-01. */
  months: string[];
  /** Day of the month, 1–31. */
  daysOfMonth: number[];
}

export function historyCalendar(now: Date, days: number): HistoryCalendar {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates: string[] = [];
  for (let back = days; back >= 0; back--) dates.push(new Date(today - back * 86_400_000).toISOString().slice(0, 10));
  return {
    dates,
    months: dates.map((date) => `${date.slice(0, 7)}-01`),
    daysOfMonth: dates.map((date) => Number(date.slice(8))),
  };
}

/** How a creator's subscribers moved over the history. */
export type Trend = 'growing' | 'flat' | 'shrinking' | 'rising';
const TRENDS: Trend[] = ['growing', 'flat', 'shrinking', 'rising'];
/** Mostly growing, some flat, a few shrinking, a minority of fast risers (the rising order's top). */
const TREND_WEIGHTS = [0.62, 0.18, 0.1, 0.1];

/** One creator's history as creator_stats_history rows, and its rising score (growth.ts). */
export interface StatsHistorySeed {
  trend: Trend;
  /** Points written (days on which a counter changed, and the first day). */
  points: number;
  months: { month: string; points: Buffer }[];
  growthScore: number;
}

/** Per-day values of each counter, reused from creator to creator (a load runs one creator at a time). */
const scratch: Record<HistoryCounter, Float64Array> = {
  subscribers: new Float64Array(0),
  likes: new Float64Array(0),
  posts: new Float64Array(0),
  photos: new Float64Array(0),
  videos: new Float64Array(0),
};

/**
 * A plausible history of `creator`'s counters over the calendar's days, ending at its current
 * counters, drawn from a stream of its own (the data seed and its id: the same every load, whatever
 * else is drawn). Worked backwards from today: subscribers by the trend's daily rate with noise (a
 * riser gains 1.5–4× over its last 15–45 days), likes only grow, posts (and with them photos and
 * videos) go up by one on posting days. A counter the platform does not publish stays null. One
 * point per day on which a rounded counter changed, encoded per month with the refresher's codec;
 * the rising score is growthScore() of the history against today's counters, as a reading today
 * would write it.
 */
export function makeStatsHistory(
  dataSeed: number,
  creator: Counters & { id: number; createdAt: number },
  calendar: HistoryCalendar,
  trend?: Trend,
): StatsHistorySeed {
  const random = new Random((Math.imul(dataSeed ^ 0x51a75, 0x9e3779b1) ^ creator.id) >>> 0);
  const kind = trend ?? random.weighted(TRENDS, TREND_WEIGHTS);
  const length = calendar.dates.length;
  if (HISTORY_COUNTERS.every((counter) => creator[counter] === null)) {
    return { trend: kind, points: 0, months: [], growthScore: 0 };
  }
  for (const counter of HISTORY_COUNTERS) {
    if (scratch[counter].length < length) scratch[counter] = new Float64Array(length);
  }
  const { subscribers, likes, posts, photos, videos } = scratch;
  const last = length - 1;
  subscribers[last] = creator.subscribers ?? 0;
  likes[last] = creator.likes ?? 0;
  posts[last] = creator.posts ?? 0;
  photos[last] = creator.photos ?? 0;
  videos[last] = creator.videos ?? 0;

  // Yearly subscriber growth of the trend; a riser's burst over its last days.
  const yearly =
    kind === 'growing'
      ? 0.05 + random.next() * 0.55
      : kind === 'shrinking'
        ? -(0.05 + random.next() * 0.25)
        : kind === 'rising'
          ? random.next() * 0.2
          : 0;
  const burstDays = kind === 'rising' ? random.int(15, 45) : 0;
  const burstRate = kind === 'rising' ? Math.log(1.5 + random.next() * 2.5) / burstDays : 0;
  const likesYearly = Math.abs(yearly) * 0.8 + 0.05 + random.next() * 0.2;
  const ageDays = Math.max(30, (Date.parse(`${calendar.dates[last]}T00:00:00Z`) / 1000 - creator.createdAt) / 86_400);
  const postChance = Math.min(0.9, (creator.posts ?? 0) / ageDays);
  const flatChance = 0.04 + random.next() * 0.1;

  for (let day = last - 1; day >= 0; day--) {
    const next = day + 1;
    if (kind === 'flat') {
      // Now and then a fan more or less.
      subscribers[day] = random.chance(flatChance)
        ? Math.max(0, subscribers[next] + random.int(-2, 2))
        : subscribers[next];
    } else {
      const rate = (yearly / 365) * (1 + random.normal()) + (last - day <= burstDays ? burstRate : 0);
      subscribers[day] = Math.max(0, subscribers[next] / Math.exp(rate));
    }
    const likesRate = (likesYearly / 365) * (0.5 + random.next());
    likes[day] = likes[next] / (1 + likesRate);
    const posted = posts[next] >= 1 && random.chance(postChance);
    posts[day] = posted ? posts[next] - 1 : posts[next];
    photos[day] = posted && photos[next] >= 1 && random.chance(0.6) ? photos[next] - 1 : photos[next];
    videos[day] = posted && videos[next] >= 1 && random.chance(0.3) ? videos[next] - 1 : videos[next];
  }

  const months: StatsHistorySeed['months'] = [];
  const history: DatedPoint[] = [];
  let month: StatsPoint[] = [];
  let previous: Record<HistoryCounter, number | null> | null = null;
  let count = 0;
  const value = (counter: HistoryCounter, day: number) =>
    creator[counter] === null ? null : Math.round(scratch[counter][day]);
  for (let day = 0; day < length; day++) {
    if (day > 0 && calendar.months[day] !== calendar.months[day - 1] && month.length > 0) {
      months.push({ month: calendar.months[day - 1], points: encodeMonth(month) });
      month = [];
    }
    const values = {
      subscribers: value('subscribers', day),
      likes: value('likes', day),
      posts: value('posts', day),
      photos: value('photos', day),
      videos: value('videos', day),
    };
    if (previous && HISTORY_COUNTERS.every((counter) => values[counter] === previous?.[counter])) continue;
    previous = values;
    month.push({ day: calendar.daysOfMonth[day], values });
    if (day < last) history.push({ date: calendar.dates[day], values });
    count++;
  }
  if (month.length > 0) months.push({ month: calendar.months[last], points: encodeMonth(month) });
  const today = { date: calendar.dates[last], values: currentValues(creator) };
  return { trend: kind, points: count, months, growthScore: growthScore(history, today) };
}

const currentValues = (creator: Counters): Record<HistoryCounter, number | null> => ({
  subscribers: creator.subscribers,
  likes: creator.likes,
  posts: creator.posts,
  photos: creator.photos,
  videos: creator.videos,
});

/** Inserts the history rows of a batch of creators (multi-row inserts); returns the rows written. */
export async function insertStatsHistory(
  query: Query,
  histories: { creatorId: number; months: StatsHistorySeed['months'] }[],
): Promise<number> {
  const ids: number[] = [];
  const months: string[] = [];
  const points: string[] = [];
  for (const { creatorId, months: rows } of histories) {
    for (const row of rows) {
      ids.push(creatorId);
      months.push(row.month);
      points.push(row.points.toString('hex'));
    }
  }
  if (ids.length === 0) return 0;
  return insertRows(query, 'creator_stats_history', [
    ['creator_id', 'int', ids],
    ['month', 'date', months],
    ['points', 'bytea', points],
  ]);
}
