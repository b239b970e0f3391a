import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { passwordResetMail, passwordResetRequest } from './modules/auth/password-reset';
import { confirmationMail } from './modules/auth/email-confirmation';
import { reviewNoticeMail } from './modules/reviews/review-notice';
import { claimMovedMail } from './modules/verification/team-mail';
import { teamMail, teamNoticeJob } from './jobs/team-notices';
import { removalDecisionMail, removalReceiptMail } from './modules/removal-requests/mail';
import { deletionMailJob } from './modules/your-data/deletion-mail';
import { addedPageRemovedMail } from './modules/listings/new-pages';
import { priceAlertMail, priceAlertRound, pruneAlertRows } from './modules/alerts/delivery';
import { promoSweep } from './modules/creator-tools/promo-sweep';
import { topPriorRefresh } from './modules/creators/top-prior';
import { pruneSearchTermsJob } from './modules/trends/queries';
import { refreshRoundJob } from './modules/refresh/refresh-job';
import { growthRound } from './modules/stats-history/growth-round';
import { decisionMail } from './modules/decisions/decision-mail';
import { appealOutcomeMail, appealReceiptMail } from './modules/decisions/appeal-mail';
import { reportOutcomeMail, reportReceiptMail } from './modules/moderation/report-mail';
import { pruneIdempotencyKeys, pruneJobs } from './jobs/upkeep';
import type { JobDefinition } from './jobs/job-types';
import { jobsPlugin } from './jobs/jobs-plugin';
import { refreshCounts } from './modules/refresh/refresh-queries';

/**
 * Every job of the queue, in one place: each e-mail, the work that leads to one, and every
 * periodic round (run once per cluster on its schedule). A kind missing here is never run.
 */
export const JOBS: JobDefinition<never>[] = [
  // E-mails, each written in the transaction of the change that causes it.
  passwordResetRequest,
  passwordResetMail,
  confirmationMail,
  reviewNoticeMail,
  claimMovedMail,
  teamNoticeJob,
  teamMail,
  removalReceiptMail,
  removalDecisionMail,
  deletionMailJob,
  addedPageRemovedMail,
  priceAlertMail,
  decisionMail,
  appealReceiptMail,
  appealOutcomeMail,
  reportReceiptMail,
  reportOutcomeMail,
  // Periodic rounds.
  priceAlertRound,
  pruneAlertRows,
  promoSweep,
  topPriorRefresh,
  refreshRoundJob,
  growthRound,
  pruneIdempotencyKeys,
  pruneSearchTermsJob,
  pruneJobs,
];

/**
 * Every background job of the server, in the one plugin app.ts registers: the queue's runner with
 * JOBS (claimed from the `jobs` table shared by every process, once the server is ready; config
 * `jobs.pollMs` 0 runs none), the refresher's backlog in /metrics beside the queue's counts, and
 * the one-off tasks of a start.
 */
export const backgroundJobs = fp(async (app) => {
  await app.register(jobsPlugin, { definitions: JOBS });
  registerRefreshGauge(app);
  // Share images were once kept on disk, one file per creator: what an older version left goes.
  app.services.background.run('old share images removal', () =>
    fs.rm(path.join(app.deps.config.dataDir, 'share-images'), { recursive: true, force: true }),
  );
});

/** The refresher's backlog in /metrics (read at each scrape). */
function registerRefreshGauge(app: FastifyInstance) {
  app.services.metrics.addGauge({
    name: 'fanlens_refresh_pages',
    help: 'Creator pages due to be read again from their platform, overdue (due over an hour), failing (backing off)',
    labelNames: ['state'],
    async read() {
      const counts = await refreshCounts(app.deps.database);
      return (['due', 'overdue', 'failing'] as const).map((state) => ({ labels: { state }, value: counts[state] }));
    },
  });
}
