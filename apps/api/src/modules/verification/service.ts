import type { FastifyInstance } from 'fastify';
import type { Platform, VerificationResponse, VerificationText } from '@fanlens/shared';
import { conflict, notAuthorized, notFound, rateLimited } from '../../lib/errors';
import type { PlatformAdapter } from '../../lib/platforms';
import { presentCreator } from '../creators/creator-presenter';
import { inTransaction } from '../../db/transaction';
import type { WriteReceipt } from '../../lib/idempotency';
import { findUserById, type UserRow } from '../users/queries';
import { currentClaimCode, isValidClaimCode } from './claim-code';
import { claimLink, claimText } from './link-check';
import { checkProfileLink } from './profile-reader';
import {
  claimCreator,
  findClaimTarget,
  findCreatorForViewer,
  hasReviewed,
  insertAttempt,
  type ClaimTarget,
} from './queries';
import { informTeam, reportMovedClaim } from './team-mail';

/** Profile checks one user may start per window, whatever RATE_LIMIT_MULTIPLIER is. */
export const VERIFICATION_PER_USER = { max: 5, windowMs: 60 * 60 * 1000 } as const;

const alreadyVerified = () => conflict('already_verified', 'You have already verified this page', 'username');
const reviewedOwnPage = () =>
  conflict(
    'reviewed_own_page',
    'You have reviewed this creator page: a creator cannot review their own page, so it cannot be claimed',
    'username',
  );

/** The account and the page it wants to claim, after the checks every claim step shares. */
async function claimParties(app: FastifyInstance, userId: number, username: string) {
  const { db } = app.deps.database;
  const user = await findUserById(db, userId);
  if (!user) throw notAuthorized();
  const target = await findClaimTarget(db, username);
  if (!target) throw notFound('Creator not found');
  // An account may verify several pages (decision 014); only this one again is refused.
  if (target.user_id === userId) throw alreadyVerified();
  if (await hasReviewed(db, target.id, userId)) throw reviewedOwnPage();
  return { user, target };
}

/**
 * GET /verification/text: the text to put into the bio, with this account's code for this page in
 * the link (`…/ada?v=7KQ2MX`), and when the code stops working.
 */
export async function verificationTextFor(
  app: FastifyInstance,
  userId: number,
  username: string,
): Promise<VerificationText> {
  const { target } = await claimParties(app, userId, username);
  const { code, expiresAt } = currentClaimCode(app.services.signer, userId, target.id);
  const link = claimLink(app.deps.config.publicUrl, target.username, code);
  return { text: claimText(link), link, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /verification: checks that `username` names a page that the user has not verified already
 * (other pages of the user do not matter) and has not reviewed, counts the attempt against the user's limit, then reads the bio on the platform (no
 * transaction is open meanwhile): it must hold the page's link with this account's current code.
 * Found: one short transaction links the page to the user (moving it from a previous claimant, who
 * and the team are told), records the attempt and keeps the answer for an Idempotency-Key.
 * Otherwise the attempt is recorded, the team is told (batched), and the answer is
 * `{ success: false, reason }` (HTTP 200).
 */
export async function verifyCreatorPage(
  app: FastifyInstance,
  adapters: Record<Platform, PlatformAdapter>,
  userId: number,
  username: string,
  receipt: WriteReceipt | null = null,
): Promise<VerificationResponse> {
  const { database, config } = app.deps;
  const { user, target } = await claimParties(app, userId, username);

  const { count, resetInMs } = await app.services.attempts.hit(
    `verification:${userId}`,
    VERIFICATION_PER_USER.windowMs,
  );
  if (count > VERIFICATION_PER_USER.max) throw rateLimited(resetInMs / 1000);

  const validCode = (code: string) => isValidClaimCode(app.services.signer, userId, target.id, code);
  const check = await checkProfileLink(adapters[target.platform], target.username, validCode, config);
  const attempt = { userId, username: target.username };

  if (!check.found) {
    // The attempt and the team's notice of it commit together.
    await database.db.transaction(async (tx) => {
      await insertAttempt(tx, { ...attempt, success: false, reason: check.reason });
      await informTeam(inTransaction(tx), app, {
        user,
        creator: target,
        profileUrl: check.profileUrl,
        reason: check.reason,
        detail: check.detail,
      });
    });
    app.log.info(
      { userId, username: target.username, reason: check.reason, detail: check.detail },
      'verification failed',
    );
    return { success: false, creator: null, reason: check.reason };
  }

  const claimed = await claim(app, target, user, receipt);
  await app.services.changes.record({ kind: 'creator.verified', creatorId: target.id });
  app.log.info(
    { userId, username: target.username, previousUserId: claimed.previous?.id ?? null },
    'creator page verified',
  );
  return claimed.answer;
}

/**
 * Links the page to the user in one transaction with its attempt, which also reads what the answer
 * and the e-mails need (nothing after the commit can fail the answer) and keeps the answer for an
 * Idempotency-Key; returns the answer and the previous claimant.
 */
async function claim(
  app: FastifyInstance,
  target: ClaimTarget,
  user: UserRow,
  receipt: WriteReceipt | null,
): Promise<{ answer: VerificationResponse; previous: UserRow | null }> {
  const { db } = app.deps.database;
  const userId = user.id;
  const attempt = { userId, username: target.username };
  const outcome = await db.transaction(async (tx) => {
    const result = await claimCreator(tx, target.id, userId);
    await insertAttempt(tx, { ...attempt, success: result.claimed, reason: result.claimed ? null : 'reviewed' });
    if (!result.claimed) return null;
    // After the page's row lock: a concurrent request with the same key has committed by now.
    await receipt?.claim(tx);
    const row = await findCreatorForViewer(inTransaction(tx), target.id, userId);
    if (!row) throw notFound('Creator not found');
    const answer: VerificationResponse = { success: true, creator: presentCreator(row, { bio: 'html' }) };
    await receipt?.keep(tx, answer);
    const previous = result.previousUserId === null ? null : ((await findUserById(tx, result.previousUserId)) ?? null);
    // The previous claimant and the team are told, with the move.
    if (previous) await reportMovedClaim(inTransaction(tx), app, { creator: target, from: previous, to: user });
    return { answer, previous };
  });
  if (!outcome) throw reviewedOwnPage();
  return outcome;
}
