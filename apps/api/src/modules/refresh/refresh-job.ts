import type { JobDefinition } from '../../jobs/job-types';
import { promoteActivePages } from './refresh-queries';
import { refreshRound } from './refresh-round';

/** How often a round starts (once per cluster: a periodic job of the queue). */
export const REFRESH_ROUND_MS = 60_000;

/**
 * The refresher's round: the pages people used move up, then as many due pages as the platforms'
 * read budgets allow in a minute are read again (decision 037).
 */
export const refreshRoundJob: JobDefinition = {
  kind: 'round.refresh',
  every: () => REFRESH_ROUND_MS,
  async handle({ app, now }) {
    const { database, config } = app.deps;
    await promoteActivePages(database, now);
    await refreshRound(
      {
        database,
        readers: app.services.readers,
        config,
        changes: app.services.changes,
      },
      { limit: config.platformReads.perMinute * 3, now },
    );
  },
};
