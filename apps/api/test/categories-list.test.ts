import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, listSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';

/** GET /categories: filters, order (most creators first, then name) and the list shape. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database;
  const cosplay = await buildCategory(db, { name: 'Cosplay', slug: 'cosplay', icon: '🎭', platform: 'onlyfans' });
  const boudoir = await buildCategory(db, {
    name: 'Boudoir',
    slug: 'boudoir',
    icon: '🌹',
    platform: 'onlyfans',
    nsfw: true,
  });
  await buildCategory(db, { name: 'Podcasts', slug: 'podcasts', icon: '🎙️', platform: 'patreon' });
  await buildCategory(db, { name: 'Art', slug: 'art', icon: '🎨', platform: 'patreon' });
  const chess = await buildCategory(db, { name: 'Chess', slug: 'chess', icon: '♟️', platform: 'twitch' });
  for (let i = 0; i < 3; i++) await buildCreator(db, { categoryIds: [cosplay.id] });
  await buildCreator(db, { categoryIds: [boudoir.id, cosplay.id], nsfw: true });
  for (let i = 0; i < 2; i++) await buildCreator(db, { platform: 'twitch', categoryIds: [chess.id] });
});
afterAll(async () => t?.close());

async function categories(query = '') {
  const res = await t.app.inject({ url: `/api/categories${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = listSchema(categorySchema).parse(res.json());
  return { ...body, slugs: body.results.map((category) => category.slug) };
}

describe('GET /categories', () => {
  it('lists every category, most creators first, then by name, as one list answer', async () => {
    const body = await categories();
    expect(body.slugs).toEqual(['cosplay', 'chess', 'boudoir', 'art', 'podcasts']);
    expect(body).toMatchObject({ count: 5, limit: 5, offset: 0 });
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Cosplay',
      slug: 'cosplay',
      icon: '🎭',
      platform: 'onlyfans',
      nsfw: false,
    });
  });

  it.each([
    ['?nsfw=false', ['cosplay', 'chess', 'art', 'podcasts']],
    ['?nsfw=true', ['cosplay', 'chess', 'boudoir', 'art', 'podcasts']],
    ['?platform=onlyfans', ['cosplay', 'boudoir']],
    ['?platform=patreon', ['art', 'podcasts']],
    ['?platform=twitch&nsfw=false', ['chess']],
    ['?platform=onlyfans&nsfw=false', ['cosplay']],
    ['?platform=any', ['cosplay', 'chess', 'boudoir', 'art', 'podcasts']],
  ])('%s', async (query, expected) => {
    const body = await categories(query);
    expect(body.slugs).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it.each([
    ['?platform=myspace', 'platform'],
    ['?nsfw=yes', 'nsfw'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `/api/categories${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field });
  });
});
