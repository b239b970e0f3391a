import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSchema, reviewSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { pageOfReviews, REVIEW_ORDER } from '../src/modules/reviews/queries';
import { listRecentReviews } from '../src/modules/reviews/service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const reviewList = listSchema(reviewSchema);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /reviews/creator/{username}', () => {
  it('lists a page of reviews with the list shape; username is case-insensitive', async () => {
    const creator = await buildCreator(t.database, { username: 'PageOwner' });
    for (let i = 0; i < 12; i += 1) await buildReview(t.database, { creatorId: creator.id, createdAt: minutesAgo(i) });
    const first = await get('/api/reviews/creator/pageowner');
    expect(first.status).toBe(200);
    const list = reviewList.parse(first.body);
    expect(list).toMatchObject({ count: 12, limit: 10, offset: 0 });
    expect(list.results).toHaveLength(10);
    expect(list.results.every((r) => r.creatorUsername === 'PageOwner')).toBe(true);
    const second = await get('/api/reviews/creator/PAGEOWNER?offset=10&limit=5');
    expect(second.body).toMatchObject({ count: 12, limit: 5, offset: 10 });
    expect(second.body.results).toHaveLength(2);
    const ids = [...first.body.results, ...second.body.results].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(12);
  });

  it('answers 404 for an unknown creator and 400 for bad paging or sort', async () => {
    expect((await get('/api/reviews/creator/nobody_here')).body).toMatchObject({ statusCode: 404, code: 'not_found' });
    const creator = await buildCreator(t.database);
    expect((await get(`/api/reviews/creator/${creator.username}?sort=best`)).body).toMatchObject({
      statusCode: 400,
      field: 'sort',
    });
    expect((await get(`/api/reviews/creator/${creator.username}?limit=51`)).body).toMatchObject({
      statusCode: 400,
      field: 'limit',
    });
    expect((await get(`/api/reviews/creator/${creator.username}?offset=-1`)).body).toMatchObject({
      statusCode: 400,
      field: 'offset',
    });
  });

  it('filters by stars with `rating` (the rating bars), 400 outside 1-5', async () => {
    const creator = await buildCreator(t.database);
    for (const rating of [4, 4, 2, 5]) await buildReview(t.database, { creatorId: creator.id, rating });
    const fours = await get(`/api/reviews/creator/${creator.username}?rating=4`);
    expect(fours.body.count).toBe(2);
    expect(fours.body.results.map((r: { rating: number }) => r.rating)).toEqual([4, 4]);
    expect((await get(`/api/reviews/creator/${creator.username}?rating=3`)).body.count).toBe(0);
    expect((await get(`/api/reviews/creator/${creator.username}`)).body.count).toBe(4);
    expect((await get(`/api/reviews/creator/${creator.username}?rating=6`)).body).toMatchObject({
      statusCode: 400,
      field: 'rating',
    });
  });

  it('orders by each sort with a stable tie-break', async () => {
    const creator = await buildCreator(t.database);
    const a = await buildReview(t.database, {
      creatorId: creator.id,
      rating: 3,
      helpfulCount: 5,
      createdAt: minutesAgo(50),
    });
    const b = await buildReview(t.database, {
      creatorId: creator.id,
      rating: 5,
      helpfulCount: 1,
      createdAt: minutesAgo(40),
    });
    const c = await buildReview(t.database, {
      creatorId: creator.id,
      rating: 1,
      helpfulCount: 5,
      createdAt: minutesAgo(30),
    });
    const d = await buildReview(t.database, {
      creatorId: creator.id,
      rating: 5,
      helpfulCount: 0,
      createdAt: minutesAgo(20),
    });
    const e = await buildReview(t.database, {
      creatorId: creator.id,
      rating: 1,
      helpfulCount: 0,
      createdAt: minutesAgo(10),
    });
    const order = async (sort?: string) => {
      const query = sort ? `?sort=${sort}` : '';
      return (await get(`/api/reviews/creator/${creator.username}${query}`)).body.results.map(
        (r: { id: number }) => r.id,
      );
    };
    expect(await order()).toEqual([e.id, d.id, c.id, b.id, a.id]);
    expect(await order('recent')).toEqual([e.id, d.id, c.id, b.id, a.id]);
    expect(await order('helpful')).toEqual([c.id, a.id, b.id, e.id, d.id]);
    expect(await order('positive')).toEqual([d.id, b.id, a.id, e.id, c.id]);
    expect(await order('negative')).toEqual([e.id, c.id, a.id, d.id, b.id]);
  });

  it('hides the author of an anonymous review from everyone but the author', async () => {
    const author = await buildUser(t.database, { name: 'Secret Sam', avatarUrl: '/uploads/avatars/sam.webp' });
    const other = await buildUser(t.database);
    const { user: owner, creator } = await buildCreatorAccount(t.database);
    const review = await buildReview(t.database, { creatorId: creator.id, userId: author.id, anonymous: true });
    const url = `/api/reviews/creator/${creator.username}`;

    const own = (await get(url, await authAs(t.app, author.id))).body.results[0];
    expect(own).toMatchObject({ id: review.id, name: 'Secret Sam', userId: author.id, anonymous: true });
    expect(own.avatarUrl).toBe('/uploads/avatars/sam.webp');

    for (const headers of [await authAs(t.app, other.id), {}]) {
      const seen = (await get(url, headers)).body.results[0];
      expect(seen).toMatchObject({ id: review.id, name: 'Anonymous', userId: null, anonymous: true });
      expect(JSON.stringify(seen)).not.toContain('Secret Sam');
      expect(JSON.stringify(seen)).not.toContain('sam.webp');
    }
    // The creator of the page does not learn who wrote it either.
    const left = (await get('/api/reviews/my-creator', await authAs(t.app, owner.id))).body.results;
    expect(left[0]).toMatchObject({ id: review.id, name: 'Anonymous', userId: null });
    const recent = (await get('/api/reviews/recent?limit=50', await authAs(t.app, other.id))).body.results;
    expect(recent.find((r: { id: number }) => r.id === review.id)).toMatchObject({ name: 'Anonymous', userId: null });
    const mine = (await get('/api/reviews/my', await authAs(t.app, author.id))).body.results;
    expect(mine[0]).toMatchObject({ id: review.id, name: 'Secret Sam', userId: author.id });
  });

  it('gives a named author without a picture a generated initials avatar', async () => {
    const author = await buildUser(t.database, { name: 'Nora Plain' });
    const creator = await buildCreator(t.database);
    await buildReview(t.database, { creatorId: creator.id, userId: author.id });
    const seen = (await get(`/api/reviews/creator/${creator.username}`)).body.results[0];
    expect(seen).toMatchObject({ name: 'Nora Plain', avatarUrl: '/api/avatars/Nora%20Plain.svg', userId: author.id });
  });
});

describe('GET /reviews/{id}', () => {
  it('answers one public review (the mails link to it); 404 once hidden or while held, 410 when its page is removed', async () => {
    const creator = await buildCreator(t.database);
    const review = await buildReview(t.database, { creatorId: creator.id, comment: 'Worth every cent, truly.' });
    const first = await get(`/api/reviews/${review.id}`);
    expect(first.status).toBe(200);
    expect(reviewSchema.parse(first.body)).toMatchObject({
      id: review.id,
      creatorUsername: creator.username,
      comment: 'Worth every cent, truly.',
    });
    // The viewer's own flags, as in the lists.
    const fan = await buildUser(t.database);
    const headers = await authAs(t.app, fan.id);
    await t.app.inject({ method: 'PATCH', url: `/api/reviews/helpful/${review.id}`, headers });
    expect((await get(`/api/reviews/${review.id}`, headers)).body).toMatchObject({ helpful: true, helpfulCount: 1 });

    // A moderator hides it: gone at once (the cached answer dropped), back when restored.
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const mod = await authAs(t.app, moderator.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/moderation/reviews/${review.id}/hide`,
      headers: mod,
      payload: { reason: 'Shares a phone number' },
    });
    expect((await get(`/api/reviews/${review.id}`)).body).toMatchObject({ statusCode: 404, code: 'not_found' });
    await t.app.inject({ method: 'POST', url: `/api/moderation/reviews/${review.id}/restore`, headers: mod });
    expect((await get(`/api/reviews/${review.id}`)).status).toBe(200);

    const held = await buildReview(t.database, { creatorId: creator.id });
    await t.database.query('update reviews set held_at = now() where id = $1', [held.id]);
    expect((await get(`/api/reviews/${held.id}`)).status).toBe(404);
    expect((await get('/api/reviews/2000000000')).status).toBe(404);
    expect((await get('/api/reviews/abc')).body).toMatchObject({ statusCode: 400, field: 'id' });

    const gone = await buildCreator(t.database);
    const onGone = await buildReview(t.database, { creatorId: gone.id });
    await t.database.query('update creators set removed_at = now() where id = $1', [gone.id]);
    expect((await get(`/api/reviews/${onGone.id}`)).status).toBe(410);
  });
});

describe('GET /reviews/recent', () => {
  it('lists the latest reviews across creators, hiding NSFW creators unless nsfw=true', async () => {
    const safe = await buildCreator(t.database);
    const adult = await buildCreator(t.database, { nsfw: true });
    const older = await buildReview(t.database, { creatorId: safe.id, createdAt: new Date(Date.now() + 60_000) });
    const newest = await buildReview(t.database, { creatorId: safe.id, createdAt: new Date(Date.now() + 120_000) });
    const hidden = await buildReview(t.database, { creatorId: adult.id, createdAt: new Date(Date.now() + 180_000) });

    const res = await get('/api/reviews/recent?limit=6');
    expect(res.status).toBe(200);
    const list = reviewList.parse(res.body);
    expect(list.limit).toBe(6);
    expect(list.results.slice(0, 2).map((r) => r.id)).toEqual([newest.id, older.id]);
    expect(list.results.map((r) => r.id)).not.toContain(hidden.id);

    const all = await get('/api/reviews/recent?limit=6&nsfw=true');
    expect(all.body.results[0].id).toBe(hidden.id);
    expect(all.body.count).toBe(list.count + (await countNsfwReviews()));
    expect((await get('/api/reviews/recent?nsfw=maybe')).body).toMatchObject({ statusCode: 400, field: 'nsfw' });
  });

  it('counts at most the given number of matches when asked to', async () => {
    const filter = { where: 'true', params: [] };
    const page = { limit: 1, offset: 0 };
    const exact = await pageOfReviews(t.database, filter, REVIEW_ORDER.recent, page, null);
    expect(exact.count).toBeGreaterThan(2);
    const capped = await pageOfReviews(t.database, filter, REVIEW_ORDER.recent, page, null, 2);
    expect(capped.count).toBe(2);
    expect(capped.rows.map((r) => r.id)).toEqual(exact.rows.map((r) => r.id));
  });

  it('pages only through the reviews it counts: none past the feed', async () => {
    for (let i = 0; i < 3; i += 1) await buildReview(t.database);
    const page = (offset: number) => listRecentReviews(t.database, { limit: 5, offset, nsfw: true }, null, 3);
    const first = await page(0);
    expect([first.count, first.results.length, first.limit]).toEqual([3, 3, 5]);
    expect((await page(2)).results).toHaveLength(1);
    expect((await page(3)).results).toHaveLength(0);
    expect((await page(10)).results).toHaveLength(0);
  });
});

async function countNsfwReviews() {
  const [row] = await t.database.query<{ count: number }>(
    'select count(*)::int as count from reviews r join creators c on c.id = r.creator_id where c.nsfw',
  );
  return row.count;
}

describe('GET /reviews/my', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/reviews/my')).body).toMatchObject({ statusCode: 401, code: 'not_authorized' });
  });

  it("lists only the user's own reviews, newest first, with paging", async () => {
    const user = await buildUser(t.database);
    const ids = [];
    for (let i = 3; i >= 1; i -= 1)
      ids.push((await buildReview(t.database, { userId: user.id, createdAt: minutesAgo(i) })).id);
    await buildReview(t.database);
    const res = await get('/api/reviews/my?limit=2', await authAs(t.app, user.id));
    expect(res.body).toMatchObject({ count: 3, limit: 2, offset: 0 });
    expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const rest = await get('/api/reviews/my?offset=2', await authAs(t.app, user.id));
    expect(rest.body.results.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  });
});

describe('GET /reviews/my-creator', () => {
  it('answers 401 signed out and 403 for a user who is not a verified creator', async () => {
    expect((await get('/api/reviews/my-creator')).status).toBe(401);
    const fan = await buildUser(t.database);
    expect((await get('/api/reviews/my-creator', await authAs(t.app, fan.id))).body).toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    const claimer = await buildUser(t.database);
    await buildCreator(t.database, { userId: claimer.id, verified: false });
    expect((await get('/api/reviews/my-creator', await authAs(t.app, claimer.id))).status).toBe(403);
  });

  it("lists the reviews left for the creator's page, with replies", async () => {
    const { user, creator } = await buildCreatorAccount(t.database, { name: 'Vera Verified' });
    const first = await buildReview(t.database, { creatorId: creator.id, createdAt: minutesAgo(5) });
    const second = await buildReview(t.database, { creatorId: creator.id, createdAt: minutesAgo(1) });
    await buildReview(t.database);
    const headers = await authAs(t.app, user.id);
    const reply = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/reaction/${first.id}`,
      payload: { comment: 'Thank you so much!' },
      headers,
    });
    expect(reply.statusCode).toBe(200);
    const res = await get('/api/reviews/my-creator', headers);
    expect(res.status).toBe(200);
    const list = reviewList.parse(res.body);
    expect(list.count).toBe(2);
    expect(list.results.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(list.results[1].reactions).toEqual([
      expect.objectContaining({ comment: 'Thank you so much!', name: 'Vera Verified' }),
    ]);
    expect(list.results[0].reactions).toEqual([]);
  });
});
