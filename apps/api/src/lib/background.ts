import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay or shape an answer (an e-mail whose sending time would tell whether
 * an account exists, say). A task's failure is logged, never thrown. The server waits for the
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
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
