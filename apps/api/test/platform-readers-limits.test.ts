import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { profilePage } from './helpers/fake-profiles';
import { readerEnv } from './helpers/reader-env';

const html = (body: string) => ({ kind: 'page' as const, contentType: 'text/html', body });

describe('robots.txt', () => {
  let other: FakePlatform;
  let app: TestApp;
  beforeAll(async () => {
    other = await startFakePlatform();
    app = await buildTestApp(readerEnv(other, { PLATFORM_READS_PER_MINUTE: '1000' }));
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
  });

  it("follows FanLensBot's group, longest match first, and reads the host's file once", async () => {
    other.set('/robots.txt', {
      kind: 'page',
      contentType: 'text/plain',
      body: [
        'User-agent: *',
        'Disallow: /',
        '',
        'User-agent: fanlensbot',
        'Disallow: /onlyfans/',
        'Allow: /onlyfans/open$',
        'Disallow: /patreon/*secret',
      ].join('\n'),
    });
    for (const path of ['/onlyfans/open', '/onlyfans/closed', '/patreon/public', '/patreon/my-secret']) {
      other.set(path, html(profilePage({ og: { 'og:title': path } })));
    }
    const readers = app.app.services.readers;
    expect((await readers.read('onlyfans', 'open')).status).toBe('found');
    expect(await readers.read('onlyfans', 'closed')).toMatchObject({ status: 'not_allowed', because: 'disallowed' });
    expect((await readers.read('patreon', 'public')).status).toBe('found');
    expect((await readers.read('patreon', 'my-secret')).status).toBe('not_allowed');
    // Disallowed profiles are never fetched; robots.txt once for all four reads.
    expect(other.requests).toEqual(['/robots.txt', '/onlyfans/open', '/patreon/public']);
  });
});

describe('budgets and switches', () => {
  let other: FakePlatform;
  let app: TestApp;
  beforeAll(async () => {
    other = await startFakePlatform();
    app = await buildTestApp(readerEnv(other, { PLATFORM_READS_PER_MINUTE: '2', PLATFORM_READ_TWITCH: 'false' }));
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
  });

  it('answers rate_limited past the per-platform budget, with how long to wait, fetching nothing', async () => {
    other.set('/patreon/a', html(profilePage({ og: { 'og:title': 'A' } })));
    const readers = app.app.services.readers;
    expect((await readers.read('patreon', 'a')).status).toBe('found');
    expect((await readers.read('patreon', 'a')).status).toBe('found');
    const before = other.requests.length;
    const over = await readers.read('patreon', 'a');
    expect(over).toMatchObject({ status: 'rate_limited', url: `${other.origin}/patreon/a` });
    if (over.status === 'rate_limited') {
      expect(over.retryAfterMs).toBeGreaterThan(0);
      expect(over.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    expect(other.requests.length).toBe(before);
    // Another platform has a budget of its own; a call site may raise its budget.
    other.set('/onlyfans/a', html(profilePage({ og: { 'og:title': 'A' } })));
    expect((await readers.read('onlyfans', 'a')).status).toBe('found');
    expect((await readers.read('patreon', 'a', { readsPerMinute: Infinity })).status).toBe('found');
  });

  it('answers disabled for a platform whose reading is turned off, fetching nothing', async () => {
    const readers = app.app.services.readers;
    expect(await readers.read('twitch', 'someone')).toEqual({
      status: 'disabled',
      url: `${other.origin}/twitch/someone`,
      message: 'Reading Twitch profiles is turned off',
    });
    expect(readers.methodOf('twitch')).toBe('off');
    expect(readers.methodOf('patreon')).toBe('page');
    expect(other.requests.filter((path) => path.startsWith('/twitch'))).toEqual([]);
  });
});

describe.runIf(process.env.REDIS_URL)('the budget across instances sharing Redis', () => {
  it('is one budget for every instance', async () => {
    const other = await startFakePlatform();
    const env = readerEnv(other, {
      PLATFORM_READS_PER_MINUTE: '2',
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `readers-${process.pid}-${Date.now()}:`,
    });
    const first = await buildTestApp(env);
    const second = await buildTestApp(env, { database: first.database });
    try {
      other.set('/onlyfans/a', html(profilePage({ og: { 'og:title': 'A' } })));
      expect((await first.app.services.readers.read('onlyfans', 'a')).status).toBe('found');
      expect((await second.app.services.readers.read('onlyfans', 'a')).status).toBe('found');
      expect((await first.app.services.readers.read('onlyfans', 'a')).status).toBe('rate_limited');
      expect((await second.app.services.readers.read('onlyfans', 'a')).status).toBe('rate_limited');
    } finally {
      await second.close();
      await first.close();
      await other.close();
    }
  });
});
