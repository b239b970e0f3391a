import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { ensureWebBuild } from './helpers/web-build';

/**
 * The server-rendered HTML of public pages in the read cache: kept with the tags of the answers
 * it was made from, so a write drops it; each page served still counts its view and its search;
 * ETag and 304; error pages are not kept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    WEB_DIST: ensureWebBuild(),
    PUBLIC_URL: 'https://fanlens.example',
    READ_CACHE_MB: '8',
    RATE_LIMIT_MULTIPLIER: '100',
  });
}, 300_000);
afterAll(async () => t?.close());

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, html: res.body, etag: res.headers.etag as string | undefined };
}

const entries = () => t.app.services.readCache.stats().entries;

describe('cached server-rendered pages', () => {
  it('serve a creator page from the cache, with an ETag and 304, and drop it when a review arrives', async () => {
    const creator = await buildCreator(t.database, { username: 'cached_cora', name: 'Cached Cora' });
    const first = await page('/cached_cora');
    expect(first.status).toBe(200);
    expect(first.etag).toBeDefined();
    const kept = entries();
    const second = await page('/cached_cora');
    expect(second.etag).toBe(first.etag);
    expect(entries()).toBe(kept);
    expect((await page('/cached_cora', { 'if-none-match': first.etag! })).status).toBe(304);

    const fan = await buildUser(t.database);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: await authAs(t.app, fan.id),
      payload: { creatorId: creator.id, rating: 5, comment: 'Seen on the cached page straight after writing it.' },
    });
    expect(created.statusCode).toBe(201);
    const after = await page('/cached_cora');
    expect(after.etag).not.toBe(first.etag);
    expect(after.html).toContain('Seen on the cached page straight after writing it.');
    expect((await page('/cached_cora', { 'if-none-match': first.etag! })).status).toBe(200);
  });

  it('count a view for every creator page served, cached or not', async () => {
    const creator = await buildCreator(t.database, { username: 'counted_cal' });
    for (let i = 0; i < 3; i++) expect((await page('/counted_cal')).status).toBe(200);
    await t.app.services.analytics.flush();
    const [row] = await t.database.query<{ views: number }>(
      'select coalesce(sum(views), 0)::int as views from creator_daily_stats where creator_id = $1',
      [creator.id],
    );
    expect(row!.views).toBe(3);
  });

  it('count the search of a search page for the trends, and its results as impressions, cached or not', async () => {
    const shown = await buildCreator(t.database, { username: 'trend_tina', tags: ['zebrafinch'] });
    for (const ip of ['10.0.0.1', '10.0.0.2']) {
      const res = await t.app.inject({ url: '/search?search=zebrafinch', remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.database.query<{ count: number }>(
      `select count::int from search_queries where term = 'zebrafinch' and day = (now() at time zone 'utc')::date`,
    );
    expect(rows[0]?.count).toBe(2);
    await t.app.services.analytics.flush();
    const [stats] = await t.database.query<{ impressions: number }>(
      'select coalesce(sum(impressions), 0)::int as impressions from creator_daily_stats where creator_id = $1',
      [shown.id],
    );
    expect(stats!.impressions).toBe(2);
  });

  it('keep no error page, and answer 410 once a cached page is removed', async () => {
    const creator = await buildCreator(t.database, { username: 'leaving_lou' });
    const before = entries();
    expect((await page('/nobody_called_this')).status).toBe(404);
    expect(entries()).toBe(before);
    expect((await page('/leaving_lou')).status).toBe(200);

    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/removal-requests',
      payload: { page: 'leaving_lou', email: 'lou@example.com', reason: 'I want this page taken down.' },
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/removal-requests/${asked.json().id}/accept`,
      headers: await authAs(t.app, moderator.id),
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    expect((await page('/leaving_lou')).status).toBe(410);
    expect((await page(`/${creator.id}`)).status).not.toBe(200);
  });
});

describe('server-rendered pages and the read limit', () => {
  it('are limited per IP like the public API reads (counted in the process, no Redis round trip)', async () => {
    const limited = await buildTestApp({ WEB_DIST: ensureWebBuild(), RATE_LIMIT_MULTIPLIER: '0.005' }); // 600/min → 3
    try {
      const get = (ip: string) => limited.app.inject({ url: '/about', remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expect((await get('203.0.113.80')).statusCode).toBe(200);
      const res = await get('203.0.113.80');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get('203.0.113.81')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
