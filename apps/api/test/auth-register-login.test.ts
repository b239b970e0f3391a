import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/factories/auth';
import { buildCreator } from './helpers/factories/creators';
import { buildUser, FACTORY_PASSWORD } from './helpers/factories/users';

let t: TestApp;
beforeAll(async () => {
  // Per-IP limits out of the way: the per-e-mail lock must hold whatever the multiplier.
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /auth/register', () => {
  it('creates the account, signs it in and returns the profile', async () => {
    const res = await register({ email: 'Ada@Example.test', password: 'analytical-1', name: 'Ada Lovelace' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      data: {
        id: expect.any(Number),
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        avatarUrl: `/api/avatars/${encodeURIComponent('Ada Lovelace')}.svg`,
        moderator: false,
        emailConfirmedAt: null,
        language: 'en',
        creator: null,
        creators: [],
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/my', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.data);
    const avatar = await t.app.inject({ method: 'GET', url: body.data.avatarUrl });
    expect(avatar.statusCode).toBe(200);
  });

  it("names the account 'Fan' and a number, never after the e-mail, when no name is given", async () => {
    const res = await register({ email: 'grace.hopper@example.test', password: 'cobol-1959' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toMatch(/^Fan \d{6}$/);
    const blank = await register({ email: 'blank-name@example.test', password: 'cobol-1959', name: '  ' });
    expect(blank.json().data.name).toMatch(/^Fan \d{6}$/);
    expect(blank.json().data.name).not.toContain('blank');
  });

  it('rejects an e-mail already used, whatever its case, with 409 email_taken', async () => {
    await register({ email: 'taken@example.test', password: 'password-1' });
    for (const email of ['taken@example.test', 'TAKEN@Example.TEST']) {
      const res = await register({ email, password: 'password-2' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'email_taken',
        field: 'email',
        message: 'An account with this e-mail already exists',
      });
    }
  });

  it('rejects bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'password-1' }, 'email'],
      [{ email: 'not-an-email', password: 'password-1' }, 'email'],
      [{ email: 'short@example.test', password: 'short' }, 'password'],
      [{ email: 'long@example.test', password: 'x'.repeat(21) }, 'password'],
      [{ email: 'name@example.test', password: 'password-1', name: 'Al' }, 'name'],
      [{ email: 'name2@example.test', password: 'password-1', name: 'x'.repeat(51) }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it('includes the claimed creator page in the profile', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database, { userId: user.id, verified: true, bio: '<p>My <b>page</b></p>' });
    const res = await login({ email: user.email, password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.creator).toMatchObject({
      id: creator.id,
      username: creator.username,
      bio: '<p>My <b>page</b></p>',
    });
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password, whatever the case of the e-mail', async () => {
    const user = await buildUser(t.database);
    const res = await login({ email: user.email.toUpperCase(), password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ id: user.id, name: user.name, email: user.email, creator: null });
    expect(body.accessToken).not.toBe(body.refreshToken);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await buildUser(t.database);
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.test', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      statusCode: 401,
      code: 'invalid_credentials',
      message: 'Username or password is not correct',
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const res = await login({ email: 'someone@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'password' });
  });

  it('locks an e-mail after 10 failed sign-ins, even with the right password, with Retry-After', async () => {
    const user = await buildUser(t.database);
    for (let i = 0; i < 10; i += 1) {
      const res = await login({ email: user.email, password: `wrong-guess-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login({ email: user.email, password: FACTORY_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Unknown e-mails lock the same way (the lock does not reveal which accounts exist).
    for (let i = 0; i < 10; i += 1) await login({ email: 'ghost@example.test', password: `wrong-guess-${i}` });
    expect((await login({ email: 'ghost@example.test', password: 'wrong-guess-x' })).statusCode).toBe(429);

    // Other e-mails are not affected.
    const other = await buildUser(t.database);
    expect((await login({ email: other.email, password: FACTORY_PASSWORD })).statusCode).toBe(200);
  });
});
