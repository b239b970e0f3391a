import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_DIMENSIONS } from '@fanlens/shared';
import { starFillWidth } from '../src/modules/badges/badge-svg';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount, buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

const SITE = 'https://fanlens.example';
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

let t: TestApp;
beforeAll(async () => {
  // The read cache on: the badge must follow the creator's statistics through it.
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: SITE, READ_CACHE_MB: '16' });
});
afterAll(async () => t?.close());

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'text',
});

/** The badge read with a real XML parser: what a reader of it finds. */
async function readBadge(username: string, query = '') {
  const res = await t.app.inject({ url: `/${username}/badge.svg${query}`, headers: BROWSER });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  const svg = parser.parse(res.body).svg as Node;
  const link = svg.a as Node;
  const texts = ((link.g as Node[]).find((g) => 'text' in g)?.text ?? []) as Node[];
  const text = (field: string) => texts.find((node) => node['data-field'] === field)?.['#text'];
  const clip = ((svg.defs as Node).clipPath as Node).rect as Node;
  return {
    res,
    width: Number(svg.width),
    height: Number(svg.height),
    title: String(svg.title),
    href: String(link.href),
    theme: svg['data-theme'],
    background: (link.rect as Node).fill,
    rating: text('rating') === undefined ? undefined : String(text('rating')),
    reviews: String(text('reviews')),
    filled: Number(clip.width),
  };
}

async function statistics(username: string) {
  return (await t.app.inject({ url: `/api/creators/details/${username}` })).json().reviewsStatistic as {
    rating: number;
    reviewCount: number;
  };
}

describe('GET /{username}/badge.svg', () => {
  it('says so for 0 reviews: grey stars, no rating, a link to the page', async () => {
    await buildCreator(t.database, { username: 'badge_none', name: 'Nobody Yet' });
    const badge = await readBadge('badge_none');
    expect(await statistics('badge_none')).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(badge).toMatchObject({ width: 248, height: 64, theme: 'light', background: '#ffffff' });
    expect(badge.reviews).toBe('No reviews yet on FanLens');
    expect(badge.rating).toBeUndefined();
    expect(badge.filled).toBe(0);
    expect(badge.title).toBe('Nobody Yet: no reviews yet on FanLens');
    expect(badge.href).toBe(`${SITE}/badge_none`);
  });

  it('shows 1 review in the singular, in the dark theme and the small size', async () => {
    const creator = await buildCreator(t.database, { username: 'badge_one' });
    await buildReview(t.database, { creatorId: creator.id, rating: 4 });
    const badge = await readBadge('badge_one', '?theme=dark&size=small');
    expect(await statistics('badge_one')).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(badge).toMatchObject({ ...BADGE_DIMENSIONS.small, theme: 'dark', background: '#14141b' });
    expect(badge.reviews).toBe('1 review on FanLens');
    expect(badge.rating).toBe('4.0');
    expect(badge.filled).toBeCloseTo(starFillWidth(4, 11, 2), 2);
  });

  it("shows many reviews with the creator's statistics in both themes, and follows a new review", async () => {
    const creator = await buildCreator(t.database, { username: 'badge_many', name: 'Many <Reviews> & Co' });
    // Written hours ago: a burst of new accounts' reviews within the hour would be held (decision 020).
    const createdAt = new Date(Date.now() - 3 * 3_600_000);
    for (const rating of [5, 4, 4, 5, 3, 5, 4])
      await buildReview(t.database, { creatorId: creator.id, rating, createdAt });
    const stats = await statistics('badge_many');
    expect(stats).toMatchObject({ rating: 4.29, reviewCount: 7 });
    for (const theme of ['light', 'dark']) {
      const badge = await readBadge('badge_many', theme === 'dark' ? '?theme=dark' : '');
      expect(badge.theme).toBe(theme);
      expect(badge.rating).toBe(stats.rating.toFixed(1));
      expect(badge.reviews).toBe(`${stats.reviewCount} reviews on FanLens`);
      expect(badge.filled).toBeCloseTo(starFillWidth(stats.rating, 16, 3), 2);
      expect(badge.title).toBe('Many <Reviews> & Co: rated 4.3 out of 5 from 7 reviews on FanLens');
    }

    // Cached: the same bytes and ETag, 304 to If-None-Match.
    const first = await readBadge('badge_many');
    const etag = String(first.res.headers.etag);
    expect(first.res.headers['cache-control']).toContain('public');
    expect(first.res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const again = await t.app.inject({ url: '/badge_many/badge.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // A review written through the API drops the cached badge before it is acknowledged.
    const fan = await buildUser(t.database);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: await authAs(t.app, fan.id),
      payload: { creatorId: creator.id, rating: 1, comment: 'Not what I hoped for, sadly.' },
    });
    expect(created.statusCode).toBe(201);
    const after = await statistics('badge_many');
    expect(after).toMatchObject({ rating: 3.88, reviewCount: 8 });
    const changed = await readBadge('badge_many');
    expect(changed.res.headers.etag).not.toBe(etag);
    expect(changed.rating).toBe('3.9');
    expect(changed.reviews).toBe('8 reviews on FanLens');
    expect(changed.filled).toBeCloseTo(starFillWidth(3.88, 16, 3), 2);
  });

  it('formats large counts with grouping', async () => {
    const creator = await buildCreator(t.database, { username: 'badge_big' });
    await t.database.query(
      'update creators set review_count = 12345, rating_sum = 55555, rating_5 = 12345 where id = $1',
      [creator.id],
    );
    expect((await readBadge('badge_big')).reviews).toBe('12,345 reviews on FanLens');
  });
});

describe('GET /{username}/badge.png', () => {
  it('is a real PNG at twice the size', async () => {
    for (const size of ['large', 'small'] as const) {
      const res = await t.app.inject({ url: `/badge_many/badge.png?size=${size}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('png');
      expect({ width: meta.width, height: meta.height }).toEqual({
        width: BADGE_DIMENSIONS[size].width * 2,
        height: BADGE_DIMENSIONS[size].height * 2,
      });
    }
  });
});

describe('badge addresses and errors', () => {
  it('answers 400 with the field for a bad theme or size, 404 for no creator', async () => {
    for (const [query, field] of [
      ['?theme=blue', 'theme'],
      ['?size=huge', 'size'],
      ['?theme=', 'theme'],
    ]) {
      const res = await t.app.inject({ url: `/badge_none/badge.svg${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field });
    }
    for (const url of ['/ab%00cd/badge.svg', '/creators/%00/badge.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'username' });
    }
    const missing = await t.app.inject({ url: '/nobody_here_at_all/badge.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('lives beside the creator page: /creators/{username} for a site path, the other address redirects', async () => {
    await buildCreator(t.database, { username: 'About' });
    const atSitePath = await readBadge('creators/About');
    expect(atSitePath.href).toBe(`${SITE}/creators/About`);
    const other = await t.app.inject({ url: '/about/badge.svg?theme=dark' });
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe('/creators/About/badge.svg?theme=dark');
    const plain = await t.app.inject({ url: '/creators/badge_none/badge.png' });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/badge_none/badge.png');
  });
});

describe('badge views', () => {
  it("count in the page's analytics: browsers elsewhere, not bots nor FanLens's own preview", async () => {
    const { user, creator } = await buildCreatorAccount(t.database, { username: 'badge_owner' });
    await t.app.inject({ url: '/badge_owner/badge.svg', headers: BROWSER });
    await t.app.inject({ url: '/badge_owner/badge.png?theme=dark', headers: BROWSER });
    const etag = (await t.app.inject({ url: '/badge_owner/badge.svg', headers: BROWSER })).headers.etag;
    // A browser revalidating its copy shows the badge again: a view.
    await t.app.inject({ url: '/badge_owner/badge.svg', headers: { ...BROWSER, 'if-none-match': String(etag) } });
    await t.app.inject({ url: '/badge_owner/badge.svg', headers: { ...BROWSER, 'sec-fetch-site': 'same-origin' } });
    await t.app.inject({ url: '/badge_owner/badge.svg', headers: { 'user-agent': 'curl/8.5.0' } });
    await t.app.inject({ url: '/badge_owner/badge.svg', headers: { 'user-agent': 'Googlebot/2.1' } });
    await t.app.services.analytics.flush();
    const res = await t.app.inject({
      url: `/api/creators/${creator.id}/analytics`,
      headers: await authAs(t.app, user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toMatchObject({ badgeViews: 4, views: 0, impressions: 0 });
    expect(res.json().days.at(-1).badgeViews).toBe(4);
  });
});
