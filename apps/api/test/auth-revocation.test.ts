import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens';
import { buildTestApp, type TestApp } from './helpers/app';
import { freePort } from './helpers/free-port';
import { ageRotation, bearer, lastResetToken, refresh, signIn, signInFromBrowser } from './helpers/factories/auth';
import { buildUser, FACTORY_PASSWORD } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/users/my', headers: bearer(accessToken) });
const logout = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: token ? bearer(token) : {} });

async function newSession() {
  const user = await buildUser(t.database);
  return { user, ...(await signInFromBrowser(t.app, user.email, FACTORY_PASSWORD)) };
}

describe('POST /auth/logout', () => {
  it('revokes the refresh token and the access tokens of the session at once', async () => {
    const { session } = await newSession();
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const res = await logout(session.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
  });

  it('accepts the access token too, and leaves the user’s other sessions alone', async () => {
    const { user, session } = await newSession();
    const other = await signIn(t.app, user.email, FACTORY_PASSWORD);
    expect((await logout(session.accessToken)).statusCode).toBe(200);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(200);
    expect((await refresh(t.app, other.refreshToken)).statusCode).toBe(200);
  });

  it('answers the same for a missing, unknown or already revoked token', async () => {
    const { session } = await newSession();
    await logout(session.refreshToken);
    for (const token of [undefined, 'not-a-token', session.refreshToken]) {
      const res = await logout(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
  });
});

describe('access tokens of revoked sessions', () => {
  it('stop working when another session changes the password', async () => {
    const { user, session: here } = await newSession();
    const elsewhere = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(here.accessToken),
      payload: { oldPassword: FACTORY_PASSWORD, newPassword: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(elsewhere.accessToken)).statusCode).toBe(401);
    expect((await me(here.accessToken)).statusCode).toBe(200);
  });

  it('stop working after a password reset', async () => {
    const { user, session } = await newSession();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await t.app.jobs.drain();
    const token = lastResetToken(t.config.mail.outboxDir, user.email)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: bearer(decodeURIComponent(token)),
      payload: { password: 'reset-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('stop working when a replayed refresh token revokes the family', async () => {
    const { session } = await newSession();
    const next = (await refresh(t.app, session.refreshToken)).json();
    await ageRotation(t.database, session.refreshToken);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect((await me(next.accessToken)).statusCode).toBe(401);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('are refused by another instance once it reloads the revocation list from the database', async () => {
    const { session } = await newSession();
    // A second server on the same database and secret, as behind a load balancer.
    const { buildApp } = await import('../src/app');
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const ask = () => other.inject({ method: 'GET', url: '/api/users/my', headers: bearer(session.accessToken) });
      expect((await ask()).statusCode).toBe(200);
      await logout(session.refreshToken);
      await expect.poll(async () => (await ask()).statusCode, { timeout: 8000, interval: 500 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});

/**
 * Two instances (or worker processes) of one site: one database, one secret, one Redis at
 * `redisUrl`. Signs in through one, uses the access token on both (each loads its revocation list
 * then, not again for a few seconds), lets `meanwhile` act, signs out through one: what two answers.
 */
async function askedAfterSignOutElsewhere(redisUrl: string, meanwhile: (instances: TestApp[]) => void = () => {}) {
  const env = {
    RATE_LIMIT_MULTIPLIER: '100',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `revocation-test-${process.pid}-${Date.now()}:`,
  };
  const one = await buildTestApp(env, { database: t.database });
  const two = await buildTestApp(env, { database: t.database });
  try {
    const user = await buildUser(t.database);
    const { session } = await signInFromBrowser(one.app, user.email, FACTORY_PASSWORD);
    const ask = (instance: TestApp) =>
      instance.app.inject({ method: 'GET', url: '/api/users/my', headers: bearer(session.accessToken) });
    expect((await ask(two)).statusCode).toBe(200);
    expect((await ask(one)).statusCode).toBe(200);
    meanwhile([one, two]);
    const out = await one.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.refreshToken),
    });
    expect(out.statusCode).toBe(200);
    return (await ask(two)).statusCode;
  } finally {
    await one.close();
    await two.close();
  }
}

describe.runIf(process.env.REDIS_URL)('access tokens of revoked sessions, across instances sharing Redis', () => {
  it('are refused by every instance as soon as the sign-out answers', async () => {
    expect(await askedAfterSignOutElsewhere(process.env.REDIS_URL!)).toBe(401);
  });

  // After a command timed out (Redis hanging, or only this process paused: a long synchronous
  // task lets every pending timer expire at once), a process skips Redis for a moment.
  it.each([
    ['the instance that signs out', 0],
    ['the instance asked', 1],
  ])('are refused at once when %s has just found Redis hanging', async (_, skipping) => {
    const status = await askedAfterSignOutElsewhere(process.env.REDIS_URL!, (instances) => {
      const link = instances[skipping].app.services.redis!;
      link.failed(new Error('Command timed out'));
      expect(link.available()).toBe(false);
    });
    expect(status).toBe(401);
  });
});

describe('access tokens of revoked sessions, while Redis is down', () => {
  it('are refused by every instance as soon as the sign-out answers: the database is asked instead', async () => {
    // Nothing listens there: the links never connect, and lookups skip Redis.
    const down = `redis://127.0.0.1:${await freePort()}/0`;
    const status = await askedAfterSignOutElsewhere(down, (instances) => {
      for (const instance of instances) expect(instance.app.services.redis!.available()).toBe(false);
    });
    expect(status).toBe(401);
  });
});

describe('refresh grace window', () => {
  it('gives the just-rotated token one twin pair for a few seconds: both stay signed in', async () => {
    const { session, device } = await newSession();
    const [a, b] = await Promise.all([
      refresh(t.app, session.refreshToken, device),
      refresh(t.app, session.refreshToken, device),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const first = a.json();
    const twin = b.json();
    expect(twin.refreshToken).not.toBe(first.refreshToken);
    expect((await me(first.accessToken)).statusCode).toBe(200);
    expect((await me(twin.accessToken)).statusCode).toBe(200);
    expect((await refresh(t.app, first.refreshToken, device)).statusCode).toBe(200);
    expect((await refresh(t.app, twin.refreshToken, device)).statusCode).toBe(200);
  });

  it('gives no twin to a request without the browser’s device mark: a stolen token alone is a replay', async () => {
    const { session, device } = await newSession();
    const first = (await refresh(t.app, session.refreshToken, device)).json();
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, first.refreshToken, device)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
  });

  it('gives one twin only: a third presentation revokes the family', async () => {
    const { session, device } = await newSession();
    const first = (await refresh(t.app, session.refreshToken, device)).json();
    const twin = (await refresh(t.app, session.refreshToken, device)).json();
    expect((await refresh(t.app, session.refreshToken, device)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
    expect((await me(twin.accessToken)).statusCode).toBe(401);
  });

  it('treats a later replay as theft: the whole family is revoked, twins included', async () => {
    const { session, device } = await newSession();
    const first = (await refresh(t.app, session.refreshToken, device)).json();
    const twin = (await refresh(t.app, session.refreshToken, device)).json();
    await ageRotation(t.database, session.refreshToken);
    expect((await refresh(t.app, session.refreshToken, device)).statusCode).toBe(401);
    expect((await refresh(t.app, first.refreshToken, device)).statusCode).toBe(401);
    expect((await refresh(t.app, twin.refreshToken, device)).statusCode).toBe(401);
    expect((await me(twin.accessToken)).statusCode).toBe(401);
  });

  it('gives no twin once the family is revoked (signed out meanwhile)', async () => {
    const { session, device } = await newSession();
    const first = (await refresh(t.app, session.refreshToken, device)).json();
    await logout(first.refreshToken);
    expect((await refresh(t.app, session.refreshToken, device)).statusCode).toBe(401);
  });

  it('does not let a twin branch outlive a password change made from the other branch', async () => {
    const { session, device } = await newSession();
    const mine = (await refresh(t.app, session.refreshToken, device)).json();
    const other = (await refresh(t.app, session.refreshToken, device)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(mine.accessToken),
      payload: { oldPassword: FACTORY_PASSWORD, newPassword: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(mine.accessToken)).statusCode).toBe(200);
    const [row] = await t.database.query<{ revoked: boolean }>(
      `select revoked_at is not null as revoked from sessions where refresh_token_hash = $1`,
      [hashToken(other.refreshToken)],
    );
    expect(row.revoked).toBe(true);
    expect((await refresh(t.app, mine.refreshToken, device)).statusCode).toBe(200);
  });
});

describe('absolute session lifetime', () => {
  it('ends a family at its absolute end, however often it rotates', async () => {
    const { user, session } = await newSession();
    const [row] = await t.database.query<{ days: number }>(
      `select extract(epoch from family_expires_at - created_at) / 86400 as days from sessions where user_id = $1`,
      [user.id],
    );
    expect(Math.round(Number(row.days))).toBe(90);
    const next = (await refresh(t.app, session.refreshToken)).json();
    const [rotated] = await t.database.query<{ same: boolean }>(
      `select s.family_expires_at = f.family_expires_at as same from sessions s, sessions f
       where s.refresh_token_hash = $1 and f.refresh_token_hash = $2`,
      [hashToken(next.refreshToken), hashToken(session.refreshToken)],
    );
    expect(rotated.same).toBe(true);
    // Near the family's end, a rotation's token lives only until that end, not 30 more days.
    await t.database.query(
      `update sessions set family_expires_at = now() + interval '1 hour' where refresh_token_hash = $1`,
      [hashToken(next.refreshToken)],
    );
    const last = (await refresh(t.app, next.refreshToken)).json();
    const [capped] = await t.database.query<{ hours: number }>(
      `select extract(epoch from expires_at - now()) / 3600 as hours from sessions where refresh_token_hash = $1`,
      [hashToken(last.refreshToken)],
    );
    expect(Number(capped.hours)).toBeLessThanOrEqual(1);
  });
});
