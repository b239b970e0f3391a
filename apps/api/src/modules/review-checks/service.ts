import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPrivateAddress } from '../../lib/trust-proxy';
import { inTransaction, type Tx } from '../../db/transaction';
import { lockCreator, shiftCreatorRatings } from '../creators/rating-queries';
import { recordDecision } from '../decision-records/record-decision';
import { assessWindow, isSuspicious, signalsOf, type ReviewFacts } from './burst';
import { holdReviews, insertCase, openCaseOf, windowOf } from './window-queries';

/** The keyed hashes the checks keep of a review's writing: its address and its browser. */
export interface WritingMarks {
  addressHash: string | null;
  deviceHash: string | null;
}

/**
 * Keyed hashes (the signing secret of config as the pepper) of the request's address and browser
 * id: equal inputs give equal hashes, and neither can be read back. A loopback or private address
 * names no client (a proxy, or the machine itself): it gives no hash.
 */
export function writingMarksOf(app: FastifyInstance, request: FastifyRequest): WritingMarks {
  const { signer } = app.services;
  return {
    addressHash: isPrivateAddress(request.ip) ? null : signer.mac(`review-address:${request.ip}`),
    deviceHash: request.browserId === null ? null : signer.mac(`review-browser:${request.browserId}`),
  };
}

/**
 * Checks a new review (inserted, not yet counted) in its write's transaction, with its creator
 * locked: while a case is open on the creator, a suspicious review joins it; otherwise, when the
 * creator's window now holds a burst, a case opens and holds every suspicious review of the window,
 * the earlier ones taken out of the creator's statistics. True when the new review is held (the
 * caller then leaves it out of the statistics).
 */
export async function checkNewReview(tx: Tx, review: { id: number; creatorId: number }): Promise<boolean> {
  await lockCreator(tx, review.creatorId);
  const window = await windowOf(tx, review.creatorId);
  const fresh = window.find((facts) => facts.id === review.id);
  const openCase = await openCaseOf(tx, review.creatorId);
  if (openCase !== undefined) {
    if (!fresh || !isSuspicious(fresh, window)) return false;
    const held = await holdReviews(tx, openCase, [review.id]);
    await recordHolds(tx, openCase, held, window);
    return true;
  }
  const { cluster, burst } = assessWindow(window);
  if (!burst) return false;
  const caseId = await insertCase(tx, review.creatorId);
  const held = await holdReviews(
    tx,
    caseId,
    cluster.map((facts) => facts.id),
  );
  await recordHolds(tx, caseId, held, window);
  const earlier = held.filter((row) => row.id !== review.id).map((row) => row.rating);
  await shiftCreatorRatings(tx, review.creatorId, earlier, -1);
  return held.some((row) => row.id === review.id);
}

/**
 * One statement of reasons per review held now, to its author (an automated decision): the
 * signals their own review showed against the window, never who else wrote in it.
 */
async function recordHolds(
  tx: Tx,
  caseId: number,
  held: readonly { id: number; user_id: number }[],
  window: readonly ReviewFacts[],
) {
  for (const row of held) {
    const facts = window.find((review) => review.id === row.id);
    await recordDecision(inTransaction(tx), {
      userId: row.user_id,
      kind: 'review_held',
      reviewId: row.id,
      caseId,
      facts: { signals: facts ? signalsOf(facts, window) : [] },
    });
  }
}
