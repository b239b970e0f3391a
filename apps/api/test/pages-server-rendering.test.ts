import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';
import { ensureWebBuild } from './helpers/web-build';

const PUBLIC_URL = 'https://fanlens.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), PUBLIC_URL, RATE_LIMIT_MULTIPLIER: '100' });
}, 300_000);
afterAll(async () => t?.close());

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const serverStateOf = (html: string) => {
  const match = /<script type="application\/json" id="fanlens-state">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { queries: { queries: { queryKey: unknown[] }[] } }) : null;
};

describe('server-rendered creator page', () => {
  it('holds the name, rating, review count, first page of reviews, head tags and JSON-LD', async () => {
    const creator = await buildCreator(t.database, {
      username: 'Lena_Sky',
      name: 'Lena Sky',
      bio: '<p>Painting <strong>skies</strong> &amp; clouds</p>',
      platform: 'patreon',
      links: { twitter: 'https://twitter.example/lena' },
    });
    for (let index = 0; index < 12; index += 1) {
      await buildReview(t.database, {
        creatorId: creator.id,
        rating: index % 2 === 0 ? 5 : 4,
        comment: `Review text number ${index} about the paintings.`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
    }
    const res = await page('/lena_sky');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.html;
    expect(html).toContain('Lena Sky');
    expect(html).toContain('@Lena_Sky');
    expect(html).toContain('4.5');
    expect(html).toMatch(/12 reviews/);
    // The first page (10, newest first) and not the 11th.
    expect(html).toContain('Review text number 11 about the paintings.');
    expect(html).toContain('Review text number 2 about the paintings.');
    expect(html).not.toContain('Review text number 1 about the paintings.');
    // The bio renders as markup, the same parser as in the browser.
    expect(html).toContain('<strong>skies</strong>');

    expect(html).toContain('<title data-server-head>Lena Sky (@Lena_Sky) reviews · FanLens</title>');
    expect(metaContent(html, 'description')).toMatch(
      /^Lena Sky on Patreon: rated 4\.5 out of 5 from 12 reviews\. Painting skies &amp; clouds/,
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/Lena_Sky" />`);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/Lena_Sky`);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/api/creators/share/lena_sky.png`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'rating')).toBeUndefined();

    const [profile, breadcrumb] = jsonLdOf(html);
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Lena Sky',
        alternateName: '@Lena_Sky',
        image: `${PUBLIC_URL}/api/avatars/Lena_Sky.svg`,
        sameAs: ['https://patreon.example/Lena_Sky', 'https://twitter.example/lena'],
      },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumb!.itemListElement as unknown[]).length).toBe(3);

    // The data the page was rendered from goes to the browser's query cache.
    const keys = serverStateOf(html)!.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['creators', 'details', 'lena_sky']));
    expect(keys).toContain(JSON.stringify(['reviews', 'creator', 'lena_sky', { sort: 'recent', offset: 0 }]));
    // The rating trend (5 reviews or more) too: hydration fetches nothing.
    expect(keys).toContain(JSON.stringify(['creators', 'rating-trend', creator.id]));
  });

  it('renders the page of reviews the address names', async () => {
    const creator = await buildCreator(t.database, { username: 'paged_creator' });
    for (let index = 0; index < 11; index += 1) {
      await buildReview(t.database, {
        creatorId: creator.id,
        comment: `Paged review ${index} is here.`,
        createdAt: new Date(Date.UTC(2026, 1, 1 + index)),
      });
    }
    const { html } = await page('/paged_creator?offset=10');
    expect(html).toContain('Paged review 0 is here.');
    expect(html).not.toContain('Paged review 5 is here.');
  });

  it('marks a NSFW creator page as adult content', async () => {
    await buildCreator(t.database, { username: 'after_dark', nsfw: true });
    const { status, html } = await page('/after_dark');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="rating" content="adult" />');
  });

  it('answers 404 with the error page for an unknown creator and an unknown route', async () => {
    for (const url of ['/nobody_by_this_name', '/some/unknown/route']) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.html).toContain('404');
    }
    expect((await page('/nobody_by_this_name')).html).toContain('Creator not found');
  });

  it('answers 503 with Retry-After and the error page while the database cannot be reached', async () => {
    const creator = await buildCreator(t.database);
    const query = t.database.query;
    t.database.query = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    try {
      const res = await page(`/${creator.username}`);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.html).toContain('data-testid="error-page"');
      expect(res.html).toContain('FanLens cannot reach its database right now. Try again in a few seconds.');
      expect(res.html).toContain('503');
    } finally {
      t.database.query = query;
    }
    expect((await page(`/${creator.username}`)).status).toBe(200);
  });

  it('answers 410 with a notice for a page removed on a removal request, and 200 again once restored', async () => {
    const creator = await buildCreator(t.database, { username: 'gone_gwen', name: 'Gone Gwen' });
    await t.database.query('update creators set removed_at = now() where id = $1', [creator.id]);
    const removed = await page('/gone_gwen');
    expect(removed.status).toBe(410);
    expect(removed.html).toContain('This creator page has been removed from FanLens at the request of its owner.');
    expect(removed.html).not.toContain('Gone Gwen');
    await t.database.query('update creators set removed_at = null where id = $1', [creator.id]);
    expect((await page('/gone_gwen')).status).toBe(200);
  });

  it('renders home and search with their data, and search with filters is not indexed', async () => {
    await buildCreator(t.database, { username: 'searchable_sam', name: 'Searchable Sam' });
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Searchable Sam');

    const search = await page('/search?search=searchable');
    expect(search.status).toBe(200);
    expect(search.html).toContain('Searchable Sam');
    // The filter counts come with the page.
    expect(search.html).toContain('data-testid="facet-count"');
    const searchKeys = serverStateOf(search.html)!.queries.queries.map((query) => query.queryKey);
    expect(searchKeys).toContainEqual(['creators', 'facets', expect.objectContaining({ search: 'searchable' })]);
    expect(metaContent(search.html, 'robots')).toBeUndefined();
    expect(search.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/search?search=searchable" />`);
    const filtered = await page('/search?search=searchable&rating=4');
    expect(metaContent(filtered.html, 'robots')).toBe('noindex, follow');

    const category = { slug: 'night-art' };
    await buildCategory(t.database, { name: 'Night Art', slug: category.slug, nsfw: true });
    const clean = await page(`/search?category=${category.slug}`);
    expect(metaContent(clean.html, 'robots')).toBeUndefined();
    expect(metaContent(clean.html, 'rating')).toBe('adult');
    expect(metaContent((await page('/search?platform=twitch')).html, 'robots')).toBeUndefined();
    expect(metaContent((await page('/search?platform=twitch&offset=10')).html, 'robots')).toBe('noindex, follow');
  });

  it('sends signed-in pages as a shell the browser renders, never indexed', async () => {
    for (const url of ['/my-favorites', '/moderation', '/reviews', '/creator/edit']) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.html, url).toContain('data-testid="splash"');
      expect(res.html, url).not.toContain('fanlens-state');
      expect(metaContent(res.html, 'robots'), url).toBe('noindex, follow');
    }
  });

  it('compresses pages for clients that accept it', async () => {
    const br = await page('/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await page('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends built assets precompressed, with nosniff but without the headers only a document needs', async () => {
    const html = (await page('/')).html;
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await page(script!, { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const document = await page('/');
    expect(document.headers['content-security-policy']).toContain("default-src 'self'");
    expect(document.headers['x-frame-options']).toBeDefined();
  });
});

describe('a creator whose username is one of the site paths', () => {
  beforeAll(async () => {
    await buildCreator(t.database, { username: 'About', name: 'Creator Named About' });
    await buildCreator(t.database, { username: 'creator', name: 'Creator Named Creator' });
    await buildCreator(t.database, { username: 'plain_name', name: 'Plain Creator' });
  });

  it('keeps the site page at the path and has its own page at /creators/{username}', async () => {
    const about = await t.app.inject({ url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).not.toContain('Creator Named About');

    const page = await t.app.inject({ url: '/creators/About' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Creator Named About');
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/creators/About"`);
  });

  it('redirects the other address of a page to its one address', async () => {
    // A site path no page of the site takes alone ('/creator' has only sub-pages): the creator's.
    const bare = await t.app.inject({ url: '/creator?sort=helpful' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/creators/creator?sort=helpful');

    const other = await t.app.inject({ url: '/creators/plain_name' });
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe('/plain_name');
    expect((await t.app.inject({ url: '/plain_name' })).statusCode).toBe(200);
  });
});

describe('server-rendered pages in the chosen language', () => {
  it("writes the page in the language cookie's language, and in English without one", async () => {
    const creator = await buildCreator(t.database, { username: 'sol_mar', name: 'Sol Mar', platform: 'twitch' });
    for (const rating of [5, 4]) await buildReview(t.database, { creatorId: creator.id, rating });

    const spanish = await page('/sol_mar', { cookie: 'other=1; fanlens_language=es' });
    expect(spanish.status).toBe(200);
    expect(spanish.headers.vary).toMatch(/cookie/i);
    expect(spanish.html).toMatch(/^<!doctype html>\s*<html lang="es"/i);
    expect(spanish.html).toContain('2 reseñas');
    expect(spanish.html).toContain('4,5');
    expect(spanish.html).toContain('Reseñas de Sol Mar (@sol_mar)');
    expect(metaContent(spanish.html, 'description')).toMatch(
      /^Sol Mar en Twitch: valoración de 4,5 sobre 5 en 2 reseñas\./,
    );
    expect(metaContent(spanish.html, 'og:locale')).toBe('es_ES');

    const german = await page('/', { cookie: 'fanlens_language=de' });
    expect(german.html).toMatch(/<html lang="de"/);
    expect(german.html).toContain('Finde Creator, die deine Zeit wert sind');
    expect(german.html).toContain('45.000+');
    expect(metaContent(german.html, 'og:locale')).toBe('de_DE');

    // Cached per language: the English page (a crawler, an unknown language) is never another's.
    for (const cookie of [undefined, 'fanlens_language=fr']) {
      const english = await page('/sol_mar', cookie ? { cookie } : {});
      expect(english.html).toMatch(/<html lang="en"/);
      expect(english.html).toContain('2 reviews');
      expect(english.html).not.toContain('reseñas');
      expect(metaContent(english.html, 'og:locale')).toBe('en_US');
    }
    expect((await page('/sol_mar', { cookie: 'fanlens_language=es' })).html).toContain('2 reseñas');
  });

  it('renders pages in different languages at the same time, each in its own', async () => {
    const languages = ['en', 'es', 'de', 'es', 'en', 'de', 'en', 'es'];
    const pages = await Promise.all(
      languages.map((language, index) =>
        page(`/search?search=term${index}`, { cookie: `fanlens_language=${language}` }),
      ),
    );
    const expected: Record<string, string> = { en: 'Search creators', es: 'Buscar creadores', de: 'Creator suchen' };
    pages.forEach((rendered, index) => {
      expect(rendered.html).toContain(`<html lang="${languages[index]}"`);
      expect(rendered.html).toContain(expected[languages[index]!]);
    });
  });
});
