import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@fanlens/shared';
import { notAuthorized } from '../../lib/errors';
import {
  hashToken,
  randomToken,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_MAX_AGE_SECONDS,
} from '../../lib/tokens';
import { profileOf } from '../users/service';
import { findUserById, type UserRow } from '../users/queries';
import {
  findFamilyByTokenHash,
  insertSession,
  lockSessionByTokenHash,
  markSessionReplaced,
  markSessionTwinned,
  revokeFamily,
} from './queries';
import type { DeviceOwner } from './known-device';

/** Access token (naming the session in `sid` and its family in `fam`), refresh token and profile. */
async function authResponse(
  app: FastifyInstance,
  user: UserRow,
  session: { id: string; familyId: string },
  refreshToken: string,
): Promise<AuthResponse> {
  const accessToken = await app.services.signer.signAccess({
    userId: user.id,
    sessionId: session.id,
    familyId: session.familyId,
  });
  return { accessToken, refreshToken, data: await profileOf(app, user) };
}

/**
 * Starts a new session family (sign-in, registration), ending at the latest SESSION_MAX_AGE from
 * now; `userAgent` is the browser's, for the account's session list.
 */
export async function startSession(
  app: FastifyInstance,
  user: UserRow,
  userAgent: string | null,
): Promise<AuthResponse> {
  const refreshToken = randomToken();
  const familyId = randomUUID();
  const sessionId = await insertSession(app.deps.database.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
    userAgent,
  });
  return authResponse(app, user, { id: sessionId, familyId }, refreshToken);
}

type Rotation = { ok: true; userId: number; sessionId: string; familyId: string } | { ok: false; reason: string };

/**
 * Exchanges a refresh token for a new pair. Each token works once, with one allowance: for
 * REFRESH_GRACE_SECONDS after its rotation, the replaced token gets one twin pair of the same
 * family (two tabs that refreshed with it at once both stay signed in), and only when the request
 * comes from a browser the account signed in from (`knownDevice`: the HttpOnly device mark, which a
 * thief of the token alone lacks). Presented otherwise, or once the family is revoked, it revokes
 * its whole family (the holder of the newest token is signed out too). No rotation moves the
 * family's absolute end. The new row records the browser's `userAgent` (a session's last use).
 */
export async function rotateSession(
  app: FastifyInstance,
  refreshToken: string | null,
  knownDevice: (user: DeviceOwner) => Promise<boolean>,
  userAgent: string | null,
): Promise<AuthResponse> {
  if (!refreshToken) throw notAuthorized();
  const next = randomToken();
  const rotation = await app.deps.database.db.transaction(async (tx): Promise<Rotation> => {
    const current = await lockSessionByTokenHash(tx, hashToken(refreshToken), REFRESH_GRACE_SECONDS);
    if (!current) return { ok: false, reason: 'unknown refresh token' };
    const twin = current.used && current.in_grace && (await knownDeviceOf(tx, current.user_id, knownDevice));
    if (current.used && !twin) {
      await revokeFamily(tx, current.family_id);
      return { ok: false, reason: 'refresh token reused: family revoked' };
    }
    if (current.expired) return { ok: false, reason: 'refresh token expired' };
    const sessionId = await insertSession(tx, {
      userId: current.user_id,
      familyId: current.family_id,
      tokenHash: hashToken(next),
      ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
      rotatedFrom: current.id,
      userAgent,
    });
    // A twin leaves the replaced row's successor as it is, and uses up its grace.
    if (twin) await markSessionTwinned(tx, current.id);
    else await markSessionReplaced(tx, current.id, sessionId);
    return { ok: true, userId: current.user_id, sessionId, familyId: current.family_id };
  });
  if (!rotation.ok) {
    app.log.info({ reason: rotation.reason }, 'refresh refused');
    if (rotation.reason.startsWith('refresh token reused')) {
      const familyId = await findFamilyByTokenHash(app.deps.database.db, hashToken(refreshToken));
      if (familyId) await app.services.revocations.add([familyId]);
    }
    throw notAuthorized();
  }
  const user = await findUserById(app.deps.database.db, rotation.userId);
  if (!user) throw notAuthorized();
  return authResponse(app, user, { id: rotation.sessionId, familyId: rotation.familyId }, next);
}

async function knownDeviceOf(
  tx: Parameters<typeof findUserById>[0],
  userId: number,
  knownDevice: (user: DeviceOwner) => Promise<boolean>,
): Promise<boolean> {
  const user = await findUserById(tx, userId);
  return user !== undefined && (await knownDevice(user));
}

/**
 * Signs out: revokes the session family of the refresh token (or, failing that, of the access
 * token's `fam`) sent as bearer, so neither its refresh token nor its access tokens work any
 * more. Idempotent: an unknown, expired or already revoked token answers the same.
 */
export async function endSession(app: FastifyInstance, token: string | null): Promise<{ success: true }> {
  if (!token) return { success: true };
  const { db } = app.deps.database;
  const familyId =
    (await findFamilyByTokenHash(db, hashToken(token))) ??
    (await app.services.signer.verifyAccess(token))?.familyId ??
    undefined;
  if (familyId) {
    await revokeFamily(db, familyId);
    await app.services.revocations.add([familyId]);
  }
  return { success: true };
}
