import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface AccessClaims {
  userId: number;
  /** The refresh session (sessions.id) the token was issued with; null for tokens made without one. */
  sessionId: string | null;
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess({ userId, sessionId }: { userId: number; sessionId?: string | null }): Promise<string> {
      return new SignJWT({ typ: 'access', ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The claims of a valid, unexpired access token, or null. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isSafeInteger(userId)) return null;
        return { userId, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
      } catch {
        return null;
      }
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
