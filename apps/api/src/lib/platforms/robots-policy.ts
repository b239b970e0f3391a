import robotsParser from 'robots-parser';
import { FetchFailure, type FetchedPage } from './safe-fetch';

/** The product token FanLens's readers go by in robots.txt groups (`User-agent: FanLensBot`). */
export const READER_TOKEN = 'FanLensBot';
/** How long a host's robots.txt is kept before it is read again (RFC 9309 section 2.4: at most 24 hours). */
export const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;
/** After a robots.txt could not be read (5xx, unreachable), when it is tried again. */
export const ROBOTS_RETRY_MS = 5 * 60 * 1000;
/** RFC 9309 asks crawlers to parse at least 500 KiB; a larger file counts as unreadable. */
export const ROBOTS_MAX_BYTES = 512 * 1024;

export type RobotsVerdict =
  { allowed: true } | { allowed: false; because: 'disallowed' | 'robots_unavailable'; message: string };

interface Robot {
  isAllowed(url: string, userAgent?: string): boolean | undefined;
}

/** A host's rules: a parsed file, everything (a 4xx answer), or nothing (unavailable). */
type Rules = { kind: 'file'; robot: Robot } | { kind: 'all' } | { kind: 'none'; message: string };
interface Entry {
  rules: Rules;
  /** Read again after this. */
  expiresAt: number;
}

export interface RobotsPolicy {
  /** Whether robots.txt of the address's host lets FanLensBot fetch it (the host's file read at most once a day). */
  check(address: string, deadline: number): Promise<RobotsVerdict>;
}

/**
 * robots.txt by RFC 9309, per host (scheme, name and port): the group of FanLensBot (matched
 * case-insensitively, groups of the same name merged), else `*`; within it the longest matching
 * Allow/Disallow (`*` and `$` patterns; Allow wins a tie); no group or no matching rule allows.
 * 2xx: the file's rules; 4xx (429 aside): everything allowed; 5xx, 429, unreachable, timeout or
 * too large: nothing allowed, unless a file read earlier is kept (tried again after
 * ROBOTS_RETRY_MS). Parsed with robots-parser. One fetch per host at a time; the answer is kept
 * ROBOTS_TTL_MS.
 */
export function createRobotsPolicy(options: {
  fetchRobots(address: string, timeoutMs: number): Promise<FetchedPage>;
  now?: () => number;
}): RobotsPolicy {
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();

  async function load(origin: string, deadline: number): Promise<Entry> {
    const address = `${origin}/robots.txt`;
    const previous = cache.get(origin);
    try {
      const page = await options.fetchRobots(address, Math.max(1, deadline - now()));
      const robot = (robotsParser as unknown as (url: string, text: string) => Robot)(address, page.body);
      return { rules: { kind: 'file', robot }, expiresAt: now() + ROBOTS_TTL_MS };
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      const status = error.answer?.status ?? 0;
      if (status >= 400 && status < 500 && status !== 429)
        return { rules: { kind: 'all' }, expiresAt: now() + ROBOTS_TTL_MS };
      const retryAt = now() + ROBOTS_RETRY_MS;
      if (previous && previous.rules.kind !== 'none') return { rules: previous.rules, expiresAt: retryAt };
      return { rules: { kind: 'none', message: `robots.txt could not be read: ${error.message}` }, expiresAt: retryAt };
    }
  }

  async function rulesOf(origin: string, deadline: number): Promise<Rules> {
    const entry = cache.get(origin);
    if (entry && entry.expiresAt > now()) return entry.rules;
    let loading = pending.get(origin);
    if (!loading) {
      loading = load(origin, deadline).then((loaded) => {
        cache.set(origin, loaded);
        return loaded;
      });
      loading.finally(() => pending.delete(origin)).catch(() => {});
      pending.set(origin, loading);
    }
    return (await loading).rules;
  }

  return {
    async check(address, deadline) {
      const url = new URL(address);
      const rules = await rulesOf(url.origin, deadline);
      if (rules.kind === 'all') return { allowed: true };
      if (rules.kind === 'none') return { allowed: false, because: 'robots_unavailable', message: rules.message };
      if (rules.robot.isAllowed(url.toString(), READER_TOKEN) === true) return { allowed: true };
      return {
        allowed: false,
        because: 'disallowed',
        message: `robots.txt of ${url.host} does not allow ${url.pathname}`,
      };
    },
  };
}
