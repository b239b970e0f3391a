import { REMOVAL_REQUESTS_PER_DAY } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';

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
  /** Removal requests from the about page (each one e-mails a receipt). */
  removalRequest: { max: REMOVAL_REQUESTS_PER_DAY, timeWindow: '24 hours' },
  logout: { max: 60, timeWindow: '15 minutes' },
  /** Analytics events sent by the browser (clicks on "view on the platform"). */
  event: { max: 120, timeWindow: '1 minute' },
  /** Every public GET under /api without its own limit, per route: generous, against scraping floods. */
  read: { max: 600, timeWindow: '1 minute' },
} as const;

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

/**
 * Gives every GET (and HEAD) route under /api that has no limit of its own the generous `read`
 * limit. Register before @fastify/rate-limit so its own onRoute hook sees the config.
 */
export function limitEveryRead(app: FastifyInstance, multiplier: number) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => method === 'GET' || method === 'HEAD')) return;
    if (!route.url.startsWith('/api/') || UNLIMITED_READS.has(route.url)) return;
    if (route.config && 'rateLimit' in route.config) return;
    route.config = { ...route.config, ...rateLimit('read', multiplier) };
  });
}
