import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creatorDetailsSchema, creatorFacetsSchema, statsHistorySchema, type CreatorCounters } from '@fanlens/shared';
import { addRefreshRows, promoteActivePages, refreshCounts } from '../src/modules/refresh/refresh-queries';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { readerEnv } from './helpers/reader-env';
import {
  HOUR,
  makeDueAt,
  parkRefreshRows,
  profileReads,
  publishProfile,
  refreshRow,
  runRound,
  unpublishProfile,
} from './helpers/refresh';
import { ensureWebBuild } from './helpers/web-build';

/**
 * The refresher's round (modules/refresh) against the fake platform, on a controlled clock: pages
 * read again, their numbers, history, prices and alerts, gone pages and their return, owner edits,
 * the tiers and the back-off.
 */
let t: TestApp;
let fake: FakePlatform;
const PUBLIC_URL = 'https://fanlens.example';
beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp(
    readerEnv(fake, {
      WEB_DIST: ensureWebBuild(),
      PUBLIC_URL,
      READ_CACHE_MB: '16',
      RATE_LIMIT_MULTIPLIER: '100',
      PLATFORM_READS_PER_MINUTE: '1000',
      PLATFORM_READ_TIMEOUT_MS: '5000',
    }),
  );
}, 300_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  await parkRefreshRows(t);
});

/** The test's clock: a moment past every page's first due date, then hours after it. */
const base = Date.now() + 8 * 24 * HOUR;
const at = (hours: number) => new Date(base + hours * HOUR);

let serial = 0;
const freshName = () => `fresh${Date.now().toString(36)}${String.fromCharCode(97 + (serial++ % 26))}`;

async function details(username: string) {
  const res = await t.app.inject({ url: `/api/creators/details/${username}` });
  expect(res.statusCode, res.body).toBe(200);
  return creatorDetailsSchema.parse(res.json());
}
const listed = async (url: string) =>
  (await t.app.inject({ url })).json() as { count: number; results: { id: number; counters: CreatorCounters }[] };
const rendered = async (username: string) => t.app.inject({ url: `/${username}` });
const history = async (id: number) =>
  statsHistorySchema.parse((await t.app.inject({ url: `/api/creators/${id}/stats-history?range=1y` })).json());

describe('a refresh round', () => {
  it('writes changed counters once: one history point, new numbers in the details, lists and the rendered page at once', async () => {
    const username = freshName();
    const creator = await buildCreator(t.database, { username, subscribers: 1200, likes: 54000, posts: 310 });
    publishProfile(fake, 'onlyfans', username, { subscribers: 4321, likes: 56000, posts: 312, price: '9.99' });
    // Answers kept in the cache before the read.
    expect((await details(username)).counters.subscribers).toBe(1200);
    expect((await listed(`/api/creators?search=${username}`)).results[0].counters.subscribers).toBe(1200);
    expect((await rendered(username)).body).toContain('1,200');

    await makeDueAt(t, [creator.id], at(0));
    const summary = await runRound(t, at(0));
    expect(summary).toMatchObject({ read: 1, changed: 1, unchanged: 0, failed: 0 });
    expect(profileReads(fake, 'onlyfans', username)).toBe(1);

    expect((await details(username)).counters).toMatchObject({ subscribers: 4321, likes: 56000, posts: 312 });
    const list = await listed(`/api/creators?search=${username}`);
    expect(list.results.map((item) => [item.id, item.counters.subscribers])).toEqual([[creator.id, 4321]]);
    const page = await rendered(username);
    expect(page.body).toContain('4,321');
    expect(page.body).not.toContain('1,200');
    const { points } = await history(creator.id);
    expect(points).toEqual([
      {
        date: at(0).toISOString().slice(0, 10),
        subscribers: 4321,
        likes: 56000,
        posts: 312,
        photos: null,
        videos: null,
      },
    ]);

    // The same numbers a week later: read, no point added, nothing changed.
    expect(await runRound(t, at(7 * 24 - 1))).toMatchObject({ read: 0 });
    const again = await runRound(t, at(7 * 24));
    expect(again).toMatchObject({ read: 1, changed: 0, unchanged: 1 });
    expect(profileReads(fake, 'onlyfans', username)).toBe(2);
    expect((await history(creator.id)).points).toHaveLength(1);
    expect((await refreshRow(t, creator.id)).outcome).toBe('unchanged');
  });

  it('writes a round in batches (two at once on a server database): each page once, with its own numbers', async () => {
    const pages = await Promise.all(
      Array.from({ length: 7 }, async (_, index) => {
        const username = freshName();
        const creator = await buildCreator(t.database, { username, subscribers: 100 });
        publishProfile(fake, 'onlyfans', username, { subscribers: 1000 + index });
        return creator;
      }),
    );
    await makeDueAt(
      t,
      pages.map((page) => page.id),
      at(0),
    );
    expect(await runRound(t, at(0), { writeBatch: 2 })).toMatchObject({ read: 7, changed: 7, failed: 0 });
    for (const [index, page] of pages.entries()) {
      expect((await details(page.username)).counters.subscribers).toBe(1000 + index);
      expect((await history(page.id)).points).toHaveLength(1);
      expect((await refreshRow(t, page.id)).outcome).toBe('found');
    }
  });

  it('puts a price drop through the price history and sends one alert to each follower, as an owner edit does', async () => {
    const username = freshName();
    const creator = await buildCreator(t.database, {
      username,
      name: 'Dropping Dora',
      priceCents: 1000,
      subscribers: 50,
    });
    publishProfile(fake, 'onlyfans', username, { name: 'Dropping Dora', subscribers: 50, price: '7.00' });
    const followers = [await buildUser(t.database), await buildUser(t.database)];
    const stranger = await buildUser(t.database);
    for (const user of followers) {
      await t.database.query('insert into favorites (user_id, creator_id) values ($1, $2)', [user.id, creator.id]);
    }

    await makeDueAt(t, [creator.id], at(0));
    expect(await runRound(t, at(0))).toMatchObject({ read: 1, changed: 1 });
    const prices = await t.database.query<{ price_cents: number }>(
      'select price_cents from creator_price_history where creator_id = $1 order by changed_at',
      [creator.id],
    );
    expect(prices.at(-1)).toEqual({ price_cents: 700 });
    const events = await t.database.query(
      'select kind, price_before_cents, price_cents from price_events where creator_id = $1',
      [creator.id],
    );
    expect(events).toEqual([{ kind: 'price_drop', price_before_cents: 1000, price_cents: 700 }]);
    for (let i = 0; i < 2; i += 1) {
      await t.app.jobs.runDue(new Date(Date.now() + HOUR));
      await t.app.jobs.drain();
    }
    const mails = await t.database.query<{ user_id: number; n: number }>(
      'select user_id, count(*)::int as n from alert_mails where creator_id = $1 group by user_id order by user_id',
      [creator.id],
    );
    expect(mails).toEqual(followers.map((user) => ({ user_id: user.id, n: 1 })));
    expect(mails.some((mail) => mail.user_id === stranger.id)).toBe(false);
    expect((await details(username)).price).toBe(700);
  });

  it('makes a page gone at the 3rd miss in a row over 3 days: out of search, lists, facets and the sitemap; back when the profile is', async () => {
    const username = freshName();
    const category = await buildCategory(t.database, { platform: 'onlyfans' });
    const creator = await buildCreator(t.database, {
      username,
      subscribers: 900,
      platform: 'onlyfans',
      categoryIds: [category.id],
    });
    await buildReview(t.database, { creatorId: creator.id, rating: 4 });
    unpublishProfile(fake, 'onlyfans', username);
    const facets = async () => creatorFacetsSchema.parse((await t.app.inject({ url: '/api/creators/facets' })).json());
    const inCategory = async () =>
      (await listed(`/api/creators?category=${category.slug}`)).results.map((item) => item.id);
    expect(await inCategory()).toEqual([creator.id]);
    const sitemap = async () => (await t.app.inject({ url: '/sitemaps/creators-1.xml' })).body;
    const before = (await facets()).platform.onlyfans as number;
    expect(await sitemap()).toContain(`${PUBLIC_URL}/${username}<`);

    await makeDueAt(t, [creator.id], at(0));
    expect(await runRound(t, at(0))).toMatchObject({ read: 1, notFound: 1, gone: 0 });
    expect((await refreshRow(t, creator.id)).due_at).toEqual(at(36));
    expect(await runRound(t, at(35))).toMatchObject({ read: 0 });
    expect(await runRound(t, at(36))).toMatchObject({ read: 1, notFound: 1, gone: 0 });
    // Two misses: still listed.
    expect((await listed(`/api/creators?search=${username}`)).count).toBe(1);
    expect((await details(username)).goneFromPlatform).toBe(false);
    expect(await runRound(t, at(72))).toMatchObject({ read: 1, notFound: 1, gone: 1 });
    expect(profileReads(fake, 'onlyfans', username)).toBe(3);

    const gone = await details(username);
    expect(gone).toMatchObject({ goneFromPlatform: true, reviewsStatistic: { reviewCount: 1 } });
    expect((await rendered(username)).statusCode).toBe(200);
    expect((await listed(`/api/creators?search=${username}`)).count).toBe(0);
    expect(await inCategory()).toEqual([]);
    expect((await facets()).platform.onlyfans).toBe(before - 1);
    expect(await sitemap()).not.toContain(`${PUBLIC_URL}/${username}<`);
    // Still looked for, at the quiet tier.
    expect((await refreshRow(t, creator.id)).due_at).toEqual(at(72 + 7 * 24));

    publishProfile(fake, 'onlyfans', username, { subscribers: 950 });
    expect(await runRound(t, at(72 + 7 * 24))).toMatchObject({ read: 1, back: 1, changed: 1 });
    expect(await details(username)).toMatchObject({ goneFromPlatform: false, counters: { subscribers: 950 } });
    expect((await listed(`/api/creators?search=${username}`)).count).toBe(1);
    expect(await inCategory()).toEqual([creator.id]);
    expect((await facets()).platform.onlyfans).toBe(before);
    expect(await sitemap()).toContain(`${PUBLIC_URL}/${username}<`);
  });

  it('keeps a gone page a moderator removed removed: never read again, 410, even when the profile reappears', async () => {
    const username = freshName();
    const creator = await buildCreator(t.database, { username, subscribers: 10 });
    unpublishProfile(fake, 'onlyfans', username);
    await makeDueAt(t, [creator.id], at(0));
    for (const hours of [0, 36, 72]) await runRound(t, at(hours));
    expect((await details(username)).goneFromPlatform).toBe(true);
    const readsBefore = profileReads(fake, 'onlyfans', username);

    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const removal = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/creators/${creator.id}/remove`,
      headers: await authAs(t.app, moderator.id),
      payload: { reason: 'Impersonation of another creator' },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await t.app.inject({ url: `/api/creators/details/${username}` })).statusCode).toBe(410);

    publishProfile(fake, 'onlyfans', username, { subscribers: 20 });
    await makeDueAt(t, [creator.id], at(100));
    expect(await runRound(t, at(100))).toMatchObject({ read: 0, back: 0 });
    expect(await runRound(t, at(100), { username })).toMatchObject({ read: 0 });
    expect(profileReads(fake, 'onlyfans', username)).toBe(readsBefore);
    expect((await t.app.inject({ url: `/api/creators/details/${username}` })).statusCode).toBe(410);
  });

  it('lets an accepted removal request take a gone page down for good', async () => {
    const username = freshName();
    const creator = await buildCreator(t.database, { username, subscribers: 10 });
    unpublishProfile(fake, 'onlyfans', username);
    await makeDueAt(t, [creator.id], at(0));
    for (const hours of [0, 36, 72]) await runRound(t, at(hours));
    expect((await details(username)).goneFromPlatform).toBe(true);
    // Asked for while gone (a gone page is not "already removed"), accepted by a moderator.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/removal-requests',
      payload: {
        page: username,
        email: `${username}@example.com`,
        reason: 'This is my page and I want it taken down.',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/removal-requests/${asked.json().id}/accept`,
      headers: await authAs(t.app, moderator.id),
      payload: { note: 'Owner confirmed' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await t.app.inject({ url: `/api/creators/details/${username}` })).statusCode).toBe(410);
    publishProfile(fake, 'onlyfans', username, { subscribers: 20 });
    await makeDueAt(t, [creator.id], at(100));
    expect(await runRound(t, at(100))).toMatchObject({ read: 0, back: 0 });
    expect((await t.app.inject({ url: `/api/creators/details/${username}` })).statusCode).toBe(410);
  });

  it('keeps the fields a verified owner edited; the counters still come from the platform', async () => {
    const username = freshName();
    const { user, creator } = await buildCreatorAccount(t.database, { username, priceCents: 1000, subscribers: 100 });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/creators/${creator.id}`,
      headers: await authAs(t.app, user.id),
      payload: { name: 'Owner Chosen Name', price: 1500 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    publishProfile(fake, 'onlyfans', username, { name: 'Platform Name', subscribers: 777, likes: 88, price: '4.99' });

    await makeDueAt(t, [creator.id], at(0));
    expect(await runRound(t, at(0))).toMatchObject({ read: 1, changed: 1 });
    const page = await details(username);
    expect(page).toMatchObject({ name: 'Owner Chosen Name', price: 1500, counters: { subscribers: 777, likes: 88 } });
  });
});

describe('the tiers and the back-off', () => {
  it('reads a page in use after 24 hours, a quiet one after 7 days', async () => {
    const active = await buildCreator(t.database, { username: freshName(), subscribers: 1 });
    const quiet = await buildCreator(t.database, { username: freshName(), subscribers: 1 });
    for (const page of [active, quiet]) publishProfile(fake, 'onlyfans', page.username, { subscribers: 2 });
    const fan = await buildUser(t.database);
    await t.database.query('insert into favorites (user_id, creator_id, created_at) values ($1, $2, $3)', [
      fan.id,
      active.id,
      at(-2 * 24).toISOString(),
    ]);
    await makeDueAt(t, [active.id, quiet.id], at(0));
    expect(await runRound(t, at(0))).toMatchObject({ read: 2 });
    expect((await refreshRow(t, active.id)).due_at).toEqual(at(24));
    expect((await refreshRow(t, quiet.id)).due_at).toEqual(at(7 * 24));

    expect(await runRound(t, at(23.9))).toMatchObject({ read: 0 });
    expect(await runRound(t, at(24))).toMatchObject({ read: 1 });
    expect(profileReads(fake, 'onlyfans', active.username)).toBe(2);
    expect(profileReads(fake, 'onlyfans', quiet.username)).toBe(1);
  });

  it('moves a quiet page people started using up to the daily tier, but never a demo page', async () => {
    const quiet = await buildCreator(t.database, { username: freshName(), subscribers: 1 });
    const demo = await buildCreator(t.database, { username: freshName(), subscribers: 1 });
    await t.database.query(`update creators set added_via = 'demo' where id = $1`, [demo.id]);
    publishProfile(fake, 'onlyfans', quiet.username, { subscribers: 1 });
    await makeDueAt(t, [quiet.id], at(0));
    await runRound(t, at(0));
    await t.database.query(`update creator_refresh set due_at = 'infinity' where creator_id = $1`, [demo.id]);
    expect((await refreshRow(t, quiet.id)).due_at).toEqual(at(7 * 24));

    const fan = await buildUser(t.database);
    for (const page of [quiet, demo]) {
      await t.database.query('insert into favorites (user_id, creator_id, created_at) values ($1, $2, $3)', [
        fan.id,
        page.id,
        at(2).toISOString(),
      ]);
    }
    expect(await promoteActivePages(t.database, at(3))).toBe(1);
    expect((await refreshRow(t, quiet.id)).due_at).toEqual(at(24));
    expect(Number.isFinite((await refreshRow(t, demo.id)).due_at.getTime())).toBe(false);
  });

  it('backs failed reads off 1 h, 6 h, 24 h, then the quiet tier, and starts over after a success', async () => {
    const username = freshName();
    const creator = await buildCreator(t.database, { username, subscribers: 5 });
    fake.set(`/onlyfans/${username}`, { kind: 'page', status: 503, body: 'Service unavailable' });
    await makeDueAt(t, [creator.id], at(0));
    const waits: number[] = [];
    let now = at(0);
    for (let i = 0; i < 4; i += 1) {
      expect(await runRound(t, now)).toMatchObject({ read: 1, failed: 1 });
      const { due_at } = await refreshRow(t, creator.id);
      waits.push((due_at.getTime() - now.getTime()) / HOUR);
      now = due_at;
    }
    expect(waits).toEqual([1, 6, 24, 7 * 24]);
    expect((await refreshRow(t, creator.id)).failures).toBe(4);
    publishProfile(fake, 'onlyfans', username, { subscribers: 6 });
    expect(await runRound(t, now)).toMatchObject({ read: 1, changed: 1 });
    expect(await refreshRow(t, creator.id)).toMatchObject({
      failures: 0,
      due_at: new Date(now.getTime() + 168 * HOUR),
    });
  });
});

describe("the refresher's backlog", () => {
  it('counts due, overdue and failing pages that are read: not those a moderator removed, nor demo pages', async () => {
    const health = async () => (await t.app.inject({ url: '/api/health' })).json().refresh;
    const start = await refreshCounts(t.database);
    expect(await health()).toEqual(start);
    const readable = await buildCreator(t.database, { username: freshName() });
    const removed = await buildCreator(t.database, { username: freshName() });
    const demo = await buildCreator(t.database, { username: freshName() });
    await t.database.query(`update creators set removed_at = now() where id = $1`, [removed.id]);
    await t.database.query(`update creators set added_via = 'demo' where id = $1`, [demo.id]);
    await makeDueAt(t, [readable.id, removed.id, demo.id], new Date(Date.now() - 2 * HOUR));
    await t.database.query('update creator_refresh set failures = 2 where creator_id = any($1::int[])', [
      [readable.id, removed.id, demo.id],
    ]);
    const counts = await refreshCounts(t.database);
    expect(counts).toEqual({ due: start.due + 1, overdue: start.overdue + 1, failing: start.failing + 1 });
    expect(await health()).toEqual(counts);
  });
});

describe('a robots.txt that cannot be read', () => {
  let broken: FakePlatform;
  let b: TestApp;
  beforeAll(async () => {
    broken = await startFakePlatform();
    b = await buildTestApp(readerEnv(broken, { RATE_LIMIT_MULTIPLIER: '100' }));
  });
  afterAll(async () => {
    await b?.close();
    await broken?.close();
  });

  it('is a failed read, backed off, not a success', async () => {
    broken.set('/robots.txt', { kind: 'page', status: 500, body: 'Internal error' });
    const username = freshName();
    publishProfile(broken, 'onlyfans', username, { subscribers: 3 });
    const creator = await buildCreator(b.database, { username, subscribers: 2 });
    await parkRefreshRows(b);
    await makeDueAt(b, [creator.id], at(0));
    expect(await runRound(b, at(0))).toMatchObject({ read: 1, failed: 1, changed: 0 });
    expect(profileReads(broken, 'onlyfans', username)).toBe(0);
    expect(await refreshRow(b, creator.id)).toMatchObject({ failures: 1, outcome: 'failed', due_at: at(1) });
    expect((await refreshCounts(b.database)).failing).toBe(1);
  });
});

describe('new pages', () => {
  it('get their refresh row even when a higher id got its row first (an insert that committed later)', async () => {
    const lower = await buildCreator(t.database, { username: freshName() });
    const higher = await buildCreator(t.database, { username: freshName() });
    await addRefreshRows(t.database);
    // As if `lower`'s insert had committed only after `higher` got its row.
    await t.database.query('delete from creator_refresh where creator_id = $1', [lower.id]);
    expect(await addRefreshRows(t.database)).toBe(1);
    const rows = await t.database.query<{ creator_id: number }>(
      'select creator_id from creator_refresh where creator_id = any($1::int[]) order by creator_id',
      [[lower.id, higher.id]],
    );
    expect(rows.map((row) => row.creator_id)).toEqual([lower.id, higher.id]);
  });
});
