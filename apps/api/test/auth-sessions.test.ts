import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens';
import { buildTestApp, type TestApp } from './helpers/app';
import { ageRotation, bearer, refresh, signIn } from './helpers/factories/auth';
import { buildUser, FACTORY_PASSWORD } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const changePassword = (accessToken: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(accessToken), payload });

describe('POST /auth/refresh', () => {
  it('replaces both tokens and returns the profile', async () => {
    const user = await buildUser(t.database);
    const first = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const res = await refresh(t.app, first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.data).toMatchObject({ id: user.id, email: user.email });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/my', headers: bearer(second.accessToken) });
    expect(me.statusCode).toBe(200);
    // The new refresh token rotates again.
    expect((await refresh(t.app, second.refreshToken)).statusCode).toBe(200);
  });

  it('rejects a rotated token after the grace window and then revokes its whole family', async () => {
    const user = await buildUser(t.database);
    const first = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const second = (await refresh(t.app, first.refreshToken)).json();
    await ageRotation(t.database, first.refreshToken);

    const reused = await refresh(t.app, first.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ statusCode: 401, code: 'not_authorized' });
    // The newest token of the family stops working too.
    expect((await refresh(t.app, second.refreshToken)).statusCode).toBe(401);

    // Another sign-in (another family) is untouched.
    const other = await signIn(t.app, user.email, FACTORY_PASSWORD);
    expect((await refresh(t.app, other.refreshToken)).statusCode).toBe(200);
  });

  it('rejects an expired refresh token', async () => {
    const user = await buildUser(t.database);
    const session = await signIn(t.app, user.email, FACTORY_PASSWORD);
    await t.database.query(
      `update sessions set expires_at = now() - interval '1 minute' where refresh_token_hash = $1`,
      [hashToken(session.refreshToken)],
    );
    const res = await refresh(t.app, session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authorized');
  });

  it('rejects a missing, unknown or access token with 401', async () => {
    const user = await buildUser(t.database);
    const session = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('not_authorized');
    expect((await refresh(t.app, 'not-a-token')).statusCode).toBe(401);
    expect((await refresh(t.app, session.accessToken)).statusCode).toBe(401);
  });

  it('stores refresh tokens hashed, never in clear', async () => {
    const user = await buildUser(t.database);
    const session = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const rows = await t.database.query<{ refresh_token_hash: string }>(
      'select refresh_token_hash from sessions where user_id = $1',
      [user.id],
    );
    expect(rows.map((row) => row.refresh_token_hash)).toEqual([hashToken(session.refreshToken)]);
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password and signs out the other sessions only', async () => {
    const user = await buildUser(t.database);
    const here = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const elsewhere = await signIn(t.app, user.email, FACTORY_PASSWORD);
    // This session has refreshed once: its access token names the newest session of its family.
    const hereNow = (await refresh(t.app, here.refreshToken)).json();

    const res = await changePassword(hereNow.accessToken, {
      oldPassword: FACTORY_PASSWORD,
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect((await refresh(t.app, elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, hereNow.refreshToken)).statusCode).toBe(200);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await signIn(t.app, user.email, 'brand-new-pass');
  });

  it('rejects a wrong current password with 400 on oldPassword (not 401)', async () => {
    const user = await buildUser(t.database);
    const session = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const res = await changePassword(session.accessToken, {
      oldPassword: 'not-the-password',
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      field: 'oldPassword',
      message: 'The current password is not correct',
    });
    await signIn(t.app, user.email, FACTORY_PASSWORD);
  });

  it('validates both passwords and needs a signed-in user', async () => {
    const user = await buildUser(t.database);
    const session = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const short = await changePassword(session.accessToken, { oldPassword: FACTORY_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed', field: 'newPassword' });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { oldPassword: FACTORY_PASSWORD, newPassword: 'brand-new-pass' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('not_authorized');
  });

  it('signs out every session when the access token names none', async () => {
    const user = await buildUser(t.database);
    const session = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const bare = await t.app.services.signer.signAccess({ userId: user.id });
    const res = await changePassword(bare, { oldPassword: FACTORY_PASSWORD, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
  });
});
