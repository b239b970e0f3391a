import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * In-memory work of this process that must not delay an answer: the flushes of the analytics
 * counters and of the searches counted for the trends, the removal of files an older version
 * left. Nothing here survives a crash, so nothing that must happen is run here: e-mails and
 * periodic rounds are jobs of the queue (src/jobs). A task's failure is logged, never thrown (a warning without its stack
 * when the database is out of reach: the pool reports the outage itself). The server waits for the
 * pending tasks when it closes; tests wait with idle().
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far (and any they start) has finished. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          isDatabaseUnavailable(error)
            ? log.warn({ task: name, reason: (error as Error).message }, 'background task failed: database unavailable')
            : log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
