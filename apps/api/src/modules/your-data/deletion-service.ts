import { randomBytes } from 'node:crypto';
import type { DeleteAccountBody } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest, notAuthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { admitPasswordCheck, clearLoginFailures, releasePasswordCheck } from '../auth/login-lock';
import { resetMailCounter } from '../auth/password-reset';
import { findUserById } from '../users/queries';
import { queueDeletionMail } from './deletion-mail';
import { inTransaction } from '../../db/transaction';
import { dropJobsOfUser } from '../../jobs/queue';
import {
  deleteAvatarUploads,
  deleteHelpfulVotes,
  deleteRemovalRequestsOf,
  deleteReviews,
  deleteUserRow,
  keepRevokedFamilies,
  lockAccount,
  pseudonymiseModerationLog,
  releaseClaimedPages,
} from './deletion-queries';

/** How moderation records name a deleted account: one random pseudonym per deletion. */
const newPseudonym = () => `Deleted account ${randomBytes(3).toString('hex')}`;

/**
 * Deletes the signed-in account (DELETE /users/my), confirmed by its password: a wrong one is a 400
 * on `password`, checked at most as often as sign-ins (per account). Everything goes in one
 * transaction (deletion-queries.ts lists what happens to each table); then, before the answer,
 * every session's access tokens are refused on every instance and the cached pages that showed the
 * account's reviews, votes or claimed pages are invalidated. A last e-mail confirms it.
 */
export async function deleteAccount(
  app: FastifyInstance,
  userId: number,
  body: DeleteAccountBody,
): Promise<{ success: true }> {
  const { database } = app.deps;
  const { attempts, revocations, changes } = app.services;
  const user = await findUserById(database.db, userId);
  if (!user) throw notAuthorized();
  await admitPasswordCheck(attempts, userId);
  if (!(await verifyPassword(user.password_hash, body.password))) {
    throw badRequest('password', 'The password is not correct');
  }
  await releasePasswordCheck(attempts, userId);

  const deleted = await database.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) return null;
    await pseudonymiseModerationLog(tx, userId, newPseudonym());
    const votedCreators = await deleteHelpfulVotes(tx, userId);
    const reviewedCreators = await deleteReviews(tx, userId);
    const releasedPages = await releaseClaimedPages(tx, userId);
    await deleteRemovalRequestsOf(tx, userId);
    await deleteAvatarUploads(tx, userId);
    const families = await keepRevokedFamilies(tx, userId, revocations.windowSeconds);
    await deleteUserRow(tx, userId);
    await dropJobsOfUser(inTransaction(tx), userId);
    // A last e-mail confirms it: queued with the deletion.
    await queueDeletionMail(inTransaction(tx), {
      account: { email: account.email, name: account.name, language: user.language },
      counts: { reviews: reviewedCreators.length, releasedPages: releasedPages.length },
    });
    return { account, votedCreators, reviewedCreators, releasedPages, families };
  });
  if (!deleted) throw notAuthorized();

  await revocations.add(deleted.families);
  await changes.record({
    kind: 'account.deleted',
    reviewedCreatorIds: deleted.reviewedCreators,
    votedCreatorIds: deleted.votedCreators,
    releasedCreatorIds: deleted.releasedPages,
  });
  // The counters keyed by the address forget it too.
  await clearLoginFailures(attempts, deleted.account.email);
  await attempts.clear(resetMailCounter(deleted.account.email));
  return { success: true };
}
