import type { List, ReviewCase, ReviewCaseDecision, ReviewCaseQueueQuery } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { shiftCreatorRatings } from '../creators/rating-queries';
import { signalsOf } from '../review-checks/burst';
import { factsOf } from '../review-checks/window-queries';
import { toIso } from '../creators/creator-presenter';
import {
  hideHeld,
  lockCase,
  memberOfCase,
  membersOf,
  pageOfCases,
  releaseHeld,
  reviewsInCase,
  settleCase,
  type MemberRow,
} from './case-queries';
import { writeLog } from './action-queries';
import { inTransaction } from '../../db/transaction';
import { liftHolds, recordDecision } from '../decision-records/record-decision';

const DAY_MS = 86_400_000;
/** Enough of a keyed hash to tell equal ones apart on screen. */
const HASH_SHOWN = 12;

function presentMember(row: MemberRow, all: readonly MemberRow[]) {
  const facts = factsOf(row);
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: toIso(row.created_at) as string,
    held: row.held,
    outcome: row.case_outcome,
    account: {
      id: row.user_id,
      name: row.author_name,
      email: row.author_email,
      createdAt: toIso(row.account_created_at) as string,
      ageDays: Math.floor((facts.createdAt.getTime() - facts.accountCreatedAt.getTime()) / DAY_MS),
      confirmed: row.confirmed,
      otherReviews: row.other_reviews,
    },
    addressHash: row.address_hash?.slice(0, HASH_SHOWN) ?? null,
    deviceHash: row.device_hash?.slice(0, HASH_SHOWN) ?? null,
    // Read against the case's own reviews: what the members share with each other.
    signals: signalsOf(facts, all.map(factsOf)),
  };
}

/** The cases of unusual activity (open or decided) with the evidence of every review. */
export async function listReviewCases(database: Database, query: ReviewCaseQueueQuery): Promise<List<ReviewCase>> {
  const { rows, count } = await pageOfCases(database, query);
  const members = await membersOf(
    database,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) => {
    const own = members.filter((member) => member.case_id === row.id);
    const breakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const member of own) breakdown[member.rating as 1 | 2 | 3 | 4 | 5] += 1;
    return {
      id: row.id,
      status: row.status,
      openedAt: toIso(row.created_at) as string,
      decidedAt: toIso(row.decided_at),
      decisionReason: row.decision_reason,
      creator: {
        id: row.creator_id,
        username: row.creator_username,
        name: row.creator_name,
        platform: row.creator_platform,
      },
      reviewCount: own.length,
      ratingBreakdown: breakdown,
      reviews: own.map((member) => presentMember(member, own)),
    };
  });
  return { results, count, limit: query.limit, offset: query.offset };
}

const caseNotFound = () => notFound('Case not found');
const alreadyDecided = () => conflict('conflict', 'This case is already decided');

export type CaseDecision = { action: 'release' } | { action: 'remove'; reason: string };

/**
 * Decides the held reviews of an open case in one transaction, all of them or the one `reviewId`:
 * `release` makes them public and counts them in the creator's statistics; `remove` hides them with
 * the moderator's reason, each author getting a statement of reasons. The checks' holds on them are
 * lifted; once no review of the case is held the case closes (the page's notice goes) as released,
 * removed or partly removed. The action is logged with its count, the creator's answers and those
 * that show its authors' review counts invalidated.
 */
export async function decideReviewCase(
  app: FastifyInstance,
  moderatorId: number,
  caseId: number,
  decision: CaseDecision,
  reviewId?: number,
): Promise<ReviewCaseDecision> {
  const { database } = app.deps;
  const decided = await database.db.transaction(async (tx) => {
    const found = await lockCase(tx, caseId);
    if (!found) throw caseNotFound();
    if (found.status !== 'open') throw alreadyDecided();
    if (reviewId !== undefined) {
      const member = await memberOfCase(tx, caseId, reviewId);
      if (!member) throw notFound('Review not found in this case');
      if (!member.held) throw conflict('conflict', 'This review of the case is already decided', 'reviewId');
    }
    const reason = decision.action === 'remove' ? decision.reason : null;
    let changed: { id: number; user_id: number }[];
    if (decision.action === 'release') {
      const released = await releaseHeld(tx, caseId, reviewId);
      await shiftCreatorRatings(
        tx,
        found.creator_id,
        released.map((row) => row.rating),
        1,
      );
      changed = released;
    } else {
      changed = await hideHeld(tx, caseId, decision.reason, reviewId);
      const inCase = reviewId === undefined ? changed.length : await reviewsInCase(tx, caseId);
      // One statement of reasons per removed review, to its author.
      for (const row of changed) {
        await recordDecision(inTransaction(tx), {
          userId: row.user_id,
          kind: 'case_removed',
          moderatorId,
          reviewId: row.id,
          caseId,
          reason: decision.reason,
          facts: reviewId === undefined ? { reviews: inCase } : { reviews: inCase, alone: true },
        });
      }
    }
    await liftHolds(
      inTransaction(tx),
      changed.map((row) => row.id),
    );
    const status = await settleCase(tx, caseId, moderatorId, reason);
    await writeLog(tx, {
      moderatorId,
      action: decision.action === 'release' ? 'release_case' : 'remove_case',
      creatorId: found.creator_id,
      caseId,
      reviewId,
      reviewCount: changed.length,
      reason,
    });
    return {
      creatorId: found.creator_id,
      authors: changed.map((row) => row.user_id),
      answer: { id: caseId, status, reviews: changed.length },
    };
  });
  await app.services.changes.record({ kind: 'case.decided', creatorId: decided.creatorId, authorIds: decided.authors });
  return decided.answer;
}
