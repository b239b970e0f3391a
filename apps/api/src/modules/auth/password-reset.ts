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

const invalidResetLink = () => badRequest('token', 'This reset link is invalid or has expired');

/**
 * Always answers the same, at once: everything else (the account lookup, the token, the e-mail)
 * runs in the background, so the answer's timing does not tell whether the account exists.
 */
export async function forgotPassword(app: FastifyInstance, body: ForgotPasswordBody): Promise<{ success: true }> {
  app.services.background.run('password reset e-mail', () => sendResetLink(app, body.email));
  return { success: true };
}

/** The attempt counter of reset e-mails sent to an address (forgotten with a deleted account). */
export const resetMailCounter = (email: string) => `forgot:${email.toLowerCase()}`;

/**
 * For a known e-mail (at most FORGOT_PER_EMAIL.max per window) stores a single-use token (hashed,
 * 1 hour) and mails the link to /reset-password, in the account's language. The link itself is
 * never logged.
 */
async function sendResetLink(app: FastifyInstance, email: string): Promise<void> {
  const { config, database } = app.deps;
  const user = await findUserByEmail(database.db, email);
  if (!user) return;
  const { count } = await app.services.attempts.hit(resetMailCounter(email), FORGOT_PER_EMAIL.windowMs);
  if (count > FORGOT_PER_EMAIL.max) {
    app.log.info('reset e-mail limit reached for this address: none sent');
    return;
  }

  const token = randomToken();
  await insertPasswordReset(database.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    ttlSeconds: RESET_TOKEN_TTL_SECONDS,
  });
  const resetLink = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    const tr = translator(user.language);
    const intro = tr('mail.reset.intro');
    const ignore = tr('mail.reset.ignore');
    await app.services.mailer.send({
      to: user.email,
      subject: tr('mail.reset.subject'),
      text: letter(user.language, { name: user.name, lines: [intro, resetLink, '', ignore], signature: false }),
      html: `<p>${escapeHtml(tr('mail.greeting', { name: user.name }))}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(resetLink)}">${escapeHtml(tr('mail.reset.button'))}</a></p><p>${escapeHtml(ignore)}</p>`,
    });
  } catch (error) {
    // Same answer as for an unknown address; the failure is for the operator.
    app.log.error({ err: error }, 'could not send the password reset e-mail');
  }
}

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
