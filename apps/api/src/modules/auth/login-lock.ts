import type { AttemptCounter } from '../../lib/attempt-counter';
import { rateLimited } from '../../lib/errors';
import { LOGIN_LOCK } from '../../lib/rate-limits';

const key = (email: string) => `login:${email.toLowerCase()}`;

/**
 * Per-e-mail sign-in lock, whatever RATE_LIMIT_MULTIPLIER is: LOGIN_LOCK.failures failed
 * sign-ins within LOGIN_LOCK.windowMs lock that e-mail for the rest of the window.
 * Checked before the password; unknown e-mails count the same as known ones.
 */
export async function assertLoginAllowed(attempts: AttemptCounter, email: string): Promise<void> {
  const { count, resetInMs } = await attempts.peek(key(email));
  if (count >= LOGIN_LOCK.failures) throw rateLimited(resetInMs / 1000);
}

export async function recordLoginFailure(attempts: AttemptCounter, email: string): Promise<void> {
  await attempts.hit(key(email), LOGIN_LOCK.windowMs);
}

/** Lifted only by a password reset (the owner proved the mailbox), never by a sign-in. */
export async function clearLoginFailures(attempts: AttemptCounter, email: string): Promise<void> {
  await attempts.clear(key(email));
}
