import { describe, expect, it } from 'vitest';
import { profileFromPage, type PageShape } from '../src/lib/platforms/page-profile';
import { readPageFacts } from '../src/lib/platforms/profile-page';
import { interactionCounter, profilePage, profilePageJsonLd } from './helpers/fake-profiles';

const URL_ = 'https://www.patreon.example/ada';
const shape: PageShape = { platform: 'patreon', adultByDefault: false };
const read = (page: string, username = 'ada') =>
  profileFromPage(shape, username, readPageFacts(page), URL_, ['patreon.example']);
const withJsonLd = (...blocks: unknown[]) => read(profilePage({ jsonLd: blocks }));

describe('ProfilePage JSON-LD in the shapes sites write it', () => {
  it('is found in an array block or in @graph, its creator by @id reference', () => {
    const person = { '@type': 'Person', '@id': '#ada', name: 'Ada', image: 'https://img.example/a.png' };
    const page = { '@type': 'ProfilePage', mainEntity: { '@id': '#ada' } };
    expect(withJsonLd([{ '@type': 'WebSite', name: 'Site' }, page, person]).name).toBe('Ada');
    expect(withJsonLd({ '@context': 'https://schema.org', '@graph': [page, person] }).name).toBe('Ada');
    expect(withJsonLd({ '@type': ['WebPage', 'schema:ProfilePage'], mainEntity: [person] }).avatarUrl).toBe(
      'https://img.example/a.png',
    );
  });

  it('takes an Organization too, and ignores a Person outside a ProfilePage', () => {
    expect(withJsonLd(profilePageJsonLd({ '@type': 'Organization', name: 'Studio' })).name).toBe('Studio');
    const page = profilePage({ og: { 'og:title': 'From OG' }, jsonLd: [{ '@type': 'Person', name: 'Not this' }] });
    expect(read(page).name).toBe('From OG');
  });

  it('reads image as a URL, an ImageObject (contentUrl or url) or an array, relative to the page', () => {
    const image = (value: unknown) => withJsonLd(profilePageJsonLd({ image: value })).avatarUrl;
    expect(image('/a.png')).toBe('https://www.patreon.example/a.png');
    expect(image({ '@type': 'ImageObject', url: 'https://img.example/b.png' })).toBe('https://img.example/b.png');
    expect(
      image([{ '@type': 'ImageObject', contentUrl: 'https://img.example/c.png' }, 'https://img.example/d.png']),
    ).toBe('https://img.example/c.png');
    expect(image('javascript:alert(1)')).toBeNull();
  });

  it('reads counters by interactionType however it is named, and only whole numbers', () => {
    const named = withJsonLd(
      profilePageJsonLd({
        interactionStatistic: [
          { '@type': 'InteractionCounter', interactionType: { '@type': 'FollowAction' }, userInteractionCount: 12 },
          { '@type': 'InteractionCounter', interactionType: 'schema:LikeAction', userInteractionCount: '340' },
          interactionCounter('WriteAction', 7),
        ],
      }),
    ).counters;
    expect(named).toEqual({ subscribers: 12, likes: 340, posts: 7, photos: null, videos: null });
    const odd = withJsonLd(
      profilePageJsonLd({
        interactionStatistic: [interactionCounter('FollowAction', '1,200'), interactionCounter('LikeAction', -3)],
        agentInteractionStatistic: [interactionCounter('FollowAction', 99), interactionCounter('WriteAction', 5.5)],
      }),
    ).counters;
    // What the creator follows is not their followers; 1,200 and 5.5 are no counts.
    expect(odd).toEqual({ subscribers: null, likes: null, posts: null, photos: null, videos: null });
  });

  it('reads the platform id from identifier, a number or a PropertyValue', () => {
    expect(withJsonLd(profilePageJsonLd({ identifier: 123 })).platformId).toBe('123');
    expect(withJsonLd(profilePageJsonLd({ identifier: { '@type': 'PropertyValue', value: 'abc' } })).platformId).toBe(
      'abc',
    );
  });

  it('keeps the asked username unless alternateName spells the same handle', () => {
    const page = (alternateName: unknown) => profilePage({ jsonLd: [profilePageJsonLd({ alternateName })] });
    expect(read(page(['Ada Lovelace', '@ADA']), 'ada').username).toBe('ADA');
    expect(read(page('someone_else'), 'ada').username).toBe('ada');
  });
});

describe('offers', () => {
  const prices = (offers: unknown, where: 'makesOffer' | 'offers' = 'makesOffer') => {
    const { price, promoPrice } = withJsonLd(profilePageJsonLd({ [where]: offers }));
    return { price, promoPrice };
  };

  it('are read from makesOffer or offers, typed or not, in USD cents', () => {
    expect(prices({ '@type': 'Offer', price: 4.99, priceCurrency: 'usd' })).toEqual({ price: 499, promoPrice: null });
    expect(prices({ price: '0', priceCurrency: 'USD' }, 'offers')).toEqual({ price: 0, promoPrice: null });
    expect(prices({ '@type': 'AggregateOffer', lowPrice: '3.50', highPrice: '50', priceCurrency: 'USD' })).toEqual({
      price: 350,
      promoPrice: null,
    });
    expect(
      prices({
        '@type': 'Offer',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 12, priceCurrency: 'USD' },
      }),
    ).toEqual({ price: 1200, promoPrice: null });
  });

  it('leave out other currencies, prices that are no amount and prices past the editor limit', () => {
    expect(prices({ '@type': 'Offer', price: 9, priceCurrency: 'GBP' })).toEqual({ price: null, promoPrice: null });
    expect(prices({ '@type': 'Offer', price: '$9', priceCurrency: 'USD' })).toEqual({ price: null, promoPrice: null });
    expect(prices({ '@type': 'Offer', price: 20_000, priceCurrency: 'USD' })).toEqual({
      price: null,
      promoPrice: null,
    });
    expect(
      prices([
        { '@type': 'Offer', price: 5, priceCurrency: 'EUR' },
        { '@type': 'Offer', price: 8, priceCurrency: 'USD' },
      ]),
    ).toEqual({
      price: 800,
      promoPrice: null,
    });
  });

  it('give a promotion only when the regular price is above the offer', () => {
    const sale = (regular: number) => ({
      '@type': 'Offer',
      price: 5,
      priceCurrency: 'USD',
      priceSpecification: { priceType: 'https://schema.org/ListPrice', price: regular, priceCurrency: 'USD' },
    });
    expect(prices(sale(8))).toEqual({ price: 800, promoPrice: 500 });
    expect(prices(sale(5))).toEqual({ price: 500, promoPrice: null });
  });
});

describe('links from sameAs', () => {
  it('map each address to one of the nine link keys, the first of each', () => {
    const { links } = withJsonLd(
      profilePageJsonLd({
        sameAs: [
          'https://fb.com/ada',
          'https://www.twitch.tv/ada',
          'https://graphtreon.com/creator/ada',
          'https://www.amazon.com/hz/wishlist/ls/ABC',
          'https://instagram.com/first',
          'https://instagram.com/second',
          'https://patreon.example/ada',
          'https://www.patreon.example/ada/posts',
          `https://long.example/${'x'.repeat(300)}`,
          'ftp://files.example/ada',
          42,
        ],
      }),
    );
    expect(links).toEqual({
      facebook: 'https://fb.com/ada',
      twitch: 'https://www.twitch.tv/ada',
      graphtreon: 'https://graphtreon.com/creator/ada',
      wishlist: 'https://www.amazon.com/hz/wishlist/ls/ABC',
      instagram: 'https://instagram.com/first',
    });
  });
});
