import { TEAM_NOTICE_WINDOW_MS } from '../../src/jobs/team-notices';

/**
 * A clock for the job queue's `runDue` that only moves forward: each call answers a moment `stepMs`
 * past the later of now and the last moment answered (a window measured on the queue's clock,
 * like the team e-mails', is then over at every call).
 */
export function forwardClock(stepMs: number): () => Date {
  let at = Date.now();
  return () => new Date((at = Math.max(at, Date.now()) + stepMs));
}

/** Each call: past the team e-mails' window, so whatever notices wait are gathered and sent. */
export const afterTeamWindow = forwardClock(TEAM_NOTICE_WINDOW_MS + 1000);
