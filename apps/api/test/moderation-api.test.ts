import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_DAY, listSchema, moderationLogEntrySchema, reportedReviewSchema } from '@fanlens/shared';
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
import { setUserRole } from '../src/modules/moderation/roles';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

async function send(method: 'GET' | 'POST' | 'DELETE', url: string, headers: object = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

async function scene() {
  const owner = await buildCreatorAccount(t.database);
  const author = await buildUser(t.database, { name: 'Arthur Author' });
  const review = await buildReview(t.database, { creatorId: owner.creator.id, userId: author.id, rating: 5 });
  const fan = await buildUser(t.database);
  const otherCreator = await buildCreatorAccount(t.database);
  const moderator = await buildUser(t.database);
  await makeModerator(t.database, moderator.id);
  return { owner, author, review, fan, otherCreator, moderator };
}

const report = (reviewId: number, headers: object, payload: object = { reason: 'spam' }) =>
  send('POST', `/api/reviews/${reviewId}/reports`, headers, payload);

describe('POST /reviews/{id}/reports', () => {
  it('authorization: guest 401, author 403; fan, creator of the page, other creator and moderator may report', async () => {
    const s = await scene();
    expect((await report(s.review.id, {})).status).toBe(401);
    const own = await report(s.review.id, await authAs(t.app, s.author.id));
    expect(own).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    for (const id of [s.fan.id, s.owner.user.id, s.otherCreator.user.id, s.moderator.id]) {
      const res = await report(s.review.id, await authAs(t.app, id), { reason: 'fake', details: '  Looks bought  ' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ reviewId: s.review.id, reason: 'fake', details: 'Looks bought' });
    }
    expect((await report(2_000_000_000, await authAs(t.app, s.fan.id))).status).toBe(404);
  });

  it('validates the reason and the details (required for other, at most 500 characters)', async () => {
    const s = await scene();
    const headers = await authAs(t.app, s.fan.id);
    for (const [field, payload] of [
      ['reason', { reason: 'boring' }],
      ['reason', {}],
      ['details', { reason: 'other' }],
      ['details', { reason: 'other', details: '   ' }],
      ['details', { reason: 'spam', details: 'x'.repeat(501) }],
      ['details', { reason: 'spam', details: 'a\u0007b' }],
    ] as const) {
      const res = await report(s.review.id, headers, payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', field });
    }
    expect((await report(s.review.id, headers, { reason: 'other', details: 'x'.repeat(500) })).status).toBe(201);
  });

  it('keeps one open report per user and review: 409 already_reported; 20 at once store exactly one', async () => {
    const s = await scene();
    const headers = await authAs(t.app, s.fan.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => report(s.review.id, headers)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'already_reported')).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const rows = await t.database.query('select id from review_reports where review_id = $1', [s.review.id]);
    expect(rows).toHaveLength(1);
    // The reported review stays visible until a moderator decides.
    const page = await send('GET', `/api/reviews/creator/${s.owner.creator.username}`);
    expect(page.body.count).toBe(1);
  });

  it(`caps reports per account per day at ${REPORTS_PER_DAY} (429 with Retry-After)`, async () => {
    const fan = await buildUser(t.database);
    const headers = await authAs(t.app, fan.id);
    const creator = await buildCreator(t.database);
    for (let i = 0; i < REPORTS_PER_DAY; i += 1) {
      const review = await buildReview(t.database, { creatorId: creator.id });
      expect((await report(review.id, headers)).status).toBe(201);
    }
    const review = await buildReview(t.database, { creatorId: creator.id });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${review.id}/reports`,
      headers,
      payload: { reason: 'spam' },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('moderation endpoints: authorization matrix', () => {
  it('answers 401 to guests and 403 to fan, author, creator of the page and other creator', async () => {
    const s = await scene();
    const { id: reportId } = (await report(s.review.id, await authAs(t.app, s.fan.id))).body;
    const calls = [
      ['GET', '/api/moderation/reports', undefined],
      ['GET', '/api/moderation/log', undefined],
      ['POST', `/api/moderation/reviews/${s.review.id}/hide`, { reason: 'Spam links' }],
      ['POST', `/api/moderation/reviews/${s.review.id}/restore`, undefined],
      ['POST', `/api/moderation/reports/${reportId}/dismiss`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, {}, payload)).status).toBe(401);
      for (const id of [s.fan.id, s.author.id, s.owner.user.id, s.otherCreator.user.id]) {
        const res = await send(method, url, await authAs(t.app, id), payload);
        expect(res).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      }
    }
    const mod = await authAs(t.app, s.moderator.id);
    expect((await send('GET', '/api/moderation/reports', mod)).status).toBe(200);
    expect((await send('GET', '/api/moderation/log', mod)).status).toBe(200);
    expect((await send('POST', `/api/moderation/reports/${reportId}/dismiss`, mod)).status).toBe(200);
    expect(
      (await send('POST', `/api/moderation/reviews/${s.review.id}/hide`, mod, { reason: 'Spam links' })).status,
    ).toBe(200);
    expect((await send('POST', `/api/moderation/reviews/${s.review.id}/restore`, mod)).status).toBe(200);
  });

  it('answers 404 for unknown ids, 409 for a second hide or restore, 400 for a missing reason', async () => {
    const s = await scene();
    const mod = await authAs(t.app, s.moderator.id);
    expect((await send('POST', '/api/moderation/reviews/2000000000/hide', mod, { reason: 'Spam' })).status).toBe(404);
    expect((await send('POST', '/api/moderation/reviews/2000000000/restore', mod)).status).toBe(404);
    expect((await send('POST', '/api/moderation/reports/2000000000/dismiss', mod)).status).toBe(404);
    expect((await send('POST', `/api/moderation/reviews/${s.review.id}/hide`, mod, {})).body).toMatchObject({
      statusCode: 400,
      field: 'reason',
    });
    expect((await send('POST', `/api/moderation/reviews/${s.review.id}/restore`, mod)).status).toBe(409);
    expect((await send('POST', `/api/moderation/reviews/${s.review.id}/hide`, mod, { reason: 'Spam' })).status).toBe(
      200,
    );
    expect((await send('POST', `/api/moderation/reviews/${s.review.id}/hide`, mod, { reason: 'Spam' })).status).toBe(
      409,
    );
    expect((await send('GET', '/api/moderation/reports?status=closed', mod)).body).toMatchObject({ field: 'status' });
  });
});

describe('roles (npm run users:role)', () => {
  it('granting the moderator role opens the queue; the profile says so; taking it back closes it', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    expect((await send('GET', '/api/users/my', headers)).body.moderator).toBe(false);
    expect(await setUserRole(t.database, user.email.toUpperCase(), 'moderator')).toBe(true);
    expect((await send('GET', '/api/moderation/reports', headers)).status).toBe(200);
    expect((await send('GET', '/api/users/my', headers)).body.moderator).toBe(true);
    await setUserRole(t.database, user.email, 'user');
    expect((await send('GET', '/api/moderation/reports', headers)).status).toBe(403);
    expect(await setUserRole(t.database, 'nobody@example.test', 'moderator')).toBe(false);
  });
});

describe('the moderation queue', () => {
  it('groups reports per review with counts per reason and the latest details, oldest first or most reported', async () => {
    const s = await scene();
    const mod = await authAs(t.app, s.moderator.id);
    const before = (await send('GET', '/api/moderation/reports?limit=50', mod)).body.count;
    const second = await buildReview(t.database, { creatorId: s.owner.creator.id });
    await report(s.review.id, await authAs(t.app, s.fan.id), { reason: 'spam', details: 'first words' });
    await report(second.id, await authAs(t.app, s.fan.id), { reason: 'offensive' });
    await report(second.id, await authAs(t.app, s.otherCreator.user.id), { reason: 'offensive', details: 'rude' });
    await report(second.id, await authAs(t.app, s.owner.user.id), { reason: 'fake' });

    const oldest = listSchema(reportedReviewSchema).parse(
      (await send('GET', '/api/moderation/reports?limit=50', mod)).body,
    );
    expect(oldest.count).toBe(before + 2);
    const mine = oldest.results.filter((item) => [s.review.id, second.id].includes(item.review.id));
    expect(mine.map((item) => item.review.id)).toEqual([s.review.id, second.id]);
    expect(mine[0]).toMatchObject({
      reportCount: 1,
      latestDetails: 'first words',
      author: { id: s.author.id, name: 'Arthur Author' },
    });
    expect(mine[1]).toMatchObject({ reportCount: 3, latestDetails: 'rude' });
    expect(mine[1].reasons).toMatchObject({ offensive: 2, fake: 1, spam: 0, other: 0 });

    const most = (await send('GET', '/api/moderation/reports?limit=50&sort=most_reported', mod)).body;
    const mostOfMine = most.results
      .map((item: { review: { id: number } }) => item.review.id)
      .filter((id: number) => [s.review.id, second.id].includes(id));
    expect(mostOfMine).toEqual([second.id, s.review.id]);
    const counts = most.results.map((item: { reportCount: number }) => item.reportCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('hiding removes the review from public lists, the feed and the statistics; the author sees it hidden; restore undoes it', async () => {
    const s = await scene();
    const mod = await authAs(t.app, s.moderator.id);
    const { id: reportId } = (await report(s.review.id, await authAs(t.app, s.fan.id))).body;
    const hidden = await send('POST', `/api/moderation/reviews/${s.review.id}/hide`, mod, {
      reason: 'Contains a phone number',
    });
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: 'Contains a phone number' });

    expect((await send('GET', `/api/reviews/creator/${s.owner.creator.username}`)).body.count).toBe(0);
    const recent = (await send('GET', '/api/reviews/recent?limit=50&nsfw=true')).body.results;
    expect(recent.some((r: { id: number }) => r.id === s.review.id)).toBe(false);
    const detail = (await send('GET', `/api/creators/details/${s.owner.creator.username}`)).body;
    expect(detail.reviewsStatistic).toMatchObject({ reviewCount: 0, rating: 0 });
    expect(await storedStatistics(t.database, s.owner.creator.id)).toEqual(
      await aggregateStatistics(t.database, s.owner.creator.id),
    );
    const ownerView = (await send('GET', '/api/reviews/my-creator', await authAs(t.app, s.owner.user.id))).body;
    expect(ownerView.count).toBe(0);
    const mine = (await send('GET', '/api/reviews/my', await authAs(t.app, s.author.id))).body.results;
    expect(mine[0]).toMatchObject({ id: s.review.id, hidden: true, hiddenReason: 'Contains a phone number' });
    // Nobody can vote on, reply to or report a hidden review.
    expect(
      (
        await send('POST', `/api/reviews/${s.review.id}/reports`, await authAs(t.app, s.otherCreator.user.id), {
          reason: 'spam',
        })
      ).status,
    ).toBe(404);

    // Its reports are resolved as hidden.
    const open = (await send('GET', '/api/moderation/reports?limit=50', mod)).body.results;
    expect(open.some((item: { reportId: number }) => item.reportId === reportId)).toBe(false);
    const resolved = (await send('GET', '/api/moderation/reports?status=resolved&limit=50', mod)).body.results;
    expect(resolved.find((item: { reportId: number }) => item.reportId === reportId)).toMatchObject({
      outcome: 'hidden',
    });

    const restored = await send('POST', `/api/moderation/reviews/${s.review.id}/restore`, mod);
    expect(restored.body).toMatchObject({ hidden: false, hiddenReason: null });
    expect((await send('GET', `/api/reviews/creator/${s.owner.creator.username}`)).body.count).toBe(1);
    expect(await storedStatistics(t.database, s.owner.creator.id)).toMatchObject({ review_count: 1, rating_5: 1 });
  });

  it('dismissing closes every open report of the review and keeps it visible', async () => {
    const s = await scene();
    const mod = await authAs(t.app, s.moderator.id);
    const { id: reportId } = (await report(s.review.id, await authAs(t.app, s.fan.id))).body;
    await report(s.review.id, await authAs(t.app, s.owner.user.id), { reason: 'fake' });
    const res = await send('POST', `/api/moderation/reports/${reportId}/dismiss`, mod);
    expect(res.body).toEqual({ reviewId: s.review.id, dismissed: 2 });
    expect((await send('POST', `/api/moderation/reports/${reportId}/dismiss`, mod)).status).toBe(409);
    expect((await send('GET', `/api/reviews/creator/${s.owner.creator.username}`)).body.count).toBe(1);
    // The fan may report it again later (a new open report).
    expect((await report(s.review.id, await authAs(t.app, s.fan.id))).status).toBe(201);
  });

  it('logs every action with who, what, when and why, newest first', async () => {
    const s = await scene();
    const moderatorName = (
      await t.database.query<{ name: string }>('select name from users where id = $1', [s.moderator.id])
    )[0].name;
    const mod = await authAs(t.app, s.moderator.id);
    const { id: reportId } = (await report(s.review.id, await authAs(t.app, s.fan.id))).body;
    await send('POST', `/api/moderation/reports/${reportId}/dismiss`, mod);
    await send('POST', `/api/moderation/reviews/${s.review.id}/hide`, mod, { reason: 'Advertising' });
    await send('POST', `/api/moderation/reviews/${s.review.id}/restore`, mod);
    const log = listSchema(moderationLogEntrySchema).parse(
      (await send('GET', '/api/moderation/log?limit=3', mod)).body,
    );
    expect(log.results.map((entry) => [entry.action, entry.reviewId, entry.reason])).toEqual([
      ['restore_review', s.review.id, null],
      ['hide_review', s.review.id, 'Advertising'],
      ['dismiss_reports', s.review.id, null],
    ]);
    expect(log.results[0].moderator).toEqual({ id: s.moderator.id, name: moderatorName });
    expect(Date.parse(log.results[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the OpenAPI description', () => {
  it('describes every endpoint of editing, reporting, moderation and notifications', async () => {
    const doc = (await send('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/api/reviews/{id}', 'patch'],
      ['/api/reviews/{id}', 'delete'],
      ['/api/reviews/{id}/reports', 'post'],
      ['/api/moderation/reports', 'get'],
      ['/api/moderation/reviews/{id}/hide', 'post'],
      ['/api/moderation/reviews/{id}/restore', 'post'],
      ['/api/moderation/reports/{id}/dismiss', 'post'],
      ['/api/moderation/log', 'get'],
      ['/api/users/my/notifications', 'get'],
      ['/api/users/my/notifications', 'patch'],
      ['/api/notifications/unsubscribe', 'get'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const queue = doc.paths['/api/moderation/reports'].get as { parameters: { name: string }[] };
    expect(queue.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['status', 'sort', 'limit', 'offset']),
    );
  });
});
