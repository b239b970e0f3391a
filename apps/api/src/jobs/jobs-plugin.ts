import fp from 'fastify-plugin';
import type { JobDefinition } from './job-types';
import { jobCounts } from './job-counts';
import { createJobRunner, type JobRunner } from './runner';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue's runner in this process (src/jobs): tests drive it with runDue and drain. */
    jobs: JobRunner;
  }
}

/**
 * The job queue of this process: it runs the jobs listed (claimed from the one `jobs` table shared
 * by every process and instance) once the server is ready, and stops taking new ones when it
 * closes, waiting for those it runs.
 */
export const jobsPlugin = fp<{ definitions: JobDefinition<never>[] }>(async (app, options) => {
  const runner = createJobRunner(app, options.definitions as JobDefinition[], app.deps.config.jobs);
  app.decorate('jobs', runner);
  registerQueueGauges(app);
  app.addHook('onReady', async () => runner.start());
  // Before onClose: a long round stops between steps, and nothing new starts while requests finish.
  app.addHook('preClose', async () => runner.close());
});

/** The queue's counts and ages per kind in /metrics (read at each scrape; the refresher's backlog: background-jobs.ts). */
function registerQueueGauges(app: FastifyInstance) {
  const counts = () => jobCounts(app.deps.database);
  app.services.metrics.addGauge({
    name: 'fanlens_jobs',
    help: 'Jobs of the queue by kind and state: queued (waiting or not yet due), running, failed (tries exhausted)',
    labelNames: ['kind', 'state'],
    async read() {
      return Object.entries(await counts()).flatMap(([kind, of]) =>
        (['queued', 'running', 'failed'] as const).map((state) => ({ labels: { kind, state }, value: of[state] })),
      );
    },
  });
  app.services.metrics.addGauge({
    name: 'fanlens_jobs_oldest_age_seconds',
    help: 'How long the oldest job has waited: queued (due and not done) or failed (since given up)',
    labelNames: ['kind', 'state'],
    async read() {
      return Object.entries(await counts()).flatMap(([kind, of]) => [
        ...(of.oldestDueSeconds !== null ? [{ labels: { kind, state: 'queued' }, value: of.oldestDueSeconds }] : []),
        ...(of.oldestFailedSeconds !== null
          ? [{ labels: { kind, state: 'failed' }, value: of.oldestFailedSeconds }]
          : []),
      ]);
    },
  });
}
