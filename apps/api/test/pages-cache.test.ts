import fs from 'node:fs';
import path from 'node:path';
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
    await t.app.services.searches.flush();
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

/** Counts the read-cache misses (renders and database reads) the app spends from now on. */
function countMisses(app: TestApp['app']) {
  const { misses } = app.services;
  const spend = misses.spend.bind(misses);
  const counter = { count: 0 };
  misses.spend = (ip) => {
    counter.count += 1;
    spend(ip);
  };
  return counter;
}

describe('one address per page', () => {
  it('redirects junk, default and reordered parameters to the page address without rendering; 200 junk requests cost one render', async () => {
    await buildCreator(t.database, { username: 'junk_jo' });
    const misses = countMisses(t.app);
    for (let i = 0; i < 200; i += 1) {
      const junk = await t.app.inject({ url: `/junk_jo?u=${Math.random().toString(36).slice(2)}&utm_source=x${i}` });
      expect(junk.statusCode).toBe(301);
      expect(junk.headers.location).toBe('/junk_jo');
      expect((await page(junk.headers.location as string)).status).toBe(200);
    }
    expect(misses.count).toBe(1);
    // The path's case does not matter to the cache either; the head names the page's own address.
    const upper = await page('/JUNK_JO');
    expect(upper.status).toBe(200);
    expect(upper.html).toContain('<link rel="canonical" href="https://fanlens.example/junk_jo"');
    expect(misses.count).toBe(1);
    // The parameters a page reads stay, in one order, defaults left out.
    const redirects: [string, string][] = [
      ['/junk_jo?offset=10&sort=helpful&rating=4&x=1', '/junk_jo?sort=helpful&offset=10&rating=4'],
      ['/junk_jo?sort=recent&offset=0', '/junk_jo'],
      ['/search?platform=onlyfans&search=red%20hair', '/search?search=red+hair&platform=onlyfans'],
      ['/search?sort=relevant&nsfw=true&platform=nope', '/search'],
      ['/about?ref=mail', '/about'],
    ];
    for (const [url, location] of redirects) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, location]);
      expect((await page(location)).status).toBe(200);
    }
    // Pages the browser renders alone keep their query (a reset token, a redirect target).
    expect((await page('/reset-password?token=abc')).status).toBe(200);
    expect((await page('/sign-in?redirectTo=%2Fmy-profile')).status).toBe(200);
  });

  it('collapses leading slashes: no address of the page names another host', async () => {
    // (A raw '/\\evil.example/x' collapses the same way: apps/web/test/page-address.test.ts.)
    for (const url of ['/.//evil.example/x', '//evil.example/x']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, '/evil.example/x']);
    }
    const missing = await page('/evil.example/x');
    expect(missing.status).toBe(404);
    const absolute = [...missing.html.matchAll(/(?:href|content)="(https?:[^"]*)"/g)].map((match) => match[1]);
    expect(absolute.length).toBeGreaterThan(0);
    for (const url of absolute) expect(url.startsWith('https://fanlens.example/')).toBe(true);
  });

  it('gives a client far fewer cache misses than reads: random addresses meet the budget, cached pages do not', async () => {
    // READ_MISS_LIMIT 120/min × 0.025 = 3 misses; the read limit 600/min × 0.025 = 15 per route.
    const limited = await buildTestApp({
      WEB_DIST: ensureWebBuild(),
      READ_CACHE_MB: '8',
      RATE_LIMIT_MULTIPLIER: '0.025',
    });
    try {
      const get = (url: string, ip = '203.0.113.90') => limited.app.inject({ url, remoteAddress: ip });
      expect((await get('/about', '203.0.113.91')).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await get(`/nobody_here_${i}`)).statusCode).toBe(404);
      const over = await get('/nobody_here_3');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      const api = await get('/api/reviews/creator/nobody_here_4');
      expect(api.statusCode).toBe(429);
      // A cached page is no miss: still served to the same client.
      expect((await get('/about')).statusCode).toBe(200);
      expect((await get('/nobody_here_3', '203.0.113.92')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('share images', () => {
  it('are kept in the bounded read cache, not on disk, and made again once the page changes', async () => {
    const creator = await buildCreator(t.database, { username: 'shared_sue' });
    const misses = countMisses(t.app);
    const first = await t.app.inject({ url: '/api/creators/share/shared_sue.png' });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/creators/share/SHARED_SUE.png' });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(
      (
        await t.app.inject({
          url: '/api/creators/share/shared_sue.png',
          headers: { 'if-none-match': first.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
    expect(misses.count).toBe(1);
    expect(fs.existsSync(path.join(t.config.dataDir, 'share-images'))).toBe(false);

    const fan = await buildUser(t.database);
    await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: await authAs(t.app, fan.id),
      payload: { creatorId: creator.id, rating: 2, comment: 'The card shows one review now.' },
    });
    const after = await t.app.inject({ url: '/api/creators/share/shared_sue.png' });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(misses.count).toBe(2);
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
