import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { refreshTopPrior } from '../src/modules/creators/top-prior';
import { ensureWebBuild } from './helpers/web-build';

const PUBLIC_URL = 'https://fanlens.example';

/**
 * The server-rendered best-rated pages. Creators (reviews, average): `steady_oak` 400 at 4.9 and
 * `one_hit` 1 at 5.0 on OnlyFans (cosplay), `twitch_star` 30 at 4.7 on Twitch, `so_so` 200 at 3.5 on
 * Patreon, `unrated` none: the site's mean is 2806 / 631 = 4.447.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), PUBLIC_URL, RATE_LIMIT_MULTIPLIER: '100' });
  await t.app.jobs.drain();
  const cosplay = await buildCategory(t.database, { name: 'Cosplay', slug: 'cosplay', platform: 'onlyfans' });
  await buildCategory(t.database, { name: 'Retro Games', slug: 'retro-games', platform: 'twitch' });
  const world: [string, 'onlyfans' | 'patreon' | 'twitch', number, number, number[]][] = [
    ['steady_oak', 'onlyfans', 400, 1960, [cosplay.id]],
    ['one_hit', 'onlyfans', 1, 5, [cosplay.id]],
    ['twitch_star', 'twitch', 30, 141, []],
    ['so_so', 'patreon', 200, 700, []],
    ['unrated', 'onlyfans', 0, 0, [cosplay.id]],
  ];
  for (const [username, platform, count, sum, categoryIds] of world) {
    const creator = await buildCreator(t.database, {
      username,
      name: username.replace('_', ' '),
      platform,
      categoryIds,
    });
    await t.database.query('update creators set review_count = $2, rating_sum = $3 where id = $1', [
      creator.id,
      count,
      sum,
    ]);
  }
  await refreshTopPrior(t.database, { force: true });
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
