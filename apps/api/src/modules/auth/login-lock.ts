import type { AttemptCounter } from '../../lib/attempt-counter';
import { rateLimited } from '../../lib/errors';
import { LOGIN_LOCK } from '../../lib/rate-limits';
import { hashToken } from '../../lib/tokens';

const key = (email: string) => `login:${email.toLowerCase()}`;

/**
 * Per-e-mail sign-in lock, whatever RATE_LIMIT_MULTIPLIER is. Every attempt is counted first,
 * atomically (one increment in Redis or in memory), and refused past LOGIN_LOCK.failures within
 * LOGIN_LOCK.windowMs, before any password is checked: parallel guesses cannot pass the limit.
 * Unknown e-mails count the same as known ones. A browser the account signed in from before
 * (`knownDevice`, its mark) gets a budget of its own instead, so strangers cannot lock the owner out.
 */
export async function admitLoginAttempt(
  attempts: AttemptCounter,
  email: string,
  knownDevice: string | null,
): Promise<void> {
  const { count, resetInMs } = await attempts.hit(key(email), LOGIN_LOCK.windowMs);
  if (count <= LOGIN_LOCK.failures) return;
  if (knownDevice) {
    const own = await attempts.hit(`${key(email)}:device:${hashToken(knownDevice)}`, LOGIN_LOCK.windowMs);
    if (own.count <= LOGIN_LOCK.failures) return;
    throw rateLimited(own.resetInMs / 1000);
  }
  throw rateLimited(resetInMs / 1000);
}

/** A successful sign-in gives its attempt back: the owner's own sign-ins never lock the account. */
export async function releaseLoginAttempt(attempts: AttemptCounter, email: string): Promise<void> {
  await attempts.release(key(email));
}

/** Lifted by a completed password reset (the e-mailed link proves the mailbox). */
export async function clearLoginFailures(attempts: AttemptCounter, email: string): Promise<void> {
  await attempts.clear(key(email));
}
