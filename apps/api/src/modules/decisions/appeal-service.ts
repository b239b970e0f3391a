import type { AppealBody, AppealQueueQuery, DecideAppealBody, List, ModeratedAppeal } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction, type Tx } from '../../db/transaction';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Translate } from '../../lib/i18n';
import { writeLog } from '../moderation/action-queries';
import { recordReviewModerated, releaseHeldReview, showReviewAgain } from '../moderation/action-service';
import { markPageRestored } from '../removal-requests/queries';
import { isUniqueViolation } from '../reviews/pg-errors';
import type { ChangedReview } from '../moderation/action-queries';
import {
  closeAppeal,
  insertAppeal,
  lockAppeal,
  lockDecision,
  markReversed,
  pageOfAppeals,
  type LockedAppeal,
} from './appeal-queries';
import { queueAppealOutcome, queueAppealReceipt } from './appeal-mail';
import { presentDecision } from './decision-presenter';

const decisionNotFound = () => notFound('Decision not found');
const alreadyAppealed = () => conflict('already_appealed', 'This decision has already been appealed', 'decisionId');

/**
 * POST /appeals: the person a decision concerns contests it, once, within APPEAL_MONTHS of it
 * (docs/decisions/039-decisions-and-appeals.md): 404 for an unknown decision, 403 for anyone else,
 * 409 `already_appealed` for a second appeal, 409 `appeal_closed` once the time is over.
 */
export async function fileAppeal(app: FastifyInstance, userId: number, body: AppealBody) {
  try {
    const id = await app.deps.database.db.transaction(async (tx) => {
      const q = inTransaction(tx);
      const decision = await lockDecision(q, body.decisionId);
      if (!decision) throw decisionNotFound();
      if (decision.user_id !== userId) throw forbidden('Only the person a decision concerns can appeal it');
      if (decision.appealed) throw alreadyAppealed();
      if (decision.status === 'lifted') {
        throw conflict(
          'decision_lifted',
          'This hold has ended: a moderator released the review, or removed it with a decision of its own that can be appealed',
          'decisionId',
        );
      }
      if (decision.late) {
        throw conflict(
          'appeal_closed',
          'This decision is more than 6 months old: it can no longer be appealed',
          'decisionId',
        );
      }
      const appealId = await insertAppeal(q, { decisionId: body.decisionId, userId, text: body.text });
      await queueAppealReceipt(q, { appealId, userId });
      return appealId;
    });
    return { id, status: 'open' as const };
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAppealed();
    throw error;
  }
}

/** The appeals moderators decide, with the decision each contests. */
export async function listAppeals(
  app: FastifyInstance,
  query: AppealQueueQuery,
  tr: Translate,
): Promise<List<ModeratedAppeal>> {
  const { rows, count } = await pageOfAppeals(app.deps.database, query);
  const results = rows.map((row) => {
    const { appeal, canAppeal: _canAppeal, ...decision } = presentDecision(row, tr);
    return {
      ...appeal!,
      text: row.appeal_text,
      appellant: { id: row.appellant_id, name: row.appellant_name },
      decision: { ...decision, moderatorId: row.moderator_id },
    };
  });
  return { results, count, limit: query.limit, offset: query.offset };
}

type Restored = { review?: ChangedReview; creatorId?: number };

/**
 * Undoes a decision in the appeal's transaction through the moderation's own restore paths: a
 * hidden or removed review is shown again, a held one released (each back in the lists and the
 * statistics), a removed page restored. Nothing to undo when it was undone meanwhile.
 */
async function undo(tx: Tx, appeal: LockedAppeal, moderatorId: number): Promise<Restored> {
  if (appeal.kind === 'page_removed') {
    if (appeal.creator_id === null) return {};
    return (await markPageRestored(tx, appeal.creator_id)) ? { creatorId: appeal.creator_id } : {};
  }
  if (appeal.review_id === null) return {};
  const review =
    appeal.kind === 'review_held'
      ? await releaseHeldReview(tx, appeal.review_id, moderatorId)
      : await showReviewAgain(tx, appeal.review_id);
  return review ? { review } : {};
}

/**
 * POST /moderation/appeals/{id}/decide: upholds or reverses the decision, with a reason, in one
 * transaction: reversing undoes it (see undo) and marks it reversed; the outcome is logged and
 * mailed. The moderator who took the decision cannot decide its appeal (403).
 */
export async function decideAppeal(
  app: FastifyInstance,
  moderatorId: number,
  appealId: number,
  body: DecideAppealBody,
) {
  const reverse = body.outcome === 'reverse';
  const outcome = await app.deps.database.db.transaction(async (tx) => {
    const q = inTransaction(tx);
    const appeal = await lockAppeal(q, appealId);
    if (!appeal) throw notFound('Appeal not found');
    if (appeal.status !== 'open') throw conflict('conflict', 'This appeal is already decided');
    if (appeal.moderator_id === moderatorId) {
      throw forbidden('Another moderator must decide the appeal of your own decision');
    }
    const restored = reverse ? await undo(tx, appeal, moderatorId) : {};
    if (reverse) await markReversed(q, appeal.decision_id);
    const status = reverse ? ('reversed' as const) : ('upheld' as const);
    await closeAppeal(q, { id: appealId, status, moderatorId, reason: body.reason });
    await writeLog(tx, {
      moderatorId,
      action: reverse ? 'reverse_appeal' : 'uphold_appeal',
      reviewId: appeal.review_id ?? undefined,
      creatorId: appeal.creator_id ?? undefined,
      reason: body.reason,
    });
    await queueAppealOutcome(q, { appealId, userId: appeal.user_id });
    return { status, restored };
  });
  const { review, creatorId } = outcome.restored;
  if (review) await recordReviewModerated(app, review);
  if (creatorId !== undefined) await app.services.changes.record({ kind: 'creator.edited', creatorIds: [creatorId] });
  return { id: appealId, status: outcome.status, restored: review !== undefined || creatorId !== undefined };
}
