import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, sqlList } from './columns';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * The job queue (src/jobs, docs/decisions/034-job-queue.md): every e-mail and every periodic
 * round. A job is written in the transaction of the change that causes it; a process claims a due
 * one (`FOR UPDATE SKIP LOCKED`), holding it with a lease (`lease_until`, renewed while it runs)
 * and a `claim` token that its completion must still match. `key` keeps a job single (a periodic
 * round has one row, `periodic:<kind>`). `payload` is what the handler needs to build its work (a
 * mail's text is written when it is sent); it is emptied when the job is done, or when it expires
 * (`expires_at`: a reset link's job lives as long as its token).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claim: text('claim'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_state_check', sql.raw(`"state" IN (${sqlList(JOB_STATES)})`)),
    index('jobs_queued_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_running_idx')
      .on(t.leaseUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_open_kind_idx')
      .on(t.kind, t.state)
      .where(sql`${t.state} <> 'done'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} in ('done', 'failed')`),
  ],
);
