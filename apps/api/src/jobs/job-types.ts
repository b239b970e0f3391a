import type { FastifyInstance } from 'fastify';

/** A job as its handler sees it once claimed. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** Tries so far, this one included. */
  attempts: number;
  /** The token of this claim: only its holder may finish the job. */
  claim: string;
  /** When it was due (a periodic job: the run this claim is). */
  run_at: Date | string;
  expires_at: Date | string | null;
  created_at: Date | string;
}

export interface JobContext<P> {
  app: FastifyInstance;
  job: ClaimedJob;
  payload: P;
  /** The queue's clock for this run (tests move it; otherwise the time of the claim). */
  now: Date;
  /** True once the server is closing: a long job stops between steps (its next run resumes). */
  stopping(): boolean;
}

/** What a handler may answer besides finishing: run again at `later` (not a failed try). */
export type JobOutcome = void | { later: Date };

export interface JobDefinition<P = Record<string, unknown>> {
  kind: string;
  handle(context: JobContext<P>): Promise<JobOutcome>;
  /** A one-off job: tries before it is given up (state `failed`, kept for `npm run jobs -- retry`); default 12. */
  maxAttempts?: number;
  /** Called when the job is given up (its tries exhausted or expired), e.g. to mark the row it stands for. */
  onGiveUp?(context: JobContext<P>, reason: string): Promise<void>;
  /**
   * A periodic job: one row for the whole cluster, run every this many ms by whichever process
   * claims it first (never two at once), first one period after it is registered, or at once with
   * `atStart`.
   */
  every?(app: FastifyInstance): number;
  atStart?: boolean;
}
