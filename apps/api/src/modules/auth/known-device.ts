import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenSigner } from '../../lib/tokens';

/** The cookie that marks a browser where the account signed in before (sent to /api/auth only). */
export const DEVICE_COOKIE = 'fanlens_device';
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** The device mark of this request when it was issued to `userId`; null otherwise. */
export async function knownDeviceOf(
  request: FastifyRequest,
  signer: TokenSigner,
  userId: number | undefined,
): Promise<string | null> {
  const mark = readCookie(request, DEVICE_COOKIE);
  if (!mark || userId === undefined) return null;
  return (await signer.verifyDevice(mark)) === userId ? mark : null;
}

/**
 * Marks this browser as one the account signed in from (signed, HttpOnly, SameSite=Strict, a
 * year, only sent to /api/auth): its sign-ins pass the per-e-mail lock that strangers' guesses set.
 */
export async function rememberDevice(reply: FastifyReply, signer: TokenSigner, userId: number, secure: boolean) {
  const mark = await signer.signDevice(userId, DEVICE_TTL_SECONDS);
  const attributes = [`Max-Age=${DEVICE_TTL_SECONDS}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', `${DEVICE_COOKIE}=${mark}; ${attributes.join('; ')}`);
}
