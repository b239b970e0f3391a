import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';

const PUBLIC_URL = 'https://fanlens.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL, RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('is plain text, keeps crawlers out of account and API paths and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/my-profile', '/my-favorites', '/reviews', '/verification', '/add$', '/sign-in']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /add');
    expect(lines).toContain('Allow: /api/creators/share/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // Only directives robots.txt parsers know.
    for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  });
});

describe('sitemaps', () => {
  it('lists a creator whose username is a site path at /creators/{username}', async () => {
    await buildCreator(t.database, { username: 'Search', verified: false, verifiedAt: null });
    const chunk = await t.app.inject({ url: '/sitemaps/creators-1.xml' });
    expect(locs(chunk.body)).toContain(`${PUBLIC_URL}/creators/Search`);
    expect(locs(chunk.body)).not.toContain(`${PUBLIC_URL}/Search`);
  });

  it('indexes the pages chunk and the creator chunks, which list every creator with lastmod', async () => {
    const category = await buildCategory(t.database, { name: 'Sky Art', slug: 'sky-art' });
    const reviewed = await buildCreator(t.database, { username: 'sky_painter', verifiedAt: null, verified: false });
    await buildReview(t.database, { creatorId: reviewed.id, createdAt: new Date('2026-03-04T05:06:07Z') });
    await buildCreator(t.database, { username: 'quiet_one', verified: false, verifiedAt: null });

    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/creators-1.xml`]);

    const pages = await t.app.inject({ url: '/sitemaps/pages.xml' });
    expect(pages.statusCode).toBe(200);
    expect(locs(pages.body)).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/about`,
        `${PUBLIC_URL}/guidelines`,
        `${PUBLIC_URL}/search?platform=twitch`,
        `${PUBLIC_URL}/search?category=${category.slug}`,
      ]),
    );

    const chunk = await t.app.inject({ url: '/sitemaps/creators-1.xml' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(chunk.body.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(chunk.body).toContain(
      `<url><loc>${PUBLIC_URL}/sky_painter</loc><lastmod>2026-03-04T05:06:07Z</lastmod></url>`,
    );
    expect(chunk.body).toContain(`<url><loc>${PUBLIC_URL}/quiet_one</loc></url>`);

    expect((await t.app.inject({ url: '/sitemaps/creators-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/creators-x.xml' })).statusCode).toBe(404);
  });

  it('is compressed for clients that accept it (over 1 KB)', async () => {
    for (let index = 0; index < 25; index += 1) {
      await buildCategory(t.database, { name: `Topic ${index}`, slug: `topic-number-${index}` });
    }
    const res = await t.app.inject({ url: '/sitemaps/pages.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('share images', () => {
  it('makes a 1200×630 PNG per creator and 404 for an unknown one', async () => {
    await buildCreator(t.database, { username: 'card_maker', name: 'Card Maker' });
    const res = await t.app.inject({ url: '/api/creators/share/card_maker.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await t.app.inject({ url: '/api/creators/share/nobody_here.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/creators/share/card_maker.gif' })).statusCode).toBe(400);
  });
});
