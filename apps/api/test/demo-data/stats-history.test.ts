import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { growthScore } from '../../src/modules/stats-history/growth';
import { datedPoints } from '../../src/modules/stats-history/history-points';
import { decodeMonth } from '../../src/modules/stats-history/stats-codec';
import { createTestDatabase } from '../helpers/database';
import { loadDemoData } from '../../src/demo-data';
import {
  defaultHistoryDays,
  historyCalendar,
  makeStatsHistory,
  type StatsHistorySeed,
} from '../../src/demo-data/stats-history';

const now = new Date('2025-06-01T12:00:00Z');
const year = historyCalendar(now, 365);
const DAY = 86_400;
const created = Date.parse('2022-01-01T00:00:00Z') / 1000;
const big = {
  id: 11,
  createdAt: created,
  subscribers: 250_000,
  likes: 9_000_000,
  posts: 1400,
  photos: 900,
  videos: 300,
};

/** Every decoded point of a history, dated, oldest first. */
const pointsOf = (history: StatsHistorySeed) =>
  datedPoints(history.months.map((row) => ({ month: row.month, points: row.points })));

describe('demo stats history', () => {
  it('spans the days asked, a month row each, and ends at the current counters', () => {
    expect(year.dates).toHaveLength(366);
    expect(year.dates[0]).toBe('2024-06-01');
    expect(year.dates.at(-1)).toBe('2025-06-01');
    const history = makeStatsHistory(42, big, year, 'growing');
    // Likes of millions change every day: a point a day, in 13 month rows (June 2024 – June 2025).
    expect(history.points).toBe(366);
    expect(history.months.map((row) => row.month)).toEqual([
      '2024-06-01',
      '2024-07-01',
      '2024-08-01',
      '2024-09-01',
      '2024-10-01',
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
    ]);
    const points = pointsOf(history);
    expect(points).toHaveLength(366);
    expect(points[0].date).toBe('2024-06-01');
    expect(points.at(-1)).toEqual({
      date: '2025-06-01',
      values: { subscribers: 250_000, likes: 9_000_000, posts: 1400, photos: 900, videos: 300 },
    });
    expect(points[0].values.subscribers).toBeLessThan(250_000);
    expect(points[0].values.likes).toBeLessThan(9_000_000);
    // A year of daily points within the 4 KB a creator may take.
    expect(history.months.reduce((sum, row) => sum + row.points.length, 0)).toBeLessThan(4096);
    expect(decodeMonth(history.months[0].points)[0].day).toBe(1);
  });

  it('keeps unpublished counters null and writes nothing for a creator without counters', () => {
    const twitch = { id: 5, createdAt: created, subscribers: 40, likes: null, posts: null, photos: null, videos: 12 };
    const points = pointsOf(makeStatsHistory(42, twitch, year, 'flat'));
    // Few changes for a flat page of 40 fans: fewer points than days, the first on the first day.
    expect(points.length).toBeLessThan(120);
    expect(points[0].date).toBe('2024-06-01');
    expect(points.every((point) => point.values.likes === null && point.values.photos === null)).toBe(true);
    expect(points.at(-1)?.values).toEqual({ subscribers: 40, likes: null, posts: null, photos: null, videos: 12 });
    const none = { id: 6, createdAt: created, subscribers: null, likes: null, posts: null, photos: null, videos: null };
    expect(makeStatsHistory(42, none, year)).toMatchObject({ points: 0, months: [], growthScore: 0 });
  });

  it('is deterministic from the seed and the creator, and another seed draws another history', () => {
    const bytes = (seed: number) =>
      Buffer.concat(makeStatsHistory(seed, big, year).months.map((row) => row.points)).toString('hex');
    expect(bytes(42)).toBe(bytes(42));
    expect(bytes(43)).not.toBe(bytes(42));
    expect(makeStatsHistory(42, { ...big, id: 12 }, year).months).not.toEqual(makeStatsHistory(42, big, year).months);
  });

  it('mixes trends: mostly growing, some flat and shrinking, a few fast risers on top of the rising order', () => {
    const histories = Array.from({ length: 2000 }, (_, i) =>
      makeStatsHistory(42, { ...big, id: i + 1, subscribers: 1000 + i * 37 }, historyCalendar(now, 90)),
    );
    const share = (trend: string) => histories.filter((history) => history.trend === trend).length / 2000;
    expect(share('growing')).toBeGreaterThan(0.5);
    expect(share('flat')).toBeGreaterThan(0.1);
    expect(share('shrinking')).toBeGreaterThan(0.05);
    expect(share('rising')).toBeGreaterThan(0.05);
    expect(share('rising')).toBeLessThan(0.2);
    const change = (history: StatsHistorySeed) => {
      const points = pointsOf(history);
      return points.at(-1)!.values.subscribers! - points[0].values.subscribers!;
    };
    expect(histories.filter((h) => h.trend === 'growing').every((h) => change(h) > 0)).toBe(true);
    expect(histories.filter((h) => h.trend === 'shrinking').every((h) => change(h) < 0)).toBe(true);
    const top = [...histories].sort((a, b) => b.growthScore - a.growthScore).slice(0, 50);
    expect(top.every((history) => history.trend === 'rising')).toBe(true);
    // The score is growth.ts's, of the points before today against today's counters.
    const sample = histories[3];
    const points = pointsOf(sample);
    const today = points.at(-1)!;
    const before = points.filter((point) => point.date < today.date);
    expect(sample.growthScore).toBe(growthScore(before, today));
  });

  it('gives 12 months up to 20,000 creators and 90 days above', () => {
    expect([defaultHistoryDays(5000), defaultHistoryDays(20_000), defaultHistoryDays(20_001)]).toEqual([365, 365, 90]);
  });
});

describe('demo stats history in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await loadDemoData(database.query, { seed: 3, creators: 150, now: new Date(), historyDays: 40 });
  });
  afterAll(async () => database?.close());

  it('ends every creator with counters at its current counters, with the growth score of its history', async () => {
    const creators = await database.query<{
      id: number;
      growth_score: number;
      subscribers: number | null;
      likes: number | null;
      posts: number | null;
      photos: number | null;
      videos: number | null;
    }>('select id, growth_score, subscribers, likes, posts, photos, videos from creators order by id');
    const rows = await database.query<{ creator_id: number; month: string; points: Uint8Array }>(
      `select creator_id, to_char(month, 'YYYY-MM-DD') as month, points from creator_stats_history order by creator_id, month`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 40 * DAY * 1000).toISOString().slice(0, 10);
    let withHistory = 0;
    for (const creator of creators) {
      const points = datedPoints(rows.filter((row) => row.creator_id === creator.id));
      const { id, growth_score: score, ...counters } = creator;
      if (Object.values(counters).every((value) => value === null)) {
        expect(points, `creator ${id}`).toEqual([]);
        continue;
      }
      withHistory += 1;
      expect(points[0].date, `creator ${id}`).toBe(start);
      expect(points.at(-1)?.values, `creator ${id}`).toEqual(counters);
      const latest = { date: today, values: counters };
      expect(score, `creator ${id}`).toBe(
        growthScore(
          points.filter((point) => point.date < today),
          latest,
        ),
      );
    }
    expect(withHistory).toBeGreaterThan(140);
    expect((await database.query('select 1 from creators where growth_score > 0')).length).toBeGreaterThan(50);
  });
});
