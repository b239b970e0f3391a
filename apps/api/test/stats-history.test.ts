import { statsHistorySchema, type Platform } from '@fanlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../src/modules/listings/listing';
import { upsertListings } from '../src/modules/listings/listing-upsert';
import { GROWTH_FLOOR } from '../src/modules/stats-history/growth';
import { buildTestApp, type TestApp } from './helpers/app';

/** A creator's counters over time (modules/stats-history): one point per day on which one changed. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const start = Date.now() - 200 * DAY;
const dayOf = (offset: number) => new Date(start + offset * DAY);
const dateOf = (offset: number) => dayOf(offset).toISOString().slice(0, 10);

/** What the platform says on day `offset`, written through the one upsert path. */
async function read(username: string, offset: number, counters: Listing['counters']) {
  return t.database.db.transaction((tx) =>
    upsertListings(tx, [{ platform: 'twitch' as Platform, username, counters }], {
      origin: { via: 'import', by: null },
      profileUrl: (_platform, name) => `https://www.twitch.tv/${name}`,
      categories: new Map(),
      alerts: false,
      now: dayOf(offset),
    }),
  );
}

async function history(id: number, range = '1y') {
  const res = await t.app.inject({ url: `/api/creators/${id}/stats-history?range=${range}` });
  expect(res.statusCode, res.body).toBe(200);
  return statsHistorySchema.parse(res.json());
}

describe('stats history', () => {
  it('keeps one point per day a counter changed, none for an unchanged reading, and the last of a day', async () => {
    const { outcomes } = await read('history_one', 150, { subscribers: 1000, likes: 5000 });
    const id = outcomes[0].id;
    await read('history_one', 151, { subscribers: 1000, likes: 5000 }); // unchanged: no point
    await read('history_one', 160, { subscribers: 1300, likes: 5200 });
    await read('history_one', 160, { subscribers: 1400, likes: 5200 }); // the same day again: replaced
    await read('history_one', 170, { subscribers: 1600, likes: 5100, posts: 12 });
    const { points } = await history(id);
    expect(points.map((point) => [point.date, point.subscribers, point.likes, point.posts])).toEqual([
      [dateOf(150), 1000, 5000, null],
      [dateOf(160), 1400, 5200, null],
      [dateOf(170), 1600, 5100, 12],
    ]);
    const [row] = await t.database.query<{ subscribers: number }>('select subscribers from creators where id = $1', [
      id,
    ]);
    expect(row.subscribers).toBe(1600);
  });

  it('gives the change over 30 days and the rising score against the floor', async () => {
    const { outcomes } = await read('history_two', 100, { subscribers: 500, likes: 10 });
    const id = outcomes[0].id;
    await read('history_two', 120, { subscribers: 800, likes: 10 });
    await read('history_two', 135, { subscribers: 2500, likes: 40 });
    const { change30Days } = await history(id);
    // The latest (day 135) against the last point on or before day 105: day 100.
    expect(change30Days).toEqual({ subscribers: 2000, likes: 30, posts: null });
    const [row] = await t.database.query<{ growth_score: number }>('select growth_score from creators where id = $1', [
      id,
    ]);
    expect(row.growth_score).toBeCloseTo((2500 - 500) / Math.max(500, GROWTH_FLOOR));
  });

  it('answers a range with the point in effect at its start, 404 for no creator, 400 for a bad range', async () => {
    const { outcomes } = await read('history_three', 10, { subscribers: 10 });
    await read('history_three', 195, { subscribers: 20 });
    const { points } = await history(outcomes[0].id, '30d');
    expect(points.map((point) => [point.date, point.subscribers])).toEqual([
      [new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10), 10],
      [dateOf(195), 20],
    ]);
    expect((await t.app.inject({ url: '/api/creators/999999/stats-history' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: `/api/creators/${outcomes[0].id}/stats-history?range=2y` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'range' });
  });

  it("lists the range's first day once when a point falls on it", async () => {
    const daysAgo = (days: number) => 200 - days;
    const { outcomes } = await read('history_edge', daysAgo(45), { subscribers: 100 });
    await read('history_edge', daysAgo(30), { subscribers: 130 });
    await read('history_edge', daysAgo(2), { subscribers: 150 });
    const { points } = await history(outcomes[0].id, '30d');
    expect(points.map((point) => [point.date, point.subscribers])).toEqual([
      [dateOf(daysAgo(30)), 130],
      [dateOf(daysAgo(2)), 150],
    ]);
  });

  it('stays within a few KB a year for a creator whose numbers change every day', async () => {
    const { outcomes } = await read('history_daily', 0, { subscribers: 120_000, likes: 2_000_000, posts: 800 });
    for (let day = 1; day < 190; day += 1) {
      await read('history_daily', day, {
        subscribers: 120_000 + day * 140,
        likes: 2_000_000 + day * 950,
        posts: 800 + (day % 3),
      });
    }
    const [size] = await t.database.query<{ bytes: number; rows: number }>(
      `select sum(pg_column_size(h.*))::int as bytes, count(*)::int as rows from creator_stats_history h where creator_id = $1`,
      [outcomes[0].id],
    );
    // 190 days of points in about 7 monthly rows: well under 4 KB for a year at this rate.
    expect((size.bytes / 190) * 365).toBeLessThan(4096);
    expect((await history(outcomes[0].id)).points.length).toBe(190);
  }, 120_000);
});
