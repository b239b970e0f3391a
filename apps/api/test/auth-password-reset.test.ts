import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer, lastResetToken, readOutbox, refresh, signIn } from './helpers/factories/auth';
import { buildUser, FACTORY_PASSWORD } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' });
});
afterAll(async () => t?.close());

/** Asks for a reset link and runs the queued jobs (the lookup and token, then the e-mail). */
const forgot = async (email: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  await t.app.jobs.drain();
  return res;
};
const setPassword = (token: string | undefined, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/set-password',
    headers: token ? bearer(token) : {},
    payload: { password },
  });

/** Asks for a reset link and returns the token from the e-mail. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const token = lastResetToken(t.config.mail.outboxDir, email);
  if (!token) throw new Error(`no reset e-mail for ${email}`);
  return decodeURIComponent(token);
}

const invalidLink = {
  statusCode: 400,
  code: 'validation_failed',
  field: 'token',
  message: 'This reset link is invalid or has expired',
};

describe('POST /auth/forgot-password', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = readOutbox(t.config.mail.outboxDir).length;
    const res = await forgot('nobody@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(readOutbox(t.config.mail.outboxDir)).toHaveLength(before);
  });

  it('e-mails a reset link to a known address (text and HTML)', async () => {
    const user = await buildUser(t.database);
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = readOutbox(t.config.mail.outboxDir).find((message) => message.includes(`To: ${user.email}`));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/https:\/\/fanlens\.example\/reset-password\?token=[A-Za-z0-9_-]{20,}/);
    expect(mail).toContain('text/html');
    // Only the hash is stored.
    const token = lastResetToken(t.config.mail.outboxDir, user.email)!;
    const rows = await t.database.query('select 1 from password_resets where token_hash = $1', [hashToken(token)]);
    expect(rows).toHaveLength(1);
  });

  it('sends at most 3 e-mails per address per hour, still answering success', async () => {
    const user = await buildUser(t.database);
    const count = () => readOutbox(t.config.mail.outboxDir).filter((m) => m.includes(`To: ${user.email}`)).length;
    for (let i = 0; i < 5; i += 1) expect((await forgot(user.email)).json()).toEqual({ success: true });
    expect(count()).toBe(3);
  });

  it('rejects an invalid e-mail with 400', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'email' });
  });
});

describe('POST /auth/set-password', () => {
  it('sets the password once with the e-mailed token and signs out every session', async () => {
    const user = await buildUser(t.database);
    const session = await signIn(t.app, user.email, FACTORY_PASSWORD);
    const token = await resetTokenFor(user.email);

    const res = await setPassword(token, 'my-new-secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    await signIn(t.app, user.email, 'my-new-secret');

    const again = await setPassword(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidLink);
    await signIn(t.app, user.email, 'my-new-secret');
  });

  it('rejects an expired token', async () => {
    const user = await buildUser(t.database);
    const token = await resetTokenFor(user.email);
    await t.database.query(
      `update password_resets set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    const res = await setPassword(token, 'my-new-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidLink);
    await signIn(t.app, user.email, FACTORY_PASSWORD);
  });

  it('rejects an unknown or missing token with 400 (not 401)', async () => {
    expect((await setPassword('made-up-token', 'my-new-secret')).json()).toEqual(invalidLink);
    const missing = await setPassword(undefined, 'my-new-secret');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(invalidLink);
  });

  it('ends the older links of the account once one is used', async () => {
    const user = await buildUser(t.database);
    const older = await resetTokenFor(user.email);
    const newer = await resetTokenFor(user.email);
    expect(newer).not.toBe(older);
    expect((await setPassword(newer, 'my-new-secret')).statusCode).toBe(200);
    expect((await setPassword(older, 'other-secret1')).json()).toEqual(invalidLink);
  });

  it('validates the new password', async () => {
    const user = await buildUser(t.database);
    const token = await resetTokenFor(user.email);
    const res = await setPassword(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'password' });
    // The token was not spent by the invalid attempt.
    expect((await setPassword(token, 'long-enough-1')).statusCode).toBe(200);
  });

  it('lifts the sign-in lock of the e-mail', async () => {
    const user = await buildUser(t.database);
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `guess-${i}-xx` },
      });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    const token = await resetTokenFor(user.email);
    expect((await setPassword(token, 'my-new-secret')).statusCode).toBe(200);
    await signIn(t.app, user.email, 'my-new-secret');
  });
});
