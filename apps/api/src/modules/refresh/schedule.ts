/** Pages viewed, favorited or reviewed in the last ACTIVE_DAYS days are read again every ACTIVE_HOURS. */
export const ACTIVE_DAYS = 7;
export const ACTIVE_HOURS = 24;
/** All the others every QUIET_DAYS. */
export const QUIET_DAYS = 7;
/** After 1, 2, 3 failed reads in a row: tried again after these hours; from the 4th, the page's tier. */
export const BACKOFF_HOURS = [1, 6, 24] as const;
/** A profile missing this many reads in a row, over at least GONE_AFTER_DAYS, is gone from its platform. */
export const GONE_AFTER_MISSES = 3;
export const GONE_AFTER_DAYS = 3;
/**
 * A missing profile is looked for again after a day and a half: the 3rd look in a row then comes
 * 72 hours after the 1st, past GONE_AFTER_DAYS, and makes the page gone (with 24 hours the 3rd
 * would come at 48 hours and only the 4th could).
 */
export const MISS_RETRY_HOURS = 36;
/** How long a process holds the pages it claimed before another may take them. */
export const LEASE_MINUTES = 10;

const HOUR = 3_600_000;

/** What one read of a page came to, as the schedule sees it. */
export type ReadOutcome =
  | { kind: 'found' | 'unchanged' }
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | { kind: 'rate_limited'; retryAfterMs: number }
  | { kind: 'off' };

export interface RefreshState {
  failures: number;
  misses: number;
  firstMissAt: Date | null;
}

/** The tier's wait: a day while the page is in use, a week otherwise. */
const tierMs = (active: boolean) => (active ? ACTIVE_HOURS * HOUR : QUIET_DAYS * 24 * HOUR);

/**
 * The page's next read and its state after `outcome` (pure; decision 037): a found profile waits its
 * tier; a failed read backs off 1 h, 6 h, 24 h, then the tier; a missing one is looked for again
 * after MISS_RETRY_HOURS, and is `gone` once GONE_AFTER_MISSES reads in a row over GONE_AFTER_DAYS found it
 * missing; a platform over its budget is tried once the budget allows; reading turned off waits the
 * quiet tier.
 */
export function nextRead(
  outcome: ReadOutcome,
  state: RefreshState,
  active: boolean,
  now: Date,
): { dueAt: Date; state: RefreshState; gone: boolean } {
  const at = (ms: number) => new Date(now.getTime() + ms);
  switch (outcome.kind) {
    case 'found':
    case 'unchanged':
      return { dueAt: at(tierMs(active)), state: { failures: 0, misses: 0, firstMissAt: null }, gone: false };
    case 'not_found': {
      const firstMissAt = state.firstMissAt ?? now;
      const misses = state.misses + 1;
      const gone = misses >= GONE_AFTER_MISSES && now.getTime() - firstMissAt.getTime() >= GONE_AFTER_DAYS * 24 * HOUR;
      return {
        dueAt: at(gone ? tierMs(false) : MISS_RETRY_HOURS * HOUR),
        state: { failures: 0, misses, firstMissAt },
        gone,
      };
    }
    case 'failed': {
      const failures = state.failures + 1;
      const backoff = BACKOFF_HOURS[failures - 1];
      return {
        dueAt: at(backoff !== undefined ? backoff * HOUR : tierMs(active)),
        state: { ...state, failures },
        gone: false,
      };
    }
    case 'rate_limited':
      return { dueAt: at(Math.max(1000, outcome.retryAfterMs)), state, gone: false };
    case 'off':
      return { dueAt: at(tierMs(false)), state, gone: false };
  }
}
