import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from './bearer';
import { notAuthorized } from './errors';
import type { SessionRevocations } from './session-revocations';
import type { TokenSigner } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id from a valid access token, or null. */
    userId: number | null;
    /** The session named by the access token (its `sid` claim), or null. */
    sessionId: string | null;
  }
}

/**
 * Reads the bearer access token of every request; an invalid or expired one, or one whose session
 * family was revoked (sign-out, password change or reset, refresh-token reuse), counts as signed out.
 */
export const authGuard = fp(
  async (app: FastifyInstance, options: { signer: TokenSigner; revocations: SessionRevocations }) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('sessionId', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      const claims = await options.signer.verifyAccess(token);
      if (!claims || (claims.familyId && (await options.revocations.isRevoked(claims.familyId)))) return;
      request.userId = claims.userId;
      request.sessionId = claims.sessionId;
    });
  },
);

/** preValidation hook (401 before any 400) for routes that need a signed-in user: 401 `not_authorized` otherwise. */
export async function requireUser(request: FastifyRequest) {
  if (request.userId === null) throw notAuthorized();
}

/** The signed-in user's id in a handler guarded by requireUser. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw notAuthorized();
  return request.userId;
}
