import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { recordPoints } from '../src/modules/stats-history/history-points';
import { refreshGrowthScores } from '../src/modules/stats-history/growth-round';
import { ensureWebBuild } from './helpers/web-build';

const PUBLIC_URL = 'https://fanlens.example';
const DAY = 86_400_000;

/**
 * The server-rendered rising pages. Subscribers 40 days ago → 2 days ago (the score: gained over
 * max(then, 1,000)): `fast_riser` 2,000 → 4,000 (1.0) and `tiny_page` 3 → 9 (0.006) on OnlyFans
 * (cosplay), `twitch_up` 10,000 → 12,000 (0.2) on Twitch, `patreon_up` 1,000 → 1,500 (0.5) on
 * Patreon, `shrinking` 5,000 → 4,000 (no growth) on OnlyFans (cosplay).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), PUBLIC_URL, RATE_LIMIT_MULTIPLIER: '100' });
  await t.app.jobs.drain();
  const cosplay = await buildCategory(t.database, { name: 'Cosplay', slug: 'cosplay', platform: 'onlyfans' });
  await buildCategory(t.database, { name: 'Retro Games', slug: 'retro-games', platform: 'twitch' });
  const world: [string, 'onlyfans' | 'patreon' | 'twitch', number, number, number[]][] = [
    ['fast_riser', 'onlyfans', 2000, 4000, [cosplay.id]],
    ['tiny_page', 'onlyfans', 3, 9, [cosplay.id]],
    ['twitch_up', 'twitch', 10_000, 12_000, []],
    ['patreon_up', 'patreon', 1000, 1500, []],
    ['shrinking', 'onlyfans', 5000, 4000, [cosplay.id]],
  ];
  for (const [username, platform, then, now, categoryIds] of world) {
    const creator = await buildCreator(t.database, {
      username,
      name: username.replace('_', ' '),
      platform,
      subscribers: now,
      categoryIds,
    });
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
