import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSchema, moderatedAppealSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/factories/auth';
import { buildCreator } from './helpers/factories/creators';
import { aggregateStatistics, authAs, buildReview, makeModerator, storedStatistics } from './helpers/factories/reviews';
import { FACTORY_PASSWORD, buildUser } from './helpers/factories/users';
import { ensureWebBuild } from './helpers/web-build';

/**
 * Appeals (docs/decisions/039-decisions-and-appeals.md): the person a decision concerns appeals it
 * once, within 6 months; a moderator other than the one who decided upholds or reverses it, and
 * reversing restores the review in lists, statistics, caches and the rendered page at once.
 */
let t: TestApp;
let first: { id: number; headers: Record<string, string> };
let second: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await buildTestApp({
    WEB_DIST: ensureWebBuild(),
    READ_CACHE_MB: '8',
    RATE_LIMIT_MULTIPLIER: '100',
    PUBLIC_URL: 'https://fanlens.example',
  });
  for (const name of ['Mia Moderator', 'Max Moderator']) {
    const mod = await buildUser(t.database, { name });
    await makeModerator(t.database, mod.id);
    const entry = { id: mod.id, headers: await authAs(t.app, mod.id) };
    if (name.startsWith('Mia')) first = entry;
    else second = entry;
  }
}, 300_000);
afterAll(async () => t?.close());

async function send(method: 'GET' | 'POST', url: string, headers: object = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

const TEXT = 'My review is honest: I was a subscriber for a year.';

/** A public review hidden by the first moderator; its author and the decision's id. */
async function hiddenReview() {
  const creator = await buildCreator(t.database);
  const author = await buildUser(t.database);
  const comment = `An honest word about this page, ${author.id}.`;
  const review = {
    ...(await buildReview(t.database, { creatorId: creator.id, userId: author.id, rating: 5, comment })),
    comment,
  };
  expect(
    (await send('POST', `/api/moderation/reviews/${review.id}/hide`, first.headers, { reason: 'Looks bought' })).status,
  ).toBe(200);
  const headers = await authAs(t.app, author.id);
  const decisions = (await send('GET', '/api/users/my/decisions', headers)).body;
  return { creator, author, review, headers, decisionId: decisions.results[0].id as number };
}

describe('POST /appeals', () => {
  it('the affected person appeals once: 201 open, then 409; others 403, unknown 404, guests 401', async () => {
    const { headers, decisionId } = await hiddenReview();
    const stranger = await authAs(t.app, (await buildUser(t.database)).id);
    expect((await send('POST', '/api/appeals', {}, { decisionId, text: TEXT })).status).toBe(401);
    expect(await send('POST', '/api/appeals', stranger, { decisionId, text: TEXT })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect((await send('POST', '/api/appeals', headers, { decisionId: 2_000_000_000, text: TEXT })).status).toBe(404);
    const filed = await send('POST', '/api/appeals', headers, { decisionId, text: TEXT });
    expect(filed).toMatchObject({ status: 201, body: { status: 'open' } });
    expect(filed.body.id).toBeGreaterThan(0);
    expect(await send('POST', '/api/appeals', headers, { decisionId, text: TEXT })).toMatchObject({
      status: 409,
      body: { code: 'already_appealed' },
    });
    const [decision] = (await send('GET', '/api/users/my/decisions', headers)).body.results;
    expect(decision).toMatchObject({ canAppeal: false, appeal: { id: filed.body.id, status: 'open' } });
  });

  it('10 at once store one appeal', async () => {
    const { headers, decisionId } = await hiddenReview();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', '/api/appeals', headers, { decisionId, text: TEXT })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
  });

  it('after 6 months: 409 appeal_closed with a clear message', async () => {
    const { headers, decisionId } = await hiddenReview();
    await t.database.query(
      "update decisions set created_at = now() - interval '7 months', appeal_until = now() - interval '1 month' where id = $1",
      [decisionId],
    );
    const res = await send('POST', '/api/appeals', headers, { decisionId, text: TEXT });
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'appeal_closed', message: 'This decision is more than 6 months old: it can no longer be appealed' },
    });
  });

  it('validates the text (10 to 2,000 characters) and the decision id', async () => {
    const { headers, decisionId } = await hiddenReview();
    for (const [field, payload] of [
      ['text', { decisionId, text: 'Too short' }],
      ['text', { decisionId, text: 'x'.repeat(2001) }],
      ['text', { decisionId }],
      ['decisionId', { text: TEXT }],
      ['decisionId', { decisionId: 'one', text: TEXT }],
    ] as const) {
      expect((await send('POST', '/api/appeals', headers, payload)).body).toMatchObject({ statusCode: 400, field });
    }
  });
});

describe('deciding an appeal', () => {
  it('the deciding moderator cannot (403); another reverses: the review is back everywhere at once, logged, mailed', async () => {
    const { creator, author, review, headers, decisionId } = await hiddenReview();
    const appeal = (await send('POST', '/api/appeals', headers, { decisionId, text: TEXT })).body;
    // Warm the caches with the hidden state.
    expect((await send('GET', `/api/reviews/creator/${creator.username}`)).body.count).toBe(0);
    const statistic = async () =>
      (await send('GET', `/api/creators/details/${creator.username}`)).body.reviewsStatistic.reviewCount;
    expect(await statistic()).toBe(0);
    expect((await t.app.inject({ url: `/${creator.username}` })).body).not.toContain(review.comment);

    const queue = listSchema(moderatedAppealSchema).parse(
      (await send('GET', '/api/moderation/appeals?limit=50', second.headers)).body,
    );
    const listed = queue.results.find((item) => item.id === appeal.id);
    expect(listed).toMatchObject({
      status: 'open',
      text: TEXT,
      appellant: { id: author.id },
      decision: { id: decisionId, kind: 'review_hidden', moderatorId: first.id, reason: 'Looks bought' },
    });

    const decide = (who: Record<string, string>, payload: object) =>
      send('POST', `/api/moderation/appeals/${appeal.id}/decide`, who, payload);
    expect(await decide(first.headers, { outcome: 'reverse', reason: 'I was wrong' })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect((await decide(second.headers, { outcome: 'undo', reason: 'Honest review' })).body).toMatchObject({
      field: 'outcome',
    });
    expect(await decide(second.headers, { outcome: 'reverse', reason: 'Honest review' })).toMatchObject({
      status: 200,
      body: { id: appeal.id, status: 'reversed', restored: true },
    });
    expect((await decide(second.headers, { outcome: 'uphold', reason: 'Again' })).status).toBe(409);

    expect((await send('GET', `/api/reviews/creator/${creator.username}`)).body.count).toBe(1);
    expect(await storedStatistics(t.database, creator.id)).toEqual(await aggregateStatistics(t.database, creator.id));
    expect(await statistic()).toBe(1);
    expect((await t.app.inject({ url: `/${creator.username}` })).body).toContain(review.comment);

    const [decision] = (await send('GET', '/api/users/my/decisions', headers)).body.results;
    expect(decision).toMatchObject({
      status: 'reversed',
      appeal: { status: 'reversed', outcomeReason: 'Honest review' },
    });
    const log = (await send('GET', '/api/moderation/log?limit=5', second.headers)).body.results;
    expect(log[0]).toMatchObject({ action: 'reverse_appeal', reason: 'Honest review' });

    await t.app.jobs.drain();
    const mails = readOutbox(t.config.mail.outboxDir).filter((mail) => mail.includes(`To: ${author.email}`));
    expect(mails.some((mail) => mail.includes('and reversed it: what it hid or removed is back.'))).toBe(true);
    expect(mails.some((mail) => mail.includes("The moderator's note: Honest review"))).toBe(true);
    // The appeal was acknowledged when it was filed.
    expect(mails.some((mail) => mail.includes('Subject: We received your appeal'))).toBe(true);
    expect(mails.some((mail) => mail.includes(`(appeal #${appeal.id})`))).toBe(true);
  });

  it('upholding keeps the review hidden; an automated hold is reversed by releasing the review', async () => {
    const { creator, headers, decisionId } = await hiddenReview();
    const appeal = (await send('POST', '/api/appeals', headers, { decisionId, text: TEXT })).body;
    expect(
      (
        await send('POST', `/api/moderation/appeals/${appeal.id}/decide`, first.headers, {
          outcome: 'uphold',
          reason: 'Still bought',
        })
      ).status,
    ).toBe(403);
    expect(
      await send('POST', `/api/moderation/appeals/${appeal.id}/decide`, second.headers, {
        outcome: 'uphold',
        reason: 'Still bought',
      }),
    ).toMatchObject({ status: 200, body: { status: 'upheld', restored: false } });
    expect((await send('GET', `/api/reviews/creator/${creator.username}`)).body.count).toBe(0);
    const decided = (await send('GET', '/api/moderation/appeals?status=decided&limit=50', second.headers)).body;
    expect(decided.results.some((item: { id: number }) => item.id === appeal.id)).toBe(true);
  });

  it('a held review (automated: any moderator may decide) is released on reverse and counted', async () => {
    const creator = await buildCreator(t.database);
    const author = await buildUser(t.database);
    const review = await buildReview(t.database, { creatorId: creator.id, userId: author.id, rating: 4 });
    // Held by the checks as a case does it: out of the statistics, with its statement.
    const [{ id: caseId }] = await t.database.query<{ id: number }>(
      'insert into review_cases (creator_id) values ($1) returning id',
      [creator.id],
    );
    await t.database.query('update reviews set held_at = now(), case_id = $2 where id = $1', [review.id, caseId]);
    await t.database.query(
      `update creators set review_count = review_count - 1, rating_sum = rating_sum - 4, rating_4 = rating_4 - 1
       where id = $1`,
      [creator.id],
    );
    const [{ id: decisionId }] = await t.database.query<{ id: number }>(
      `insert into decisions (user_id, kind, rule, automated, review_id, case_id, appeal_until)
       values ($1, 'review_held', 'held-reviews', true, $2, $3, now() + interval '6 months') returning id`,
      [author.id, review.id, caseId],
    );
    const appeal = (await send('POST', '/api/appeals', await authAs(t.app, author.id), { decisionId, text: TEXT }))
      .body;
    expect(
      await send('POST', `/api/moderation/appeals/${appeal.id}/decide`, first.headers, {
        outcome: 'reverse',
        reason: 'A real fan',
      }),
    ).toMatchObject({ status: 200, body: { status: 'reversed', restored: true } });
    expect((await send('GET', `/api/reviews/creator/${creator.username}`)).body.count).toBe(1);
    expect(await storedStatistics(t.database, creator.id)).toEqual(await aggregateStatistics(t.database, creator.id));
  });

  it('is for moderators only; 404 for an unknown appeal', async () => {
    const fan = await authAs(t.app, (await buildUser(t.database)).id);
    expect((await send('GET', '/api/moderation/appeals', fan)).status).toBe(403);
    expect((await send('GET', '/api/moderation/appeals')).status).toBe(401);
    const payload = { outcome: 'uphold', reason: 'Fine' };
    expect((await send('POST', '/api/moderation/appeals/1/decide', fan, payload)).status).toBe(403);
    expect((await send('POST', '/api/moderation/appeals/2000000000/decide', second.headers, payload)).status).toBe(404);
  });
});

describe('the data export and the deletion', () => {
  it('the export holds the account’s decisions and appeals; deleting the account deletes them', async () => {
    const { author, headers, decisionId } = await hiddenReview();
    const appeal = (await send('POST', '/api/appeals', headers, { decisionId, text: TEXT })).body;
    const exported = (await send('GET', '/api/users/my/export', headers)).body;
    expect(exported.decisions).toEqual([
      expect.objectContaining({ id: decisionId, kind: 'review_hidden', reason: 'Looks bought', facts: { reports: 0 } }),
    ]);
    expect(exported.appeals).toEqual([expect.objectContaining({ id: appeal.id, decisionId, text: TEXT })]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/my',
      headers,
      payload: { password: FACTORY_PASSWORD },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await t.database.query('select id from decisions where user_id = $1', [author.id])).toEqual([]);
    expect(await t.database.query('select id from appeals where id = $1', [appeal.id])).toEqual([]);
  });
});
