import { REPORTS_PER_DAY, type Report, type ReportBody } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notAuthorized } from '../../lib/errors';
import { inTransaction } from '../../db/transaction';
import type { WriteReceipt } from '../../lib/idempotency';
import { spendDailyAllowance } from '../reviews/abuse-limits';
import { isForeignKeyViolation, isUniqueViolation } from '../reviews/pg-errors';
import { findReviewParties } from '../reviews/queries';
import { reviewNotFound } from '../reviews/review-errors';
import { toIso } from '../creators/creator-presenter';
import { queueReportReceipt } from './report-mail';

interface ReportRow {
  id: number;
  review_id: number;
  reason: Report['reason'];
  details: string | null;
  created_at: Date | string;
}

/**
 * Reports a review to the moderators: signed in, not one's own review (403), one open report per
 * user and review (409 `already_reported`, settled by a partial unique index), REPORTS_PER_DAY
 * per account and day (429, counted in the report's transaction). Hidden reviews are not public:
 * 404. `receipt` keeps the answer for an Idempotency-Key in the same transaction; the reporter's
 * e-mail receipt is queued in it too. A report by the page's own verified creator is marked as such.
 */
export async function reportReview(
  app: FastifyInstance,
  userId: number,
  reviewId: number,
  body: ReportBody,
  receipt: WriteReceipt | null = null,
): Promise<Report> {
  const { database } = app.deps;
  const parties = await findReviewParties(database, reviewId);
  if (!parties || !parties.public) throw reviewNotFound();
  if (parties.author_id === userId) throw forbidden('You cannot report your own review');
  const byPageOwner = parties.creator_verified && parties.creator_user_id === userId;
  try {
    const report = await database.db.transaction(async (tx) => {
      await receipt?.claim(tx);
      await spendDailyAllowance(tx, userId, 'reports', REPORTS_PER_DAY);
      const [row] = await inTransaction(tx).query<ReportRow>(
        `insert into review_reports (review_id, user_id, creator_id, by_page_owner, reason, details)
         values ($1, $2, $3, $4, $5, $6)
         returning id, review_id, reason, details, created_at`,
        [reviewId, userId, parties.creator_id, byPageOwner, body.reason, body.details ?? null],
      );
      const report: Report = {
        id: row.id,
        reviewId: row.review_id,
        reason: row.reason,
        details: row.details,
        createdAt: toIso(row.created_at) as string,
      };
      await queueReportReceipt(inTransaction(tx), { reportId: row.id, userId });
      await receipt?.keep(tx, report);
      return report;
    });
    // The page counts its creator's reports ("The creator reported N reviews…").
    if (byPageOwner) await app.services.changes.record({ kind: 'creator.reported', creatorId: parties.creator_id });
    return report;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('already_reported', 'You have already reported this review; a moderator will look at it');
    }
    if (isForeignKeyViolation(error, 'review_id')) throw reviewNotFound();
    if (isForeignKeyViolation(error, 'user_id')) throw notAuthorized();
    throw error;
  }
}
