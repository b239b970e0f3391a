import { listSchema, moderationLogEntrySchema } from '@fanlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer, readOutbox, refresh } from './helpers/factories/auth';
import { buildFullAccount, LAPTOP_AGENT, signInWith } from './helpers/factories/account-data';
import { aggregateStatistics, authAs, storedStatistics } from './helpers/factories/reviews';
import { FACTORY_PASSWORD } from './helpers/factories/users';
import { ensureWebBuild } from './helpers/web-build';

/**
 * Deleting an account, with the read cache on and the web app rendering pages: nothing of the
 * person stays in a table, a list, a statistic, a cached answer or a rendered page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), READ_CACHE_MB: '8', RATE_LIMIT_MULTIPLIER: '100' });
}, 300_000);
afterAll(async () => t?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.body, json: () => res.json() };
};
const deleteAccount = (headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/users/my', headers, payload });

/** Rows naming the user id in every table that has one, and rows holding the address. */
async function rowsNaming(userId: number, email: string) {
  const [row] = await t.database.query<Record<string, number>>(
    `select
       (select count(*) from users where id = $1 or lower(email) = lower($2))::int as users,
       (select count(*) from sessions where user_id = $1)::int as sessions,
       (select count(*) from password_resets where user_id = $1)::int as password_resets,
       (select count(*) from verification_attempts where user_id = $1)::int as verification_attempts,
       (select count(*) from favorites where user_id = $1)::int as favorites,
       (select count(*) from review_helpful where user_id = $1)::int as review_helpful,
       (select count(*) from reviews where user_id = $1)::int as reviews,
       (select count(*) from review_reports where user_id = $1)::int as review_reports,
       (select count(*) from review_reactions where user_id = $1)::int as review_reactions,
       (select count(*) from creators where user_id = $1)::int as creators,
       (select count(*) from creator_edits where user_id = $1)::int as creator_edits,
       (select count(*) from moderation_log where moderator_id = $1)::int as moderation_log,
       (select count(*) from removal_requests where decided_by = $1 or lower(email) = lower($2))::int as removal_requests,
       (select count(*) from uploads where key like 'avatars/' || $1 || '-%')::int as uploads`,
    [userId, email],
  );
  return row;
}

describe('DELETE /users/my', () => {
  it('refuses a guest (401), a missing or wrong password (400 on password), and keeps the account', async () => {
    const s = await buildFullAccount(t.app, t.database);
    const headers = bearer(s.phone.accessToken);
    expect((await deleteAccount({}, { password: FACTORY_PASSWORD })).statusCode).toBe(401);
    for (const payload of [{}, { password: 'short' }, { password: 'wrong-password-1' }]) {
      const res = await deleteAccount(headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'password' });
    }
    expect((await deleteAccount(headers, { password: 'wrong-password-1' })).json().message).toBe(
      'The password is not correct',
    );
    expect((await get('/api/users/my', headers)).status).toBe(200);
  });

  it('removes the person everywhere: lists, statistics, cached answers, rendered pages, sessions and sign-in', async () => {
    const s = await buildFullAccount(t.app, t.database);
    const { comment } = s;
    // Warm every cached answer and page that shows the account's review, vote or claimed page.
    const reviewsUrl = `/api/reviews/creator/${s.reviewed.username}`;
    const detailsUrl = `/api/creators/details/${s.reviewed.id}`;
    expect((await get(reviewsUrl)).body).toContain(comment);
    expect((await get('/api/reviews/recent?limit=50')).body).toContain(comment);
    expect((await get(`/${s.reviewed.username}`)).body).toContain(comment);
    expect((await get(detailsUrl)).json().reviewsStatistic.reviewCount).toBe(2);
    expect((await get(`/api/creators/details/${s.page.id}`)).json().verified).toBe(true);
    const liked = (await get(reviewsUrl)).json().results.find((r: { id: number }) => r.id === s.liked.id);
    expect(liked.helpfulCount).toBe(1);

    const res = await deleteAccount(bearer(s.phone.accessToken), { password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    // Gone from every list; the statistics agree with the lists.
    const reviews = (await get(reviewsUrl)).json();
    expect(reviews.results.map((r: { id: number }) => r.id)).toEqual([s.liked.id]);
    expect(reviews.results[0].helpfulCount).toBe(0);
    const details = (await get(detailsUrl)).json();
    expect(details.reviewsStatistic.reviewCount).toBe(reviews.count);
    expect(details.reviewsStatistic.rating).toBe(5);
    for (const creatorId of [s.reviewed.id, s.hiddenOn.id, s.page.id]) {
      expect(await storedStatistics(t.database, creatorId)).toEqual(await aggregateStatistics(t.database, creatorId));
    }
    expect((await get('/api/reviews/recent?limit=50')).body).not.toContain(comment);
    const rated = (await get('/api/creators?sort=rated&limit=50')).json().results;
    const card = rated.find((c: { id: number }) => c.id === s.reviewed.id);
    if (card) expect(card.reviewsStatistic.reviewCount).toBe(1);
    const page = await get(`/${s.reviewed.username}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(comment);
    expect(page.body).not.toContain('Whole Record');

    // The claimed page is unclaimed; its reply stays, as the page's.
    const released = (await get(`/api/creators/details/${s.page.id}`)).json();
    expect(released.verified).toBe(false);
    const pageReviews = (await get(`/api/reviews/creator/${s.page.username}`)).json().results;
    expect(pageReviews[0].reactions).toEqual([expect.objectContaining({ comment: s.reply, name: 'Claimed Page' })]);

    // Every token of every device is refused; signing in fails; the avatar is gone.
    for (const session of [s.phone, s.laptop]) {
      expect((await get('/api/users/my', bearer(session.accessToken))).status).toBe(401);
      expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.user.email, password: FACTORY_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('invalid_credentials');
    expect((await get(s.avatarUrl)).status).toBe(404);

    // No table keeps a row naming the person or the address.
    expect(await rowsNaming(s.user.id, s.user.email)).toEqual({
      users: 0,
      sessions: 0,
      password_resets: 0,
      verification_attempts: 0,
      favorites: 0,
      review_helpful: 0,
      reviews: 0,
      review_reports: 0,
      review_reactions: 0,
      creators: 0,
      creator_edits: 0,
      moderation_log: 0,
      removal_requests: 0,
      uploads: 0,
    });
    // The moderation log keeps the hiding, with the author as a pseudonym.
    const log = listSchema(moderationLogEntrySchema).parse(
      (await get('/api/moderation/log?limit=50', await authAs(t.app, s.moderator.id))).json(),
    );
    const hiding = log.results.find((entry) => entry.action === 'hide_review' && entry.reason === 'Insulting language');
    expect(hiding).toMatchObject({
      reviewId: null,
      authorPseudonym: expect.stringMatching(/^Deleted account [0-9a-f]{6}$/),
    });

    // A last e-mail confirms it; the address can sign up again, as a new account with nothing of the old.
    await t.app.jobs.drain();
    const last = readOutbox(t.config.mail.outboxDir)
      .filter((mail) => mail.toLowerCase().includes(`to: ${s.user.email.toLowerCase()}`))
      .at(-1);
    expect(last).toContain('Subject: Your FanLens account has been deleted');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: s.user.email, password: FACTORY_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const fresh = (await get('/api/users/my/export', bearer(again.json().accessToken))).json();
    expect(fresh.account.id).not.toBe(s.user.id);
    for (const key of [
      'reviews',
      'replies',
      'helpfulVotes',
      'favorites',
      'reports',
      'removalRequests',
      'claimedPages',
    ]) {
      expect(fresh[key]).toEqual([]);
    }
  });

  it('lets a moderator delete their account: their log entries keep a pseudonym', async () => {
    const s = await buildFullAccount(t.app, t.database);
    const moderator = await signInWith(t.app, s.moderator.email, LAPTOP_AGENT);
    const res = await deleteAccount(bearer(moderator.accessToken), { password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(200);
    const [entry] = await t.database.query<{ moderator_id: number | null; moderator_pseudonym: string | null }>(
      `select moderator_id, moderator_pseudonym from moderation_log where review_id = $1`,
      [s.hidden.id],
    );
    expect(entry.moderator_id).toBeNull();
    expect(entry.moderator_pseudonym).toMatch(/^Deleted account [0-9a-f]{6}$/);
    // The review they hid stays hidden.
    const [review] = await t.database.query<{ hidden: boolean }>(
      'select hidden_at is not null as hidden from reviews where id = $1',
      [s.hidden.id],
    );
    expect(review.hidden).toBe(true);
  });
});
