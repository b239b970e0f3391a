/** Lighthouse's own choice of the representative run among several (no types shipped for it). */
declare module 'lighthouse/core/lib/median-run.js' {
  import type { Result } from 'lighthouse';

  /** The run closest to the median FCP and time to interactive of all runs. */
  export function computeMedianRun(runs: Result[]): Result;
}
