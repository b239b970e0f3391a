import { REPORTS_PER_DAY, type Report, type ReportBody } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notAuthorized } from '../../lib/errors';
import { countDailyWrite } from '../reviews/abuse-limits';
import { isForeignKeyViolation, isUniqueViolation } from '../reviews/pg-errors';
import { findReviewParties } from '../reviews/queries';
import { reviewNotFound } from '../reviews/review-errors';
import { toIso } from '../creators/creator-presenter';

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
 * per account and day (429). Hidden reviews are not public: 404.
 */
export async function reportReview(
  app: FastifyInstance,
  userId: number,
  reviewId: number,
  body: ReportBody,
): Promise<Report> {
  const { database } = app.deps;
  const parties = await findReviewParties(database, reviewId);
  if (!parties || parties.hidden) throw reviewNotFound();
  if (parties.author_id === userId) throw forbidden('You cannot report your own review');
  const release = await countDailyWrite(app, `reports-per-day:${userId}`, REPORTS_PER_DAY);
  try {
    const [row] = await database.query<ReportRow>(
      `insert into review_reports (review_id, user_id, reason, details) values ($1, $2, $3, $4)
       returning id, review_id, reason, details, created_at`,
      [reviewId, userId, body.reason, body.details ?? null],
    );
    return {
      id: row.id,
      reviewId: row.review_id,
      reason: row.reason,
      details: row.details,
      createdAt: toIso(row.created_at) as string,
    };
  } catch (error) {
    await release();
    if (isUniqueViolation(error)) {
      throw conflict('already_reported', 'You have already reported this review; a moderator will look at it');
    }
    if (isForeignKeyViolation(error, 'review_id')) throw reviewNotFound();
    if (isForeignKeyViolation(error, 'user_id')) throw notAuthorized();
    throw error;
  }
}
