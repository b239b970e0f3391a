import { passwordResetMail, passwordResetRequest } from '../modules/auth/password-reset';
import { confirmationMail } from '../modules/auth/email-confirmation';
import { reviewNoticeMail } from '../modules/reviews/review-notice';
import { claimMovedMail } from '../modules/verification/team-mail';
import { teamMail, teamNoticeJob } from '../lib/team-notices';
import { removalDecisionMail, removalReceiptMail } from '../modules/removal-requests/mail';
import { deletionMailJob } from '../modules/your-data/deletion-mail';
import { addedPageRemovedMail } from '../modules/listings/new-pages';
import { priceAlertMail, priceAlertRound, pruneAlertRows } from '../modules/alerts/delivery';
import { promoSweep } from '../modules/creator-tools/promo-sweep';
import { topPriorRefresh } from '../modules/creators/top-prior';
import { pruneIdempotencyKeys } from '../lib/idempotency';
import { pruneSearchTermsJob } from '../modules/trends/queries';
import { refreshRoundJob } from '../modules/refresh/refresh-job';
import { growthRound } from '../modules/stats-history/growth-round';
import { decisionMail } from '../modules/decisions/decision-mail';
import { appealOutcomeMail, appealReceiptMail } from '../modules/decisions/appeal-mail';
import { reportOutcomeMail, reportReceiptMail } from '../modules/moderation/report-mail';
import { pruneJobs } from './upkeep';
import type { JobDefinition } from './job-types';

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
