import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createMemoryCounter } from '../src/lib/attempt-counter';
import { createPlatformReaders } from '../src/lib/platforms';
import { buildTestApp, type TestApp } from './helpers/app';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { installFakeHelix, profilePage, type FakeHelix } from './helpers/fake-profiles';
import { READER_SITE, readerEnv } from './helpers/reader-env';

const CREDENTIALS = { clientId: 'fanlens-client', clientSecret: 'very-secret-value' };
let fake: FakePlatform;
let helix: FakeHelix;
let t: TestApp;

const twitchEnv = (fake: FakePlatform, extra: Record<string, string> = {}) => ({
  ...readerEnv(fake),
  PLATFORM_READS_PER_MINUTE: '1000',
  TWITCH_CLIENT_ID: CREDENTIALS.clientId,
  TWITCH_CLIENT_SECRET: CREDENTIALS.clientSecret,
  TWITCH_AUTH_URL: fake.origin,
  TWITCH_API_URL: fake.origin,
  ...extra,
});

const ada = {
  id: '141981764',
  login: 'ada_streams',
  display_name: 'Ada_Streams',
  description: 'Chess every night <script>alert(1)</script>',
  profile_image_url: 'https://static-cdn.jtvnw.net/jtv_user_pictures/ada-profile_image-300x300.png',
  broadcaster_type: 'partner',
  followers: 5_980,
};

/** The Helix calls the fake received, as `path?query`, oldest first. */
const helixCalls = () =>
  fake.received.filter((request) => request.path.startsWith('/helix/')).map((r) => `${r.path}?${r.query}`);

/** Readers of their own (a token and a rate limit state of their own), as the app makes them from config. */
function freshReaders(extra: Record<string, string> = {}) {
  return createPlatformReaders({
    config: loadConfig(twitchEnv(fake, extra)),
    budgetCounter: createMemoryCounter(),
    storage: t.app.services.storage,
  });
}

beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp(twitchEnv(fake));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  helix = installFakeHelix(fake, CREDENTIALS);
  helix.users.set(ada.login, ada);
});

describe('Twitch through Helix', () => {
  it('reads the user, its followers and its labels with an app access token', async () => {
    const readers = t.app.services.readers;
    expect(readers.methodOf('twitch')).toBe('api');
    const result = await readers.read('twitch', 'Ada_Streams');
    expect(result).toEqual({
      status: 'found',
      method: 'api',
      profile: {
        platform: 'twitch',
        username: 'ada_streams',
        platformId: '141981764',
        name: 'Ada_Streams',
        avatarUrl: ada.profile_image_url,
        bio: 'Chess every night',
        counters: { subscribers: 5_980, likes: null, posts: null, photos: null, videos: null },
        links: {},
        price: null,
        promoPrice: null,
        nsfw: false,
        url: `${fake.origin}/twitch/ada_streams`,
      },
    });
    expect(helixCalls()).toEqual([
      '/helix/users?login=Ada_Streams',
      '/helix/channels/followers?broadcaster_id=141981764',
      '/helix/channels?broadcaster_id=141981764',
    ]);
    const token = fake.received.find((request) => request.path === '/oauth2/token')!;
    expect(token.method).toBe('POST');
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      client_id: CREDENTIALS.clientId,
      client_secret: CREDENTIALS.clientSecret,
      grant_type: 'client_credentials',
    });
    const call = fake.received.find((request) => request.path === '/helix/users')!;
    expect(call.headers.authorization).toBe('Bearer token-1');
    expect(call.headers['client-id']).toBe(CREDENTIALS.clientId);
    expect(call.headers['user-agent']).toBe(`FanLensBot/1.0 (+${READER_SITE})`);
    // The API is governed by Twitch's terms, not robots.txt.
    expect(fake.requests).not.toContain('/robots.txt');
  });

  it('is NSFW when the channel carries the SexualThemes classification label', async () => {
    helix.users.set('night', { ...ada, id: '7', login: 'night', content_classification_labels: ['SexualThemes'] });
    helix.users.set('gamer', { ...ada, id: '8', login: 'gamer', content_classification_labels: ['MatureGame'] });
    const readers = freshReaders();
    expect(await readers.read('twitch', 'night')).toMatchObject({ profile: { nsfw: true } });
    expect(await readers.read('twitch', 'gamer')).toMatchObject({ profile: { nsfw: false } });
  });

  it('is not_found when Helix answers data: []', async () => {
    const readers = freshReaders();
    expect(await readers.read('twitch', 'nobody_here')).toEqual({
      status: 'not_found',
      url: `${fake.origin}/twitch/nobody_here`,
      message: 'Twitch has no user with this login',
    });
    expect(helixCalls()).toEqual(['/helix/users?login=nobody_here']);
  });
});

describe('the app access token', () => {
  it('is asked for once by reads at the same time, and kept for the next ones', async () => {
    const readers = freshReaders();
    const results = await Promise.all([1, 2, 3].map(() => readers.read('twitch', 'ada_streams')));
    expect(results.map((result) => result.status)).toEqual(['found', 'found', 'found']);
    expect((await readers.read('twitch', 'ada_streams')).status).toBe('found');
    expect(helix.issued).toEqual(['token-1']);
  });

  it('is renewed before it expires', async () => {
    helix.tokenSeconds = 1;
    const readers = freshReaders();
    expect((await readers.read('twitch', 'ada_streams')).status).toBe('found');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await readers.read('twitch', 'ada_streams')).status).toBe('found');
    expect(helix.issued).toEqual(['token-1', 'token-2']);
    expect(fake.received.filter((request) => request.path.startsWith('/helix/')).length).toBe(6);
  });

  it('is renewed once on a 401 (revoked), and the call retried once', async () => {
    const readers = freshReaders();
    expect((await readers.read('twitch', 'ada_streams')).status).toBe('found');
    helix.revokeAll();
    expect((await readers.read('twitch', 'ada_streams')).status).toBe('found');
    expect(helix.issued).toEqual(['token-1', 'token-2']);

    helix.refuseAll = true;
    const refused = await readers.read('twitch', 'ada_streams');
    expect(refused).toMatchObject({ status: 'failed', reason: 'platform_error' });
    // One renewal, one retry: no loop.
    expect(helix.issued).toEqual(['token-1', 'token-2', 'token-3']);
  });

  it("fails clearly when Twitch refuses the app's credentials, without repeating the secret", async () => {
    const readers = freshReaders({ TWITCH_CLIENT_SECRET: 'wrong-secret' });
    const result = await readers.read('twitch', 'ada_streams');
    expect(result).toMatchObject({ status: 'failed', reason: 'platform_error' });
    if (result.status === 'failed') {
      expect(result.message).toBe("Twitch refused the app's credentials (HTTP 403)");
      expect(result.message).not.toContain('wrong-secret');
    }
    expect(helixCalls()).toEqual([]);
  });

  it('times out like a page when the token endpoint does not answer', async () => {
    fake.set('/oauth2/token', { kind: 'slow' });
    const readers = freshReaders();
    expect(await readers.read('twitch', 'ada_streams')).toMatchObject({ status: 'failed', reason: 'timeout' });
  });
});

describe("Helix's rate limit", () => {
  it('is not called once Ratelimit-Remaining is 0, until Ratelimit-Reset', async () => {
    const readers = freshReaders();
    const resetAt = Math.ceil(Date.now() / 1000) + 2;
    helix.bucket = { limit: 800, remaining: 1, reset: resetAt };
    const limited = await readers.read('twitch', 'ada_streams');
    expect(limited).toMatchObject({ status: 'rate_limited' });
    if (limited.status === 'rate_limited') {
      expect(limited.retryAfterMs).toBeGreaterThan(0);
      expect(limited.retryAfterMs).toBeLessThanOrEqual(resetAt * 1000 - Date.now() + 50);
    }
    // The users call spent the last point; nothing more went out, nor for the next read.
    expect(helixCalls()).toEqual(['/helix/users?login=ada_streams']);
    expect((await readers.read('twitch', 'ada_streams')).status).toBe('rate_limited');
    expect(helixCalls()).toHaveLength(1);

    helix.bucket = { limit: 800, remaining: 800, reset: resetAt + 60 };
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, resetAt * 1000 - Date.now() + 20)));
    expect((await readers.read('twitch', 'ada_streams')).status).toBe('found');
  });

  it('answers rate_limited on a 429 with the time to the reset', async () => {
    const readers = freshReaders();
    const reset = Math.ceil(Date.now() / 1000) + 30;
    helix.bucket = { limit: 800, remaining: 0, reset };
    const asked = Date.now();
    const limited = await readers.read('twitch', 'ada_streams');
    expect(limited).toMatchObject({ status: 'rate_limited' });
    if (limited.status === 'rate_limited') {
      expect(limited.retryAfterMs).toBeGreaterThan(28_000);
      expect(limited.retryAfterMs).toBeLessThanOrEqual(reset * 1000 - asked);
    }
  });
});

describe('Twitch without API credentials', () => {
  it('is read from its channel page like the other platforms', async () => {
    fake.set('/twitch/ada_streams', {
      kind: 'page',
      contentType: 'text/html',
      body: profilePage({ og: { 'og:title': 'Ada_Streams - Twitch', 'og:description': 'Chess every night' } }),
    });
    const readers = freshReaders({ TWITCH_CLIENT_ID: '', TWITCH_CLIENT_SECRET: '' });
    expect(readers.methodOf('twitch')).toBe('page');
    expect(await readers.read('twitch', 'ada_streams')).toMatchObject({
      status: 'found',
      method: 'page',
      profile: { name: 'Ada_Streams - Twitch', bio: 'Chess every night', nsfw: false, platformId: null },
    });
    expect(helix.issued).toEqual([]);
  });

  it('needs both the client id and the secret, or neither', () => {
    expect(() => loadConfig({ TWITCH_CLIENT_ID: 'id' })).toThrow(/TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET/);
    expect(() => loadConfig({ TWITCH_API_URL: 'ftp://api.example' })).toThrow(/TWITCH_API_URL/);
  });
});
