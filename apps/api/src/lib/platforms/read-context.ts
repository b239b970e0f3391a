import type { RobotsPolicy } from './robots-policy';

/** What every reader of a platform shares. */
export interface ReadContext {
  /** Loopback and private addresses allowed (VERIFY_ALLOW_PRIVATE_HOSTS, tests only). */
  allowPrivate: boolean;
  /** `FanLensBot/1.0 (+<site address>)`: who reads, and where to find out why. */
  userAgent: string;
  robots: RobotsPolicy;
  /** The time left before `deadline` for one fetch; a spent deadline throws FetchFailure 'timeout'. */
  remainingMs(deadline: number): number;
}
