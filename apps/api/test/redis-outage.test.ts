import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK } from '../src/lib/rate-limits';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs } from './helpers/factories/reviews';
import { FACTORY_PASSWORD, buildUser } from './helpers/factories/users';
import { freePort } from './helpers/free-port';

/**
 * REDIS_URL set, Redis down (nothing listens on its port): FanLens serves without it. Writes answer
 * at once, the per-IP limits and the sign-in lock count in this process, reads come from the
 * database (the read cache is off: invalidations cannot be shared), health says degraded.
 */
let t: TestApp;
beforeAll(async () => {
  const deadRedis = `redis://127.0.0.1:${await freePort()}/0`;
  // 0.05: the write limit (60 a minute) is 3 a minute here.
  t = await buildTestApp({ REDIS_URL: deadRedis, READ_CACHE_MB: '8', RATE_LIMIT_MULTIPLIER: '0.05' });
});
afterAll(async () => t?.close());

describe('with Redis down', () => {
  it('reports Redis as degraded in the health check (200: FanLens serves)', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'degraded' } });
  });

  it('keeps the per-IP write limit, counted in this process', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const creator = await buildCreator(t.database);
      const started = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/favorites',
        headers,
        payload: { creatorId: creator.id },
        remoteAddress: '198.51.100.31',
      });
      expect(Date.now() - started).toBeLessThan(2000);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('keeps the per-e-mail sign-in lock, counted in this process', async () => {
    const user = await buildUser(t.database);
    const login = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        // A new address each time: only the per-e-mail lock applies.
        remoteAddress: `198.51.100.${100 + i}`,
      });
    for (let i = 0; i < LOGIN_LOCK.failures; i += 1) expect((await login(`wrong-guess-${i}`, i)).statusCode).toBe(401);
    const locked = await login(FACTORY_PASSWORD, LOGIN_LOCK.failures);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers reads from the database, not from the read cache', async () => {
    const creator = await buildCreator(t.database);
    const url = `/api/creators/details/${creator.id}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    // Changed behind the app's back (no invalidation): a cached answer would be stale.
    await t.database.query('update creators set name = $2 where id = $1', [creator.id, 'Renamed Behind']);
    expect((await t.app.inject({ url })).json().name).toBe('Renamed Behind');
    expect(t.app.services.readCache.stats().entries).toBe(0);
  });

  it('does not count those reads as cache misses against the client (the miss budget is 6 a minute here)', async () => {
    const creator = await buildCreator(t.database);
    for (let i = 0; i < 12; i += 1) {
      const res = await t.app.inject({ url: `/api/creators/details/${creator.id}`, remoteAddress: '198.51.100.77' });
      expect(res.statusCode).toBe(200);
    }
  });
});
