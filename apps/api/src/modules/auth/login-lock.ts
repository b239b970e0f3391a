import type { AttemptCounter } from '../../lib/attempt-counter';
import { rateLimited } from '../../lib/errors';
import { LOGIN_LOCK } from '../../lib/rate-limits';

const key = (email: string) => `login:${email.toLowerCase()}`;

/**
 * Per-e-mail sign-in lock, whatever RATE_LIMIT_MULTIPLIER is. Every attempt is counted first,
 * atomically (one increment in Redis or in memory), and refused past LOGIN_LOCK.failures within
 * LOGIN_LOCK.windowMs, before any password is checked: parallel guesses cannot pass the limit.
 * Unknown e-mails count the same as known ones. Browsers the account signed in from before
 * (`knownDevice`, see known-device.ts) share one budget of their own instead, so strangers cannot
 * lock the owner out, and collecting many marks gives no more guesses than one.
 */
export async function admitLoginAttempt(attempts: AttemptCounter, email: string, knownDevice: boolean): Promise<void> {
  const { count, resetInMs } = await attempts.hit(key(email), LOGIN_LOCK.windowMs);
  if (count <= LOGIN_LOCK.failures) return;
  if (knownDevice) {
    const own = await attempts.hit(`${key(email)}:known-devices`, LOGIN_LOCK.windowMs);
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
  await attempts.clear(`${key(email)}:known-devices`);
}

/**
 * Checks of the current password when changing it, per account, whatever RATE_LIMIT_MULTIPLIER
 * is: a stolen session cannot guess the password faster than sign-in could.
 */
export async function admitPasswordCheck(attempts: AttemptCounter, userId: number): Promise<void> {
  const { count, resetInMs } = await attempts.hit(`password-check:${userId}`, LOGIN_LOCK.windowMs);
  if (count > LOGIN_LOCK.failures) throw rateLimited(resetInMs / 1000);
}

export async function releasePasswordCheck(attempts: AttemptCounter, userId: number): Promise<void> {
  await attempts.release(`password-check:${userId}`);
}
