import type { FastifyInstance } from 'fastify';
import type { ForgotPasswordBody, SetPasswordBody } from '@fanlens/shared';
import { badRequest } from '../../lib/errors';
import { letter, translator } from '../../lib/i18n/mail';
import { hashPassword } from '../../lib/passwords';
import { FORGOT_PER_EMAIL } from '../../lib/rate-limits';
import { hashToken, randomToken, RESET_TOKEN_TTL_SECONDS } from '../../lib/tokens';
import { findUserByEmail, findUserById, updatePasswordHash } from '../users/queries';
import { clearLoginFailures } from './login-lock';
import {
  consumePasswordReset,
  expireUserResets,
  insertPasswordReset,
  isPasswordResetValid,
  revokeUserSessions,
} from './queries';
import { escapeHtml } from '../../lib/escape-html';
import { inTransaction } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';
import type { JobDefinition } from '../../jobs/job-types';

const invalidResetLink = () => badRequest('token', 'This reset link is invalid or has expired');

/**
 * Always answers the same, at once: the request is queued (one insert, whatever the address), and
 * the account lookup, the token and the e-mail happen in the job, so the answer's timing does not
 * tell whether the account exists.
 */
export async function forgotPassword(app: FastifyInstance, body: ForgotPasswordBody): Promise<{ success: true }> {
  await enqueue(app.deps.database, RESET_REQUEST_JOB, { email: body.email });
  return { success: true };
}

/** The attempt counter of reset e-mails sent to an address (forgotten with a deleted account). */
export const resetMailCounter = (email: string) => `forgot:${email.toLowerCase()}`;

const RESET_REQUEST_JOB = 'password-reset-request';
const RESET_MAIL_JOB = 'mail.password-reset';

/**
 * The queued request: for a known e-mail (at most FORGOT_PER_EMAIL.max per window) stores a
 * single-use token (hashed, 1 hour) and, in the same transaction, the job of its e-mail. That job
 * holds the token (the link is built from it when the mail is sent) and expires with it: the
 * queue empties its payload once it is sent, or once the hour is over.
 */
export const passwordResetRequest: JobDefinition<{ email: string }> = {
  kind: RESET_REQUEST_JOB,
  async handle({ app, payload }) {
    const { database } = app.deps;
    const user = await findUserByEmail(database.db, payload.email);
    if (!user) return;
    const { count } = await app.services.attempts.hit(resetMailCounter(payload.email), FORGOT_PER_EMAIL.windowMs);
    if (count > FORGOT_PER_EMAIL.max) {
      app.log.info('reset e-mail limit reached for this address: none sent');
      return;
    }
    const token = randomToken();
    await database.db.transaction(async (tx) => {
      await insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        ttlSeconds: RESET_TOKEN_TTL_SECONDS,
      });
      await enqueue(
        inTransaction(tx),
        RESET_MAIL_JOB,
        { userId: user.id, token },
        { expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000) },
      );
    });
  },
};

/** The reset e-mail, in the account's language: nothing once the token is used or expired. The link is never logged. */
export const passwordResetMail = mailJob<{ userId: number; token: string }>(RESET_MAIL_JOB, async (app, payload) => {
  const { config, database } = app.deps;
  const user = await findUserById(database.db, payload.userId);
  if (!user || !(await isPasswordResetValid(database.db, hashToken(payload.token)))) return null;
  const resetLink = `${config.publicUrl}/reset-password?token=${encodeURIComponent(payload.token)}`;
  const tr = translator(user.language);
  const intro = tr('mail.reset.intro');
  const ignore = tr('mail.reset.ignore');
  return {
    to: user.email,
    subject: tr('mail.reset.subject'),
    text: letter(user.language, { name: user.name, lines: [intro, resetLink, '', ignore], signature: false }),
    html: `<p>${escapeHtml(tr('mail.greeting', { name: user.name }))}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(resetLink)}">${escapeHtml(tr('mail.reset.button'))}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
});

/**
 * Sets the password with an e-mailed token (once); signs out every session of the account. The
 * token is checked before the (deliberately slow) hashing, and consumed with the update.
 */
export async function setPassword(
  app: FastifyInstance,
  token: string | null,
  body: SetPasswordBody,
): Promise<{ success: true }> {
  if (!token) throw invalidResetLink();
  const { db } = app.deps.database;
  const tokenHash = hashToken(token);
  if (!(await isPasswordResetValid(db, tokenHash))) throw invalidResetLink();
  const passwordHash = await hashPassword(body.password);
  const result = await db.transaction(async (tx) => {
    const owner = await consumePasswordReset(tx, tokenHash);
    if (owner === undefined) return undefined;
    await updatePasswordHash(tx, owner, passwordHash);
    await expireUserResets(tx, owner);
    return { owner, revoked: await revokeUserSessions(tx, owner, null) };
  });
  if (result === undefined) throw invalidResetLink();
  await app.services.revocations.add(result.revoked);
  const userId = result.owner;
  const user = await findUserById(db, userId);
  if (user) await clearLoginFailures(app.services.attempts, user.email);
  return { success: true };
}
