import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';

let t: TestApp;
const DAY = 86_400_000;
const ids: Record<string, number> = {};

/**
 * A small world: four deals (a, b, c, d) and pages on none (e free from the start, f paid without a
 * promotion, g a lapsed promotion, h removed).
 */
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const db = t.database;
  const category = await buildCategory(db, { slug: 'deal-cosplay', platform: 'onlyfans' });
  const promo = async (
    name: string,
    o: Parameters<typeof buildCreator>[1],
    endsInDays: number | null,
    since: number,
  ) => {
    const creator = await buildCreator(db, o);
    ids[name] = creator.id;
    const endsAt = endsInDays === null ? null : new Date(Date.now() + endsInDays * DAY);
    await db.query('update creators set promo_ends_at = $1 where id = $2', [endsAt, creator.id]);
    await db.query('update creators set deal_since = $1 where id = $2', [
      new Date(Date.now() - since * DAY),
      creator.id,
    ]);
  };
  await promo('a', { priceCents: 1000, promoPriceCents: 500, promoOff: 50, categoryIds: [category.id] }, 2, 5);
  await promo('b', { priceCents: 2000, promoPriceCents: 1500, promoOff: 25, nsfw: true }, null, 1);
  await promo('d', { platform: 'twitch', priceCents: 800, promoPriceCents: 720, promoOff: 10 }, 1, 3);
  const c = await buildCreator(db, { platform: 'patreon', priceCents: 1000 });
  ids.c = c.id;
  await db.query('update creators set price_cents = 0 where id = $1', [c.id]);
  await db.query(`update creators set deal_since = now() - interval '10 days' where id = $1`, [c.id]);
  ids.e = (await buildCreator(db, { priceCents: 0 })).id;
  ids.f = (await buildCreator(db, { priceCents: 1500 })).id;
  await promo('g', { priceCents: 1000, promoPriceCents: 100, promoOff: 90 }, -1, 2);
  await promo('h', { priceCents: 1000, promoPriceCents: 100, promoOff: 90 }, null, 2);
  await db.query('update creators set removed_at = now() where id = $1', [ids.h]);
});
afterAll(async () => t?.close());

const names = (results: { id: number }[]) =>
  results.map((creator) => Object.keys(ids).find((name) => ids[name] === creator.id));
const deals = async (query: string) => {
  const res = await t.app.inject({ url: `/api/deals${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /deals', () => {
  it('orders by discount (default), ending soonest, or newest; counts every deal', async () => {
    const byDiscount = await deals('');
    expect(names(byDiscount.results)).toEqual(['c', 'a', 'b', 'd']);
    expect(byDiscount).toMatchObject({ count: 4, limit: 10, offset: 0 });
    expect(names((await deals('?sort=ending')).results)).toEqual(['d', 'a', 'b', 'c']);
    expect(names((await deals('?sort=newest')).results)).toEqual(['b', 'd', 'a', 'c']);
    const page = await deals('?sort=discount&limit=2&offset=1');
    expect(names(page.results)).toEqual(['a', 'b']);
    expect(page).toMatchObject({ count: 4, limit: 2, offset: 1 });
  });

  it('carries each deal: percent off, the price before and now, since when and the end', async () => {
    const { results } = await deals('');
    const byName = Object.fromEntries(results.map((r: { id: number }) => [names([r])[0], r]));
    expect(byName.c.deal).toMatchObject({ off: 100, wasPrice: 1000, price: 0, endsAt: null });
    expect(byName.a.deal).toMatchObject({ off: 50, wasPrice: 1000, price: 500 });
    expect(Date.parse(byName.a.deal.endsAt)).toBeGreaterThan(Date.now() + DAY);
    expect(byName.a).toMatchObject({ price: 1000, promoPrice: 500, promoOff: 50 });
  });

  it('filters by platform, category and NSFW', async () => {
    const platform = await deals('?platform=onlyfans');
    expect(names(platform.results)).toEqual(['a', 'b']);
    expect(platform.count).toBe(2);
    expect(names((await deals('?category=deal-cosplay')).results)).toEqual(['a']);
    expect(names((await deals('?nsfw=false&sort=ending')).results)).toEqual(['d', 'a', 'c']);
    expect(await deals('?category=no-such-category')).toMatchObject({ results: [], count: 0 });
    expect(await deals('?category=deal-cosplay&platform=twitch')).toMatchObject({ results: [], count: 0 });
  });

  it('/deals.xml is an Atom feed of the newest deals with every required element', async () => {
    const res = await t.app.inject({ url: '/deals.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => name === 'entry' || name === 'link',
    });
    const { feed } = parser.parse(res.body);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const element of ['id', 'title', 'updated']) expect(String(feed[element]).length, element).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    expect(feed.author.name).toBe('FanLens');
    expect(feed.link.map((link: Record<string, string>) => link['@rel'])).toEqual(['self', 'alternate']);
    expect(feed.entry).toHaveLength(4);
    const pages = await deals('?sort=newest');
    feed.entry.forEach((entry: Record<string, unknown>, i: number) => {
      for (const element of ['id', 'title', 'updated'])
        expect(String(entry[element]).length, element).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(String(entry.updated)))).toBe(false);
      const [link] = entry.link as Record<string, string>[];
      expect(link['@href']).toMatch(new RegExp(`/${pages.results[i].username}$`));
    });
    expect(new Set(feed.entry.map((entry: { id: string }) => entry.id)).size).toBe(4);
    expect(feed.entry[0].title).toContain('25% off');
  });

  it('a page that becomes paid again, or ends its promotion, leaves the deals', async () => {
    await t.database.query('update creators set price_cents = 500 where id = $1', [ids.c]);
    await t.database.query('update creators set promo_price_cents = null, promo_off = null where id = $1', [ids.d]);
    await t.app.services.readCache.invalidate(['creators']);
    expect(names((await deals('')).results)).toEqual(['a', 'b']);
  });

  it('answers 400 with the field for a bad sort, platform, limit or offset', async () => {
    for (const [query, field] of [
      ['?sort=cheapest', 'sort'],
      ['?platform=myspace', 'platform'],
      ['?limit=0', 'limit'],
      ['?offset=-1', 'offset'],
    ]) {
      const res = await t.app.inject({ url: `/api/deals${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
  });
});
