import type { FastifyInstance } from 'fastify';
import type { AuthResponse, ChangePasswordBody, LoginBody, RegisterBody } from '@fanlens/shared';
import { NAME_LENGTH } from '@fanlens/shared';
import { badRequest, conflict, invalidCredentials, notAuthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, findUserById, insertUser, isUniqueViolation, updatePasswordHash } from '../users/queries';
import { assertLoginAllowed, recordLoginFailure } from './login-lock';
import { revokeUserSessions } from './queries';
import { startSession } from './sessions';

const emailTaken = () => conflict('email_taken', 'An account with this e-mail already exists', 'email');

/** Without a name, the account is called by its e-mail's local part (cut to the name limit). */
export function defaultName(email: string): string {
  return email.split('@')[0].slice(0, NAME_LENGTH.max);
}

export async function register(app: FastifyInstance, body: RegisterBody): Promise<AuthResponse> {
  const { db } = app.deps.database;
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await insertUser(db, { email: body.email, name: body.name ?? defaultName(body.email), passwordHash });
    return await startSession(app, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Unknown e-mail and wrong password get the same answer after the same work (a verify
 * against a dummy hash), so the answer does not tell whether an account exists.
 */
export async function login(app: FastifyInstance, body: LoginBody): Promise<AuthResponse> {
  const { attempts } = app.services;
  await assertLoginAllowed(attempts, body.email);
  const user = await findUserByEmail(app.deps.database.db, body.email);
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid) {
    await recordLoginFailure(attempts, body.email);
    throw invalidCredentials();
  }
  return startSession(app, user);
}

/**
 * A wrong current password is a 400 on `oldPassword` (a 401 would make the client refresh).
 * Signs out every other session; the one that made the call (its access token's `sid`) stays.
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
  if (!(await verifyPassword(user.password_hash, body.oldPassword))) {
    throw badRequest('oldPassword', 'The current password is not correct');
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId, sessionId);
  });
  return { success: true };
}
