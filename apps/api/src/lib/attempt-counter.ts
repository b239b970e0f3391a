import type { Redis } from 'ioredis';

/** Counts attempts per key within a fixed window (failed sign-ins per e-mail, say). */
export interface AttemptCounter {
  /** Adds one attempt; returns the count in the current window and the ms until it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Takes one attempt back (never below zero). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Past this many keys, a hit first drops the windows that have ended (keys nobody asks for again). */
const MEMORY_SWEEP_AT = 10_000;

export function createMemoryCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = () => {
    const at = now();
    for (const [key, entry] of windows) if (entry.endsAt <= at) windows.delete(key);
  };
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      if (windows.size >= MEMORY_SWEEP_AT) sweep();
      const entry = current(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.endsAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry ? { count: entry.count, resetInMs: entry.endsAt - now() } : { count: 0, resetInMs: 0 };
    },
    async release(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** One atomic step: count, and start the window on the first hit (a key can never outlive it). */
const HIT_SCRIPT = `local n = redis.call('incr', KEYS[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl < 0 then redis.call('pexpire', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

export function createRedisCounter(redis: Redis, prefix = 'fanlens:attempts:'): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async release(key) {
      await redis.eval(
        "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then redis.call('decr', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis when it answers, this process's memory when it does not (REDIS_URL set but Redis down or
 * hanging): limits and sign-in locks keep working during an outage, each process counting on its
 * own (a client may get up to one limit per process). Counts made meanwhile stay in memory; Redis
 * takes over again when it is back.
 */
export function createFallbackCounter(
  shared: AttemptCounter,
  local: AttemptCounter,
  link: { available(): boolean; failed(error: unknown): void },
): AttemptCounter {
  const either =
    <A extends unknown[], R>(call: (counter: AttemptCounter, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!link.available()) return call(local, ...args);
      try {
        return await call(shared, ...args);
      } catch (error) {
        link.failed(error);
        return call(local, ...args);
      }
    };
  /** Taking back or clearing acts on both: an attempt counted in memory during an outage is given back there too. */
  const both = async (call: (counter: AttemptCounter) => Promise<void>) => {
    await call(local);
    if (!link.available()) return;
    await call(shared).catch((error: unknown) => link.failed(error));
  };
  return {
    hit: either((counter, key: string, windowMs: number) => counter.hit(key, windowMs)),
    peek: either((counter, key: string) => counter.peek(key)),
    release: (key) => both((counter) => counter.release(key)),
    clear: (key) => both((counter) => counter.clear(key)),
  };
}
