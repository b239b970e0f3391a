import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { authAs, buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

async function details(idOrUsername: string | number, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/creators/details/${idOrUsername}`, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /creators/details/{idOrUsername}', () => {
  it('finds a creator by id and by username in any case, with the bio as HTML', async () => {
    const category = await buildCategory(t.database, { name: 'Cosplay Art' });
    const creator = await buildCreator(t.database, {
      username: 'Mixed_Case.Name',
      name: 'Mia Mixed',
      bio: '<p>Hello <strong>fans</strong></p>',
      priceCents: 1299,
      promoPriceCents: 999,
      promoOff: 23,
      likes: 10,
      links: { twitter: 'https://twitter.example/mia' },
      tags: ['art'],
      categoryIds: [category.id],
    });
    for (const key of [creator.id, 'Mixed_Case.Name', 'mixed_case.name', 'MIXED_CASE.NAME']) {
      const res = await details(key);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(creator.id);
    }
    const body = creatorSchema.parse((await details(creator.id)).body);
    expect(body).toMatchObject({
      username: 'Mixed_Case.Name',
      name: 'Mia Mixed',
      bio: '<p>Hello <strong>fans</strong></p>',
      price: 1299,
      promoPrice: 999,
      promoOff: 23,
      counters: { likes: 10, photos: null },
      links: { twitter: 'https://twitter.example/mia', youtube: null },
      tags: ['art'],
      categories: [expect.objectContaining({ id: category.id, name: 'Cosplay Art' })],
      favorite: false,
      reviewed: false,
      reviewsStatistic: { rating: 0, reviewCount: 0, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });

  it('falls back to the username when digits are not an id', async () => {
    const creator = await buildCreator(t.database, { username: '9876543' });
    expect((await details('9876543')).body.id).toBe(creator.id);
  });

  it('carries the review statistics and the viewer flags', async () => {
    const creator = await buildCreator(t.database);
    const fan = await buildUser(t.database);
    for (const rating of [5, 4, 4]) await buildReview(t.database, { creatorId: creator.id, rating });
    await buildReview(t.database, { creatorId: creator.id, rating: 1, userId: fan.id });
    await t.database.query('insert into favorites (user_id, creator_id) values ($1, $2)', [fan.id, creator.id]);

    const asFan = await details(creator.username, await authAs(t.app, fan.id));
    expect(asFan.body).toMatchObject({
      favorite: true,
      reviewed: true,
      rating: 3.5,
      reviewsStatistic: { rating: 3.5, reviewCount: 4, ratingBreakdown: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 } },
    });
    const anonymous = await details(creator.username);
    expect(anonymous.body).toMatchObject({ favorite: false, reviewed: false, reviewsStatistic: { reviewCount: 4 } });
    const withBadToken = await details(creator.username, { authorization: 'Bearer nonsense' });
    expect(withBadToken.body).toMatchObject({ favorite: false, reviewed: false });
  });

  it('answers 404 not_found for an unknown creator', async () => {
    for (const key of ['2000000000', '99999999999', 'nobody-at-all']) {
      const res = await details(key);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'not_found', message: 'Creator not found' });
    }
    expect((await details('%20%20')).body).toMatchObject({ statusCode: 400, field: 'idOrUsername' });
  });

  it('is described in the OpenAPI document with the other review and favorite routes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      '/api/creators/details/{idOrUsername}',
      '/api/reviews/creator/{username}',
      '/api/reviews/recent',
      '/api/reviews/my',
      '/api/reviews/my-creator',
      '/api/reviews',
      '/api/reviews/reaction/{reviewId}',
      '/api/reviews/helpful/{id}',
      '/api/favorites/my',
      '/api/favorites',
      '/api/favorites/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/reviews'].post.responses['201']).toBeDefined();
  });
});
