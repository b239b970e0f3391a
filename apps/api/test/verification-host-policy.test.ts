import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer, readOutbox } from './helpers/factories/auth';
import { buildCreator } from './helpers/factories/creators';
import { buildUser } from './helpers/factories/users';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { READERS_OFF } from './helpers/reader-env';
import { FetchFailure, redirectTarget } from '../src/lib/platforms/safe-fetch';
import { afterTeamWindow } from './helpers/job-clock';

// VERIFY_ALLOW_PRIVATE_HOSTS is off (the default): loopback platform addresses are refused.
let t: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp({
    ...READERS_OFF,
    RATE_LIMIT_MULTIPLIER: '100',
    PUBLIC_URL: 'https://fanlens.test',
    PLATFORM_URL_ONLYFANS: fake.template('onlyfans'),
    PLATFORM_URL_PATREON: `http://localhost:${fake.port}/patreon/{username}`,
    PLATFORM_URL_TWITCH: `http://[::1]:${fake.port}/twitch/{username}`,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('POST /verification without VERIFY_ALLOW_PRIVATE_HOSTS', () => {
  it.each([
    ['an IPv4 loopback address', 'onlyfans', 'private_v4'],
    ['a host name resolving to loopback', 'patreon', 'private_name'],
    ['an IPv6 loopback address', 'twitch', 'private_v6'],
  ] as const)('refuses %s with host_not_allowed, without fetching it', async (_, platform, username) => {
    fake.setHtmlBio(`/${platform}/${username}`, `https://fanlens.test/${username}`);
    await buildCreator(t.database, { username, platform });
    const user = await buildUser(t.database);
    const headers = bearer(await t.app.services.signer.signAccess({ userId: user.id }));
    const res = await t.app.inject({ method: 'POST', url: '/api/verification', headers, payload: { username } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, creator: null, reason: 'host_not_allowed' });
    expect(fake.requests).toEqual([]);
    await t.app.jobs.runDue(afterTeamWindow());
    expect(readOutbox(t.config.mail.outboxDir).some((mail) => mail.includes(`@${username} `))).toBe(true);
  });
});

describe('redirects while reading a platform page', () => {
  const options = {
    allowedHost: 'platform.example',
    allowPrivate: false,
    timeoutMs: 1000,
    maxBytes: 1000,
    maxRedirects: 3,
  };
  it('follows a redirect on the platform host, never from https down to http nor to another host', () => {
    const from = new URL('https://platform.example/anna');
    expect(redirectTarget(from, '/anna/about', options).href).toBe('https://platform.example/anna/about');
    expect(redirectTarget(new URL('http://platform.example/a'), 'https://platform.example/a', options).protocol).toBe(
      'https:',
    );
    for (const location of [
      'http://platform.example/anna',
      'https://elsewhere.example/anna',
      'ftp://platform.example/',
    ]) {
      expect(() => redirectTarget(from, location, options)).toThrow(FetchFailure);
    }
  });
});
