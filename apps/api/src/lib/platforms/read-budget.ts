import type { Platform } from '@fanlens/shared';
import type { AttemptCounter } from '../attempt-counter';

export const BUDGET_WINDOW_MS = 60_000;

/**
 * Reads per platform per minute, counted in the shared counter (Redis with REDIS_URL: every
 * worker and instance together; this process's memory otherwise or while Redis is down). A fixed
 * one-minute window per platform; `take` answers how long to wait when the read is over budget.
 */
export function createReadBudget(counter: AttemptCounter) {
  return {
    async take(platform: Platform, perMinute: number): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
      const { count, resetInMs } = await counter.hit(platform, BUDGET_WINDOW_MS);
      if (count <= perMinute) return { ok: true };
      return { ok: false, retryAfterMs: Math.max(1, resetInMs) };
    },
  };
}
