import { accountSessionListSchema } from '@fanlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer, refresh } from './helpers/factories/auth';
import { LAPTOP_AGENT, PHONE_AGENT, signInWith } from './helpers/factories/account-data';
import { buildUser, FACTORY_PASSWORD } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const listSessions = async (accessToken: string) => {
  const res = await t.app.inject({ url: '/api/users/my/sessions', headers: bearer(accessToken) });
  expect(res.statusCode).toBe(200);
  return accountSessionListSchema.parse(res.json()).results;
};
const end = (accessToken: string, id?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/my/sessions${id ? `/${id}` : ''}`, headers: bearer(accessToken) });
const me = (accessToken: string, app = t.app) =>
  app.inject({ url: '/api/users/my', headers: bearer(accessToken) }).then((res) => res.statusCode);

async function twoDevices() {
  const user = await buildUser(t.database);
  const phone = await signInWith(t.app, user.email, PHONE_AGENT);
  const laptop = await signInWith(t.app, user.email, LAPTOP_AGENT);
  return { user, phone, laptop };
}

describe('GET /users/my/sessions', () => {
  it('lists each signed-in device with its browser, system, first and last use, and marks this one', async () => {
    const { laptop } = await twoDevices();
    // The laptop refreshes: still one session, used later than it began.
    const renewed = (await refresh(t.app, laptop.refreshToken, { 'user-agent': LAPTOP_AGENT })).json();
    const sessions = await listSessions(renewed.accessToken);
    expect(sessions).toHaveLength(2);
    const [latest, earlier] = sessions;
    expect(latest).toMatchObject({ browser: 'Firefox 128', system: 'Windows 10', place: null, current: true });
    expect(earlier).toMatchObject({ browser: 'Chrome 126', system: 'Android 14', place: null, current: false });
    expect(Date.parse(latest.lastUsedAt)).toBeGreaterThan(Date.parse(latest.firstUsedAt));
    expect(Date.parse(earlier.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('names nothing it cannot read from the User-Agent, and answers 401 to a guest', async () => {
    const user = await buildUser(t.database);
    const bare = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: FACTORY_PASSWORD },
      })
    ).json();
    expect(await listSessions(bare.accessToken)).toEqual([
      expect.objectContaining({ browser: null, system: null, place: null, current: true }),
    ]);
    expect((await t.app.inject({ url: '/api/users/my/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /users/my/sessions/{id}', () => {
  it('ends another device at once: its access and refresh tokens are refused', async () => {
    const { phone, laptop } = await twoDevices();
    const laptopSession = (await listSessions(laptop.accessToken)).find((session) => session.current)!;
    expect(await me(laptop.accessToken)).toBe(200);
    const res = await end(phone.accessToken, laptopSession.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect(await me(laptop.accessToken)).toBe(401);
    expect((await refresh(t.app, laptop.refreshToken)).statusCode).toBe(401);
    expect(await me(phone.accessToken)).toBe(200);
    expect((await listSessions(phone.accessToken)).map((session) => session.current)).toEqual([true]);
    // Already ended: 404.
    expect((await end(phone.accessToken, laptopSession.id)).statusCode).toBe(404);
  });

  it("answers 404 for another account's session and 400 for an id that is not one", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const [their] = await listSessions(theirs.phone.accessToken);
    expect((await end(mine.phone.accessToken, their.id)).statusCode).toBe(404);
    expect(await me(theirs.phone.accessToken)).toBe(200);
    const bad = await end(mine.phone.accessToken, 'not-a-session');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', field: 'id' });
  });

  it('is refused by another instance once it reloads the revocation list, for a deleted account too', async () => {
    const { user, phone, laptop } = await twoDevices();
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      expect(await me(laptop.accessToken, other)).toBe(200);
      const laptopSession = (await listSessions(laptop.accessToken)).find((session) => session.current)!;
      await end(phone.accessToken, laptopSession.id);
      await expect.poll(() => me(laptop.accessToken, other), { timeout: 8000, interval: 500 }).toBe(401);

      expect(await me(phone.accessToken, other)).toBe(200);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/my',
        headers: bearer(phone.accessToken),
        payload: { password: user.password },
      });
      expect(deleted.statusCode).toBe(200);
      // A route that does not look the user up: only the revocation list can refuse the token.
      const sessionsThere = () =>
        other
          .inject({ url: '/api/users/my/sessions', headers: bearer(phone.accessToken) })
          .then((res) => res.statusCode);
      await expect.poll(sessionsThere, { timeout: 8000, interval: 500 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('DELETE /users/my/sessions', () => {
  it('ends every other session and keeps this one', async () => {
    const { user, phone, laptop } = await twoDevices();
    const third = await signInWith(t.app, user.email, PHONE_AGENT);
    const res = await end(phone.accessToken);
    expect(res.json()).toEqual({ ended: 2 });
    for (const session of [laptop, third]) {
      expect(await me(session.accessToken)).toBe(401);
      expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    }
    expect(await me(phone.accessToken)).toBe(200);
    expect((await refresh(t.app, phone.refreshToken)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL)('ended sessions across instances sharing Redis', () => {
  it('are refused by every instance as soon as the end answers', async () => {
    const env = {
      RATE_LIMIT_MULTIPLIER: '100',
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `account-sessions-test-${process.pid}-${Date.now()}:`,
    };
    const one = await buildTestApp(env, { database: t.database });
    const two = await buildTestApp(env, { database: t.database });
    try {
      const user = await buildUser(t.database);
      const phone = await signInWith(one.app, user.email, PHONE_AGENT);
      const laptop = await signInWith(two.app, user.email, LAPTOP_AGENT);
      expect(await me(laptop.accessToken, two.app)).toBe(200);
      const res = await one.app.inject({
        method: 'DELETE',
        url: '/api/users/my/sessions',
        headers: bearer(phone.accessToken),
      });
      expect(res.json()).toEqual({ ended: 1 });
      expect(await me(laptop.accessToken, two.app)).toBe(401);
      expect(await me(phone.accessToken, two.app)).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
