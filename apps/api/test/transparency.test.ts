import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { BURST_MIN_REVIEWS } from '../src/modules/review-checks/thresholds';
import { authAs, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { ensureWebBuild } from './helpers/web-build';

/**
 * GET /api/transparency and the /transparency page on a small known world: reviews this month and
 * last month (and one outside the period), reports dismissed, hidden and open, a review hidden
 * without a report, a page removed on request. Every figure comes from the product's own writes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), READ_CACHE_MB: '8', RATE_LIMIT_MULTIPLIER: '100' });
}, 300_000);
afterAll(async () => t?.close());

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const monthsAgo = (count: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 2, 12));
};

const post = async (url: string, userId: number, payload?: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: await authAs(t.app, userId), payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

describe('the transparency report', () => {
  it('answers each figure of each month from live data', async () => {
    const confirmed = await buildUser(t.database);
    await t.database.query('update users set email_confirmed_at = now() where id = $1', [confirmed.id]);
    const unconfirmed = await buildUser(t.database);
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const reporters = [await buildUser(t.database), await buildUser(t.database), await buildUser(t.database)];
    const [c1, c2, c3, c4, removed] = [
      await buildCreator(t.database),
      await buildCreator(t.database),
      await buildCreator(t.database),
      await buildCreator(t.database),
      await buildCreator(t.database, { username: 'leaving_lena' }),
    ];
    // This month: 3 reviews, 1 of them by the confirmed account.
    const byConfirmed = await buildReview(t.database, { creatorId: c1.id, userId: confirmed.id });
    const spam = await buildReview(t.database, { creatorId: c1.id, userId: unconfirmed.id });
    const doubted = await buildReview(t.database, { creatorId: c2.id, userId: unconfirmed.id });
    // Last month: 1 review by the confirmed account; 13 months ago: one outside the period.
    const lastMonth = await buildReview(t.database, {
      creatorId: c3.id,
      userId: confirmed.id,
      createdAt: monthsAgo(1),
    });
    await buildReview(t.database, { creatorId: c4.id, userId: confirmed.id, createdAt: monthsAgo(13) });

    // Two reports on `spam` (spam, spam) → hidden; one on `byConfirmed` (fake) → dismissed; one open on `doubted`.
    await post(`/api/reviews/${spam.id}/reports`, reporters[0].id, { reason: 'spam' });
    await post(`/api/reviews/${spam.id}/reports`, reporters[1].id, { reason: 'spam' });
    await post(`/api/reviews/${spam.id}/reports`, reporters[2].id, { reason: 'fake' });
    const dismissed = await post(`/api/reviews/${byConfirmed.id}/reports`, reporters[0].id, { reason: 'fake' });
    await post(`/api/reviews/${doubted.id}/reports`, reporters[1].id, { reason: 'offensive' });
    await post(`/api/moderation/reviews/${spam.id}/hide`, moderator.id, { reason: 'Advertises a shop.' });
    await post(`/api/moderation/reports/${dismissed.id}/dismiss`, moderator.id);
    // Hidden without any report.
    await post(`/api/moderation/reviews/${lastMonth.id}/hide`, moderator.id, { reason: 'Names a private person.' });
    // A page removed at its subject's request.
    await t.app.inject({
      method: 'POST',
      url: '/api/removal-requests',
      payload: { page: 'leaving_lena', email: 'lena@example.test', reason: 'I closed my account there.' },
    });
    const [request] = await t.database.query<{ id: number }>('select id from removal_requests where creator_id = $1', [
      removed.id,
    ]);
    await post(`/api/moderation/removal-requests/${request.id}/accept`, moderator.id, {});

    const res = await t.app.inject({ url: '/api/transparency?months=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const report = res.json();
    expect(report.months.map((month: { month: string }) => month.month)).toEqual([
      monthOf(new Date()),
      monthOf(monthsAgo(1)),
    ]);
    const noneHeld = { cases: 0, reviews: 0, released: 0, removed: 0, open: 0 };
    const zeroReasons = {
      spam: 0,
      fake: 0,
      offensive: 0,
      personal_info: 0,
      conflict_of_interest: 0,
      other: 0,
      no_report: 0,
    };
    expect(report.months[0]).toEqual({
      month: monthOf(new Date()),
      reviews: { posted: 3, fromConfirmedReviewers: 1 },
      reports: { reports: 5, reviewsReported: 3, hidden: 3, dismissed: 1, open: 1 },
      heldByChecks: noneHeld,
      hiddenByModerators: { total: 2, byReason: { ...zeroReasons, spam: 1, no_report: 1 } },
      pagesRemoved: 1,
    });
    expect(report.months[1]).toEqual({
      month: monthOf(monthsAgo(1)),
      reviews: { posted: 1, fromConfirmedReviewers: 1 },
      reports: { reports: 0, reviewsReported: 0, hidden: 0, dismissed: 0, open: 0 },
      heldByChecks: noneHeld,
      hiddenByModerators: { total: 0, byReason: zeroReasons },
      pagesRemoved: 0,
    });
    // Twelve months by default; the review 13 months ago is outside them.
    const year = (await t.app.inject({ url: '/api/transparency' })).json();
    expect(year.months).toHaveLength(12);
    const posted = year.months.reduce(
      (sum: number, month: { reviews: { posted: number } }) => sum + month.reviews.posted,
      0,
    );
    expect(posted).toBe(4);

    // The page shows the same figures, rendered on the server, and is never served stale.
    const page = await t.app.inject({ url: '/transparency' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('How reviews are checked');
    expect(page.body).toMatch(/data-figure="posted">3</);
    await buildReview(t.database, { creatorId: c3.id, userId: unconfirmed.id });
    expect((await t.app.inject({ url: '/transparency' })).body).toMatch(/data-figure="posted">4</);
  });

  it('counts the bursts held by the checks in the month their case opened, with what became of them', async () => {
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const heldNow = async () =>
      (await t.app.inject({ url: '/api/transparency?months=1' })).json().months[0].heldByChecks;
    const before = await heldNow();
    // Three bursts of new accounts (each review held), one creator each: released, removed, left open.
    const cases: number[] = [];
    for (let burst = 0; burst < 3; burst += 1) {
      const creator = await buildCreator(t.database);
      for (let n = 0; n < BURST_MIN_REVIEWS; n += 1) {
        const fan = await buildUser(t.database);
        await post('/api/reviews', fan.id, {
          creatorId: creator.id,
          rating: 5,
          comment: `Simply the best, fan ${fan.id}.`,
        });
      }
      const [row] = await t.database.query<{ id: number }>(
        `select id from review_cases where creator_id = $1 and status = 'open'`,
        [creator.id],
      );
      expect(row, `burst ${burst} opened a case`).toBeDefined();
      cases.push(row.id);
    }
    await post(`/api/moderation/cases/${cases[0]}/release`, moderator.id);
    await post(`/api/moderation/cases/${cases[1]}/remove`, moderator.id, { reason: 'Accounts made for this page.' });

    const reviews = 3 * BURST_MIN_REVIEWS;
    expect(await heldNow()).toEqual({
      cases: before.cases + 3,
      reviews: before.reviews + reviews,
      released: before.released + BURST_MIN_REVIEWS,
      removed: before.removed + BURST_MIN_REVIEWS,
      open: before.open + BURST_MIN_REVIEWS,
    });
    const page = (await t.app.inject({ url: '/transparency' })).body;
    expect(page).toContain(`${before.reviews + reviews} reviews in ${before.cases + 3} cases`);
  });

  it('refuses months outside 1..24 and other values with a 400 on `months`', async () => {
    for (const months of ['0', '25', 'twelve', '1.5', '-3']) {
      const res = await t.app.inject({ url: `/api/transparency?months=${months}` });
      expect(res.statusCode, months).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'months' });
    }
    expect((await t.app.inject({ url: '/api/transparency?months=24' })).json().months).toHaveLength(24);
  });
});
