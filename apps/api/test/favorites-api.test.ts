import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSchema, listSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

async function favoriteRows(userId: number) {
  return t.database.query<{ creator_id: number }>('select creator_id from favorites where user_id = $1', [userId]);
}

describe('favorites', () => {
  it('answers 401 without a token on every route', async () => {
    const creator = await buildCreator(t.database);
    expect((await call('GET', '/api/favorites/my')).body).toMatchObject({ statusCode: 401, code: 'not_authorized' });
    expect((await call('POST', '/api/favorites', {}, { creatorId: creator.id })).status).toBe(401);
    expect((await call('DELETE', `/api/favorites/${creator.id}`)).status).toBe(401);
  });

  it('adds a creator once however often it is added (201, then 200)', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const headers = await authAs(t.app, user.id);
    expect(await call('POST', '/api/favorites', headers, { creatorId: creator.id })).toEqual({
      status: 201,
      body: { success: true },
    });
    expect(await call('POST', '/api/favorites', headers, { creatorId: creator.id })).toEqual({
      status: 200,
      body: { success: true },
    });
    await Promise.all([1, 2, 3].map(() => call('POST', '/api/favorites', headers, { creatorId: creator.id })));
    expect(await favoriteRows(user.id)).toEqual([{ creator_id: creator.id }]);
    const details = await call('GET', `/api/creators/details/${creator.id}`, headers);
    expect(details.body.favorite).toBe(true);
  });

  it('removes a favorite idempotently', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const headers = await authAs(t.app, user.id);
    await call('POST', '/api/favorites', headers, { creatorId: creator.id });
    expect(await call('DELETE', `/api/favorites/${creator.id}`, headers)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await call('DELETE', `/api/favorites/${creator.id}`, headers)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await favoriteRows(user.id)).toEqual([]);
    expect((await call('GET', `/api/creators/details/${creator.id}`, headers)).body.favorite).toBe(false);
  });

  it('answers 404 for an unknown creator and 400 for a bad id', async () => {
    const headers = await authAs(t.app, (await buildUser(t.database)).id);
    expect((await call('POST', '/api/favorites', headers, { creatorId: 2_000_000_000 })).body).toMatchObject({
      statusCode: 404,
      code: 'not_found',
    });
    expect((await call('DELETE', '/api/favorites/2000000000', headers)).status).toBe(404);
    expect((await call('POST', '/api/favorites', headers, { creatorId: 'x' })).body).toMatchObject({
      statusCode: 400,
      field: 'creatorId',
    });
    expect((await call('POST', '/api/favorites', headers, {})).body).toMatchObject({
      statusCode: 400,
      field: 'creatorId',
    });
    expect((await call('DELETE', '/api/favorites/abc', headers)).body).toMatchObject({ statusCode: 400, field: 'id' });
  });

  it("lists the user's favorites newest first as cards (bio as text, favorite true), with paging", async () => {
    const user = await buildUser(t.database);
    const other = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    const creators = [];
    for (let i = 0; i < 3; i += 1) creators.push(await buildCreator(t.database, { bio: `<p>Bio <b>${i}</b></p>` }));
    for (const creator of creators) {
      expect((await call('POST', '/api/favorites', headers, { creatorId: creator.id })).status).toBe(201);
    }
    await call('POST', '/api/favorites', await authAs(t.app, other.id), { creatorId: creators[0].id });

    const res = await call('GET', '/api/favorites/my', headers);
    expect(res.status).toBe(200);
    const list = listSchema(creatorSchema).parse(res.body);
    expect(list).toMatchObject({ count: 3, limit: 10, offset: 0 });
    expect(list.results.map((c) => c.id)).toEqual([creators[2].id, creators[1].id, creators[0].id]);
    expect(list.results.every((c) => c.favorite)).toBe(true);
    expect(list.results[0].bio).toBe('Bio 2');

    const page = await call('GET', '/api/favorites/my?limit=1&offset=1', headers);
    expect(page.body).toMatchObject({ count: 3, limit: 1, offset: 1 });
    expect(page.body.results.map((c: { id: number }) => c.id)).toEqual([creators[1].id]);
    expect((await call('GET', '/api/favorites/my?limit=0', headers)).body).toMatchObject({
      statusCode: 400,
      field: 'limit',
    });
  });
});

describe('write rate limit', () => {
  it('answers 429 rate_limited past the per-IP write limit', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '0.05' });
    try {
      const user = await buildUser(limited.database);
      const creator = await buildCreator(limited.database);
      const headers = await authAs(limited.app, user.id);
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/favorites',
          headers,
          payload: { creatorId: creator.id },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 'rate_limited' });
      }
      expect(statuses).toEqual([201, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
