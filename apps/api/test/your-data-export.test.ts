import { DATA_EXPORTS_PER_DAY } from '@fanlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/factories/auth';
import { buildFullAccount } from './helpers/factories/account-data';
import { buildUser } from './helpers/factories/users';
import { authAs } from './helpers/factories/reviews';

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
    // Sent from the same address in capitals: still the account's.
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
