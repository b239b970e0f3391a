import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { createTestDatabase } from './helpers/database';
import { buildTestApp, type TestApp } from './helpers/app';
import { authAs } from './helpers/factories/reviews';
import { freePort } from './helpers/free-port';

/**
 * A PostgreSQL server that cannot be reached (nothing listens on its port): the requests that need
 * it answer at once with 503 and Retry-After, health says so, and a start waits for it. The fault
 * test (test/fault) stops and starts a real server under load.
 */
let database: Database;
let t: TestApp;
const warnings: string[] = [];
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/fanlens` });
  t = await buildTestApp({}, { database });
  database.watch({ info: () => undefined, warn: (_object, message) => warnings.push(message) });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('while the database server cannot be reached', () => {
  it('answers requests that need it at once: 503 unavailable with Retry-After, in the usual error shape', async () => {
    const headers = await authAs(t.app, 1);
    for (const request of [
      { method: 'GET' as const, url: '/api/creators?limit=5' },
      {
        method: 'POST' as const,
        url: '/api/reviews',
        headers,
        payload: { creatorId: 1, rating: 5, comment: 'Still down?' },
      },
      { method: 'POST' as const, url: '/api/favorites', headers, payload: { creatorId: 1 } },
    ]) {
      const started = Date.now();
      const res = await t.app.inject(request);
      expect(Date.now() - started, request.url).toBeLessThan(1000);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        statusCode: 503,
        code: 'unavailable',
        message: 'FanLens cannot reach its database right now. Try again in a few seconds.',
        requestId: res.headers['x-request-id'],
      });
    }
    expect(warnings).toContain('database unreachable: requests that need it are answered 503 until it is back');
  });

  it('says 503 in the health check, naming the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: 'server',
      checks: { database: 'unavailable', redis: 'off' },
    });
  });

  it('makes a start wait for it, saying so', async () => {
    const reaching = database.reachable();
    reaching.catch(() => undefined); // Ends with an error once the database is closed.
    const waiting = await Promise.race([
      reaching.then(() => 'reached'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 700)),
    ]);
    expect(waiting).toBe('still waiting');
    expect(warnings).toContain('waiting for the database to accept connections');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a start on a server that answers', () => {
  it('fails at once on a database that does not exist (a configuration mistake, not an outage)', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/fanlens_no_such_database';
    const missing = await openDatabase({ databaseUrl: url.toString() });
    try {
      await expect(missing.reachable()).rejects.toMatchObject({ code: '3D000' });
    } finally {
      await missing.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a pooled connection that dies while checked out', () => {
  it('leaves the pool at once, whether or not its holder ever releases it', async () => {
    const server = await createTestDatabase();
    try {
      const pool = (server.db as unknown as { $client: pg.Pool }).$client;
      // Held as drizzle holds a transaction's client whose BEGIN failed: never released.
      const held = await pool.connect();
      const [{ pid }] = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      expect(pool.totalCount).toBe(1);
      await server.query('select pg_terminate_backend($1)', [pid]);
      const deadline = Date.now() + 5000;
      while (pool.totalCount > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      // Only the connection of the query above is left; the dead one no longer takes a place.
      expect(pool.totalCount).toBe(1);
      held.release();
      expect(await server.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await server.close();
    }
  });
});
