import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptCounter } from './attempt-counter';

/**
 * A store for @fastify/rate-limit that counts with an AttemptCounter (a fixed window per key and
 * route): with REDIS_URL the fallback counter, so the per-IP limits go on, per process, while Redis
 * is down instead of failing the request (the plugin's own Redis store would answer 500, or wait).
 */
export function counterStore(counter: AttemptCounter): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      counter.hit(prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    },
    child(routeOptions) {
      const route = (routeOptions as unknown as { routeInfo: { method: string; url: string } }).routeInfo;
      return store(`${prefix}${route.method}${route.url}-`);
    },
  });
  return class {
    constructor() {
      return store('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
