import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_RESENDS_PER_DAY } from '@fanlens/shared';
import { hashToken } from '../src/lib/tokens';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer, readOutbox } from './helpers/factories/auth';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { ensureWebBuild } from './helpers/web-build';

/**
 * Confirmed e-mail addresses: the link mailed at sign-up (hashed, single use, 48 hours), resends
 * (3 a day, counted with the link's write), and the "Confirmed reviewer" mark on every review of
 * the author at once: the API's lists, the read cache and the rendered page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    WEB_DIST: ensureWebBuild(),
    PUBLIC_URL: 'https://fanlens.example',
    READ_CACHE_MB: '8',
    RATE_LIMIT_MULTIPLIER: '100',
  });
}, 300_000);
afterAll(async () => t?.close());

/** The confirmation token of the newest e-mail to `email`. */
function lastConfirmationToken(email: string): string | undefined {
  const mail = readOutbox(t.config.mail.outboxDir)
    .filter((message) => message.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    .at(-1);
  const token = mail ? /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1] : undefined;
  return token === undefined ? undefined : decodeURIComponent(token);
}

/** Stores a link for the user as the service does, and returns its token. */
async function linkFor(userId: number, expiresIn: string): Promise<string> {
  const token = `test-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  await t.database.query(
    `insert into email_confirmations (token_hash, user_id, email, expires_at)
     select $1, id, email, now() + $3::interval from users where id = $2`,
    [hashToken(token), userId, expiresIn],
  );
  return token;
}

const confirm = (token: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', headers, payload: { token } });

const resend = async (userId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email/resend',
    headers: await authAs(t.app, userId),
  });
  await t.app.jobs.drain();
  return res;
};

const profileOf = async (userId: number) =>
  (await t.app.inject({ url: '/api/users/my', headers: await authAs(t.app, userId) })).json();

describe('the confirmation link sent at sign-up', () => {
  it('signs in at once, unconfirmed, and mails a single-use link to the site; only its hash is stored', async () => {
    const email = `signup${Date.now()}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'confirm-me-9' },
    });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.data.emailConfirmedAt).toBeNull();
    await t.app.jobs.drain();

    const mail = readOutbox(t.config.mail.outboxDir).find((message) => message.includes(`To: ${email}`));
    expect(mail).toMatch(/https:\/\/fanlens\.example\/confirm-email\?token=[A-Za-z0-9_-]{20,}/);
    expect(mail).toContain('48 hours');
    const token = lastConfirmationToken(email)!;
    const stored = await t.database.query<{ token_hash: string; valid_hours: number }>(
      `select token_hash, round(extract(epoch from expires_at - created_at) / 3600)::int as valid_hours
       from email_confirmations where user_id = $1`,
      [session.data.id],
    );
    expect(stored).toEqual([{ token_hash: hashToken(token), valid_hours: 48 }]);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email, emailConfirmedAt: expect.any(String) });
    const profile = (await t.app.inject({ url: '/api/users/my', headers: bearer(session.accessToken) })).json();
    expect(profile.emailConfirmedAt).toBe(confirmed.json().emailConfirmedAt);

    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'link_used', field: 'token' });
  });

  it('refuses an expired link (410), an unknown one and a malformed one (400 on `token`)', async () => {
    const user = await buildUser(t.database);
    const expired = await confirm(await linkFor(user.id, '-1 minute'));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'link_expired',
      field: 'token',
      message: expect.stringContaining('48'),
    });
    expect((await profileOf(user.id)).emailConfirmedAt).toBeNull();

    for (const token of ['not-a-link-anyone-was-sent', '', 'x'.repeat(500), 42]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'token' });
    }
  });

  it("confirms the link's own account, never the signed-in one (another account's link)", async () => {
    const owner = await buildUser(t.database);
    const other = await buildUser(t.database);
    const token = await linkFor(owner.id, '1 hour');
    const res = await confirm(token, await authAs(t.app, other.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(owner.email);
    expect((await profileOf(owner.id)).emailConfirmedAt).not.toBeNull();
    expect((await profileOf(other.id)).emailConfirmedAt).toBeNull();
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const user = await buildUser(t.database);
    const token = await linkFor(user.id, '1 hour');
    await t.database.query(`update users set email = 'changed' || email where id = $1`, [user.id]);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'token' });
  });
});

describe('POST /auth/confirm-email/resend', () => {
  it(`mails a new working link, at most ${CONFIRMATION_RESENDS_PER_DAY} a day (429 after), none once confirmed`, async () => {
    const user = await buildUser(t.database);
    const mails = () => readOutbox(t.config.mail.outboxDir).filter((m) => m.includes(`To: ${user.email}`)).length;
    for (let i = 1; i <= CONFIRMATION_RESENDS_PER_DAY; i += 1) {
      const res = await resend(user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ remainingToday: CONFIRMATION_RESENDS_PER_DAY - i });
    }
    expect(mails()).toBe(CONFIRMATION_RESENDS_PER_DAY);
    const refused = await resend(user.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(mails()).toBe(CONFIRMATION_RESENDS_PER_DAY);
    const [links] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from email_confirmations where user_id = $1',
      [user.id],
    );
    expect(links.count).toBe(CONFIRMATION_RESENDS_PER_DAY);

    expect((await confirm(lastConfirmationToken(user.email))).statusCode).toBe(200);
    const done = await resend(user.id);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: 'already_confirmed' });
  });

  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the "Confirmed reviewer" mark', () => {
  it('marks every review of the author at once: both creators’ lists, the recent feed and the rendered page', async () => {
    const author = await buildUser(t.database, { name: 'Marked Mia' });
    const first = await buildCreator(t.database, { username: 'confirm_first', name: 'First Page' });
    const second = await buildCreator(t.database, { username: 'confirm_second', name: 'Second Page' });
    await buildReview(t.database, { creatorId: first.id, userId: author.id, comment: 'First review of Mia.' });
    await buildReview(t.database, { creatorId: second.id, userId: author.id, comment: 'Second review of Mia.' });
    const reader = await authAs(t.app, (await buildUser(t.database)).id);

    const lists = [`/api/reviews/creator/confirm_first`, `/api/reviews/creator/confirm_second`, '/api/reviews/recent'];
    const marks = async (headers: Record<string, string> = {}) => {
      const answers = await Promise.all(lists.map((url) => t.app.inject({ url, headers })));
      return answers.map((res) => {
        const review = (res.json().results as { name: string; authorConfirmed: boolean }[]).find(
          (item) => item.name === 'Marked Mia',
        );
        return review?.authorConfirmed;
      });
    };
    const page = async () => (await t.app.inject({ url: '/confirm_second' })).body;

    // Read (and cached) before: unmarked, with the author's labels.
    expect(await marks()).toEqual([false, false, false]);
    expect(await marks(reader)).toEqual([false, false, false]);
    const before = await page();
    expect(before).toContain('Second review of Mia.');
    expect(before).not.toContain('Confirmed reviewer');
    expect(before).toContain('2 reviews');
    const cached = t.app.services.readCache.stats().entries;
    expect(cached).toBeGreaterThan(0);

    expect((await confirm(await linkFor(author.id, '48 hours'))).statusCode).toBe(200);

    expect(await marks()).toEqual([true, true, true]);
    expect(await marks(reader)).toEqual([true, true, true]);
    expect(await page()).toContain('Confirmed reviewer');
  });

  it('shows the author’s review count and member-since month, not on an anonymous review for others', async () => {
    const author = await buildUser(t.database, { name: 'Counted Cleo' });
    await t.database.query(`update users set created_at = '2023-04-15T12:00:00Z' where id = $1`, [author.id]);
    const creator = await buildCreator(t.database, { username: 'labels_page' });
    const other = await buildCreator(t.database);
    await buildReview(t.database, { creatorId: creator.id, userId: author.id, anonymous: true });
    await buildReview(t.database, { creatorId: other.id, userId: author.id });
    const url = '/api/reviews/creator/labels_page';
    const [forGuest] = (await t.app.inject({ url })).json().results;
    expect(forGuest).toMatchObject({ name: 'Anonymous', authorReviewCount: null, authorSince: null });
    const [forAuthor] = (await t.app.inject({ url, headers: await authAs(t.app, author.id) })).json().results;
    expect(forAuthor).toMatchObject({ name: 'Counted Cleo', authorReviewCount: 2, authorSince: '2023-04' });

    // A new review elsewhere counts at once on the cached page of this one.
    const third = await buildCreator(t.database);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: await authAs(t.app, author.id),
      payload: { creatorId: third.id, rating: 5, comment: 'A third review, counted on every other page.' },
    });
    expect(created.statusCode).toBe(201);
    const [after] = (await t.app.inject({ url, headers: await authAs(t.app, author.id) })).json().results;
    expect(after.authorReviewCount).toBe(3);
  });
});
