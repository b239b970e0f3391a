import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTopPrior } from '../src/modules/creators/top-prior';
import { refreshGrowthScores } from '../src/modules/stats-history/growth-round';
import { recordPoints } from '../src/modules/stats-history/history-points';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { ensureWebBuild } from './helpers/web-build';

const PUBLIC_URL = 'https://fanlens.example';
const DAY = 86_400_000;

type Platform = 'onlyfans' | 'patreon' | 'twitch';

/**
 * The server-rendered ranked pages, best-rated and rising, on one world. Best-rated (reviews,
 * average): `steady_oak` 400 at 4.9 and `one_hit` 1 at 5.0 on OnlyFans (cosplay), `twitch_star` 30
 * at 4.7 on Twitch, `so_so` 200 at 3.5 on Patreon, `unrated` none: the site's mean is 2806 / 631 =
 * 4.447. Rising (subscribers 40 days ago → 2 days ago; the score: gained over max(then, 1,000)):
 * `fast_riser` 2,000 → 4,000 (1.0) and `tiny_page` 3 → 9 (0.006) on OnlyFans (cosplay), `twitch_up`
 * 10,000 → 12,000 (0.2) on Twitch, `patreon_up` 1,000 → 1,500 (0.5) on Patreon, `shrinking` 5,000 →
 * 4,000 (no growth) on OnlyFans (cosplay). The rising pages have no reviews and the rated ones no
 * history, so neither list shows the other's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), PUBLIC_URL, RATE_LIMIT_MULTIPLIER: '100' });
  await t.app.jobs.drain();
  const cosplay = await buildCategory(t.database, { name: 'Cosplay', slug: 'cosplay', platform: 'onlyfans' });
  await buildCategory(t.database, { name: 'Retro Games', slug: 'retro-games', platform: 'twitch' });
  const build = (username: string, platform: Platform, categoryIds: number[], subscribers?: number) =>
    buildCreator(t.database, { username, name: username.replace('_', ' '), platform, subscribers, categoryIds });

  const rated: [string, Platform, number, number, number[]][] = [
    ['steady_oak', 'onlyfans', 400, 1960, [cosplay.id]],
    ['one_hit', 'onlyfans', 1, 5, [cosplay.id]],
    ['twitch_star', 'twitch', 30, 141, []],
    ['so_so', 'patreon', 200, 700, []],
    ['unrated', 'onlyfans', 0, 0, [cosplay.id]],
  ];
  for (const [username, platform, count, sum, categoryIds] of rated) {
    const creator = await build(username, platform, categoryIds);
    await t.database.query('update creators set review_count = $2, rating_sum = $3 where id = $1', [
      creator.id,
      count,
      sum,
    ]);
  }
  await refreshTopPrior(t.database, { force: true });

  const growing: [string, Platform, number, number, number[]][] = [
    ['fast_riser', 'onlyfans', 2000, 4000, [cosplay.id]],
    ['tiny_page', 'onlyfans', 3, 9, [cosplay.id]],
    ['twitch_up', 'twitch', 10_000, 12_000, []],
    ['patreon_up', 'patreon', 1000, 1500, []],
    ['shrinking', 'onlyfans', 5000, 4000, [cosplay.id]],
  ];
  for (const [username, platform, then, now, categoryIds] of growing) {
    const creator = await build(username, platform, categoryIds, now);
    for (const [back, subscribers] of [
      [40, then],
      [2, now],
    ]) {
      const day = new Date(Date.now() - back * DAY).toISOString().slice(0, 10);
      const values = { subscribers, likes: null, posts: null, photos: null, videos: null };
      await t.database.db.transaction((tx) => recordPoints(tx, [{ creatorId: creator.id, day, values }]));
    }
  }
  await refreshGrowthScores(t.database);
}, 300_000);
afterAll(async () => t?.close());

async function page(url: string) {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}

/** The creators' usernames in the order the rendered list shows them. */
const listed = (html: string) => [...html.matchAll(/>@(?:<!-- -->)?(\w+)</g)].map((match) => match[1]);
const tabLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*class="ranked__tab[^"]*"[^>]*>/g)].map(([tag]) => {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    const current = /aria-current="(\w+)"/.exec(tag)?.[1];
    return current ? `${href} (${current})` : href;
  });

describe('server-rendered best-rated pages', () => {
  it('/best lists the best first (400 at 4.9 above 1 at 5.0), without the unrated, with platform tabs', async () => {
    const res = await page('/best');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<h1 class="page__title">Best-rated creators</h1>');
    expect(listed(res.html)).toEqual(['steady_oak', 'twitch_star', 'one_hit', 'so_so']);
    expect(tabLinks(res.html)).toEqual([
      '/best (page)',
      '/best?platform=onlyfans',
      '/best?platform=patreon',
      '/best?platform=twitch',
    ]);
    expect(res.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/best" />`);
  });

  it('a platform tab lists that platform and links its categories’ pages', async () => {
    const res = await page('/best?platform=onlyfans');
    expect(res.status).toBe(200);
    expect(res.html).toContain('Best-rated OnlyFans creators');
    expect(listed(res.html)).toEqual(['steady_oak', 'one_hit']);
    expect(tabLinks(res.html)).toContain('/best?platform=onlyfans (page)');
    expect(res.html).toContain('href="/best/cosplay"');
    expect(res.html).not.toContain('href="/best/retro-games"');
    const twitch = await page('/best?platform=twitch');
    expect(listed(twitch.html)).toEqual(['twitch_star']);
    expect(twitch.html).toContain('href="/best/retro-games"');
  });

  it('other addresses of a tab redirect to its page address', async () => {
    const unknown = await page('/best?platform=myspace&utm_source=x');
    expect(unknown.status).toBe(301);
    expect(unknown.headers.location).toBe('/best');
    const extra = await page('/best?ref=home&platform=twitch');
    expect(extra.status).toBe(301);
    expect(extra.headers.location).toBe('/best?platform=twitch');
    expect((await page('/best/cosplay?platform=twitch')).headers.location).toBe('/best/cosplay');
  });

  it('/best/{category} lists the category, its platform tab marked, and links its search', async () => {
    const res = await page('/best/cosplay');
    expect(res.status).toBe(200);
    expect(res.html).toContain('Best-rated in Cosplay');
    expect(listed(res.html)).toEqual(['steady_oak', 'one_hit']);
    expect(tabLinks(res.html)).toContain('/best?platform=onlyfans (true)');
    expect(res.html).toContain('href="/search?category=cosplay"');
    expect(res.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/best/cosplay" />`);
    const empty = await page('/best/retro-games');
    expect(empty.status).toBe(200);
    expect(listed(empty.html)).toEqual([]);
    expect(empty.html).toContain('No creator here has reviews yet.');
  });

  it('an unknown category is a 404 page', async () => {
    const res = await page('/best/no-such-category');
    expect(res.status).toBe(404);
    expect(res.html).toContain('There is no such category.');
  });

  it('the sitemap names /best, each platform tab and each category’s page', async () => {
    const res = await page('/sitemaps/pages.xml');
    for (const path of [
      '/best',
      '/best?platform=onlyfans',
      '/best?platform=twitch',
      '/best/cosplay',
      '/best/retro-games',
    ]) {
      expect(res.html).toContain(`<loc>${PUBLIC_URL}${path.replace('&', '&amp;')}</loc>`);
    }
  });
});

describe('server-rendered rising pages', () => {
  it('/rising lists the fastest-growing first, 3 → 9 fans below them, without the shrinking, with platform tabs', async () => {
    const res = await page('/rising');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<h1 class="page__title">Rising creators</h1>');
    expect(listed(res.html)).toEqual(['fast_riser', 'patreon_up', 'twitch_up', 'tiny_page']);
    expect(tabLinks(res.html)).toEqual([
      '/rising (page)',
      '/rising?platform=onlyfans',
      '/rising?platform=patreon',
      '/rising?platform=twitch',
    ]);
    expect(res.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/rising" />`);
  });

  it('a platform tab lists that platform and links its categories’ rising pages', async () => {
    const res = await page('/rising?platform=onlyfans');
    expect(res.status).toBe(200);
    expect(res.html).toContain('Rising OnlyFans creators');
    expect(listed(res.html)).toEqual(['fast_riser', 'tiny_page']);
    expect(tabLinks(res.html)).toContain('/rising?platform=onlyfans (page)');
    expect(res.html).toContain('href="/rising/cosplay"');
    expect(res.html).not.toContain('href="/rising/retro-games"');
    const twitch = await page('/rising?platform=twitch');
    expect(listed(twitch.html)).toEqual(['twitch_up']);
    expect(twitch.html).toContain('href="/rising/retro-games"');
  });

  it('other addresses of a tab redirect to its page address', async () => {
    const unknown = await page('/rising?platform=myspace&utm_source=x');
    expect(unknown.status).toBe(301);
    expect(unknown.headers.location).toBe('/rising');
    expect((await page('/rising?ref=home&platform=twitch')).headers.location).toBe('/rising?platform=twitch');
    expect((await page('/rising/cosplay?platform=twitch')).headers.location).toBe('/rising/cosplay');
  });

  it('/rising/{category} lists the category, its platform tab marked, and links its search', async () => {
    const res = await page('/rising/cosplay');
    expect(res.status).toBe(200);
    expect(res.html).toContain('Rising in Cosplay');
    expect(listed(res.html)).toEqual(['fast_riser', 'tiny_page']);
    expect(tabLinks(res.html)).toContain('/rising?platform=onlyfans (true)');
    expect(res.html).toContain('href="/search?category=cosplay"');
    expect(res.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/rising/cosplay" />`);
    const empty = await page('/rising/retro-games');
    expect(empty.status).toBe(200);
    expect(listed(empty.html)).toEqual([]);
    expect(empty.html).toContain('No creator here gained fans in the last 30 days.');
  });

  it('an unknown category is a 404 page', async () => {
    const res = await page('/rising/no-such-category');
    expect(res.status).toBe(404);
    expect(res.html).toContain('There is no such category.');
  });

  it('is linked from the categories page and a category’s search', async () => {
    expect((await page('/categories')).html).toContain('href="/rising?platform=onlyfans"');
    expect((await page('/search?category=cosplay')).html).toContain('href="/rising/cosplay"');
  });

  it('the sitemap names /rising, each platform tab and each category’s page', async () => {
    const res = await page('/sitemaps/pages.xml');
    for (const path of [
      '/rising',
      '/rising?platform=onlyfans',
      '/rising?platform=twitch',
      '/rising/cosplay',
      '/rising/retro-games',
    ]) {
      expect(res.html).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
  });
});
