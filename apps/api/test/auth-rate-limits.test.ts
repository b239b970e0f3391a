import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  // login: 20 per 15 minutes per IP at 1, so 2 here; register: 10 per hour, so 1.
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '0.1' });
});
afterAll(async () => t?.close());

const login = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email: 'someone@example.test', password: 'wrong-password' },
  });

describe('per-IP rate limits on auth routes', () => {
  it('answers 429 rate_limited with Retry-After once an IP exceeds the sign-in limit', async () => {
    expect((await login('203.0.113.7')).statusCode).toBe(401);
    expect((await login('203.0.113.7')).statusCode).toBe(401);
    const res = await login('203.0.113.7');
    expect(res.statusCode).toBe(429);
    // The same wording as every other 429 (the per-account limits, the read limit).
    expect(res.json()).toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ (seconds|minutes)\.$/),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still gets through.
    expect((await login('203.0.113.8')).statusCode).toBe(401);
  });

  it('limits registration, forgot-password, refresh and password changes per IP too', async () => {
    const cases = [
      { url: '/api/auth/register', payload: { email: 'new@example.test', password: 'password-1' }, allowed: 1 },
      { url: '/api/auth/forgot-password', payload: { email: 'new@example.test' }, allowed: 1 },
      { url: '/api/auth/refresh', payload: undefined, allowed: 6 },
      { url: '/api/auth/set-password', payload: { password: 'password-1' }, allowed: 1 },
      {
        url: '/api/auth/change-password',
        payload: { oldPassword: 'password-1', newPassword: 'password-2' },
        allowed: 1,
      },
    ];
    for (const { url, payload, allowed } of cases) {
      const send = () => t.app.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.4' });
      for (let i = 0; i < allowed; i += 1) expect((await send()).statusCode, url).not.toBe(429);
      const res = await send();
      expect(res.statusCode, url).toBe(429);
      expect(res.json().code).toBe('rate_limited');
      expect(res.headers['retry-after']).toBeDefined();
    }
  });
});
