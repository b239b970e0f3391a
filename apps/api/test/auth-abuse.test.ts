import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer';
import { hashPassword } from '../src/lib/passwords';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildUser, FACTORY_PASSWORD } from './helpers/factories/users';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  // Per-IP limits high (the per-e-mail lock holds whatever the multiplier); a second server behind one proxy.
  [t, proxied] = await Promise.all([
    buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' }),
    buildTestApp({ RATE_LIMIT_MULTIPLIER: '0.1', TRUST_PROXY: '1' }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const login = (app: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress: '198.51.100.20' });

describe('TRUST_PROXY', () => {
  it('by default ignores a client-sent X-Forwarded-For: a new value per request resets no limit', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '0.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await login(
          limited,
          { email: 'x@example.test', password: 'wrong-password' },
          {
            'x-forwarded-for': `203.0.113.${i + 1}`,
          },
        );
        statuses.push(res.statusCode);
      }
      // login: 20 per 15 minutes at 1, so 2 here: the forged addresses do not count as other clients.
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('with a hop count takes the client from the trusted proxy’s X-Forwarded-For', async () => {
    // The load balancer connects from a private address.
    const from = (client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'y@example.test', password: 'wrong-password' },
        headers: { 'x-forwarded-for': client },
        remoteAddress: '10.0.0.5',
      });
    expect((await from('203.0.113.50')).statusCode).toBe(401);
    expect((await from('203.0.113.50')).statusCode).toBe(401);
    expect((await from('203.0.113.50')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await from('203.0.113.51')).statusCode).toBe(401);
    // Only the last hop is trusted: a value the client put in front changes nothing.
    expect((await from('198.18.0.1, 203.0.113.50')).statusCode).toBe(429);
  });

  it('with a hop count ignores X-Forwarded-For from a client that connects directly (a public address)', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await login(
        proxied,
        { email: 'z@example.test', password: 'wrong-password' },
        { 'x-forwarded-for': `203.0.113.${100 + i}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});

describe('per-e-mail sign-in lock', () => {
  it('checks at most 10 passwords of a parallel burst of 200 wrong guesses', async () => {
    const user = await buildUser(t.database);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(t, { email: user.email, password: `wrong-guess-${i}` })),
    );
    const statuses = answers.map((res) => res.statusCode);
    // 401 = the password was checked; 429 = refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    expect((await login(t, { email: user.email, password: FACTORY_PASSWORD })).statusCode).toBe(429);
  });

  it('lets the owner in from a browser that signed in before; strangers stay locked out', async () => {
    const user = await buildUser(t.database);
    const first = await login(t, { email: user.email, password: FACTORY_PASSWORD });
    expect(first.statusCode).toBe(200);
    // Beside the browser mark of the review checks (fanlens_browser, decision 020).
    const cookie = [first.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('fanlens_device=')) ?? '';
    expect(cookie).toMatch(/^fanlens_device=[^;]+; Max-Age=\d+; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    const device = { cookie: cookie.split(';')[0] };

    for (let i = 0; i < 12; i += 1) await login(t, { email: user.email, password: `wrong-guess-${i}` });
    expect((await login(t, { email: user.email, password: FACTORY_PASSWORD })).statusCode).toBe(429);
    expect((await login(t, { email: user.email, password: FACTORY_PASSWORD }, device)).statusCode).toBe(200);

    // Another account's device mark does not help, and the device's own budget is limited too.
    const other = await buildUser(t.database);
    const otherCookie = String(
      (await login(t, { email: other.email, password: FACTORY_PASSWORD })).headers['set-cookie'],
    );
    const foreign = { cookie: otherCookie.split(';')[0] };
    expect((await login(t, { email: user.email, password: FACTORY_PASSWORD }, foreign)).statusCode).toBe(429);
    for (let i = 0; i < 10; i += 1) await login(t, { email: user.email, password: `device-guess-${i}` }, device);
    expect((await login(t, { email: user.email, password: FACTORY_PASSWORD }, device)).statusCode).toBe(429);
  });

  it('gives every browser of the account one shared budget, and ends marks when the password changes', async () => {
    const user = await buildUser(t.database);
    const markOf = async () =>
      ({
        cookie: String((await login(t, { email: user.email, password: FACTORY_PASSWORD })).headers['set-cookie']).split(
          ';',
        )[0],
      }) as const;
    const marks = [await markOf(), await markOf(), await markOf()];
    for (let i = 0; i < 12; i += 1) await login(t, { email: user.email, password: `wrong-guess-${i}` });
    // Ten guesses spread over three marks use up the one budget of all the account's browsers.
    for (let i = 0; i < 10; i += 1) {
      const res = await login(t, { email: user.email, password: `shared-guess-${i}` }, marks[i % 3]);
      expect(res.statusCode).toBe(401);
    }
    for (const mark of marks) {
      expect((await login(t, { email: user.email, password: FACTORY_PASSWORD }, mark)).statusCode).toBe(429);
    }

    const other = await buildUser(t.database);
    const mark = {
      cookie: String((await login(t, { email: other.email, password: FACTORY_PASSWORD })).headers['set-cookie']).split(
        ';',
      )[0],
    };
    await t.database.query(`update users set password_hash = $1 where id = $2`, [
      await hashPassword('another-pass-1'),
      other.id,
    ]);
    for (let i = 0; i < 12; i += 1) await login(t, { email: other.email, password: `wrong-guess-${i}` });
    expect((await login(t, { email: other.email, password: 'another-pass-1' }, mark)).statusCode).toBe(429);
  });

  it('never lets a successful sign-in count towards the lock', async () => {
    const user = await buildUser(t.database);
    for (let i = 0; i < 15; i += 1) {
      expect((await login(t, { email: user.email, password: FACTORY_PASSWORD })).statusCode).toBe(200);
    }
  });
});

describe('change-password', () => {
  it('checks the current password at most 10 times per 15 minutes per account', async () => {
    const user = await buildUser(t.database);
    const { accessToken } = (await login(t, { email: user.email, password: FACTORY_PASSWORD })).json();
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { oldPassword, newPassword: 'brand-new-pass' },
      });
    for (let i = 0; i < 10; i += 1) expect((await change(`wrong-old-${i}`)).statusCode).toBe(400);
    expect((await change(FACTORY_PASSWORD)).statusCode).toBe(429);
  });
});

describe('forgot-password', () => {
  it('answers before the e-mail is sent, in the same way for known and unknown addresses', async () => {
    const user = await buildUser(t.database);
    const sent: Mail[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = t.app.services.mailer.send;
    t.app.services.mailer.send = async (mail) => {
      await gate;
      sent.push(mail);
    };
    try {
      const forgot = (email: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const [known, unknown] = await Promise.all([forgot(user.email), forgot('nobody-here@example.test')]);
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(sent).toHaveLength(0);
      release();
      await t.app.jobs.drain();
      expect(sent.map((mail) => mail.to)).toEqual([user.email]);
    } finally {
      t.app.services.mailer.send = original;
    }
  });
});
