import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, type TokenSigner } from '../../lib/tokens';

/** The cookie that marks a browser where the account signed in before (sent to /api/auth only). */
export const DEVICE_COOKIE = 'fanlens_device';
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

/** The account a device mark is for: its id and its current password hash (the mark's stamp). */
export interface DeviceOwner {
  id: number;
  password_hash: string;
}

/** Changes whenever the password does: marks issued before a password change or reset stop counting. */
const stampOf = (owner: DeviceOwner) => hashToken(`device:${owner.password_hash}`).slice(0, 16);

function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** Whether this request carries a device mark issued to `owner` since its last password change. */
export async function isKnownDevice(
  request: FastifyRequest,
  signer: TokenSigner,
  owner: DeviceOwner | undefined,
): Promise<boolean> {
  const mark = readCookie(request, DEVICE_COOKIE);
  if (!mark || !owner) return false;
  const claims = await signer.verifyDevice(mark);
  return claims !== null && claims.userId === owner.id && claims.stamp === stampOf(owner);
}

/**
 * Marks this browser as one the account signed in from (signed, HttpOnly, SameSite=Strict, a
 * year, only sent to /api/auth): its sign-ins pass the per-e-mail lock that strangers' guesses
 * set, and its refreshes may use the grace window (modules/auth/sessions.ts).
 */
export async function rememberDevice(reply: FastifyReply, signer: TokenSigner, owner: DeviceOwner, secure: boolean) {
  const mark = await signer.signDevice(owner.id, stampOf(owner), DEVICE_TTL_SECONDS);
  const attributes = [`Max-Age=${DEVICE_TTL_SECONDS}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', `${DEVICE_COOKIE}=${mark}; ${attributes.join('; ')}`);
}
