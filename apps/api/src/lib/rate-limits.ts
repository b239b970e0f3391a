import { apiErrorSchema, REMOVAL_REQUESTS_PER_DAY } from '@fanlens/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { rateLimited } from './errors';

/** Per-IP limits of each kind of route, per window; scaled by RATE_LIMIT_MULTIPLIER. */
export const RATE_LIMITS = {
  login: { max: 20, timeWindow: '15 minutes' },
  register: { max: 10, timeWindow: '1 hour' },
  forgotPassword: { max: 5, timeWindow: '1 hour' },
  passwordWrite: { max: 10, timeWindow: '15 minutes' },
  refresh: { max: 60, timeWindow: '15 minutes' },
  write: { max: 60, timeWindow: '1 minute' },
  verification: { max: 10, timeWindow: '1 hour' },
  verificationText: { max: 60, timeWindow: '1 hour' },
  /** Previews of a page to add (each one may read the platform). */
  pagePreview: { max: 30, timeWindow: '1 hour' },
  /** Removal requests from the about page (each one e-mails a receipt). */
  removalRequest: { max: REMOVAL_REQUESTS_PER_DAY, timeWindow: '24 hours' },
  logout: { max: 60, timeWindow: '15 minutes' },
  /** Analytics events sent by the browser (clicks on "view on the platform"). */
  event: { max: 120, timeWindow: '1 minute' },
} as const;

/**
 * Every public GET under /api without its own limit, and the server-rendered pages, per IP and
 * route: generous, against scraping floods (see limitEveryRead).
 */
export const READ_LIMIT = { max: 600, windowMs: 60_000 } as const;

/**
 * Reads per IP that the read cache could not answer (a server render, a database read, a share
 * image), all routes together: far fewer than reads, since a miss costs hundreds of times a hit.
 * A guest who makes every address new (random parameters, random paths) meets it quickly; a
 * person browsing does not (see createMissBudget).
 */
export const READ_MISS_LIMIT = { max: 120, windowMs: 60_000 } as const;

/** Failed sign-ins for one e-mail within the window that lock its sign-in for the rest of it. */
export const LOGIN_LOCK = { failures: 10, windowMs: 15 * 60 * 1000 } as const;
/** Reset e-mails sent for one address per window. */
export const FORGOT_PER_EMAIL = { max: 3, windowMs: 60 * 60 * 1000 } as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

/** Route config for @fastify/rate-limit. */
export function rateLimit(kind: RateLimitKind, multiplier: number) {
  const { max, timeWindow } = RATE_LIMITS[kind];
  return { rateLimit: { max: Math.max(1, Math.round(max * multiplier)), timeWindow } };
}

/** Paths every GET limit leaves alone (load-balancer health checks). */
const UNLIMITED_READS = new Set(['/api/health']);
/** Clients (IP and route) whose read count is kept; the least recently seen go first. */
const READ_COUNTERS = 100_000;

/** Counts reads per client (IP) and route pattern in this process's memory. */
export interface ReadLimiter {
  /** Counts one read; returns the seconds until the client may read again when it is over the limit, otherwise null. */
  hit(ip: string, route: string): number | null;
}

export function createReadLimiter(
  multiplier: number,
  limit: { max: number; windowMs: number } = READ_LIMIT,
): ReadLimiter {
  const max = Math.max(1, Math.round(limit.max * multiplier));
  const windowMs = limit.windowMs;
  const counters = new LRUCache<string, { count: number; resetAt: number }>({ max: READ_COUNTERS });
  return {
    hit(ip, route) {
      const now = Date.now();
      const key = `${ip}|${route}`;
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= now) counters.set(key, (counter = { count: 0, resetAt: now + windowMs }));
      counter.count += 1;
      return counter.count > max ? (counter.resetAt - now) / 1000 : null;
    },
  };
}

/** Spends one read-cache miss of a client. */
export interface MissBudget {
  /** Counts a miss of `ip`; throws 429 `rate_limited` (with Retry-After) past READ_MISS_LIMIT. */
  spend(ip: string): void;
}

/**
 * The per-IP budget of read-cache misses (READ_MISS_LIMIT), in each process's memory like the read
 * limit. Only while the read cache is in use (`cacheInUse`): without it (READ_CACHE_MB=0, or while
 * Redis is down and the cache is off, docs/decisions/016) every read is computed, whatever its
 * address, and the read limit alone applies.
 */
export function createMissBudget(multiplier: number, cacheInUse: () => boolean): MissBudget {
  const limiter = createReadLimiter(multiplier, READ_MISS_LIMIT);
  return {
    spend(ip) {
      if (!cacheInUse()) return;
      const retryAfter = limiter.hit(ip, 'miss');
      if (retryAfter !== null) throw rateLimited(retryAfter);
    },
  };
}

/**
 * Gives every GET (and HEAD) route under /api that has no limit of its own, the server-rendered
 * pages and the routes configured `publicRead`, the generous `read` limit. It is counted in each process's memory, not in Redis: reads are
 * the hot path, and a limit against scraping floods need not be exact across instances (with N
 * processes a client may read up to N times as much). The fast path of hot reads (fast-path.ts)
 * counts on the same `limiter`. Register before the routes.
 */
export function limitEveryRead(app: FastifyInstance, limiter: ReadLimiter) {
  const limitRead = async (request: FastifyRequest) => {
    const retryAfter = limiter.hit(request.ip, request.routeOptions.url ?? request.url);
    if (retryAfter !== null) throw rateLimited(retryAfter);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => method === 'GET' || method === 'HEAD')) return;
    // The server-rendered pages, and public files outside /api that say so (the rating badges).
    const isPage = route.url === '/*' || (route.config as { publicRead?: boolean } | undefined)?.publicRead === true;
    if ((!route.url.startsWith('/api/') && !isPage) || UNLIMITED_READS.has(route.url)) return;
    if (route.config && 'rateLimit' in route.config) return;
    const hooks = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...hooks, limitRead];
    // The description says so too (the answer is the usual error body, with Retry-After).
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (route.schema && response && !('429' in response)) {
      route.schema = { ...route.schema, response: { ...response, 429: apiErrorSchema } };
    }
  });
}
