import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/factories/auth';
import { authAs, buildCreatorAccount, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' });
});
afterAll(async () => t?.close());

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, headers: object = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  return { status: res.statusCode, body: res.body, json: () => res.json() };
}

/** The e-mails to `email` written to the outbox once the queued jobs have run. */
async function mailsTo(email: string): Promise<string[]> {
  await t.app.jobs.drain();
  return readOutbox(t.config.mail.outboxDir).filter((mail) =>
    mail.toLowerCase().includes(`to: ${email.toLowerCase()}`),
  );
}

/** The one-click link of a mail, as a path on the server. */
function unsubscribePath(mail: string): string {
  const link =
    /https:\/\/fanlens\.example(\/api\/notifications\/unsubscribe\?user=\d+&kind=\w+&token=[0-9a-f]{64})/.exec(mail);
  expect(link).not.toBeNull();
  return link![1];
}

const reviewBody = (creatorId: number, comment = 'Honest words about the page.') => ({
  creatorId,
  comment,
  rating: 4,
  positive: [],
  negative: [],
  isSubscriber: false,
  anonymous: false,
});

describe('notification e-mails', () => {
  it('tells a verified creator about a new review; the unsubscribe link turns those e-mails off', async () => {
    const owner = await buildCreatorAccount(t.database);
    const [{ email }] = await t.database.query<{ email: string }>('select email from users where id = $1', [
      owner.user.id,
    ]);
    const fan = await buildUser(t.database, { name: 'Fiona Fan' });
    const posted = await send('POST', '/api/reviews', await authAs(t.app, fan.id), reviewBody(owner.creator.id));
    expect(posted.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail).toContain('Fiona Fan left a 4-star review');
    // The link opens the review itself on the page, wherever it stands in the page's lists.
    const { id } = posted.json();
    expect(mail).toContain(`https://fanlens.example/${owner.creator.username}#review-${id}`);
    expect(mail).toMatch(/List-Unsubscribe:\s+<https:\/\/fanlens\.example\/api\/notifications\/unsubscribe/);
    expect(mail).toMatch(/List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/);

    // A GET (a person, or a mail scanner following links) only asks, with a button.
    const path = unsubscribePath(mail);
    const page = await send('GET', path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Unsubscribe from these e-mails?');
    expect(page.body).toContain(`<form method="post" action="https://fanlens.example${path.replace(/&/g, '&amp;')}">`);
    const unchanged = await send('GET', '/api/users/my/notifications', await authAs(t.app, owner.user.id));
    expect(unchanged.json()).toEqual({ replies: true, newReviews: true, moderation: true });
    // The one-click POST of RFC 8058 (what the page's button and mail providers send).
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    const settings = await send('GET', '/api/users/my/notifications', await authAs(t.app, owner.user.id));
    expect(settings.json()).toEqual({ replies: true, newReviews: false, moderation: true });

    const other = await buildUser(t.database);
    await send(
      'POST',
      '/api/reviews',
      await authAs(t.app, other.id),
      reviewBody(owner.creator.id, 'Another review here'),
    );
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("never names an anonymous review's author to the creator, while the author's own answer shows the name", async () => {
    const owner = await buildCreatorAccount(t.database);
    const [{ email }] = await t.database.query<{ email: string }>('select email from users where id = $1', [
      owner.user.id,
    ]);
    const fan = await buildUser(t.database, { name: 'Secret Sam' });
    const [{ email: fanEmail }] = await t.database.query<{ email: string }>('select email from users where id = $1', [
      fan.id,
    ]);
    const res = await send('POST', '/api/reviews', await authAs(t.app, fan.id), {
      ...reviewBody(owner.creator.id, 'Said without my name.'),
      anonymous: true,
    });
    expect(res.status).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Secret Sam', anonymous: true });
    const [mail] = await mailsTo(email);
    expect(mail).toContain('An anonymous reviewer left a 4-star review');
    expect(mail).toContain('Said without my name.');
    expect(mail).not.toContain('Secret Sam');
    expect(mail.toLowerCase()).not.toContain(fanEmail.toLowerCase());
  });

  it('refuses a forged or altered unsubscribe link (400) and changes nothing', async () => {
    const user = await buildUser(t.database);
    for (const method of ['GET', 'POST'] as const) {
      const forged = await send(
        method,
        `/api/notifications/unsubscribe?user=${user.id}&kind=replies&token=${'a'.repeat(64)}`,
      );
      expect(forged.status).toBe(400);
      expect(forged.json()).toMatchObject({ code: 'validation_failed', field: 'token' });
    }
    expect(
      (
        await send('GET', `/api/notifications/unsubscribe?user=${user.id}&kind=everything&token=${'a'.repeat(64)}`)
      ).json(),
    ).toMatchObject({
      field: 'kind',
    });
    const settings = await send('GET', '/api/users/my/notifications', await authAs(t.app, user.id));
    expect(settings.json()).toEqual({ replies: true, newReviews: true, moderation: true });
  });

  it('tells the reviewer about a new reply (not about its edits)', async () => {
    const owner = await buildCreatorAccount(t.database, { name: 'Rosa Replies' });
    const author = await buildUser(t.database);
    const review = await buildReview(t.database, { creatorId: owner.creator.id, userId: author.id });
    const headers = await authAs(t.app, owner.user.id);
    await send('PATCH', `/api/reviews/reaction/${review.id}`, headers, { comment: 'Thanks a lot!' });
    await send('PATCH', `/api/reviews/reaction/${review.id}`, headers, { comment: 'Thanks a lot, really!' });
    const mails = await mailsTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Rosa Replies answered your review');
    // Written when it is sent: the reply as it stands then.
    expect(mails[0]).toContain('Thanks a lot, really!');
    expect(mails[0]).toContain(`/${owner.creator.username}#review-${review.id}`);
    // The link of this kind turns off replies only.
    await send('POST', unsubscribePath(mails[0]));
    const settings = await send('GET', '/api/users/my/notifications', await authAs(t.app, author.id));
    expect(settings.json()).toEqual({ replies: false, newReviews: true, moderation: true });
  });

  it('tells the author when their review is hidden (with the reason) and restored', async () => {
    const author = await buildUser(t.database);
    const review = await buildReview(t.database, { userId: author.id });
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const mod = await authAs(t.app, moderator.id);
    await send('POST', `/api/moderation/reviews/${review.id}/hide`, mod, { reason: 'Shares a phone number' });
    await send('POST', `/api/moderation/reviews/${review.id}/restore`, mod);
    const mails = await mailsTo(author.email);
    expect(mails).toHaveLength(2);
    const hidden = mails.find((mail) => mail.includes('was hidden by a FanLens moderator'));
    expect(hidden).toContain('Reason: Shares a phone number');
    expect(mails.some((mail) => mail.includes('A FanLens moderator restored your review'))).toBe(true);
  });

  it('the account switches: GET and PATCH /users/my/notifications (401 for guests, 400 for bad values)', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    expect((await send('GET', '/api/users/my/notifications')).status).toBe(401);
    expect((await send('PATCH', '/api/users/my/notifications', {}, { replies: false })).status).toBe(401);
    const bad = await send('PATCH', '/api/users/my/notifications', headers, { replies: 'no' });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'replies' });
    const off = await send('PATCH', '/api/users/my/notifications', headers, { moderation: false });
    expect(off.json()).toEqual({ replies: true, newReviews: true, moderation: false });
    const author = await buildUser(t.database);
    const review = await buildReview(t.database, { userId: user.id });
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const mod = await authAs(t.app, moderator.id);
    await send('POST', `/api/moderation/reviews/${review.id}/hide`, mod, { reason: 'Spam' });
    await send('POST', `/api/moderation/reviews/${review.id}/restore`, mod);
    // The statement of reasons of the hide is not a notification: it comes whatever the switches
    // say (docs/decisions/039-decisions-and-appeals.md); the notice of the restore does not.
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('was hidden by a FanLens moderator');
    expect(author.id).toBeGreaterThan(0);
  });
});

describe('a failing mailer', () => {
  it('never fails or delays the write that causes an e-mail', async () => {
    // Nothing listens on this port: every send fails (connection refused).
    const broken = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', SMTP_URL: 'smtp://127.0.0.1:4129' });
    try {
      const owner = await buildCreatorAccount(broken.database);
      const fan = await buildUser(broken.database);
      const headers = await authAs(broken.app, fan.id);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers,
        payload: reviewBody(owner.creator.id),
      });
      expect(res.statusCode).toBe(201);
      const reply = await broken.app.inject({
        method: 'PATCH',
        url: `/api/reviews/reaction/${res.json().id}`,
        headers: await authAs(broken.app, owner.user.id),
        payload: { comment: 'Thank you!' },
      });
      expect(reply.statusCode).toBe(200);
      await broken.app.jobs.drain();
      const [{ count }] = await broken.database.query<{ count: number }>('select count(*)::int as count from reviews');
      expect(count).toBe(1);
    } finally {
      await broken.close();
    }
  });
});
