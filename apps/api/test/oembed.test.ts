import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_DIMENSIONS } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';

const SITE = 'https://fanlens.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: SITE });
  await buildCreator(t.database, { username: 'embed_me', name: 'Embed "Me" <now>' });
  await buildCreator(t.database, { username: 'Search' });
});
afterAll(async () => t?.close());

const oembed = (query: Record<string, string>) =>
  t.app.inject({ url: `/api/oembed?${new URLSearchParams(query).toString()}` });

describe('GET /api/oembed', () => {
  it("answers a creator page's rich embed: the badge as a link to the page", async () => {
    const res = await oembed({ url: `${SITE}/embed_me`, format: 'json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'FanLens',
      provider_url: SITE,
      author_name: 'Embed "Me" <now>',
      author_url: `${SITE}/embed_me`,
      ...BADGE_DIMENSIONS.large,
    });
    expect(body.html).toBe(
      `<a href="${SITE}/embed_me" target="_blank" rel="noopener"><img src="${SITE}/embed_me/badge.svg" width="248" height="64" ` +
        'alt="Embed &quot;Me&quot; &lt;now&gt;: rating and reviews on FanLens"></a>',
    );
    // The badge it names is there.
    expect((await t.app.inject({ url: '/embed_me/badge.svg' })).statusCode).toBe(200);
  });

  it('honours maxwidth and maxheight: the large badge, the small one, or the small one scaled down', async () => {
    const sized = async (query: Record<string, string>) => {
      const body = (await oembed({ url: `${SITE}/embed_me`, ...query })).json();
      const img = /width="(\d+)" height="(\d+)"/.exec(body.html);
      expect([Number(img?.[1]), Number(img?.[2])]).toEqual([body.width, body.height]);
      return { width: body.width, height: body.height, small: body.html.includes('size=small') };
    };
    expect(await sized({ maxwidth: '600', maxheight: '400' })).toEqual({ width: 248, height: 64, small: false });
    expect(await sized({ maxwidth: '200' })).toEqual({ width: 184, height: 40, small: true });
    expect(await sized({ maxheight: '50' })).toEqual({ width: 184, height: 40, small: true });
    expect(await sized({ maxwidth: '92' })).toEqual({ width: 92, height: 20, small: true });
    expect(await sized({ maxwidth: '600', maxheight: '20' })).toEqual({ width: 92, height: 20, small: true });
    const dark = (await oembed({ url: `${SITE}/embed_me`, theme: 'dark' })).json();
    expect(dark.html).toContain('/embed_me/badge.svg?theme=dark');
  });

  it('reads every address of a creator page: scheme, case, trailing slash, query, /creators/', async () => {
    for (const url of [
      'http://fanlens.example/embed_me',
      `${SITE}/EMBED_ME/?sort=recent#reviews`,
      `${SITE}/creators/embed_me`,
    ]) {
      const res = await oembed({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json().author_url).toBe(`${SITE}/embed_me`);
    }
    const sitePath = await oembed({ url: `${SITE}/creators/Search` });
    expect(sitePath.statusCode).toBe(200);
    expect(sitePath.json().author_url).toBe(`${SITE}/creators/Search`);
    expect(sitePath.json().html).toContain(`${SITE}/creators/Search/badge.svg`);
  });

  it('answers 404 for another site, another page or no creator, 400 with the field for bad input', async () => {
    for (const url of [
      'https://elsewhere.example/embed_me',
      `${SITE}/search`,
      `${SITE}/about`,
      `${SITE}/`,
      `${SITE}/embed_me/reviews`,
      `${SITE}/nobody_at_all`,
      `${SITE}/%E0%A4%A`,
      `${SITE}/%00embed_me`,
    ]) {
      const res = await oembed({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    for (const [query, field] of [
      [{}, 'url'],
      [{ url: '' }, 'url'],
      [{ url: 'not an address' }, 'url'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: `${SITE}/${'x'.repeat(2100)}` }, 'url'],
      [{ url: `${SITE}/embed_me`, maxwidth: '0' }, 'maxwidth'],
      [{ url: `${SITE}/embed_me`, maxheight: 'tall' }, 'maxheight'],
      [{ url: `${SITE}/embed_me`, format: 'xml' }, 'format'],
      [{ url: `${SITE}/embed_me`, theme: 'pink' }, 'theme'],
    ] as const) {
      const res = await oembed(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it('is in the OpenAPI description, with the badge routes', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    expect(paths['/api/oembed'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['url', 'maxwidth', 'maxheight', 'format']),
    );
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/{username}/badge.svg',
        '/{username}/badge.png',
        '/creators/{username}/badge.svg',
        '/creators/{username}/badge.png',
      ]),
    );
  });
});
