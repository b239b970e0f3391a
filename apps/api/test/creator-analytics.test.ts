import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
const BOTS = [
  { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  { 'user-agent': 'curl/8.5.0' },
  {
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
  },
  { 'user-agent': '' },
];
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function analytics(creatorId: number, headers: Record<string, string>, query = '') {
  return t.app.inject({ url: `/api/creators/${creatorId}/analytics${query}`, headers });
}

describe('page analytics', () => {
  it('counts views, impressions, clicks, favorites and reviews after a flush; bots and the owner are not counted', async () => {
    const { user, creator } = await buildCreatorAccount(t.database, {
      username: 'counted_page',
      name: 'Quixotic Counted',
    });
    const owner = await authAs(t.app, user.id);
    const fan = await buildUser(t.database);
    const fanHeaders = { ...(await authAs(t.app, fan.id)), ...BROWSER };

    // 3 views: a guest, a signed-in fan, the guest again (no visitor is remembered: each read counts).
    for (const headers of [BROWSER, fanHeaders, BROWSER]) {
      expect((await t.app.inject({ url: `/api/creators/details/counted_page`, headers })).statusCode).toBe(200);
    }
    // 2 impressions: a search and a home slider.
    await t.app.inject({ url: '/api/creators?search=quixotic', headers: BROWSER });
    await t.app.inject({ url: '/api/creators/recent-verified?limit=50', headers: BROWSER });
    // 2 platform clicks.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/creators/${creator.id}/platform-click`,
        headers: BROWSER,
      });
      expect(res.statusCode).toBe(200);
    }
    // Favorite added twice (the second is a no-op), removed once.
    await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: fanHeaders,
      payload: { creatorId: creator.id },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: fanHeaders,
      payload: { creatorId: creator.id },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/favorites/${creator.id}`, headers: fanHeaders });
    await t.app.inject({ method: 'DELETE', url: `/api/favorites/${creator.id}`, headers: fanHeaders });
    // 2 reviews today (ratings 5 and 2), one 40 days ago (the previous period).
    await buildReview(t.database, { creatorId: creator.id, rating: 5 });
    await buildReview(t.database, { creatorId: creator.id, rating: 2 });
    await buildReview(t.database, {
      creatorId: creator.id,
      rating: 4,
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });

    // Not counted: bots (views, impressions, clicks) and the owner's own views.
    for (const headers of BOTS) {
      await t.app.inject({ url: `/api/creators/details/counted_page`, headers });
      await t.app.inject({ url: '/api/creators?search=quixotic', headers });
      await t.app.inject({ method: 'POST', url: `/api/creators/${creator.id}/platform-click`, headers });
    }
    await t.app.inject({ url: `/api/creators/details/counted_page`, headers: { ...owner, ...BROWSER } });

    // Nothing is written before the flush.
    const before = (await analytics(creator.id, owner)).json();
    expect(before.totals.views).toBe(0);

    await t.app.services.analytics.flush();
    const res = await analytics(creator.id, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.from).toBe(daysAgo(29));
    expect(body.to).toBe(today());
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toEqual({
      date: today(),
      views: 3,
      impressions: 2,
      platformClicks: 2,
      favoritesAdded: 1,
      favoritesRemoved: 1,
      badgeViews: 0,
      reviews: 2,
      averageRating: 3.5,
    });
    expect(body.totals).toEqual({
      views: 3,
      impressions: 2,
      platformClicks: 2,
      favoritesAdded: 1,
      favoritesRemoved: 1,
      badgeViews: 0,
      reviews: 2,
      averageRating: 3.5,
    });
    expect(body.previousTotals).toMatchObject({ views: 0, reviews: 1, averageRating: 4 });

    // A second flush adds to the same day's row.
    await t.app.inject({ url: `/api/creators/details/counted_page`, headers: BROWSER });
    await t.app.services.analytics.flush();
    expect((await analytics(creator.id, owner, `?from=${today()}&to=${today()}`)).json().totals.views).toBe(4);
    const rows = await t.database.query('select * from creator_daily_stats where creator_id = $1', [creator.id]);
    expect(rows).toHaveLength(1);
  });

  it('answers 401 signed out, 403 to anyone but the verified owner, 404 for no page, 400 for a bad period', async () => {
    const { user, creator } = await buildCreatorAccount(t.database);
    const other = await buildCreatorAccount(t.database);
    const owner = await authAs(t.app, user.id);
    expect((await analytics(creator.id, {})).statusCode).toBe(401);
    expect((await analytics(creator.id, await authAs(t.app, other.user.id))).statusCode).toBe(403);
    expect((await analytics(999_999, owner)).statusCode).toBe(404);
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?from=yesterday', 'from'],
      [`?from=${today()}&to=${daysAgo(1)}`, 'from'],
      [`?from=${daysAgo(400)}&to=${today()}`, 'from'],
      ['?from=0001-01-01&to=0002-01-01', 'from'],
      ['?from=1999-12-31&to=2000-01-02', 'from'],
      ['?from=2100-12-01&to=2101-01-01', 'to'],
    ]) {
      const res = await analytics(creator.id, owner, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it('keeps counts of a failed write for the next flush', async () => {
    const { user, creator } = await buildCreatorAccount(t.database, { username: 'retry_page' });
    await t.app.inject({ url: '/api/creators/details/retry_page', headers: BROWSER });
    await t.database.query('alter table creator_daily_stats rename to creator_daily_stats_away');
    await expect(t.app.services.analytics.flush()).rejects.toThrow();
    await t.database.query('alter table creator_daily_stats_away rename to creator_daily_stats');
    await t.app.services.analytics.flush();
    const body = (await analytics(creator.id, await authAs(t.app, user.id))).json();
    expect(body.totals.views).toBe(1);
  });
});

describe('GET /creators/{id}/rating-trend', () => {
  it('answers the average rating per month of the last 12 months, oldest first', async () => {
    const creator = await buildCreator(t.database);
    const now = new Date();
    const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 10));
    await buildReview(t.database, { creatorId: creator.id, rating: 5, createdAt: monthsAgo(0) });
    await buildReview(t.database, { creatorId: creator.id, rating: 3, createdAt: monthsAgo(0) });
    await buildReview(t.database, { creatorId: creator.id, rating: 2, createdAt: monthsAgo(11) });
    await buildReview(t.database, { creatorId: creator.id, rating: 1, createdAt: monthsAgo(12) });
    const res = await t.app.inject({ url: `/api/creators/${creator.id}/rating-trend` });
    expect(res.statusCode).toBe(200);
    const { months } = res.json();
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: monthsAgo(11).toISOString().slice(0, 7), reviews: 1, averageRating: 2 });
    expect(months[11]).toEqual({ month: monthsAgo(0).toISOString().slice(0, 7), reviews: 2, averageRating: 4 });
    expect(months.slice(1, 11).every((m: { reviews: number }) => m.reviews === 0)).toBe(true);
    expect((await t.app.inject({ url: '/api/creators/999999/rating-trend' })).statusCode).toBe(404);
  });

  it("leaves out a review a moderator hid, at once: in the trend and in the owner's analytics", async () => {
    const { user, creator } = await buildCreatorAccount(t.database);
    const owner = await authAs(t.app, user.id);
    await buildReview(t.database, { creatorId: creator.id, rating: 5 });
    const hidden = await buildReview(t.database, { creatorId: creator.id, rating: 1 });
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const thisMonth = async () => {
      const trend = (await t.app.inject({ url: `/api/creators/${creator.id}/rating-trend` })).json();
      const stats = (await analytics(creator.id, owner)).json();
      return { trend: trend.months.at(-1), reviews: stats.totals.reviews, average: stats.totals.averageRating };
    };
    expect(await thisMonth()).toMatchObject({ trend: { reviews: 2, averageRating: 3 }, reviews: 2, average: 3 });

    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/reviews/${hidden.id}/hide`,
      headers: await authAs(t.app, moderator.id),
      payload: { reason: 'Off-topic' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await thisMonth()).toMatchObject({ trend: { reviews: 1, averageRating: 5 }, reviews: 1, average: 5 });
  });
});

describe('several pages per account', () => {
  it('reviews left for me cover every page of the user, filtered by page on request; replies work on each', async () => {
    const { user, creator: first } = await buildCreatorAccount(t.database);
    const second = await buildCreator(t.database, { verified: true, userId: user.id, platform: 'twitch' });
    const stranger = await buildCreator(t.database);
    const headers = await authAs(t.app, user.id);
    const onFirst = await buildReview(t.database, { creatorId: first.id });
    const onSecond = await buildReview(t.database, { creatorId: second.id });
    await buildReview(t.database, { creatorId: stranger.id });

    const all = (await t.app.inject({ url: '/api/reviews/my-creator', headers })).json();
    expect(all.results.map((r: { id: number }) => r.id).sort()).toEqual([onFirst.id, onSecond.id].sort());
    const one = (await t.app.inject({ url: `/api/reviews/my-creator?creatorId=${second.id}`, headers })).json();
    expect(one.results.map((r: { id: number }) => r.id)).toEqual([onSecond.id]);
    const foreign = await t.app.inject({ url: `/api/reviews/my-creator?creatorId=${stranger.id}`, headers });
    expect(foreign.statusCode).toBe(403);

    for (const review of [onFirst, onSecond]) {
      const reply = await t.app.inject({
        method: 'PATCH',
        url: `/api/reviews/reaction/${review.id}`,
        headers,
        payload: { comment: 'Thank you!' },
      });
      expect(reply.statusCode).toBe(200);
    }
  });
});

describe('OpenAPI description of the creator tools', () => {
  it('describes the edit, analytics (with its retention), rating trend, click and places operations', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/creators/{id}'].patch.description).toMatch(/promoEndsAt/);
    expect(doc.paths['/api/creators/{id}/analytics'].get.description).toMatch(/kept 400 days/);
    expect(doc.paths['/api/creators/{id}/rating-trend'].get).toBeDefined();
    expect(doc.paths['/api/creators/{id}/platform-click'].post).toBeDefined();
    expect(doc.paths['/api/places'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['search', 'limit']),
    );
  });
});
