import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeBio } from '../src/lib/bio-html';
import { buildTestApp, type TestApp } from './helpers/app';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { interactionCounter, profilePage, profilePageJsonLd } from './helpers/fake-profiles';
import { READ_TIMEOUT_MS, READER_SITE, readerEnv } from './helpers/reader-env';

const TIMEOUT_MS = READ_TIMEOUT_MS;
const SITE = READER_SITE;
let t: TestApp;
let fake: FakePlatform;

beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp(readerEnv(fake, { PLATFORM_READS_PER_MINUTE: '1000' }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const html = (body: string, status = 200) => ({ kind: 'page' as const, status, contentType: 'text/html', body });

describe('a profile page with Open Graph only', () => {
  it('gives the name, avatar and bio, nothing it does not publish, and the platform default NSFW', async () => {
    fake.set(
      '/onlyfans/ada_b',
      html(
        profilePage({
          og: {
            'og:title': 'Ada B',
            'og:image': '/files/ada.jpg',
            'og:description': 'Hello & welcome\nto my page',
          },
        }),
      ),
    );
    const result = await t.app.services.readers.read('onlyfans', 'ada_b');
    expect(result).toEqual({
      status: 'found',
      method: 'page',
      profile: {
        platform: 'onlyfans',
        username: 'ada_b',
        platformId: null,
        name: 'Ada B',
        avatarUrl: `${fake.origin}/files/ada.jpg`,
        bio: 'Hello &amp; welcome\nto my page',
        counters: { subscribers: null, likes: null, posts: null, photos: null, videos: null },
        links: {},
        price: null,
        promoPrice: null,
        nsfw: true,
        url: `${fake.origin}/onlyfans/ada_b`,
      },
    });
  });

  it('names itself honestly: FanLensBot and the site address', async () => {
    fake.set('/patreon/ada', html(profilePage({ og: { 'og:title': 'Ada' } })));
    const result = await t.app.services.readers.read('patreon', 'ada');
    expect(result.status).toBe('found');
    if (result.status === 'found') expect(result.profile.nsfw).toBe(false);
    const page = fake.received.find((request) => request.path === '/patreon/ada');
    expect(page?.headers['user-agent']).toBe(`FanLensBot/1.0 (+${SITE})`);
  });
});

describe('a profile page with ProfilePage JSON-LD', () => {
  const person = {
    name: 'Ruby Rose',
    alternateName: '@Ruby_Rose',
    identifier: 'u-4711',
    description: 'Painter. <b>New work</b> every week.',
    image: { '@type': 'ImageObject', contentUrl: 'https://c10.patreonusercontent.com/ruby.png', width: 400 },
    sameAs: [
      'https://www.instagram.com/ruby',
      'https://x.com/ruby',
      'https://youtube.com/@ruby',
      'https://ruby.example',
      'https://throne.com/ruby',
      'https://www.patreon.com/ruby_rose',
      'PROFILE',
      'javascript:alert(1)',
      'https://other.example',
    ],
    interactionStatistic: [interactionCounter('FollowAction', 1520), interactionCounter('LikeAction', '98000')],
    agentInteractionStatistic: interactionCounter('WriteAction', 312),
    makesOffer: [
      {
        '@type': 'Offer',
        price: '7.00',
        priceCurrency: 'USD',
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: 10,
            priceCurrency: 'USD',
          },
        ],
      },
      { '@type': 'Offer', price: '25.00', priceCurrency: 'USD' },
    ],
  };

  it('reads the creator, counters, links and the cheapest offer with its regular price', async () => {
    // The page's own address is no link of the creator's (the fake stands at the platform's host).
    const sameAs = person.sameAs.map((address) =>
      address === 'PROFILE' ? `${fake.origin}/patreon/ruby_rose` : address,
    );
    fake.set(
      '/patreon/ruby_rose',
      html(
        profilePage({
          og: { 'og:title': 'Ruby Rose | Patreon', 'og:image': 'https://x.example/og.png' },
          jsonLd: [profilePageJsonLd({ ...person, sameAs })],
        }),
      ),
    );
    const result = await t.app.services.readers.read('patreon', 'ruby_rose');
    expect(result).toMatchObject({ status: 'found', method: 'page' });
    if (result.status !== 'found') return;
    expect(result.profile).toEqual({
      platform: 'patreon',
      username: 'Ruby_Rose',
      platformId: 'u-4711',
      name: 'Ruby Rose',
      avatarUrl: 'https://c10.patreonusercontent.com/ruby.png',
      bio: 'Painter. <b>New work</b> every week.',
      counters: { subscribers: 1520, likes: 98000, posts: 312, photos: null, videos: null },
      links: {
        instagram: 'https://www.instagram.com/ruby',
        twitter: 'https://x.com/ruby',
        youtube: 'https://youtube.com/@ruby',
        website: 'https://ruby.example',
        wishlist: 'https://throne.com/ruby',
        patreon: 'https://www.patreon.com/ruby_rose',
      },
      price: 1000,
      promoPrice: 700,
      nsfw: false,
      url: `${fake.origin}/patreon/ruby_rose`,
    });
  });

  it('follows the page flag for NSFW: isFamilyFriendly false, or an adult rating meta tag', async () => {
    fake.set(
      '/patreon/night',
      html(profilePage({ jsonLd: [profilePageJsonLd({ name: 'Night', isFamilyFriendly: false })] })),
    );
    fake.set('/patreon/rta', html(profilePage({ meta: { rating: 'RTA-5042-1996-1400-1577-RTA' } })));
    fake.set(
      '/onlyfans/family',
      html(profilePage({ jsonLd: [profilePageJsonLd({ name: 'Fam', isFamilyFriendly: 'https://schema.org/True' })] })),
    );
    const nsfw = async (platform: 'patreon' | 'onlyfans', username: string) => {
      const result = await t.app.services.readers.read(platform, username);
      return result.status === 'found' ? result.profile.nsfw : result.status;
    };
    expect(await nsfw('patreon', 'night')).toBe(true);
    expect(await nsfw('patreon', 'rta')).toBe(true);
    expect(await nsfw('onlyfans', 'family')).toBe(false);
  });

  it('reads no price in another currency (nothing is converted)', async () => {
    fake.set(
      '/onlyfans/euro',
      html(
        profilePage({
          jsonLd: [
            profilePageJsonLd({ name: 'Euro', makesOffer: { '@type': 'Offer', price: '9.99', priceCurrency: 'EUR' } }),
          ],
        }),
      ),
    );
    const result = await t.app.services.readers.read('onlyfans', 'euro');
    expect(result).toMatchObject({ status: 'found', profile: { price: null, promoPrice: null } });
  });
});

describe('a hostile page', () => {
  it('gets its bio sanitised exactly like an edited bio', async () => {
    const hostile =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="https://ok.example">ok</a><style>body{}</style>';
    fake.set('/onlyfans/og_bio', html(profilePage({ og: { 'og:description': hostile } })));
    fake.set(
      '/onlyfans/ld_bio',
      html(profilePage({ jsonLd: [profilePageJsonLd({ name: 'X', description: hostile })] })),
    );
    for (const username of ['og_bio', 'ld_bio']) {
      const result = await t.app.services.readers.read('onlyfans', username);
      expect(result.status).toBe('found');
      if (result.status !== 'found') continue;
      expect(result.profile.bio).toBe(sanitizeBio(hostile));
      expect(result.profile.bio).toBe('<p>Hi</p><a>x</a><a href="https://ok.example">ok</a>');
    }
  });

  it('keeps names to one line within the editor limit and skips a broken JSON-LD block', async () => {
    fake.set(
      '/onlyfans/long',
      html(
        profilePage({
          og: { 'og:title': `  A\u0007 ${'n'.repeat(200)}` },
          jsonLd: ['{ not json', profilePageJsonLd({ identifier: 42 })],
        }),
      ),
    );
    const result = await t.app.services.readers.read('onlyfans', 'long');
    expect(result).toMatchObject({ status: 'found', profile: { platformId: '42' } });
    if (result.status === 'found') expect(result.profile.name).toBe(`A ${'n'.repeat(78)}`);
  });
});

describe('what the platform answers', () => {
  it('is not_found for a 404 or 410 page', async () => {
    fake.set('/patreon/gone', html('<h1>Gone</h1>', 410));
    expect(await t.app.services.readers.read('onlyfans', 'nobody')).toMatchObject({
      status: 'not_found',
      url: `${fake.origin}/onlyfans/nobody`,
    });
    expect((await t.app.services.readers.read('patreon', 'gone')).status).toBe('not_found');
  });

  it('is failed for a server error, a slow page and an oversized one', async () => {
    fake.set('/onlyfans/error', html('oops', 503));
    fake.set('/onlyfans/slow', { kind: 'slow' });
    fake.set('/onlyfans/huge', { kind: 'huge', bytes: 3 * 1024 * 1024 });
    const readers = t.app.services.readers;
    expect(await readers.read('onlyfans', 'error')).toMatchObject({ status: 'failed', reason: 'platform_error' });
    const started = Date.now();
    expect(await readers.read('onlyfans', 'slow')).toMatchObject({ status: 'failed', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 400);
    expect(await readers.read('onlyfans', 'huge')).toMatchObject({ status: 'failed', reason: 'too_large' });
  });
});
