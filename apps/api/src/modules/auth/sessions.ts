import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@fanlens/shared';
import { notAuthorized } from '../../lib/errors';
import { hashToken, randomToken, REFRESH_TOKEN_TTL_SECONDS } from '../../lib/tokens';
import { profileOf } from '../users/service';
import { findUserById, type UserRow } from '../users/queries';
import { insertSession, lockSessionByTokenHash, markSessionReplaced, revokeFamily } from './queries';

/** Access token (naming the session in `sid`), refresh token and profile for a signed-in user. */
async function authResponse(
  app: FastifyInstance,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<AuthResponse> {
  const accessToken = await app.services.signer.signAccess({ userId: user.id, sessionId });
  return { accessToken, refreshToken, data: await profileOf(app, user) };
}

/** Starts a new session family (sign-in, registration). */
export async function startSession(app: FastifyInstance, user: UserRow): Promise<AuthResponse> {
  const refreshToken = randomToken();
  const sessionId = await insertSession(app.deps.database.db, {
    userId: user.id,
    familyId: randomUUID(),
    tokenHash: hashToken(refreshToken),
    ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
  });
  return authResponse(app, user, sessionId, refreshToken);
}

type Rotation = { ok: true; userId: number; sessionId: string } | { ok: false; reason: string };

/**
 * Exchanges a refresh token for a new pair. Each token works once: a rotated or revoked one
 * presented again revokes its whole family (whoever holds the newest token is signed out too).
 */
export async function rotateSession(app: FastifyInstance, refreshToken: string | null): Promise<AuthResponse> {
  if (!refreshToken) throw notAuthorized();
  const next = randomToken();
  const rotation = await app.deps.database.db.transaction(async (tx): Promise<Rotation> => {
    const current = await lockSessionByTokenHash(tx, hashToken(refreshToken));
    if (!current) return { ok: false, reason: 'unknown refresh token' };
    if (current.used) {
      await revokeFamily(tx, current.family_id);
      return { ok: false, reason: 'refresh token reused: family revoked' };
    }
    if (current.expired) return { ok: false, reason: 'refresh token expired' };
    const sessionId = await insertSession(tx, {
      userId: current.user_id,
      familyId: current.family_id,
      tokenHash: hashToken(next),
      ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    });
    await markSessionReplaced(tx, current.id, sessionId);
    return { ok: true, userId: current.user_id, sessionId };
  });
  if (!rotation.ok) {
    app.log.info({ reason: rotation.reason }, 'refresh refused');
    throw notAuthorized();
  }
  const user = await findUserById(app.deps.database.db, rotation.userId);
  if (!user) throw notAuthorized();
  return authResponse(app, user, rotation.sessionId, next);
}
