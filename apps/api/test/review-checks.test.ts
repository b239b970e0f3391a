import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorDetailsSchema, listSchema, moderationLogEntrySchema, reviewCaseSchema } from '@fanlens/shared';
import { BURST_MIN_REVIEWS, BURST_MIN_SAME_RATING, NEW_ACCOUNT_DAYS } from '../src/modules/review-checks/thresholds';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { aggregateStatistics, authAs, buildReview, makeModerator, storedStatistics } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { ensureWebBuild } from './helpers/web-build';

/**
 * Unusual activity (docs/decisions/020-unusual-activity.md): bursts of reviews on one creator are
 * held as one case, out of every public list, count, statistic and rendered page, until a moderator
 * releases or removes the case; ordinary traffic is public at once.
 */
let t: TestApp;
let moderator: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), READ_CACHE_MB: '8', RATE_LIMIT_MULTIPLIER: '100' });
  const mod = await buildUser(t.database, { name: 'Mia Moderator' });
  await makeModerator(t.database, mod.id);
  moderator = await authAs(t.app, mod.id);
}, 300_000);
afterAll(async () => t?.close());

const NOTICE = 'We noticed unusual review activity on this page and are looking into it';
let address = 0;
/** A public address of its own (TEST-NET-3), unless one is given. */
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`;

interface Writer {
  id: number;
  headers: Record<string, string>;
}

/** An account (new by default: opened now, e-mail not confirmed, no other review). */
async function writer(options: { ageDays?: number; confirmed?: boolean; otherReview?: boolean } = {}): Promise<Writer> {
  const user = await buildUser(t.database);
  if (options.ageDays !== undefined) {
    await t.database.query(`update users set created_at = now() - make_interval(secs => $2) where id = $1`, [
      user.id,
      options.ageDays * 86_400,
    ]);
  }
  if (options.confirmed) await t.database.query('update users set email_confirmed_at = now() where id = $1', [user.id]);
  if (options.otherReview) await buildReview(t.database, { userId: user.id, rating: 4 });
  return { id: user.id, headers: await authAs(t.app, user.id) };
}

/** An account that has been around: a year old, confirmed, with a review of another creator. */
const regular = () => writer({ ageDays: 400, confirmed: true, otherReview: true });

async function post(
  who: Writer,
  creatorId: number,
  rating: number,
  from: { ip?: string; browser?: string } = {},
): Promise<{ id: number; held: boolean }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    remoteAddress: from.ip ?? nextAddress(),
    headers: { ...who.headers, ...(from.browser ? { cookie: `fanlens_browser=${from.browser}` } : {}) },
    payload: { creatorId, rating, comment: `My honest take on this page, number ${who.id}.` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const details = async (username: string) =>
  creatorDetailsSchema.parse((await get(`/api/creators/details/${username}`)).body);
const reviewsOf = async (username: string) => (await get(`/api/reviews/creator/${username}?limit=50`)).body;
const renderedPage = async (username: string) => (await t.app.inject({ url: `/${username}` })).body;
const openCases = async () =>
  listSchema(reviewCaseSchema).parse((await get('/api/moderation/cases?status=open&limit=50', moderator)).body);
const caseOf = async (creatorId: number) => (await openCases()).results.find((item) => item.creator.id === creatorId);
const decide = (caseId: number, action: 'release' | 'remove', payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/moderation/cases/${caseId}/${action}`, headers: moderator, payload });

/** A creator page with three public reviews of two days ago (4, 5, 3 stars). */
async function pageWithHistory() {
  const creator = await buildCreator(t.database);
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  for (const rating of [4, 5, 3])
    await buildReview(t.database, { creatorId: creator.id, rating, createdAt: twoDaysAgo });
  return creator;
}

/** Posts `count` reviews by new accounts, each from its own address; their answers. */
/**
 * `count` new accounts review the creator one after the other; with `stepSeconds`, each account and
 * its review come that long after the one before (the earlier ones are moved back in time before the next).
 */
async function burst(creatorId: number, count: number, rating: (i: number) => number = () => 5, stepSeconds = 0) {
  const answers: { id: number; held: boolean }[] = [];
  for (let i = 0; i < count; i += 1) {
    if (stepSeconds > 0 && answers.length > 0) {
      const earlier = [answers.map((answer) => answer.id), stepSeconds];
      await t.database.query(
        `update users set created_at = created_at - make_interval(secs => $2)
         where id in (select user_id from reviews where id = any($1::int[]))`,
        earlier,
      );
      await t.database.query(
        'update reviews set created_at = created_at - make_interval(secs => $2) where id = any($1::int[])',
        earlier,
      );
    }
    answers.push(await post(await writer(), creatorId, rating(i)));
  }
  return answers;
}

describe('a burst of 20 new accounts on one creator', () => {
  it('is held as one case that moves the public rating by nothing, with the notice, until released', async () => {
    const creator = await pageWithHistory();
    const before = await details(creator.username);
    expect(before.unusualActivity).toBe(false);
    const listBefore = await reviewsOf(creator.username);
    const pageBefore = await renderedPage(creator.username);
    expect(pageBefore).not.toContain(NOTICE);

    // 20 new accounts within 10 minutes (a review every 30 seconds).
    const answers = await burst(creator.id, 20, () => 5, 30);
    const [span] = await t.database.query<{ minutes: number }>(
      'select extract(epoch from max(created_at) - min(created_at))::float8 / 60 as minutes from reviews where id = any($1::int[])',
      [answers.map((answer) => answer.id)],
    );
    expect(span?.minutes).toBeCloseTo(9.5, 1);
    // The first reviews were public until the threshold; the case took them back.
    expect(answers.slice(BURST_MIN_SAME_RATING - 1).every((answer) => answer.held)).toBe(true);

    const after = await details(creator.username);
    expect(after.reviewsStatistic).toEqual(before.reviewsStatistic);
    expect(after.rating).toBe(before.rating);
    expect(after.unusualActivity).toBe(true);
    expect(await storedStatistics(t.database, creator.id)).toEqual(await aggregateStatistics(t.database, creator.id));
    const listAfter = await reviewsOf(creator.username);
    expect(listAfter.count).toBe(listBefore.count);
    expect(listAfter.results.map((review: { id: number }) => review.id)).toEqual(
      listBefore.results.map((review: { id: number }) => review.id),
    );
    const recent = (await get('/api/reviews/recent?limit=50&nsfw=true')).body.results.map((r: { id: number }) => r.id);
    for (const answer of answers) expect(recent).not.toContain(answer.id);
    const page = await renderedPage(creator.username);
    expect(page).toContain(NOTICE);
    expect(page).toContain('/transparency#how-reviews-are-checked');
    expect(page).not.toContain(`number ${answers.length}`);

    // One case with the evidence of all 20.
    const cases = (await openCases()).results.filter((item) => item.creator.id === creator.id);
    expect(cases).toHaveLength(1);
    const [held] = cases;
    expect(held.reviewCount).toBe(20);
    expect(held.ratingBreakdown[5]).toBe(20);
    expect(held.reviews[0]).toMatchObject({
      held: true,
      account: { ageDays: 0, confirmed: false, otherReviews: 0 },
      signals: ['newAccount', 'unconfirmed', 'onlyReview'],
    });
    expect(held.reviews[0].addressHash).toMatch(/^[0-9a-f]{12}$/);
    expect(held.reviews[0].account.email).toContain('@');

    // Its author sees the review as pending checks; nobody can vote on or report it.
    const [{ user_id: authorId }] = await t.database.query<{ user_id: number }>(
      'select user_id from reviews where id = $1',
      [answers[0].id],
    );
    const author = (await get('/api/reviews/my', await authAs(t.app, authorId))).body;
    // A held review is not among its author's counted reviews either.
    expect(author.results[0]).toMatchObject({ id: answers[0].id, held: true, hidden: false, authorReviewCount: 0 });
    const fan = await writer();
    const vote = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/helpful/${answers[0].id}`,
      headers: fan.headers,
    });
    expect(vote.statusCode).toBe(404);

    const release = await decide(held.id, 'release');
    expect(release.statusCode, release.body).toBe(200);
    expect(release.json()).toEqual({ id: held.id, status: 'released', reviews: 20 });
    const released = await details(creator.username);
    expect(released.unusualActivity).toBe(false);
    expect(released.reviewsStatistic.reviewCount).toBe(before.reviewsStatistic.reviewCount + 20);
    expect(released.rating).toBeGreaterThan(before.rating);
    expect(await storedStatistics(t.database, creator.id)).toEqual(await aggregateStatistics(t.database, creator.id));
    expect((await reviewsOf(creator.username)).count).toBe(listBefore.count + 20);
    const authorReleased = (await get('/api/reviews/my', await authAs(t.app, authorId))).body;
    expect(authorReleased.results[0]).toMatchObject({ held: false, authorReviewCount: 1 });
    const pageReleased = await renderedPage(creator.username);
    expect(pageReleased).not.toContain(NOTICE);

    // Logged; a second decision is refused.
    const log = listSchema(moderationLogEntrySchema).parse((await get('/api/moderation/log?limit=5', moderator)).body);
    expect(log.results[0]).toMatchObject({
      action: 'release_case',
      caseId: held.id,
      reviewCount: 20,
      creator: { id: creator.id },
    });
    expect((await decide(held.id, 'remove', { reason: 'Too late' })).statusCode).toBe(409);
    expect(await caseOf(creator.id)).toBeUndefined();
  });

  it('removed: every held review is hidden with the reason, the rating never moved, the notice goes', async () => {
    const creator = await pageWithHistory();
    const before = await details(creator.username);
    const answers = await burst(creator.id, 20, (i) => (i % 2 === 0 ? 5 : 4));
    const held = await caseOf(creator.id);
    expect(held?.reviewCount).toBe(20);
    expect((await decide(held!.id, 'remove', { reason: '' })).statusCode).toBe(400);
    const removed = await decide(held!.id, 'remove', { reason: 'Bought reviews from one network' });
    expect(removed.json()).toEqual({ id: held!.id, status: 'removed', reviews: 20 });
    const after = await details(creator.username);
    expect(after.reviewsStatistic).toEqual(before.reviewsStatistic);
    expect(after.unusualActivity).toBe(false);
    const [row] = await t.database.query<{ hidden: number; held: number }>(
      `select count(*) filter (where hidden_reason = 'Bought reviews from one network')::int as hidden,
              count(*) filter (where held_at is not null)::int as held
       from reviews where id = any($1::int[])`,
      [answers.map((answer) => answer.id)],
    );
    expect(row).toEqual({ hidden: 20, held: 0 });
    const log = (await get('/api/moderation/log?limit=1', moderator)).body;
    expect(log.results[0]).toMatchObject({
      action: 'remove_case',
      caseId: held!.id,
      reviewCount: 20,
      reason: 'Bought reviews from one network',
    });
    // Decided cases are listed with their outcome.
    const decided = listSchema(reviewCaseSchema).parse(
      (await get('/api/moderation/cases?status=decided', moderator)).body,
    );
    expect(decided.results.find((item) => item.id === held!.id)).toMatchObject({ status: 'removed' });
  });

  it('later suspicious reviews join the open case; a regular fan stays public meanwhile', async () => {
    const creator = await pageWithHistory();
    await burst(creator.id, BURST_MIN_REVIEWS);
    const opened = await caseOf(creator.id);
    expect(opened?.reviewCount).toBe(BURST_MIN_REVIEWS);
    const late = await post(await writer(), creator.id, 1);
    expect(late.held).toBe(true);
    const fan = await post(await regular(), creator.id, 2);
    expect(fan.held).toBe(false);
    const joined = await caseOf(creator.id);
    expect(joined?.id).toBe(opened?.id);
    expect(joined?.reviewCount).toBe(BURST_MIN_REVIEWS + 1);
    expect((await openCases()).results.filter((item) => item.creator.id === creator.id)).toHaveLength(1);
  });
});

describe('a held case decided review by review', () => {
  const authorOf = async (reviewId: number) => {
    const [row] = await t.database.query<{ user_id: number }>('select user_id from reviews where id = $1', [reviewId]);
    return authAs(t.app, row.user_id);
  };
  const decideOne = (caseId: number, reviewId: number, action: 'release' | 'remove', payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/moderation/cases/${caseId}/reviews/${reviewId}/${action}`,
      headers: moderator,
      payload,
    });

  it('releases and removes single reviews; the case stays open until none is held, then ends partly removed', async () => {
    const creator = await pageWithHistory();
    const before = await details(creator.username);
    const answers = await burst(creator.id, BURST_MIN_REVIEWS + 1);
    const held = (await caseOf(creator.id))!;
    const [kept, removed, ...rest] = held.reviews;

    const release = await decideOne(held.id, kept.id, 'release');
    expect(release.json()).toEqual({ id: held.id, status: 'open', reviews: 1 });
    const one = await details(creator.username);
    expect(one.reviewsStatistic.reviewCount).toBe(before.reviewsStatistic.reviewCount + 1);
    expect(one.unusualActivity).toBe(true);
    expect((await reviewsOf(creator.username)).results.map((review: { id: number }) => review.id)).toContain(kept.id);
    expect(await storedStatistics(t.database, creator.id)).toEqual(await aggregateStatistics(t.database, creator.id));

    expect((await decideOne(held.id, removed.id, 'remove', { reason: '' })).statusCode).toBe(400);
    const removal = await decideOne(held.id, removed.id, 'remove', { reason: 'Written by the page itself' });
    expect(removal.json()).toEqual({ id: held.id, status: 'open', reviews: 1 });
    expect(await details(creator.username)).toMatchObject({ reviewsStatistic: one.reviewsStatistic });

    // A decided review, or one that is not in the case, is refused.
    expect((await decideOne(held.id, kept.id, 'remove', { reason: 'Changed my mind' })).statusCode).toBe(409);
    const elsewhere = await buildReview(t.database, { rating: 3 });
    expect((await decideOne(held.id, elsewhere.id, 'release')).statusCode).toBe(404);

    const listed = (await caseOf(creator.id))!;
    expect(listed.reviews.map((review) => [review.held, review.outcome])).toEqual([
      [false, 'released'],
      [false, 'removed'],
      ...rest.map(() => [true, null]),
    ]);

    const closing = await decide(held.id, 'release');
    expect(closing.json()).toEqual({ id: held.id, status: 'partly_removed', reviews: rest.length });
    expect(await caseOf(creator.id)).toBeUndefined();
    const after = await details(creator.username);
    expect(after.unusualActivity).toBe(false);
    expect(after.reviewsStatistic.reviewCount).toBe(before.reviewsStatistic.reviewCount + answers.length - 1);

    const log = listSchema(moderationLogEntrySchema).parse((await get('/api/moderation/log?limit=3', moderator)).body);
    expect(log.results.map((entry) => [entry.action, entry.reviewId, entry.reviewCount])).toEqual([
      ['release_case', null, rest.length],
      ['remove_case', removed.id, 1],
      ['release_case', kept.id, 1],
    ]);

    // The removed review's author has a statement of its own; the holds of both decided reviews are lifted.
    const removedAuthor = await authorOf(removed.id);
    const statements = (await get('/api/users/my/decisions', removedAuthor)).body.results;
    expect(statements.map((item: { kind: string; status: string }) => [item.kind, item.status])).toEqual([
      ['case_removed', 'in_force'],
      ['review_held', 'lifted'],
    ]);
    expect(statements[0].facts).toContain('looked at each of them and removed yours');
    expect(statements[1].canAppeal).toBe(false);
    const keptAuthor = await authorOf(kept.id);
    const [hold] = (await get('/api/users/my/decisions', keptAuthor)).body.results;
    expect(hold).toMatchObject({ kind: 'review_held', status: 'lifted', canAppeal: false });
    const appeal = await t.app.inject({
      method: 'POST',
      url: '/api/appeals',
      headers: keptAuthor,
      payload: { decisionId: hold.id, text: 'My review was honest, please look again.' },
    });
    expect(appeal.statusCode, appeal.body).toBe(409);
    expect(appeal.json()).toMatchObject({ code: 'decision_lifted', field: 'decisionId' });
  });
});

describe('ordinary traffic', () => {
  it('20 regular fans on one creator in a few minutes raise nothing and count at once', async () => {
    const creator = await pageWithHistory();
    for (let i = 0; i < 20; i += 1) expect((await post(await regular(), creator.id, 5)).held).toBe(false);
    expect(await caseOf(creator.id)).toBeUndefined();
    expect((await details(creator.username)).reviewsStatistic.reviewCount).toBe(23);
  });

  it('new accounts spread over more than the window raise nothing', async () => {
    const creator = await pageWithHistory();
    for (let i = 0; i < 10; i += 1) {
      // Each earlier review moves out of the window before the next arrives.
      await t.database.query(
        `update reviews set created_at = created_at - interval '61 minutes' where creator_id = $1`,
        [creator.id],
      );
      expect((await post(await writer(), creator.id, 5)).held).toBe(false);
    }
    expect(await caseOf(creator.id)).toBeUndefined();
  });
});

describe('thresholds at their edges', () => {
  it(`mixed ratings: ${BURST_MIN_REVIEWS - 1} suspicious reviews are public, the ${BURST_MIN_REVIEWS}th opens the case`, async () => {
    const creator = await pageWithHistory();
    const ratings = [5, 4, 3, 2, 1];
    const first = await burst(creator.id, BURST_MIN_REVIEWS - 1, (i) => ratings[i]);
    expect(first.every((answer) => !answer.held)).toBe(true);
    expect(await caseOf(creator.id)).toBeUndefined();
    expect((await post(await writer(), creator.id, ratings[BURST_MIN_REVIEWS - 1])).held).toBe(true);
    expect((await caseOf(creator.id))?.reviewCount).toBe(BURST_MIN_REVIEWS);
  });

  it(`the same rating: ${BURST_MIN_SAME_RATING - 1} are public, the ${BURST_MIN_SAME_RATING}th opens the case`, async () => {
    const creator = await pageWithHistory();
    expect((await burst(creator.id, BURST_MIN_SAME_RATING - 1)).every((answer) => !answer.held)).toBe(true);
    expect(await caseOf(creator.id)).toBeUndefined();
    expect((await post(await writer(), creator.id, 5)).held).toBe(true);
    expect((await caseOf(creator.id))?.reviewCount).toBe(BURST_MIN_SAME_RATING);
  });

  it(`account age: ${NEW_ACCOUNT_DAYS} days and a minute is not new, a minute less is`, async () => {
    const older = await buildCreator(t.database);
    for (let i = 0; i < 6; i += 1) {
      expect((await post(await writer({ ageDays: NEW_ACCOUNT_DAYS + 1 / 1440 }), older.id, 5)).held).toBe(false);
    }
    expect(await caseOf(older.id)).toBeUndefined();
    const younger = await buildCreator(t.database);
    for (let i = 0; i < BURST_MIN_SAME_RATING; i += 1)
      await post(await writer({ ageDays: NEW_ACCOUNT_DAYS - 1 / 1440 }), younger.id, 5);
    expect((await caseOf(younger.id))?.reviewCount).toBe(BURST_MIN_SAME_RATING);
  });

  it('regular accounts sharing one address and browser are a burst; the same accounts apart are not', async () => {
    const apart = await buildCreator(t.database);
    for (let i = 0; i < 6; i += 1) expect((await post(await regular(), apart.id, 5)).held).toBe(false);
    expect(await caseOf(apart.id)).toBeUndefined();
    const together = await buildCreator(t.database);
    const from = { ip: '198.51.100.7', browser: 'AAAAAAAAAAAAAAAAAAAAAAAA' };
    for (let i = 0; i < BURST_MIN_SAME_RATING; i += 1) await post(await regular(), together.id, 5, from);
    const held = await caseOf(together.id);
    expect(held?.reviewCount).toBe(BURST_MIN_SAME_RATING);
    expect(held?.reviews[0].signals).toEqual(['sharedAddress', 'sharedDevice']);
    expect(new Set(held?.reviews.map((review) => review.addressHash)).size).toBe(1);
  });

  it('a loopback address names no client: it is never a shared address', async () => {
    const creator = await buildCreator(t.database);
    for (let i = 0; i < 6; i += 1)
      expect((await post(await regular(), creator.id, 5, { ip: '127.0.0.1' })).held).toBe(false);
    expect(await caseOf(creator.id)).toBeUndefined();
  });
});

describe('the moderation routes', () => {
  it('are for moderators only, and answer 404 for an unknown case', async () => {
    expect((await get('/api/moderation/cases')).status).toBe(401);
    expect((await get('/api/moderation/cases', (await writer()).headers)).status).toBe(403);
    expect((await get('/api/moderation/cases?status=closed', moderator)).status).toBe(400);
    expect((await decide(2_000_000_000, 'release')).statusCode).toBe(404);
    const fan = await writer();
    const res = await t.app.inject({ method: 'POST', url: '/api/moderation/cases/1/release', headers: fan.headers });
    expect(res.statusCode).toBe(403);
  });
});
