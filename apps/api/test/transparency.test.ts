import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { BURST_MIN_REVIEWS } from '../src/modules/review-checks/thresholds';
import { authAs, buildCreatorAccount, buildReview, makeModerator } from './helpers/factories/reviews';
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
    const noAppeals = { filed: 0, upheld: 0, reversed: 0, open: 0 };
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
      reports: {
        reports: 5,
        reviewsReported: 3,
        hidden: 3,
        dismissed: 1,
        open: 1,
        byPageOwners: 0,
        byPageOwnersHidden: 0,
      },
      heldByChecks: noneHeld,
      hiddenByModerators: { total: 2, byReason: { ...zeroReasons, spam: 1, no_report: 1 } },
      pagesRemoved: 1,
      // The two hides (the page removed had no owner to tell).
      decisions: { automated: 0, byModerators: 2 },
      appeals: noAppeals,
      // Decided within the test: well under a tenth of an hour.
      medianHoursToDecision: { reports: 0, heldCases: null, removalRequests: 0, appeals: null },
    });
    expect(report.months[1]).toEqual({
      month: monthOf(monthsAgo(1)),
      reviews: { posted: 1, fromConfirmedReviewers: 1 },
      reports: {
        reports: 0,
        reviewsReported: 0,
        hidden: 0,
        dismissed: 0,
        open: 0,
        byPageOwners: 0,
        byPageOwnersHidden: 0,
      },
      heldByChecks: noneHeld,
      hiddenByModerators: { total: 0, byReason: zeroReasons },
      pagesRemoved: 0,
      decisions: { automated: 0, byModerators: 0 },
      appeals: noAppeals,
      medianHoursToDecision: { reports: null, heldCases: null, removalRequests: null, appeals: null },
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

/**
 * A month three months back, on a small world made through the product's own writes whose times are
 * then set to known instants: a page's creator reporting its reviews, a held case, removal requests,
 * appeals upheld and reversed.
 */
describe('reports by pages’ creators, decisions, appeals and the time to decide', () => {
  const month = monthsAgo(3);
  const at = (hours: number) => new Date(month.getTime() + hours * 3_600_000);
  /** Sets created_at (and the decision column) of a table's rows to known instants. */
  const setTimes = async (
    table: string,
    decidedColumn: string | null,
    id: number,
    created: number,
    decided?: number,
  ) => {
    await t.database.query(
      `update ${table} set created_at = $2${decidedColumn ? `, ${decidedColumn} = $3` : ''} where id = $1`,
      decidedColumn ? [id, at(created), at(decided ?? created)] : [id, at(created)],
    );
  };
  const ofMonth = async () => {
    const res = await t.app.inject({ url: `/api/transparency.json?year=${month.getUTCFullYear()}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().months.find((entry: { month: string }) => entry.month === monthOf(month));
  };
  const details = async (username: string) => (await t.app.inject({ url: `/api/creators/details/${username}` })).json();

  it('counts on the page and in the report what the creator reported and what was removed; times are medians', async () => {
    const [moderator, other] = [await buildUser(t.database), await buildUser(t.database)];
    await makeModerator(t.database, moderator.id);
    await makeModerator(t.database, other.id);
    const [{ max: firstDecision }] = await t.database.query<{ max: number }>(
      'select coalesce(max(id), 0)::int as max from decisions',
    );
    const { user: owner, creator: page } = await buildCreatorAccount(t.database, { username: 'owner_olga' });
    const fans = [await buildUser(t.database), await buildUser(t.database), await buildUser(t.database)];
    const reviews = [];
    for (const fan of fans) reviews.push(await buildReview(t.database, { creatorId: page.id, userId: fan.id }));

    // No report yet: no line (the answer is now cached).
    expect((await details('owner_olga')).creatorReports).toEqual({ reported: 0, removed: 0 });
    const ownerReports = [];
    for (const review of reviews) {
      ownerReports.push(await post(`/api/reviews/${review.id}/reports`, owner.id, { reason: 'fake' }));
    }
    const fanReport = await post(`/api/reviews/${reviews[0].id}/reports`, fans[1].id, { reason: 'spam' });
    // The creator's reports drop the cached page at once.
    expect((await details('owner_olga')).creatorReports).toEqual({ reported: 3, removed: 0 });
    await post(`/api/moderation/reviews/${reviews[0].id}/hide`, moderator.id, { reason: 'Bought review.' });
    await post(`/api/moderation/reports/${ownerReports[1].id}/dismiss`, moderator.id);
    expect((await details('owner_olga')).creatorReports).toEqual({ reported: 3, removed: 1 });
    const page1 = await t.app.inject({ url: '/owner_olga' });
    expect(page1.body).toContain('The creator reported 3 reviews in the last 12 months; 1 was removed.');
    // Reports resolved after 1 h, 2 h and 4 h (the third still open): median 2 h.
    await setTimes('review_reports', 'resolved_at', ownerReports[0].id, 0, 1);
    await setTimes('review_reports', 'resolved_at', fanReport.id, 0, 2);
    await setTimes('review_reports', 'resolved_at', ownerReports[1].id, 0, 4);
    await setTimes('review_reports', null, ownerReports[2].id, 0);

    // A burst held by the checks, released after 5 h.
    const burstPage = await buildCreator(t.database);
    for (let n = 0; n < BURST_MIN_REVIEWS; n += 1) {
      const fan = await buildUser(t.database);
      await post('/api/reviews', fan.id, { creatorId: burstPage.id, rating: 5, comment: `Best page, fan ${fan.id}.` });
    }
    const [held] = await t.database.query<{ id: number }>(
      `select id from review_cases where creator_id = $1 and status = 'open'`,
      [burstPage.id],
    );
    // Appeals: the hidden review's author (reversed by the other moderator after 24 h) and a held
    // review's author, while it is held (upheld after 48 h): median 36 h.
    const appealOf = async (userId: number, kind: string) => {
      const [decision] = await t.database.query<{ id: number }>(
        'select id from decisions where user_id = $1 and kind = $2',
        [userId, kind],
      );
      return post('/api/appeals', userId, { decisionId: decision.id, text: 'Please look at this again.' });
    };
    const [heldAuthor] = await t.database.query<{ user_id: number }>(
      'select user_id from reviews where case_id = $1 limit 1',
      [held.id],
    );
    const upheld = await appealOf(heldAuthor.user_id, 'review_held');
    await post(`/api/moderation/cases/${held.id}/release`, moderator.id);
    await setTimes('review_cases', 'decided_at', held.id, 0, 5);

    // Two removal requests, decided after 4 h and 8 h: median 6 h.
    for (const [index, decide] of (['accept', 'decline'] as const).entries()) {
      const subject = await buildCreator(t.database, { username: `leaving_${index}_${Date.now()}` });
      await t.app.inject({
        method: 'POST',
        url: '/api/removal-requests',
        payload: {
          page: subject.username,
          email: `subject${index}@example.test`,
          reason: 'I closed my account there.',
        },
      });
      const [request] = await t.database.query<{ id: number }>(
        'select id from removal_requests where creator_id = $1',
        [subject.id],
      );
      await post(`/api/moderation/removal-requests/${request.id}/${decide}`, moderator.id, {});
      await setTimes('removal_requests', 'decided_at', request.id, 0, 4 * (index + 1));
    }

    const reversed = await appealOf(fans[0].id, 'review_hidden');
    await post(`/api/moderation/appeals/${reversed.id}/decide`, other.id, {
      outcome: 'reverse',
      reason: 'Looks genuine.',
    });
    await post(`/api/moderation/appeals/${upheld.id}/decide`, other.id, {
      outcome: 'uphold',
      reason: 'Still a burst.',
    });
    await setTimes('appeals', 'decided_at', reversed.id, 24, 48);
    await setTimes('appeals', 'decided_at', upheld.id, 24, 72);
    // Every statement of reasons of this test into the month too.
    await t.database.query('update decisions set created_at = $2 where id > $1', [firstDecision, at(0)]);

    // The reversed review is public again: no longer counted as removed, on the page at once.
    expect((await details('owner_olga')).creatorReports).toEqual({ reported: 3, removed: 0 });
    expect((await t.app.inject({ url: '/owner_olga' })).body).toContain(
      '3 reviews in the last 12 months; 0 were removed.',
    );

    const figures = await ofMonth();
    expect(figures.reports).toEqual({
      reports: 4,
      reviewsReported: 3,
      hidden: 2,
      dismissed: 1,
      open: 1,
      byPageOwners: 3,
      byPageOwnersHidden: 1,
    });
    expect(figures.decisions).toEqual({ automated: BURST_MIN_REVIEWS, byModerators: 1 });
    expect(figures.appeals).toEqual({ filed: 2, upheld: 1, reversed: 1, open: 0 });
    expect(figures.medianHoursToDecision).toEqual({ reports: 2, heldCases: 5, removalRequests: 6, appeals: 36 });
  });

  it('downloads a year as JSON and CSV with the same figures, January first', async () => {
    const year = month.getUTCFullYear();
    const json = (await t.app.inject({ url: `/api/transparency.json?year=${year}` })).json();
    const last = year < new Date().getUTCFullYear() ? 12 : new Date().getUTCMonth() + 1;
    expect(json.year).toBe(year);
    expect(json.months.map((entry: { month: string }) => entry.month)).toEqual(
      Array.from({ length: last }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`),
    );
    const res = await t.app.inject({ url: `/api/transparency.csv?year=${year}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fanlens-transparency-${year}.csv"`);
    const [header, ...lines] = res.body.trimEnd().split('\r\n');
    const columns = header.split(',');
    expect(columns.slice(0, 3)).toEqual(['month', 'reviews_posted', 'reviews_from_confirmed_reviewers']);
    expect(lines).toHaveLength(last);
    const row = lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [columns[index], value])));
    const ours = row.find((entry) => entry.month === monthOf(month))!;
    expect(ours).toMatchObject({
      reports_by_page_owners: '3',
      hidden_by_moderators_by_reason_spam: String(
        json.months.find((m: { month: string }) => m.month === monthOf(month)).hiddenByModerators.byReason.spam,
      ),
      decisions_automated: String(BURST_MIN_REVIEWS),
      appeals_reversed: '1',
      median_hours_to_decision_reports: '2',
      median_hours_to_decision_appeals: '36',
    });
    // A month with nothing decided leaves its medians empty.
    const quiet = row.find((entry) => entry.month !== monthOf(month) && entry.reports_reports === '0');
    expect(quiet?.median_hours_to_decision_reports).toBe('');
  });

  it('refuses a year before 2024, after the current one, or not a year, with a 400 on `year`', async () => {
    const next = new Date().getUTCFullYear() + 1;
    for (const year of ['2023', String(next), 'this', '', '2026.5']) {
      for (const format of ['json', 'csv']) {
        const res = await t.app.inject({ url: `/api/transparency.${format}?year=${year}` });
        expect(res.statusCode, `${format} ${year}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'year' });
      }
    }
    expect((await t.app.inject({ url: '/api/transparency.csv' })).json()).toMatchObject({ field: 'year' });
  });
});
