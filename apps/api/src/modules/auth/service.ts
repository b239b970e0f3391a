import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  type AuthResponse,
  type ChangePasswordBody,
  DEFAULT_LANGUAGE,
  type Language,
  type LoginBody,
  type RegisterBody,
} from '@fanlens/shared';
import { badRequest, conflict, invalidCredentials, notAuthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, findUserById, insertUser, isUniqueViolation, updatePasswordHash } from '../users/queries';
import { queueFirstConfirmation } from './email-confirmation';
import type { DeviceOwner } from './known-device';
import { admitLoginAttempt, admitPasswordCheck, releaseLoginAttempt, releasePasswordCheck } from './login-lock';
import { revokeUserSessions } from './queries';
import { startSession } from './sessions';

const emailTaken = () => conflict('email_taken', 'An account with this e-mail already exists', 'email');

/**
 * Without a name, the account is called 'Fan' and a random number: never the e-mail's local part,
 * which would publish the address's owner on every review they write.
 */
export function defaultName(): string {
  return `Fan ${randomInt(100_000, 1_000_000)}`;
}

/** Creates the account in `language` (the sign-up request's: its first e-mail is written in it). */
export async function register(
  app: FastifyInstance,
  body: RegisterBody,
  userAgent: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<AuthResponse & { account: DeviceOwner }> {
  const { db } = app.deps.database;
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    const name = body.name ?? defaultName();
    // The account, its first confirmation link and that link's e-mail commit together.
    const user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, { email: body.email, name, passwordHash, language });
      await queueFirstConfirmation(tx, created.id);
      return created;
    });
    return { ...(await startSession(app, user, userAgent)), account: user };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Counts the attempt against the e-mail's lock before anything else (see login-lock.ts); a
 * browser the account signed in from before (`knownDevice(user)`) gets its own budget. Unknown e-mail and wrong password get the same
 * answer after the same work (a verify against a dummy hash), so it does not tell whether an
 * account exists. A success gives its attempt back.
 */
export async function login(
  app: FastifyInstance,
  body: LoginBody,
  knownDevice: (user: DeviceOwner | undefined) => Promise<boolean>,
  userAgent: string | null,
): Promise<AuthResponse & { account: DeviceOwner }> {
  const { attempts } = app.services;
  const user = await findUserByEmail(app.deps.database.db, body.email);
  await admitLoginAttempt(attempts, body.email, await knownDevice(user));
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid) throw invalidCredentials();
  await releaseLoginAttempt(attempts, body.email);
  return { ...(await startSession(app, user, userAgent)), account: user };
}

/**
 * A wrong current password is a 400 on `oldPassword` (a 401 would make the client refresh); checks
 * are limited per account like sign-ins. Signs out every other session, and every other branch of
 * the caller's own family (a grace-window twin); the session that made the call (its `sid`) stays.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: number,
  sessionId: string | null,
  body: ChangePasswordBody,
): Promise<{ success: true }> {
  const { db } = app.deps.database;
  const user = await findUserById(db, userId);
  if (!user) throw notAuthorized();
  await admitPasswordCheck(app.services.attempts, userId);
  if (!(await verifyPassword(user.password_hash, body.oldPassword))) {
    throw badRequest('oldPassword', 'The current password is not correct');
  }
  await releasePasswordCheck(app.services.attempts, userId);
  const passwordHash = await hashPassword(body.newPassword);
  const revoked = await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    return revokeUserSessions(tx, userId, sessionId);
  });
  await app.services.revocations.add(revoked);
  return { success: true };
}
