import { DATA_EXPORTS_PER_DAY } from '@fanlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/factories/auth';
import { buildFullAccount } from './helpers/factories/account-data';
import { buildUser } from './helpers/factories/users';
import { authAs } from './helpers/factories/reviews';
import { EXPORT_SECTIONS } from '../src/modules/your-data/export-sections';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const exportOf = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/my/export', headers });

describe('GET /users/my/export', () => {
  it('holds every kind of record FanLens keeps about the account, with their dates', async () => {
    const s = await buildFullAccount(t.app, t.database);
    const res = await exportOf(bearer(s.phone.accessToken));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fanlens-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();

    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.account).toMatchObject({ id: s.user.id, name: 'Whole Record', email: s.user.email, role: 'user' });
    expect(data.account.avatarUrl).toBe(s.avatarUrl);
    expect(Date.parse(data.account.createdAt)).not.toBeNaN();
    expect(data.notificationSettings).toEqual({ replies: true, newReviews: false, moderation: true });

    expect(data.reviews).toHaveLength(2);
    const [visible, hidden] = data.reviews;
    expect(visible).toMatchObject({
      id: s.visible.id,
      creator: { name: 'Reviewed Creator' },
      rating: 2,
      comment: s.comment,
      hidden: false,
      hiddenReason: null,
      reply: null,
    });
    expect(hidden).toMatchObject({ id: s.hidden.id, hidden: true, hiddenReason: 'Insulting language' });
    expect(Date.parse(hidden.hiddenAt)).not.toBeNaN();

    expect(data.replies).toEqual([
      expect.objectContaining({ reviewId: s.fanReview.id, creatorUsername: s.page.username, comment: s.reply }),
    ]);
    expect(data.helpfulVotes).toEqual([expect.objectContaining({ reviewId: s.liked.id })]);
    expect(data.favorites).toEqual([
      expect.objectContaining({ creatorUsername: s.favorite.username, creatorName: 'Kept Favorite' }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({ reviewId: s.reported.id, reason: 'spam', details: 'Copied text', status: 'open' }),
    ]);
    // Sent while signed in (from the account's address in capitals).
    expect(data.removalRequests).toEqual([
      expect.objectContaining({ creatorUsername: s.removedPage.username, status: 'open' }),
    ]);
    expect(data.claimedPages).toEqual([expect.objectContaining({ username: s.page.username, name: 'Claimed Page' })]);
    expect(data.pageEdits).toEqual([
      expect.objectContaining({
        creatorUsername: s.page.username,
        before: { name: 'Old' },
        after: { name: 'Claimed Page' },
      }),
    ]);
    expect(data.verificationAttempts).toEqual([
      expect.objectContaining({ username: 'not_mine', success: false, reason: 'link_not_found' }),
    ]);
    expect(data.passwordResets).toEqual([expect.objectContaining({ usedAt: null })]);
    expect(data.moderationActions).toEqual([]);
    expect(data.invitations).toEqual([
      expect.objectContaining({
        creatorUsername: s.page.username,
        code: new URL(s.invitation.url).hash.replace('#invitation=', ''),
        revokedAt: null,
        reviews: 0,
      }),
    ]);
    expect(data.alertMails).toEqual([
      expect.objectContaining({ digest: false, creatorUsername: s.favorite.username, attempts: 1, failedAt: null }),
    ]);
    expect(Date.parse(data.alertMails[0].sentAt)).not.toBeNaN();
    expect(data.alertEvents).toEqual([
      expect.objectContaining({
        creatorUsername: s.favorite.username,
        kind: 'price_drop',
        state: 'queued',
        mailId: data.alertMails[0].mailId,
      }),
    ]);

    expect(data.sessions).toEqual([
      expect.objectContaining({ browser: 'Chrome 126', system: 'Android 14', ended: false }),
      expect.objectContaining({ browser: 'Firefox 128', system: 'Windows 10', ended: false }),
    ]);
    for (const session of data.sessions)
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.firstUsedAt));

    // Nothing in the document is another account's address.
    expect(res.body).not.toContain(s.fan.email);
    expect(res.body).not.toContain(s.moderator.email);
  });

  it('has a section for every table that names an account, but for the few that hold no record of the person', async () => {
    // Every column that refers to an account, found in the database's own catalogue.
    const columns = await t.database.query<{ table: string; column: string }>(
      `select cl.relname as table, a.attname as column
       from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
       where k.contype = 'f' and k.confrelid = 'users'::regclass
       order by 1, 2`,
    );
    /** What is not exported, and why. */
    const notRecords: Record<string, string> = {
      'idempotency_keys.user_id': 'the stored answers of its own writes, kept a day for retries',
      'write_allowances.user_id': "today's count of its writes against the daily limits",
      'removal_requests.decided_by': "a moderator's decision, exported as a moderation action",
      'review_cases.decided_by': "a moderator's decision, exported as a moderation action",
      'decisions.moderator_id': "a moderator's decision, exported as a moderation action",
      'appeals.decided_by': "a moderator's decision on an appeal, exported as a moderation action",
    };
    const queries = EXPORT_SECTIONS.map((section) => section.query);
    const missing = columns
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => !(name in notRecords))
      .filter((name) => {
        const [table, column] = name.split('.');
        return !queries.some((query) => new RegExp(`\\b${table}\\b`).test(query) && query.includes(column));
      });
    expect(missing).toEqual([]);
    expect(columns.length).toBeGreaterThan(10);
  });

  it("lists a moderator's actions", async () => {
    const s = await buildFullAccount(t.app, t.database);
    const data = (await exportOf(await authAs(t.app, s.moderator.id))).json();
    expect(data.moderationActions).toEqual([
      expect.objectContaining({ action: 'hide_review', reviewId: s.hidden.id, reason: 'Insulting language' }),
    ]);
    expect(data.reviews).toEqual([]);
  });

  it('answers 401 to a guest, and 429 past a few downloads a day', async () => {
    expect((await exportOf({})).statusCode).toBe(401);
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i += 1) expect((await exportOf(headers)).statusCode).toBe(200);
    const limited = await exportOf(headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3600);
    // Another account has its own allowance.
    expect((await exportOf(await authAs(t.app, (await buildUser(t.database)).id))).statusCode).toBe(200);
  });
});
