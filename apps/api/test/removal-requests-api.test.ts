import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REMOVAL_REQUESTS_PER_DAY,
  listSchema,
  moderationLogEntrySchema,
  removalRequestReceiptSchema,
  removalRequestSchema,
  usernameOfPage,
} from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/factories/auth';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/**
 * Removal requests (docs/decisions/015-removal-requests.md): anyone asks from the about page, a
 * moderator removes the page (410, out of search, lists, facet counts, the recent feed and the
 * sitemap) or declines; the requester hears back by e-mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'DELETE';
async function send(method: Method, url: string, headers: object = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  return { status: res.statusCode, body: res.body && res.body.startsWith('{') ? res.json() : res.body };
}

const ask = (payload: object) => send('POST', '/api/removal-requests', {}, payload);
const REASON = 'I closed this account and want the page gone.';
let mailSequence = 0;
const address = () => `asker-${Date.now().toString(36)}-${++mailSequence}@example.com`;

async function mailsTo(email: string): Promise<string[]> {
  await t.app.jobs.drain();
  return readOutbox(t.config.mail.outboxDir).filter((mail) =>
    mail.toLowerCase().includes(`to: ${email.toLowerCase()}`),
  );
}

async function scene() {
  const category = await buildCategory(t.database, { platform: 'onlyfans' });
  // Random letters: no two scenes' tags are a typo apart (search corrects typos).
  const tag = Array.from(randomBytes(12), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const page = await buildCreatorAccount(t.database, { tags: [tag], categoryIds: [category.id] });
  const neighbour = await buildCreator(t.database, { tags: [tag], categoryIds: [category.id] });
  const review = await buildReview(t.database, { creatorId: page.creator.id, rating: 4 });
  const fan = await buildUser(t.database);
  const moderator = await buildUser(t.database);
  await makeModerator(t.database, moderator.id);
  return { page, neighbour, review, fan, moderator, tag, category };
}

describe('usernameOfPage', () => {
  it('takes the username from a link, a path, an @name or the name itself', () => {
    expect(usernameOfPage('https://fanlens.example/ruby58?ref=x#top')).toBe('ruby58');
    expect(usernameOfPage('fanlens.example/ruby58/')).toBe('ruby58');
    expect(usernameOfPage('/luna%20canvas')).toBe('luna canvas');
    expect(usernameOfPage('  @ruby58 ')).toBe('ruby58');
    expect(usernameOfPage('ruby58')).toBe('ruby58');
    expect(usernameOfPage('https://fanlens.example/')).toBe('');
  });
});

describe('POST /removal-requests', () => {
  it('records the request for a link or a username, and e-mails a receipt', async () => {
    const { page } = await scene();
    const email = address();
    const res = await ask({ page: `https://fanlens.example/${page.creator.username}`, email, reason: REASON });
    expect(res.status).toBe(201);
    const receipt = removalRequestReceiptSchema.parse(res.body);
    expect(receipt.status).toBe('open');
    const [row] = await t.database.query<{ creator_id: number; email: string; reason: string }>(
      'select creator_id, email, reason from removal_requests where id = $1',
      [receipt.id],
    );
    expect(row).toEqual({ creator_id: page.creator.id, email, reason: REASON });
    const [mail] = await mailsTo(email);
    expect(mail).toContain(`#${receipt.id}`);
    expect(mail).toContain(`/${page.creator.username}`);
    // The requester's own text is not mailed back (the form cannot send arbitrary mail to others).
    expect(mail).not.toContain(REASON);
    expect(
      (await ask({ page: `@${page.creator.username.toUpperCase()}`, email: address(), reason: REASON })).status,
    ).toBe(201);
  });

  it('names the field of every bad input', async () => {
    const { page } = await scene();
    const good = { page: page.creator.username, email: address(), reason: REASON };
    for (const [field, payload] of [
      ['page', { ...good, page: undefined }],
      ['page', { ...good, page: '   ' }],
      ['page', { ...good, page: 'x'.repeat(301) }],
      ['page', { ...good, page: 'no_such_page_anywhere' }],
      ['page', { ...good, page: 'https://fanlens.example/' }],
      ['page', { ...good, page: 'ab\u0000cd' }],
      ['email', { ...good, email: 'not-an-address' }],
      ['email', { ...good, email: undefined }],
      ['reason', { ...good, reason: 'short' }],
      ['reason', { ...good, reason: 'r'.repeat(1001) }],
      ['reason', { ...good, reason: 'line\u0000break and more' }],
      ['reason', { ...good, reason: 42 }],
    ] as const) {
      const res = await ask(payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it('takes one open request per page and address (409 already_requested)', async () => {
    const { page } = await scene();
    const email = address();
    expect((await ask({ page: page.creator.username, email, reason: REASON })).status).toBe(201);
    const again = await ask({ page: page.creator.username, email: email.toUpperCase(), reason: REASON });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_requested', field: 'page' } });
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => ask({ page: page.creator.username, email: 'same@example.com', reason: REASON })),
    );
    expect(parallel.filter((res) => res.status === 201)).toHaveLength(1);
    expect(parallel.filter((res) => res.status === 409)).toHaveLength(9);
  });

  it(`is limited to ${REMOVAL_REQUESTS_PER_DAY} per address per day`, async () => {
    const strict = await buildTestApp({}, { database: t.database });
    try {
      const { page } = await scene();
      const statuses: number[] = [];
      for (let i = 0; i <= REMOVAL_REQUESTS_PER_DAY; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/removal-requests',
          payload: { page: page.creator.username, email: address(), reason: REASON },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
      }
      expect(statuses.slice(0, REMOVAL_REQUESTS_PER_DAY).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('whose request it is', () => {
  const exported = async (headers: object) => {
    const res = await send('GET', '/api/users/my/export', headers);
    expect(res.status).toBe(200);
    return res.body.removalRequests as { creatorUsername: string; reason: string }[];
  };
  const openQueue = async (headers: object) =>
    (await send('GET', '/api/moderation/removal-requests?status=open&limit=50', headers)).body.results as {
      id: number;
      email: string;
    }[];

  it("an account that signs up with the address neither reads nor erases a guest's request", async () => {
    const { page, moderator } = await scene();
    const victim = address();
    const reason = 'Please take it down. I live at 12 Quiet Lane and fans keep turning up.';
    const filed = await ask({ page: page.creator.username, email: victim, reason });
    expect(filed.status).toBe(201);

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: victim.toUpperCase(), password: 'not-the-victim-1' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const intruder = { authorization: `Bearer ${signUp.json().accessToken}` };
    expect(await exported(intruder)).toEqual([]);

    const deleted = await send('DELETE', '/api/users/my', intruder, { password: 'not-the-victim-1' });
    expect(deleted.status).toBe(200);
    const queue = await openQueue(await authAs(t.app, moderator.id));
    expect(queue.find((item) => item.id === filed.body.id)).toMatchObject({ email: victim });
  });

  it('belongs to the account that sent it signed in, and to one that confirmed its address', async () => {
    const { page, moderator } = await scene();
    const sender = await buildUser(t.database, { password: 'sender-password-1' });
    const senderHeaders = await authAs(t.app, sender.id);
    const elsewhere = address();
    const mine = await send('POST', '/api/removal-requests', senderHeaders, {
      page: page.creator.username,
      email: elsewhere,
      reason: REASON,
    });
    expect(mine.status).toBe(201);
    expect(await exported(senderHeaders)).toEqual([
      expect.objectContaining({ creatorUsername: page.creator.username, reason: REASON }),
    ]);

    const owner = await buildUser(t.database, { email: address() });
    const fromGuest = await ask({ page: page.creator.username, email: owner.email, reason: REASON });
    expect(fromGuest.status).toBe(201);
    const ownerHeaders = await authAs(t.app, owner.id);
    expect(await exported(ownerHeaders)).toEqual([]);
    await t.database.query('update users set email_confirmed_at = now() where id = $1', [owner.id]);
    expect((await exported(ownerHeaders)).map((item) => item.reason)).toEqual([REASON]);

    // Deleting the sender's account takes its own request with it, and no request of another's.
    const deleted = await send('DELETE', '/api/users/my', senderHeaders, { password: 'sender-password-1' });
    expect(deleted.status).toBe(200);
    const ids = (await openQueue(await authAs(t.app, moderator.id))).map((item) => item.id);
    expect(ids).toContain(fromGuest.body.id);
    expect(ids).not.toContain(mine.body.id);
  });
});

describe('moderation of removal requests', () => {
  it('authorization: guests 401, fans, the page’s creator and other creators 403, moderators may list and decide', async () => {
    const s = await scene();
    const otherCreator = await buildCreatorAccount(t.database);
    const { body } = await ask({ page: s.page.creator.username, email: address(), reason: REASON });
    const id = (body as { id: number }).id;
    const calls: [Method, string][] = [
      ['GET', '/api/moderation/removal-requests'],
      ['POST', `/api/moderation/removal-requests/${id}/decline`],
      ['POST', `/api/moderation/removal-requests/${id}/accept`],
      ['POST', `/api/moderation/creators/${s.page.creator.id}/restore`],
    ];
    for (const [method, url] of calls) {
      expect((await send(method, url, {}, {})).status, url).toBe(401);
      for (const userId of [s.fan.id, s.page.user.id, otherCreator.user.id]) {
        expect((await send(method, url, await authAs(t.app, userId), {})).status, url).toBe(403);
      }
    }
    const list = await send('GET', '/api/moderation/removal-requests?limit=50', await authAs(t.app, s.moderator.id));
    expect(list.status).toBe(200);
    const parsed = listSchema(removalRequestSchema).parse(list.body);
    expect(parsed.results.find((item) => item.id === id)).toMatchObject({
      status: 'open',
      reason: REASON,
      creator: { id: s.page.creator.id, username: s.page.creator.username, removedAt: null },
    });
  });

  it('accepting removes the page everywhere, closes every open request of it and tells the requesters', async () => {
    const s = await scene();
    const mod = await authAs(t.app, s.moderator.id);
    const fan = await authAs(t.app, s.fan.id);
    const username = s.page.creator.username;
    expect((await send('POST', '/api/favorites', fan, { creatorId: s.page.creator.id })).status).toBe(201);
    const [first, second] = [address(), address()];
    const one = (await ask({ page: username, email: first, reason: REASON })).body as { id: number };
    await ask({ page: username, email: second, reason: REASON });
    const before = await send('GET', `/api/creators?search=${s.tag}`);
    expect((before.body as { count: number }).count).toBe(2);
    const byReviews = async () =>
      (
        (await send('GET', '/api/creators?sort=reviews&nsfw=true&limit=50')).body as { results: { id: number }[] }
      ).results.map((creator) => creator.id);
    expect(await byReviews()).toContain(s.page.creator.id);

    const res = await send('POST', `/api/moderation/removal-requests/${one.id}/accept`, mod, {
      note: 'Owner confirmed',
    });
    expect(res).toMatchObject({ status: 200, body: { id: one.id, status: 'accepted', decided: 2 } });

    const details = await send('GET', `/api/creators/details/${username}`);
    expect(details).toMatchObject({ status: 410, body: { code: 'page_removed' } });
    // Most reviews this month (its review is recent): out at once, and out of the next ranking.
    expect(await byReviews()).not.toContain(s.page.creator.id);
    expect((await send('GET', `/api/creators/details/${s.page.creator.id}`)).status).toBe(410);
    expect((await send('GET', `/api/reviews/creator/${username}`)).status).toBe(410);
    const review = await send('POST', '/api/reviews', fan, {
      creatorId: s.page.creator.id,
      rating: 5,
      comment: 'x'.repeat(40),
    });
    expect(review.status).toBe(410);
    const search = (await send('GET', `/api/creators?search=${s.tag}`)).body as {
      count: number;
      results: { id: number }[];
    };
    expect(search.results.map((creator) => creator.id)).toEqual([s.neighbour.id]);
    expect(search.count).toBe(1);
    const byName = (await send('GET', `/api/creators?search=${username}`)).body as { results: { id: number }[] };
    expect(byName.results.map((creator) => creator.id)).not.toContain(s.page.creator.id);
    const inCategory = (await send('GET', `/api/creators?category=${s.category.slug}`)).body as { count: number };
    expect(inCategory.count).toBe(1);
    const facets = (await send('GET', `/api/creators/facets?category=${s.category.slug}`)).body as { count: number };
    expect(facets.count).toBe(1);
    const recent = (await send('GET', '/api/reviews/recent?limit=50&nsfw=true')).body as { results: { id: number }[] };
    expect(recent.results.map((item) => item.id)).not.toContain(s.review.id);
    const favorites = (await send('GET', '/api/favorites/my', fan)).body as { count: number };
    expect(favorites.count).toBe(0);
    const sitemap = await t.app.inject({ url: '/sitemaps/creators-1.xml' });
    expect(sitemap.body).not.toContain(`/${username}<`);
    expect(sitemap.body).toContain(`/${s.neighbour.username}<`);

    const open = await send('GET', '/api/moderation/removal-requests?status=open&limit=50', mod);
    expect((open.body as { results: { creator: { id: number } }[] }).results.map((r) => r.creator.id)).not.toContain(
      s.page.creator.id,
    );
    for (const email of [first, second]) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      const decision = mails.find((mail) =>
        mail.includes('Subject: The FanLens page you asked about has been removed'),
      );
      expect(decision).toContain('Owner confirmed');
    }
    const log = listSchema(moderationLogEntrySchema).parse((await send('GET', '/api/moderation/log', mod)).body);
    expect(log.results[0]).toMatchObject({
      action: 'remove_page',
      creator: { id: s.page.creator.id, username },
      moderator: { id: s.moderator.id },
      reason: 'Owner confirmed',
      reviewId: null,
    });
    // Decided once; unknown ids; no new request for a removed page.
    expect((await send('POST', `/api/moderation/removal-requests/${one.id}/decline`, mod, {})).status).toBe(409);
    expect((await send('POST', '/api/moderation/removal-requests/2000000000/accept', mod, {})).status).toBe(404);
    const late = await ask({ page: username, email: address(), reason: REASON });
    expect(late).toMatchObject({ status: 400, body: { field: 'page' } });
  });

  it('declining closes that request only and leaves the page; a restore brings a removed page back', async () => {
    const s = await scene();
    const mod = await authAs(t.app, s.moderator.id);
    const username = s.page.creator.username;
    const email = address();
    const one = (await ask({ page: username, email, reason: REASON })).body as { id: number };
    const other = (await ask({ page: username, email: address(), reason: REASON })).body as { id: number };
    const res = await send('POST', `/api/moderation/removal-requests/${one.id}/decline`, mod, {});
    expect(res).toMatchObject({ status: 200, body: { status: 'declined', decided: 1 } });
    expect((await send('GET', `/api/creators/details/${username}`)).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes('Subject: Your removal request was declined'))).toBe(true);
    const resolved = listSchema(removalRequestSchema).parse(
      (await send('GET', '/api/moderation/removal-requests?status=resolved&limit=50', mod)).body,
    );
    expect(resolved.results.find((item) => item.id === one.id)).toMatchObject({ status: 'declined' });

    expect((await send('POST', `/api/moderation/creators/${s.page.creator.id}/restore`, mod, {})).status).toBe(409);
    await send('POST', `/api/moderation/removal-requests/${other.id}/accept`, mod, {});
    expect((await send('GET', `/api/creators/details/${username}`)).status).toBe(410);
    const restored = await send('POST', `/api/moderation/creators/${s.page.creator.id}/restore`, mod, {
      note: 'Removed by mistake',
    });
    expect(restored).toMatchObject({ status: 200, body: { id: s.page.creator.id, username, removed: false } });
    expect((await send('GET', `/api/creators/details/${username}`)).status).toBe(200);
    const search = (await send('GET', `/api/creators?search=${s.tag}`)).body as { count: number };
    expect(search.count).toBe(2);
    expect((await send('POST', '/api/moderation/creators/2000000000/restore', mod, {})).status).toBe(404);
  });
});
