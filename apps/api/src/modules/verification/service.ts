import type { FastifyInstance } from 'fastify';
import type { Platform, VerificationResponse } from '@fanlens/shared';
import { conflict, notAuthorized, notFound, rateLimited } from '../../lib/errors';
import type { PlatformAdapter } from '../../lib/platforms';
import { presentCreator } from '../creators/creator-presenter';
import { findUserById, isUniqueViolation } from '../users/queries';
import { checkProfileLink } from './profile-reader';
import { claimCreator, findClaimOf, findClaimTarget, findCreatorForViewer, insertAttempt } from './queries';
import { informTeam } from './team-mail';

/** Profile checks one user may start per window, whatever RATE_LIMIT_MULTIPLIER is. */
export const VERIFICATION_PER_USER = { max: 5, windowMs: 60 * 60 * 1000 } as const;

const alreadyClaimed = () =>
  conflict('already_claimed', 'This creator page has already been claimed by another account', 'username');
const alreadyCreator = () =>
  conflict('already_creator', 'Your account is already linked to a creator page', 'username');

/**
 * POST /verification: checks that `username` names a page nobody else has claimed and that the
 * user has none yet, counts the attempt against the user's limit, then reads the bio on the
 * platform (no transaction is open meanwhile). Link found: one short transaction marks the page
 * verified, links it to the user and records the attempt. Otherwise the attempt is recorded,
 * the team is e-mailed, and the answer is `{ success: false, reason }` (HTTP 200).
 */
export async function verifyCreatorPage(
  app: FastifyInstance,
  adapters: Record<Platform, PlatformAdapter>,
  userId: number,
  username: string,
): Promise<VerificationResponse> {
  const { database, config } = app.deps;
  const user = await findUserById(database.db, userId);
  if (!user) throw notAuthorized();
  const target = await findClaimTarget(database.db, username);
  if (!target) throw notFound('Creator not found');
  if (target.user_id !== null && target.user_id !== userId) throw alreadyClaimed();
  if (await findClaimOf(database.db, userId)) throw alreadyCreator();

  const { count, resetInMs } = await app.services.attempts.hit(
    `verification:${userId}`,
    VERIFICATION_PER_USER.windowMs,
  );
  if (count > VERIFICATION_PER_USER.max) throw rateLimited(resetInMs / 1000);

  const check = await checkProfileLink(adapters[target.platform], target.username, config);
  const attempt = { userId, username: target.username };

  if (!check.found) {
    await insertAttempt(database.db, { ...attempt, success: false, reason: check.reason });
    app.log.info(
      { userId, username: target.username, reason: check.reason, detail: check.detail },
      'verification failed',
    );
    await informTeam(app, {
      user,
      creator: target,
      profileUrl: check.profileUrl,
      reason: check.reason,
      detail: check.detail,
    });
    return { success: false, creator: null, reason: check.reason };
  }

  let claimed: boolean;
  try {
    claimed = await database.db.transaction(async (tx) => {
      const updated = await claimCreator(tx, target.id, userId);
      await insertAttempt(tx, { ...attempt, success: updated, reason: updated ? null : 'already_claimed' });
      return updated;
    });
  } catch (error) {
    // creators.user_id is unique: the user claimed another page while this one was being read.
    if (!isUniqueViolation(error)) throw error;
    await insertAttempt(database.db, { ...attempt, success: false, reason: 'already_creator' });
    throw alreadyCreator();
  }
  if (!claimed) throw alreadyClaimed();

  const row = await findCreatorForViewer(database, target.id, userId);
  if (!row) throw notFound('Creator not found');
  app.log.info({ userId, username: target.username }, 'creator page verified');
  return { success: true, creator: presentCreator(row, { bio: 'html' }) };
}
