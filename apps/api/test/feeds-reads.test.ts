import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_LIMIT } from '../src/lib/rate-limits';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';

/**
 * The Atom feeds (/{username}/reviews.xml, /deals.xml) are public reads like the API's: the read
 * cache, an ETag, the read limit, and a 400 for a path the creator page would refuse.
 */
const MULTIPLIER = 0.01;
const readLimit = Math.max(1, Math.round(READ_LIMIT.max * MULTIPLIER));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ READ_CACHE_MB: '16', RATE_LIMIT_MULTIPLIER: String(MULTIPLIER) });
});
afterAll(async () => t?.close());

let client = 0;
/** A client address of its own (TEST-NET-2) per test, so each starts with a fresh read limit. */
const nextClient = () => `198.51.100.${++client}`;

async function feedPaths() {
  const creator = await buildCreator(t.database, { priceCents: 1000, promoPriceCents: 500 });
  await buildReview(t.database, { creatorId: creator.id, comment: 'The first words of the feed' });
  return { creator, paths: [`/${creator.username}/reviews.xml`, '/deals.xml'] };
}

describe('the Atom feeds as public reads', () => {
  it('answer 304 to their ETag, and serve the cached answer until a write drops it', async () => {
    const { creator, paths } = await feedPaths();
    for (const url of paths) {
      const remoteAddress = nextClient();
      const first = await t.app.inject({ url, remoteAddress });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toContain('application/atom+xml');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({ url, remoteAddress, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const weak = await t.app.inject({ url, remoteAddress, headers: { 'if-none-match': `W/${etag}, "other"` } });
      expect(weak.statusCode).toBe(304);
    }
    // A change written past the services (no invalidation) is not seen: the answer is the cached one.
    await t.database.query(`update reviews set comment = 'Changed behind the cache' where creator_id = $1`, [
      creator.id,
    ]);
    const cached = await t.app.inject({ url: paths[0], remoteAddress: nextClient() });
    expect(cached.body).toContain('The first words of the feed');
    await t.app.services.readCache.invalidate([`reviews:${creator.id}`]);
    const fresh = await t.app.inject({ url: paths[0], remoteAddress: nextClient() });
    expect(fresh.body).toContain('Changed behind the cache');
  });

  it('answer 429 with Retry-After past the read limit', async () => {
    const { paths } = await feedPaths();
    for (const url of paths) {
      const remoteAddress = nextClient();
      for (let i = 0; i < readLimit; i += 1) {
        expect((await t.app.inject({ url, remoteAddress })).statusCode).toBe(200);
      }
      const over = await t.app.inject({ url, remoteAddress });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('answer 400 naming the username for a NUL or an over-long one, as the badge does', async () => {
    for (const url of [
      '/%00/reviews.xml',
      '/creators/%00/reviews.xml',
      `/${'a'.repeat(101)}/reviews.xml`,
      '/%00/badge.svg',
    ]) {
      const res = await t.app.inject({ url, remoteAddress: nextClient() });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'validation_failed', field: 'username' });
    }
  });
});
