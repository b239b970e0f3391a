import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_PER_DAY, reviewSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import {
  aggregateStatistics,
  authAs,
  buildCreatorAccount,
  buildReview,
  makeModerator,
  storedStatistics,
} from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  comment: 'Changed my mind after a month.',
  rating: 2,
  positive: ['Responsiveness'],
  negative: ['Too many ads'],
  isSubscriber: false,
  anonymous: false,
  ...overrides,
});

async function send(method: 'PATCH' | 'DELETE' | 'POST', url: string, headers: object = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

/** A review with a creator page owned by a verified creator, and the other parties of the matrix. */
async function scene() {
  const owner = await buildCreatorAccount(t.database);
  const author = await buildUser(t.database);
  const review = await buildReview(t.database, { creatorId: owner.creator.id, userId: author.id, rating: 5 });
  const fan = await buildUser(t.database);
  const otherCreator = await buildCreatorAccount(t.database);
  const moderator = await buildUser(t.database);
  await makeModerator(t.database, moderator.id);
  return { owner, author, review, fan, otherCreator, moderator };
}

describe('PATCH /reviews/{id}', () => {
  it('lets only the author edit: 401 guest, 403 fan, creator of the page, other creator, moderator', async () => {
    const s = await scene();
    const url = `/api/reviews/${s.review.id}`;
    expect((await send('PATCH', url, {}, body())).status).toBe(401);
    for (const id of [s.fan.id, s.owner.user.id, s.otherCreator.user.id, s.moderator.id]) {
      const res = await send('PATCH', url, await authAs(t.app, id), body());
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden' });
    }
    expect((await send('PATCH', url, await authAs(t.app, s.author.id), body())).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 with the field for a bad body', async () => {
    const s = await scene();
    const headers = await authAs(t.app, s.author.id);
    expect((await send('PATCH', '/api/reviews/2000000000', headers, body())).body).toMatchObject({
      statusCode: 404,
      code: 'not_found',
    });
    for (const [field, overrides] of [
      ['comment', { comment: 'ok' }],
      ['rating', { rating: 6 }],
      ['positive.0', { positive: ['Rude'] }],
      ['comment', { comment: 'bad\u0000text' }],
    ] as const) {
      const res = await send('PATCH', `/api/reviews/${s.review.id}`, headers, body(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', field });
    }
    expect((await send('PATCH', '/api/reviews/abc', headers, body())).body).toMatchObject({
      statusCode: 400,
      field: 'id',
    });
  });

  it('stores the new version, marks it edited, keeps the votes and marks the reply as answering an earlier version', async () => {
    const s = await scene();
    const voter = await buildUser(t.database);
    await send('PATCH', `/api/reviews/helpful/${s.review.id}`, await authAs(t.app, voter.id));
    const replied = await send('PATCH', `/api/reviews/reaction/${s.review.id}`, await authAs(t.app, s.owner.user.id), {
      comment: 'Thank you so much!',
    });
    expect(replied.body.reactions[0].answersEarlierVersion).toBe(false);
    expect(replied.body.edited).toBe(false);

    const res = await send('PATCH', `/api/reviews/${s.review.id}`, await authAs(t.app, s.author.id), body());
    expect(res.status).toBe(200);
    const review = reviewSchema.parse(res.body);
    expect(review).toMatchObject({
      id: s.review.id,
      rating: 2,
      comment: 'Changed my mind after a month.',
      positive: ['Responsiveness'],
      negative: ['Too many ads'],
      edited: true,
      helpfulCount: 1,
      hidden: false,
    });
    expect(Date.parse(review.editedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(review.reactions).toHaveLength(1);
    expect(review.reactions[0]).toMatchObject({ comment: 'Thank you so much!', answersEarlierVersion: true });

    // The creator answers again: the reply now answers the current version.
    const again = await send('PATCH', `/api/reviews/reaction/${s.review.id}`, await authAs(t.app, s.owner.user.id), {
      comment: 'Sorry to hear that.',
    });
    expect(again.body.reactions[0].answersEarlierVersion).toBe(false);

    const page = await t.app.inject({ url: `/api/reviews/creator/${s.owner.creator.username}` });
    expect(page.json().results[0]).toMatchObject({ edited: true, rating: 2 });
  });

  it("moves the creator's statistics from the old rating to the new one", async () => {
    const s = await scene();
    expect(await storedStatistics(t.database, s.owner.creator.id)).toMatchObject({ rating_5: 1, rating_sum: 5 });
    await send('PATCH', `/api/reviews/${s.review.id}`, await authAs(t.app, s.author.id), body({ rating: 3 }));
    expect(await storedStatistics(t.database, s.owner.creator.id)).toEqual({
      review_count: 1,
      rating_sum: 3,
      rating_1: 0,
      rating_2: 0,
      rating_3: 1,
      rating_4: 0,
      rating_5: 0,
    });
  });

  it('refuses the text of the same author on another creator (409 duplicate_review)', async () => {
    const s = await scene();
    const other = await buildCreator(t.database);
    await buildReview(t.database, {
      creatorId: other.id,
      userId: s.author.id,
      comment: 'Copy paste review, word for word!',
    });
    const res = await send(
      'PATCH',
      `/api/reviews/${s.review.id}`,
      await authAs(t.app, s.author.id),
      body({ comment: '  copy PASTE   review  word for word ' }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'duplicate_review', field: 'comment' });
  });
});

describe('DELETE /reviews/{id}', () => {
  it('lets only the author delete: 401 guest, 403 others, 404 unknown', async () => {
    const s = await scene();
    const url = `/api/reviews/${s.review.id}`;
    expect((await send('DELETE', url)).status).toBe(401);
    for (const id of [s.fan.id, s.owner.user.id, s.otherCreator.user.id, s.moderator.id]) {
      expect((await send('DELETE', url, await authAs(t.app, id))).status).toBe(403);
    }
    const headers = await authAs(t.app, s.author.id);
    expect((await send('DELETE', url, headers)).status).toBe(204);
    expect((await send('DELETE', url, headers)).status).toBe(404);
  });

  it('takes the rating out of the statistics, and the author may review the creator again', async () => {
    const s = await scene();
    const headers = await authAs(t.app, s.author.id);
    await send('DELETE', `/api/reviews/${s.review.id}`, headers);
    expect(await storedStatistics(t.database, s.owner.creator.id)).toMatchObject({ review_count: 0, rating_sum: 0 });
    const page = await t.app.inject({ url: `/api/reviews/creator/${s.owner.creator.username}` });
    expect(page.json().count).toBe(0);
    const again = await send('POST', '/api/reviews', headers, {
      ...body({ rating: 4 }),
      creatorId: s.owner.creator.id,
    });
    expect(again.status).toBe(201);
    expect(await storedStatistics(t.database, s.owner.creator.id)).toMatchObject({ review_count: 1, rating_4: 1 });
  });
});

describe('a review a moderator hid', () => {
  it('cannot be edited or deleted by its author (409 review_hidden), nor posted again while hidden', async () => {
    const s = await scene();
    const mod = await authAs(t.app, s.moderator.id);
    const headers = await authAs(t.app, s.author.id);
    expect(
      (await send('POST', `/api/moderation/reviews/${s.review.id}/hide`, mod, { reason: 'Spam links' })).status,
    ).toBe(200);
    const edit = await send('PATCH', `/api/reviews/${s.review.id}`, headers, body());
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'review_hidden', message: expect.stringContaining('hidden') });
    const remove = await send('DELETE', `/api/reviews/${s.review.id}`, headers);
    expect(remove.status).toBe(409);
    expect(remove.body).toMatchObject({ code: 'review_hidden' });
    const again = await send('POST', '/api/reviews', headers, { ...body(), creatorId: s.owner.creator.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'review_hidden', field: 'creatorId' });
    const [row] = await t.database.query<{ comment: string; hidden: boolean }>(
      'select comment, hidden_at is not null as hidden from reviews where id = $1',
      [s.review.id],
    );
    expect(row.hidden).toBe(true);
    expect(row.comment).not.toBe(body().comment);
    const page = await t.app.inject({ url: `/api/reviews/creator/${s.owner.creator.username}` });
    expect(page.json().count).toBe(0);

    // Restored, it is the author's to change again.
    expect((await send('POST', `/api/moderation/reviews/${s.review.id}/restore`, mod)).status).toBe(200);
    expect((await send('PATCH', `/api/reviews/${s.review.id}`, headers, body())).status).toBe(200);
    expect((await send('DELETE', `/api/reviews/${s.review.id}`, headers)).status).toBe(204);
  });
});

describe('abuse limits of POST /reviews', () => {
  it('refuses the same normalised text on a second creator (409 duplicate_review): case, spaces, punctuation and width aside', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    const [a, b] = [await buildCreator(t.database), await buildCreator(t.database)];
    const first = 'Best page ever, the videos are worth every cent!';
    expect((await send('POST', '/api/reviews', headers, { ...body({ comment: first }), creatorId: a.id })).status).toBe(
      201,
    );
    // Full-width letters fold under NFKC.
    const res = await send('POST', '/api/reviews', headers, {
      ...body({ comment: 'best  page ever -- the ＶＩＤＥＯＳ are worth every cent' }),
      creatorId: b.id,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'duplicate_review', field: 'comment' });
    expect(await storedStatistics(t.database, b.id)).toMatchObject({ review_count: 0 });
  });

  it('lets short texts and texts of emoji or punctuation through: they are too short to be a copy, and emoji count', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    for (const comment of ['🔥🔥🔥', '👎👎👎', '🔥🔥🔥', '!!!', '???', 'Love it!', 'Love it!']) {
      const creator = await buildCreator(t.database);
      const res = await send('POST', '/api/reviews', headers, { ...body({ comment }), creatorId: creator.id });
      expect([comment, res.status]).toEqual([comment, 201]);
    }
    // Long emoji texts are compared emoji by emoji.
    const [c, d, e] = [await buildCreator(t.database), await buildCreator(t.database), await buildCreator(t.database)];
    const fire = '🔥'.repeat(20);
    expect((await send('POST', '/api/reviews', headers, { ...body({ comment: fire }), creatorId: c.id })).status).toBe(
      201,
    );
    const thumbs = '👎'.repeat(20);
    expect(
      (await send('POST', '/api/reviews', headers, { ...body({ comment: thumbs }), creatorId: d.id })).status,
    ).toBe(201);
    expect((await send('POST', '/api/reviews', headers, { ...body({ comment: fire }), creatorId: e.id })).status).toBe(
      409,
    );
  });

  it(`allows ${REVIEWS_PER_DAY} reviews per account per day, then 429 with Retry-After`, async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    for (let i = 0; i < REVIEWS_PER_DAY; i += 1) {
      const creator = await buildCreator(t.database);
      const res = await send('POST', '/api/reviews', headers, {
        ...body({ comment: `Review ${i} of many` }),
        creatorId: creator.id,
      });
      expect(res.status).toBe(201);
    }
    const creator = await buildCreator(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers,
      payload: { ...body({ comment: 'One review too many' }), creatorId: creator.id },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await storedStatistics(t.database, creator.id)).toMatchObject({ review_count: 0 });
    // Another account is not affected.
    const other = await buildUser(t.database);
    const ok = await send('POST', '/api/reviews', await authAs(t.app, other.id), {
      ...body({ comment: 'A fresh account' }),
      creatorId: creator.id,
    });
    expect(ok.status).toBe(201);
  });
});

describe('statistics after a mixed run', () => {
  it('equal a fresh aggregate after creates, edits, deletes, hides and restores (some at once)', async () => {
    const creators = await Promise.all([1, 2].map(() => buildCreator(t.database)));
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const mod = await authAs(t.app, moderator.id);
    const authors = [];
    for (let i = 0; i < 6; i += 1) authors.push(await buildUser(t.database));
    const created: { id: number; headers: object }[] = [];
    await Promise.all(
      authors.flatMap((author, a) =>
        creators.map(async (creator, c) => {
          const headers = await authAs(t.app, author.id);
          const res = await send('POST', '/api/reviews', headers, {
            ...body({ rating: ((a + c) % 5) + 1, comment: `Author ${a} on creator ${c}` }),
            creatorId: creator.id,
          });
          expect(res.status).toBe(201);
          created.push({ id: res.body.id, headers });
        }),
      ),
    );
    await Promise.all(
      // Every review's own writes race each other too.
      created.flatMap(({ id, headers }, i) => [
        i % 4 === 0
          ? send('PATCH', `/api/reviews/${id}`, headers, body({ rating: 5 - (i % 5), comment: `Edited ${i}` }))
          : null,
        i % 3 === 0 ? send('POST', `/api/moderation/reviews/${id}/hide`, mod, { reason: 'Spam links' }) : null,
        i % 5 === 0 ? send('DELETE', `/api/reviews/${id}`, headers) : null,
        i % 2 === 0 ? send('POST', `/api/moderation/reviews/${id}/restore`, mod) : null,
        i % 7 === 0 ? send('PATCH', `/api/reviews/${id}`, headers, body({ rating: 1, comment: `Again ${i}` })) : null,
      ]),
    );
    // A second round in order, so hidden and restored reviews are both left.
    for (const [i, { id }] of created.entries()) {
      if (i % 3 === 1) await send('POST', `/api/moderation/reviews/${id}/hide`, mod, { reason: 'Off topic' });
    }
    for (const creator of creators) {
      expect(await storedStatistics(t.database, creator.id)).toEqual(await aggregateStatistics(t.database, creator.id));
    }
    const hidden = await t.database.query<{ n: number }>(
      'select count(*)::int as n from reviews where hidden_at is not null',
    );
    expect(hidden[0].n).toBeGreaterThan(0);
  });
});
