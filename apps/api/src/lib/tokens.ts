import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Default access-token lifetime (ACCESS_TOKEN_TTL_SECONDS). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token's own lifetime; each rotation starts a new one, within the family's absolute end. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Absolute lifetime of a session family from its sign-in: then the user signs in again. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** How long the token a rotation just replaced still works once more (two tabs refreshing at once). */
export const REFRESH_GRACE_SECONDS = 10;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface AccessClaims {
  userId: number;
  /** The refresh session (sessions.id) the token was issued with; null for tokens made without one. */
  sessionId: string | null;
  /** The session family (sessions.family_id): revoking it ends the token at once. */
  familyId: string | null;
}

export function createTokenSigner(secret: string, accessTtlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  const key = new TextEncoder().encode(secret);
  /** The claims and user id of a valid, unexpired token of type `typ`, or null. */
  const verifyTyped = async (token: string, typ: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      return payload.typ === typ && Number.isSafeInteger(userId) ? { payload, userId } : null;
    } catch {
      return null;
    }
  };
  return {
    accessTtlSeconds,
    async signAccess({
      userId,
      sessionId,
      familyId,
    }: {
      userId: number;
      sessionId?: string | null;
      familyId?: string | null;
    }): Promise<string> {
      return new SignJWT({
        typ: 'access',
        ...(sessionId ? { sid: sessionId } : {}),
        ...(familyId ? { fam: familyId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid, unexpired access token, or null. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const verified = await verifyTyped(token, 'access');
      if (!verified) return null;
      const { payload, userId } = verified;
      return {
        userId,
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
        familyId: typeof payload.fam === 'string' ? payload.fam : null,
      };
    },
    /** A keyed digest (HMAC-SHA256, hex) of `data` with the signing secret: for codes the server re-derives. */
    mac(data: string): string {
      return createHmac('sha256', key).update(data).digest('hex');
    },
    /**
     * A long-lived device mark for `userId` (see modules/auth/known-device.ts); `stamp` ties it to
     * the account's current password, so a password change or reset ends every mark.
     */
    async signDevice(userId: number, stamp: string, ttlSeconds: number): Promise<string> {
      return new SignJWT({ typ: 'device', st: stamp })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The user id and stamp of a valid device mark, or null. */
    async verifyDevice(token: string): Promise<{ userId: number; stamp: string } | null> {
      const verified = await verifyTyped(token, 'device');
      if (!verified || typeof verified.payload.st !== 'string') return null;
      return { userId: verified.userId, stamp: verified.payload.st };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** An opaque random token (refresh, password reset); only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
