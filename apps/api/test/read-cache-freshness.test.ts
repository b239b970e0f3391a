import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorListQuery } from '@fanlens/shared';
import { creatorListRead } from '../src/modules/creators/public-reads';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';

/**
 * Freshness of the read cache: after each kind of write, the next read by a guest, by the writer
 * and by another signed-in user is fresh, on the instance that wrote and, with REDIS_URL, on a
 * second instance of the same site (same database, its own cache, invalidations through Redis).
 */
const redisUrl = process.env.REDIS_URL;
const cacheEnv = { READ_CACHE_MB: '8', RATE_LIMIT_MULTIPLIER: '100' };

let a: TestApp;
let b: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  const prefix = `fanlens:test:${randomBytes(6).toString('hex')}:`;
  const platformEnv = {
    VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
    PUBLIC_URL: 'https://fanlens.test',
    PLATFORM_URL_ONLYFANS: fake.template('onlyfans'),
  };
  const common = { ...cacheEnv, ...platformEnv };
  const env = redisUrl ? { ...common, REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : common;
  a = await buildTestApp(env);
  b = redisUrl ? await buildTestApp(env, { database: a.database }) : a;
  // Reads go over HTTP, so a guest's repeated read is answered by the fast path (fast-path.ts).
  for (const instance of new Set([a, b])) await instance.app.listen({ port: 0, host: '127.0.0.1' });
  if (redisUrl) await waitForBus();
});
afterAll(async () => {
  if (b && b !== a) await b.close();
  await a?.close();
  await fake?.close();
});

/** The Redis subscriptions are ready once a read may be kept: a second read is then a hit. */
async function waitForBus() {
  const creator = await buildCreator(a.database);
  for (const instance of [a, b]) {
    for (let i = 0; i < 100; i += 1) {
      await instance.app.inject({ url: `/api/creators/details/${creator.id}` });
      if (instance.app.services.readCache.stats().entries > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

type Headers = Record<string, string>;
const instances = () => (b === a ? [a] : [a, b]);

/** A read over HTTP: a guest's second read of an address is served by the fast path. */
async function get(instance: TestApp, url: string, headers: Headers = {}) {
  const { port } = instance.app.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
  const body = await res.text();
  expect(res.status, `${url}: ${body}`).toBe(200);
  return JSON.parse(body);
}

/** Reads a URL on every instance as every viewer, so each cache holds the guest answer. */
async function warm(url: string, viewers: Headers[]) {
  for (const instance of instances()) for (const headers of viewers) await get(instance, url, headers);
}

/** The answers of a URL on every instance, for every viewer. */
async function readEverywhere(url: string, viewers: Headers[]) {
  const answers = [];
  for (const instance of instances()) for (const headers of viewers) answers.push(await get(instance, url, headers));
  return answers;
}

const hits = (instance: TestApp) => instance.app.services.readCache.stats().entries;

describe(`read cache freshness (${redisUrl ? 'two instances through Redis' : 'one instance'})`, () => {
  it('shows a new review at once: creator page, its reviews, the recent feed and the lists', async () => {
    const creator = await buildCreator(a.database, { name: 'Fresh Fiona' });
    const writer = await buildUser(a.database);
    const other = await buildUser(a.database);
    const w = await authAs(a.app, writer.id);
    const o = await authAs(a.app, other.id);
    const viewers = [{}, w, o];
    const urls = [
      `/api/creators/details/${creator.username}`,
      `/api/reviews/creator/${creator.username}`,
      '/api/reviews/recent',
      '/api/creators?sort=rated',
    ];
    for (const url of urls) await warm(url, viewers);
    expect(hits(a)).toBeGreaterThan(0);

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: w,
      payload: { creatorId: creator.id, rating: 5, comment: 'A fresh review that everyone should see at once.' },
    });
    expect(created.statusCode).toBe(201);
    const reviewId = created.json().id;

    const details = await readEverywhere(urls[0], viewers);
    for (const [index, answer] of details.entries()) {
      expect(answer.reviewsStatistic.reviewCount).toBe(1);
      expect(answer.reviewed).toBe(index % 3 === 1);
    }
    for (const page of await readEverywhere(urls[1], viewers))
      expect(page.results.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    for (const feed of await readEverywhere(urls[2], viewers)) expect(feed.results[0].id).toBe(reviewId);
    for (const [index, list] of (await readEverywhere(urls[3], viewers)).entries()) {
      const card = list.results.find((item: { id: number }) => item.id === creator.id);
      expect(card?.reviewsStatistic.reviewCount).toBe(1);
      expect(card?.reviewed).toBe(index % 3 === 1);
    }
  });

  it('keeps the lists a review cannot move: an order that does not read reviews, without the creator', async () => {
    await buildCreator(a.database, { name: 'Biggest Bea', subscribers: 900_000_000 });
    const creator = await buildCreator(a.database, { name: 'Unmoved Ulla', likes: 1 });
    const writer = await buildUser(a.database);
    const untouched = { sort: 'subscribers', limit: '1' };
    const showing = `/api/creators?sort=liked&search=${encodeURIComponent('Unmoved Ulla')}`;
    const [top] = (await get(a, `/api/creators?${new URLSearchParams(untouched)}`)).results;
    expect(top.id).not.toBe(creator.id);
    await warm(showing, [{}]);

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: await authAs(a.app, writer.id),
      payload: { creatorId: creator.id, rating: 4, comment: 'A review that moves only what shows this page.' },
    });
    expect(created.statusCode).toBe(201);

    // Still the cached answer: reading it computes nothing.
    let computed = false;
    await a.app.services.readCache.get(creatorListRead(creatorListQuery.parse(untouched)).key, async () => {
      computed = true;
      return { body: '', tags: [], keep: false };
    });
    expect(computed).toBe(false);
    for (const list of await readEverywhere(showing, [{}])) {
      const card = list.results.find((item: { id: number }) => item.id === creator.id);
      expect(card?.reviewsStatistic.reviewCount).toBe(1);
    }
  });

  it("shows a creator's reply and a helpful vote at once, the vote's flag only to the voter", async () => {
    const { user: owner, creator } = await buildCreatorAccount(a.database, { name: 'Replying Rita' });
    const review = await buildReview(a.database, { creatorId: creator.id });
    const voter = await buildUser(a.database);
    const v = await authAs(a.app, voter.id);
    const o = await authAs(a.app, owner.id);
    const url = `/api/reviews/creator/${creator.username}`;
    await warm(url, [{}, v, o]);
    await warm('/api/reviews/recent', [{}, v]);

    const replied = await b.app.inject({
      method: 'PATCH',
      url: `/api/reviews/reaction/${review.id}`,
      headers: o,
      payload: { comment: 'Thank you for this!' },
    });
    expect(replied.statusCode).toBe(200);
    for (const page of await readEverywhere(url, [{}, v, o])) {
      expect(page.results[0].reactions[0]?.comment).toBe('Thank you for this!');
    }

    const voted = await b.app.inject({ method: 'PATCH', url: `/api/reviews/helpful/${review.id}`, headers: v });
    expect(voted.json()).toEqual({ helpful: true, helpfulCount: 1 });
    const pages = await readEverywhere(url, [{}, v, o]);
    for (const [index, page] of pages.entries()) {
      expect(page.results[0].helpfulCount).toBe(1);
      expect(page.results[0].helpful).toBe(index % 3 === 1);
    }
    for (const feed of await readEverywhere('/api/reviews/recent', [{}, v])) {
      const shown = feed.results.find((item: { id: number }) => item.id === review.id);
      expect(shown?.helpfulCount).toBe(1);
    }
  });

  it('shows an edit, a hide, a restore and a delete at once: the page, its reviews and the feed', async () => {
    const creator = await buildCreator(a.database);
    const author = await buildUser(a.database);
    const moderator = await buildUser(a.database);
    await makeModerator(a.database, moderator.id);
    const h = await authAs(a.app, author.id);
    const m = await authAs(a.app, moderator.id);
    const review = await buildReview(a.database, { creatorId: creator.id, userId: author.id, rating: 2 });
    const urls = {
      details: `/api/creators/details/${creator.id}`,
      reviews: `/api/reviews/creator/${creator.username}`,
      feed: '/api/reviews/recent',
    };
    const viewers = [{}, h];
    const warmAll = async () => {
      for (const url of Object.values(urls)) await warm(url, viewers);
    };
    const expectShown = async (rating: number | null, comment?: string) => {
      for (const details of await readEverywhere(urls.details, viewers)) {
        expect(details.reviewsStatistic.reviewCount).toBe(rating === null ? 0 : 1);
      }
      for (const page of await readEverywhere(urls.reviews, viewers)) {
        expect(page.results.map((r: { rating: number }) => r.rating)).toEqual(rating === null ? [] : [rating]);
        if (comment) expect(page.results[0].comment).toBe(comment);
      }
      for (const feed of await readEverywhere(urls.feed, viewers)) {
        const shown = feed.results.some((item: { id: number }) => item.id === review.id);
        expect(shown).toBe(rating !== null);
      }
    };
    const send = async (method: 'PATCH' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) => {
      const res = await b.app.inject({ method, url, headers, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };

    await warmAll();
    const comment = 'Edited: better than I first thought, and worth the price.';
    await send('PATCH', `/api/reviews/${review.id}`, h, { rating: 4, comment });
    await expectShown(4, comment);

    await send('POST', `/api/moderation/reviews/${review.id}/hide`, m, { reason: 'Spam links' });
    await expectShown(null);

    await send('POST', `/api/moderation/reviews/${review.id}/restore`, m);
    await expectShown(4);

    await send('DELETE', `/api/reviews/${review.id}`, h);
    await expectShown(null);
  });

  it("shows a reviewer's new name on their reviews at once", async () => {
    const creator = await buildCreator(a.database);
    const author = await buildUser(a.database, { name: 'Old Name' });
    await buildReview(a.database, { creatorId: creator.id, userId: author.id });
    const h = await authAs(a.app, author.id);
    const url = `/api/reviews/creator/${creator.username}`;
    await warm(url, [{}, h]);

    const body = new FormData();
    body.append('name', 'New Name');
    const res = await a.app.inject({ method: 'PATCH', url: '/api/users/my', headers: h, payload: body });
    expect(res.statusCode).toBe(200);
    for (const page of await readEverywhere(url, [{}, h])) expect(page.results[0].name).toBe('New Name');
  });

  it('shows a verified creator page at once: the page and the verified list', async () => {
    const creator = await buildCreator(a.database, { username: 'Vera_Fresh', platform: 'onlyfans' });
    const claimant = await buildUser(a.database);
    const h = await authAs(a.app, claimant.id);
    const urls = [`/api/creators/details/${creator.id}`, '/api/creators/recent-verified'];
    for (const url of urls) await warm(url, [{}, h]);

    const text = await a.app.inject({ url: '/api/verification/text?username=vera_fresh', headers: h });
    fake.setHtmlBio('/onlyfans/Vera_Fresh', `My page: ${text.json().text}`);
    const verified = await b.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: h,
      payload: { username: 'vera_fresh' },
    });
    expect(verified.json()).toMatchObject({ success: true });
    for (const details of await readEverywhere(urls[0], [{}, h])) expect(details.verified).toBe(true);
    for (const list of await readEverywhere(urls[1], [{}, h])) {
      expect(list.results.map((item: { id: number }) => item.id)).toContain(creator.id);
    }
  });

  it('counts a search in the trends once the counts are written, on every instance', async () => {
    await buildCreator(a.database, { name: 'Trendy Tessa', tags: ['zephyrwave'] });
    await warm('/api/creators/trends', [{}]);
    expect((await get(b, '/api/creators?search=zephyrwave')).count).toBe(1);
    // Searches are counted in memory and written in batches (like the page analytics).
    await b.app.services.searches.flush();
    for (const trends of await readEverywhere('/api/creators/trends', [{}])) {
      expect(trends.map((trend: { term: string }) => trend.term)).toContain('zephyrwave');
    }
  });

  it("never shows one viewer's flags to another; an anonymous review's author sees it as theirs", async () => {
    const creator = await buildCreator(a.database);
    const fan = await buildUser(a.database, { name: 'Secret Sam' });
    const stranger = await buildUser(a.database);
    const f = await authAs(a.app, fan.id);
    const s = await authAs(a.app, stranger.id);
    await buildReview(a.database, { creatorId: creator.id, userId: fan.id, anonymous: true });
    const favorite = await a.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: f,
      payload: { creatorId: creator.id },
    });
    expect(favorite.statusCode).toBeLessThan(300);

    const details = `/api/creators/details/${creator.id}`;
    for (const order of [
      [f, {}, s],
      [{}, s, f],
    ]) {
      for (const headers of order) {
        const answer = await get(a, details, headers);
        const isFan = headers === f;
        expect(answer.favorite).toBe(isFan);
        expect(answer.reviewed).toBe(isFan);
      }
    }
    const reviews = `/api/reviews/creator/${creator.username}`;
    for (const headers of [f, {}, s, f]) {
      const [review] = (await get(b, reviews, headers)).results;
      expect(review.name).toBe(headers === f ? 'Secret Sam' : 'Anonymous');
      expect(review.userId).toBe(headers === f ? fan.id : null);
    }
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after a write', async () => {
    const creator = await buildCreator(a.database);
    const url = `/api/creators/details/${creator.id}`;
    const first = await a.app.inject({ url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('s-maxage=');
    expect(first.headers.vary).toContain('Authorization');
    const again = await a.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const writer = await buildUser(a.database);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: await authAs(a.app, writer.id),
      payload: { creatorId: creator.id, rating: 3, comment: 'Changes the statistics, so the ETag.' },
    });
    expect(created.statusCode).toBe(201);
    for (const instance of instances()) {
      const after = await instance.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
    }
    const signedIn = await a.app.inject({ url, headers: await authAs(a.app, writer.id) });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const revalidated = await a.app.inject({
      url,
      headers: { ...(await authAs(a.app, writer.id)), 'if-none-match': String(signedIn.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("went through the fast path: guests' repeated reads above were answered before routing", () => {
    for (const instance of instances()) expect(instance.app.fastPath.stats().hits).toBeGreaterThan(0);
  });
});
