import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENDER_FILTERS, PLATFORMS, PRICE_FILTERS, RATING_FILTERS, creatorFacetsSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';

/**
 * GET /creators/facets: each option's count must equal the count GET /creators gives with that
 * option and the other filters, with and without a term, a category and coordinates.
 */
let t: TestApp;
const NYC = { lat: 40.7128, lon: -74.006 };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database;
  const cosplay = await buildCategory(db, { name: 'Cosplay', slug: 'cosplay', platform: 'onlyfans' });
  const prices = [0, 400, 900, 2000, null];
  for (let i = 0; i < 24; i++) {
    const creator = await buildCreator(db, {
      username: `${i % 3 === 0 ? 'luna' : 'star'}_${i}`,
      name: i % 2 === 0 ? `Luna Canvas ${i}` : `Star Maker ${i}`,
      platform: PLATFORMS[i % 3],
      gender: (['female', 'male', 'unknown'] as const)[Math.floor(i / 3) % 3],
      nsfw: i % 5 === 0,
      priceCents: prices[i % prices.length],
      tags: i % 4 === 0 ? ['yoga'] : ['gaming'],
      categoryIds: PLATFORMS[i % 3] === 'onlyfans' && i % 2 === 0 ? [cosplay.id] : [],
      ...(i % 3 === 1 ? { lat: NYC.lat + i / 100, lon: NYC.lon } : { lat: 48.85, lon: 2.35 }),
    });
    for (let r = 0; r < i % 4; r++) await buildReview(db, { creatorId: creator.id, rating: ((i + r) % 5) + 1 });
  }
});
afterAll(async () => t?.close());

const DIMENSIONS = {
  platform: ['any', ...PLATFORMS],
  rating: RATING_FILTERS,
  price: PRICE_FILTERS,
  gender: GENDER_FILTERS,
} as const;

async function get(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /creators/facets', () => {
  it.each([
    '',
    'price=free&gender=female',
    'nsfw=false&rating=2',
    'category=cosplay',
    'search=luna',
    'search=yoga&platform=twitch',
    'search=lunacanvas&price=under5',
    `coordinates=${encodeURIComponent('40.71, -74.0')}`,
    `coordinates=${encodeURIComponent('40.71, -74.0')}&search=star&gender=male`,
  ])('counts every option as GET /creators would (%s)', async (query) => {
    const facets = creatorFacetsSchema.parse(await get(`/api/creators/facets?${query}`));
    expect(facets.countExact).toBe(true);
    const all = await get(`/api/creators?${query}&limit=1`);
    expect(facets.count).toBe(all.count);
    for (const [dimension, values] of Object.entries(DIMENSIONS)) {
      for (const value of values) {
        const params = new URLSearchParams(query);
        params.set(dimension, value);
        const list = await get(`/api/creators?${params.toString()}&limit=1`);
        expect(
          (facets as unknown as Record<string, Record<string, number>>)[dimension][value],
          `${dimension}=${value}`,
        ).toBe(list.count);
      }
    }
  });

  it('gives zero counts for an unknown category, and 400 for a bad parameter', async () => {
    const none = creatorFacetsSchema.parse(await get('/api/creators/facets?category=no-such-thing'));
    expect(none.count).toBe(0);
    expect(Object.values(none.platform).every((n) => n === 0)).toBe(true);
    const bad = await t.app.inject({ url: '/api/creators/facets?price=cheap' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', field: 'price' });
  });
});

describe('GET /creators suggestion ("Did you mean")', () => {
  it('offers the corrected term when a misspelt search finds few creators, and nothing otherwise', async () => {
    expect(await get('/api/creators?search=canvaz+12')).toMatchObject({ count: 1, suggestion: 'canvas 12' });
    expect((await get('/api/creators?search=luna')).suggestion).toBeUndefined();
    expect((await get('/api/creators?search=yoga')).suggestion).toBeUndefined();
  });
});
