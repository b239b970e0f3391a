import type { TokenSigner } from '../../lib/tokens';

/** A claim code's validity period; a code works in its period and the next one. */
export const CLAIM_CODE_PERIOD_SECONDS = 24 * 60 * 60;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLAIM_CODE_LENGTH = 6;

const periodOf = (now: number) => Math.floor(now / 1000 / CLAIM_CODE_PERIOD_SECONDS);

function codeFor(signer: TokenSigner, userId: number, creatorId: number, period: number): string {
  const digest = signer.mac(`claim:${userId}:${creatorId}:${period}`);
  let code = '';
  for (let i = 0; i < CLAIM_CODE_LENGTH; i += 1) {
    code += ALPHABET[parseInt(digest.slice(i * 4, i * 4 + 4), 16) % ALPHABET.length];
  }
  return code;
}

/**
 * The code that binds a claim of creator page `creatorId` to account `userId`: derived (HMAC with
 * the server secret) from both ids and the current period, so nothing is stored and no other
 * account can produce it. It is valid until `expiresAt` (the end of the next period: 24 to 48 hours).
 */
export function currentClaimCode(signer: TokenSigner, userId: number, creatorId: number, now = Date.now()) {
  const period = periodOf(now);
  return {
    code: codeFor(signer, userId, creatorId, period),
    expiresAt: new Date((period + 2) * CLAIM_CODE_PERIOD_SECONDS * 1000),
  };
}

/** True when `code` (any case) is this account's code for this page, of this period or the one before. */
export function isValidClaimCode(
  signer: TokenSigner,
  userId: number,
  creatorId: number,
  code: string,
  now = Date.now(),
): boolean {
  const period = periodOf(now);
  const given = code.toUpperCase();
  return [period, period - 1].some((p) => codeFor(signer, userId, creatorId, p) === given);
}
