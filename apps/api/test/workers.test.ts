import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { restartDelay, workerCount } from '../src/workers';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/fanlens-workers', ...env });
const server = { DATABASE_URL: 'postgres://db/fanlens' };
const redis = { REDIS_URL: 'redis://cache/0' };

describe('worker processes (WEB_CONCURRENCY)', () => {
  it('runs one process on the embedded database, whatever is asked', () => {
    expect(workerCount(config({}), 8)).toEqual({ count: 1 });
    expect(workerCount(config({ WEB_CONCURRENCY: '4' }), 8)).toMatchObject({ count: 1, warning: /embedded/ });
  });

  it('runs one per core on PostgreSQL with Redis, or the number asked', () => {
    expect(workerCount(config({ ...server, ...redis }), 8)).toEqual({ count: 8 });
    expect(workerCount(config({ ...server, ...redis, WEB_CONCURRENCY: '3' }), 8)).toEqual({ count: 3 });
  });

  it('runs one without Redis (nothing would share limits and invalidations between workers)', () => {
    expect(workerCount(config(server), 8)).toEqual({ count: 1 });
    expect(workerCount(config({ ...server, WEB_CONCURRENCY: '2' }), 8)).toMatchObject({
      count: 1,
      warning: /REDIS_URL/,
    });
  });

  it('refuses a WEB_CONCURRENCY that is not a positive whole number', () => {
    expect(() => config({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => config({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('replacing workers that exit', () => {
  it('replaces a worker that ran a while at once, then backs off for workers that keep exiting, never giving up', () => {
    expect(restartDelay(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelay)).toEqual([200, 400, 800, 1600]);
    expect(restartDelay(8)).toBe(10_000);
    expect(restartDelay(1000)).toBe(10_000);
  });
});
