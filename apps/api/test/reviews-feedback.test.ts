import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount, buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

async function send(method: 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

async function reactionRows(reviewId: number) {
  return t.database.query<{ comment: string }>('select comment from review_reactions where review_id = $1', [reviewId]);
}

describe('PATCH /reviews/reaction/{reviewId}', () => {
  it('answers 401 without a token', async () => {
    const review = await buildReview(t.database);
    expect((await send('PATCH', `/api/reviews/reaction/${review.id}`, {}, { comment: 'Thanks!' })).status).toBe(401);
  });

  it('lets the verified creator create, then edit, the one reply', async () => {
    const { user, creator } = await buildCreatorAccount(t.database, { name: 'Ruby Replies' });
    const review = await buildReview(t.database, { creatorId: creator.id });
    const headers = await authAs(t.app, user.id);
    const url = `/api/reviews/reaction/${review.id}`;

    const created = await send('PATCH', url, headers, { comment: '  Thanks for the kind words!  ' });
    expect(created.status).toBe(200);
    const first = reviewSchema.parse(created.body);
    expect(first.id).toBe(review.id);
    expect(first.reactions).toHaveLength(1);
    expect(first.reactions[0]).toMatchObject({ comment: 'Thanks for the kind words!', name: 'Ruby Replies' });
    expect(first.reactions[0].avatar).toMatch(/^\/api\/avatars\/.+\.svg$/);

    const edited = await send('PATCH', url, headers, { comment: 'Edited: thank you!' });
    expect(edited.status).toBe(200);
    expect(edited.body.reactions).toEqual([
      {
        id: first.reactions[0].id,
        comment: 'Edited: thank you!',
        name: 'Ruby Replies',
        avatar: first.reactions[0].avatar,
        createdAt: first.reactions[0].createdAt,
        answersEarlierVersion: false,
      },
    ]);
    expect(await reactionRows(review.id)).toEqual([{ comment: 'Edited: thank you!' }]);

    const page = await t.app.inject({ url: `/api/reviews/creator/${creator.username}` });
    expect(page.json().results[0].reactions[0].comment).toBe('Edited: thank you!');
  });

  it('forbids anyone else: a fan, the author, another creator, an unverified claimer', async () => {
    const { creator } = await buildCreatorAccount(t.database);
    const author = await buildUser(t.database);
    const review = await buildReview(t.database, { creatorId: creator.id, userId: author.id });
    const fan = await buildUser(t.database);
    const { user: otherCreator } = await buildCreatorAccount(t.database);
    const url = `/api/reviews/reaction/${review.id}`;
    for (const userId of [fan.id, author.id, otherCreator.id]) {
      const res = await send('PATCH', url, await authAs(t.app, userId), { comment: 'Not my page' });
      expect(res.body).toMatchObject({ statusCode: 403, code: 'forbidden' });
    }
    const claimer = await buildUser(t.database);
    const unverified = await buildCreator(t.database, { userId: claimer.id, verified: false });
    const review2 = await buildReview(t.database, { creatorId: unverified.id });
    expect(
      (
        await send('PATCH', `/api/reviews/reaction/${review2.id}`, await authAs(t.app, claimer.id), {
          comment: 'Hello there',
        })
      ).status,
    ).toBe(403);
    expect(await reactionRows(review.id)).toEqual([]);
  });

  it('answers 404 for an unknown review and 400 for a bad comment or id', async () => {
    const { user, creator } = await buildCreatorAccount(t.database);
    const headers = await authAs(t.app, user.id);
    expect(
      (await send('PATCH', '/api/reviews/reaction/2000000000', headers, { comment: 'Thanks!' })).body,
    ).toMatchObject({
      statusCode: 404,
      code: 'not_found',
    });
    const review = await buildReview(t.database, { creatorId: creator.id });
    expect((await send('PATCH', `/api/reviews/reaction/${review.id}`, headers, { comment: 'ok' })).body).toMatchObject({
      statusCode: 400,
      field: 'comment',
    });
    expect((await send('PATCH', '/api/reviews/reaction/abc', headers, { comment: 'Thanks!' })).body).toMatchObject({
      statusCode: 400,
      field: 'reviewId',
    });
  });
});

describe('PATCH and DELETE /reviews/helpful/{id}', () => {
  it('answers 401 without a token', async () => {
    const review = await buildReview(t.database);
    expect((await send('PATCH', `/api/reviews/helpful/${review.id}`)).status).toBe(401);
    expect((await send('DELETE', `/api/reviews/helpful/${review.id}`)).status).toBe(401);
  });

  it('is idempotent and keeps the count equal to the votes', async () => {
    const review = await buildReview(t.database);
    const [fanA, fanB] = [await buildUser(t.database), await buildUser(t.database)];
    const a = await authAs(t.app, fanA.id);
    const b = await authAs(t.app, fanB.id);
    const url = `/api/reviews/helpful/${review.id}`;

    expect(await send('PATCH', url, a)).toEqual({ status: 200, body: { helpful: true, helpfulCount: 1 } });
    expect(await send('PATCH', url, a)).toEqual({ status: 200, body: { helpful: true, helpfulCount: 1 } });
    expect(await send('PATCH', url, b)).toEqual({ status: 200, body: { helpful: true, helpfulCount: 2 } });
    expect(await send('DELETE', url, a)).toEqual({ status: 200, body: { helpful: false, helpfulCount: 1 } });
    expect(await send('DELETE', url, a)).toEqual({ status: 200, body: { helpful: false, helpfulCount: 1 } });

    const page = await t.app.inject({ url: `/api/reviews/recent?limit=50`, headers: b });
    expect(page.json().results.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      helpful: true,
      helpfulCount: 1,
    });
    const asA = await t.app.inject({ url: `/api/reviews/recent?limit=50`, headers: a });
    expect(asA.json().results.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      helpful: false,
      helpfulCount: 1,
    });
  });

  it('counts right under concurrent toggles', async () => {
    const review = await buildReview(t.database);
    const fans = [];
    for (let i = 0; i < 5; i += 1) fans.push(await authAs(t.app, (await buildUser(t.database)).id));
    const url = `/api/reviews/helpful/${review.id}`;
    const results = await Promise.all(
      fans.flatMap((headers) => [send('PATCH', url, headers), send('PATCH', url, headers)]),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    await Promise.all(
      fans.slice(0, 2).flatMap((headers) => [send('DELETE', url, headers), send('DELETE', url, headers)]),
    );
    const [row] = await t.database.query<{ helpful_count: number; votes: number }>(
      `select helpful_count, (select count(*)::int from review_helpful where review_id = $1) as votes from reviews where id = $1`,
      [review.id],
    );
    expect(row).toEqual({ helpful_count: 3, votes: 3 });
  });

  it('forbids voting on your own review (403) and answers 404 for an unknown one', async () => {
    const author = await buildUser(t.database);
    const review = await buildReview(t.database, { userId: author.id });
    const headers = await authAs(t.app, author.id);
    expect((await send('PATCH', `/api/reviews/helpful/${review.id}`, headers)).body).toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    expect((await send('DELETE', `/api/reviews/helpful/${review.id}`, headers)).status).toBe(403);
    expect((await send('PATCH', '/api/reviews/helpful/2000000000', headers)).body).toMatchObject({
      statusCode: 404,
      code: 'not_found',
    });
    expect((await send('DELETE', '/api/reviews/helpful/2000000000', headers)).status).toBe(404);
    expect((await send('PATCH', '/api/reviews/helpful/0', headers)).body).toMatchObject({
      statusCode: 400,
      field: 'id',
    });
  });

  it("lets the page's creator mark the reviews of their own page as helpful, like any signed-in user but the author", async () => {
    const { user, creator } = await buildCreatorAccount(t.database);
    const review = await buildReview(t.database, { creatorId: creator.id });
    const headers = await authAs(t.app, user.id);
    expect((await send('PATCH', `/api/reviews/helpful/${review.id}`, headers)).body).toEqual({
      helpful: true,
      helpfulCount: 1,
    });
    expect((await send('DELETE', `/api/reviews/helpful/${review.id}`, headers)).body).toEqual({
      helpful: false,
      helpfulCount: 0,
    });
  });
});
