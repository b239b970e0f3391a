import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { aggregateStatistics, authAs, buildCreatorAccount, storedStatistics } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const validBody = (creatorId: number, overrides: Record<string, unknown> = {}) => ({
  creatorId,
  comment: 'Great content, answers quickly.',
  rating: 5,
  positive: ['Quality Content', 'Responsiveness'],
  negative: ['Too many ads'],
  isSubscriber: true,
  anonymous: false,
  ...overrides,
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/reviews', payload: body as object, headers });
}

describe('POST /reviews', () => {
  it('answers 401 without a token (even with a bad body)', async () => {
    const creator = await buildCreator(t.database);
    expect((await post(validBody(creator.id))).json()).toMatchObject({ statusCode: 401, code: 'not_authorized' });
    expect((await post({ rating: 9 })).statusCode).toBe(401);
  });

  it.each([
    ['comment', { comment: 'ok' }],
    ['comment', { comment: '   ' }],
    ['comment', { comment: 'x'.repeat(1001) }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 0 }],
    ['rating', { rating: 2.5 }],
    ['rating', { rating: '5' }],
    ['positive.0', { positive: ['Rude'] }],
    ['negative.1', { negative: ['Rude', 'Quality Content'] }],
    ['positive', { positive: ['Live Shows', 'Live Shows'] }],
    ['isSubscriber', { isSubscriber: 'yes' }],
    ['creatorId', { creatorId: 'abc' }],
    ['creatorId', { creatorId: 0 }],
  ])('answers 400 naming %s for %j', async (field, overrides) => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const res = await post(validBody(creator.id, overrides), await authAs(t.app, user.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field });
  });

  it('answers "This field is required" for a comment or reply of invisible characters, and for a missing creatorId', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    const creator = await buildCreator(t.database);
    const invisible = await post(validBody(creator.id, { comment: '\u200b\u200b\u200b' }), headers);
    expect(invisible.json()).toMatchObject({
      statusCode: 400,
      field: 'comment',
      message: 'comment: This field is required',
    });
    const { creatorId: _, ...withoutCreator } = validBody(creator.id);
    expect((await post(withoutCreator, headers)).json()).toMatchObject({
      statusCode: 400,
      field: 'creatorId',
      message: 'creatorId: This field is required',
    });
    const reply = await t.app.inject({
      method: 'PATCH',
      url: '/api/reviews/reaction/1',
      headers,
      payload: { comment: '\u2060\u200b\ufeff' },
    });
    expect(reply.json()).toMatchObject({
      statusCode: 400,
      field: 'comment',
      message: 'comment: This field is required',
    });
  });

  it("answers a body that is not an object with the house text, not the validator's own", async () => {
    const headers = { ...(await authAs(t.app, (await buildUser(t.database)).id)), 'content-type': 'application/json' };
    for (const payload of ['"just text"', '[1, 2]', '42', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/reviews', headers, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().field).toBe('body');
      expect(res.json().message).not.toMatch(/Invalid input/);
    }
  });

  it('answers 400 when the comment or rating is missing', async () => {
    const user = await buildUser(t.database);
    const res = await post({ creatorId: 1, rating: 3 }, await authAs(t.app, user.id));
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'comment' });
    const res2 = await post({ creatorId: 1, comment: 'fine words' }, await authAs(t.app, user.id));
    expect(res2.json()).toMatchObject({ statusCode: 400, field: 'rating' });
  });

  it('answers 404 for an unknown creator', async () => {
    const user = await buildUser(t.database);
    const res = await post(validBody(2_000_000_000), await authAs(t.app, user.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'Creator not found' });
  });

  it('creates the review (201), trimmed, plain text, tags kept, and counts it on the creator', async () => {
    const user = await buildUser(t.database, { name: 'Rita Reviewer' });
    const creator = await buildCreator(t.database, { name: 'Cleo Creator' });
    const comment = '  <b>Loved</b> it & would subscribe again  ';
    const res = await post(validBody(creator.id, { comment, rating: 4 }), await authAs(t.app, user.id));
    expect(res.statusCode).toBe(201);
    const review = reviewSchema.parse(res.json());
    expect(review).toMatchObject({
      name: 'Rita Reviewer',
      userId: user.id,
      creatorName: 'Cleo Creator',
      creatorUsername: creator.username,
      rating: 4,
      comment: '<b>Loved</b> it & would subscribe again',
      helpful: false,
      helpfulCount: 0,
      positive: ['Quality Content', 'Responsiveness'],
      negative: ['Too many ads'],
      isSubscriber: true,
      anonymous: false,
      reactions: [],
    });
    expect(review.avatarUrl).toBe('/api/avatars/Rita%20Reviewer.svg');
    expect(await storedStatistics(t.database, creator.id)).toMatchObject({
      review_count: 1,
      rating_sum: 4,
      rating_4: 1,
    });

    const details = await t.app.inject({
      url: `/api/creators/details/${creator.id}`,
      headers: await authAs(t.app, user.id),
    });
    expect(details.json()).toMatchObject({
      reviewed: true,
      rating: 4,
      reviewsStatistic: { rating: 4, reviewCount: 1, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
    });
  });

  it('defaults tags to empty lists and the flags to false', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const res = await post(
      { creatorId: creator.id, comment: 'Short and fine', rating: 2 },
      await authAs(t.app, user.id),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ positive: [], negative: [], isSubscriber: false, anonymous: false });
  });

  it('refuses a second review of the same creator with 409 already_reviewed', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const headers = await authAs(t.app, user.id);
    expect((await post(validBody(creator.id), headers)).statusCode).toBe(201);
    const second = await post(validBody(creator.id, { rating: 1 }), headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'already_reviewed', field: 'creatorId' });
    expect(await storedStatistics(t.database, creator.id)).toMatchObject({ review_count: 1, rating_sum: 5 });
  });

  it('lets exactly one of 20 concurrent attempts through; the others get 409, never 500', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const headers = await authAs(t.app, user.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(validBody(creator.id, { rating: (i % 5) + 1 }), headers)),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('already_reviewed');
    const [{ count }] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from reviews where creator_id = $1',
      [creator.id],
    );
    expect(count).toBe(1);
    expect(await storedStatistics(t.database, creator.id)).toEqual(await aggregateStatistics(t.database, creator.id));
  });

  it('forbids a creator from reviewing their own claimed page', async () => {
    const { user, creator } = await buildCreatorAccount(t.database);
    const res = await post(validBody(creator.id), await authAs(t.app, user.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('keeps every creator statistic equal to a fresh aggregate after a mixed concurrent run', async () => {
    const creators = await Promise.all([1, 2, 3].map(() => buildCreator(t.database)));
    const users = [];
    for (let i = 0; i < 6; i += 1) users.push(await buildUser(t.database));
    const attempts = [];
    for (const [u, user] of users.entries()) {
      const headers = await authAs(t.app, user.id);
      for (const [c, creator] of creators.entries()) {
        const rating = ((u * 3 + c * 2) % 5) + 1;
        // Every pair is tried twice at once; some pairs are skipped.
        if ((u + c) % 4 === 3) continue;
        // The same text on a second creator is refused (duplicate_review): each creator gets its own.
        const comment = `Creator number ${c} is worth it.`;
        attempts.push(post(validBody(creator.id, { rating, comment }), headers));
        attempts.push(post(validBody(creator.id, { rating: 6 - rating, comment }), headers));
      }
    }
    const results = await Promise.all(attempts);
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(attempts.length / 2);
    let total = 0;
    for (const creator of creators) {
      const stored = await storedStatistics(t.database, creator.id);
      expect(stored).toEqual(await aggregateStatistics(t.database, creator.id));
      total += stored.review_count;
      const details = (await t.app.inject({ url: `/api/creators/details/${creator.username}` })).json();
      expect(details.reviewsStatistic.reviewCount).toBe(stored.review_count);
      expect(details.reviewsStatistic.ratingBreakdown).toEqual({
        1: stored.rating_1,
        2: stored.rating_2,
        3: stored.rating_3,
        4: stored.rating_4,
        5: stored.rating_5,
      });
      const average = stored.review_count ? Math.round((stored.rating_sum / stored.review_count) * 100) / 100 : 0;
      expect(details.reviewsStatistic.rating).toBeCloseTo(average, 2);
    }
    expect(total).toBe(attempts.length / 2);
  });
});
