import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createFallbackCounter,
  createMemoryCounter,
  createRedisCounter,
  type AttemptCounter,
} from '../src/lib/attempt-counter';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => redis?.quit());

const counters: [string, () => AttemptCounter][] = [['memory', () => createMemoryCounter()]];
if (redis) counters.push(['redis', () => createRedisCounter(redis, `fanlens:test:${randomBytes(6).toString('hex')}:`)]);

describe.each(counters)('attempt counter (%s)', (_kind, make) => {
  it('counts hits within one window, gives one back, and clears', async () => {
    const counter = make();
    expect((await counter.hit('k', 60_000)).count).toBe(1);
    const second = await counter.hit('k', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    await counter.release('k');
    expect((await counter.peek('k')).count).toBe(1);
    await counter.clear('k');
    expect((await counter.peek('k')).count).toBe(0);
  });

  it('counts parallel hits exactly, and the window always ends', async () => {
    const counter = make();
    const results = await Promise.all(Array.from({ length: 50 }, () => counter.hit('burst', 200)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await counter.peek('burst')).count).toBe(0);
  });
});

describe('attempt counter with a fallback (Redis down)', () => {
  const failing: AttemptCounter = {
    hit: () => Promise.reject(new Error('Command timed out')),
    peek: () => Promise.reject(new Error('Command timed out')),
    release: () => Promise.reject(new Error('Command timed out')),
    clear: () => Promise.reject(new Error('Command timed out')),
  };

  it('counts in memory when the shared counter fails or is known to be down, and notes the failures', async () => {
    const failures: unknown[] = [];
    let up = true;
    const counter = createFallbackCounter(failing, createMemoryCounter(), {
      available: () => up,
      failed: (error) => failures.push(error),
    });
    expect((await counter.hit('k', 60_000)).count).toBe(1);
    expect(failures).toHaveLength(1);
    up = false;
    expect((await counter.hit('k', 60_000)).count).toBe(2);
    expect(failures).toHaveLength(1);
    await counter.release('k');
    expect((await counter.peek('k')).count).toBe(1);
    await counter.clear('k');
    expect((await counter.peek('k')).count).toBe(0);
  });

  it('uses the shared counter while it answers, and gives back in memory too', async () => {
    const shared = createMemoryCounter();
    const local = createMemoryCounter();
    const counter = createFallbackCounter(shared, local, { available: () => true, failed: () => undefined });
    await local.hit('k', 60_000);
    await counter.hit('k', 60_000);
    expect((await shared.peek('k')).count).toBe(1);
    await counter.release('k');
    expect((await shared.peek('k')).count).toBe(0);
    expect((await local.peek('k')).count).toBe(0);
  });
});
