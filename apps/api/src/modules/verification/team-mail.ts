import type { FastifyInstance } from 'fastify';
import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import { REASON_TEXTS, type VerificationFailureReason } from './reasons';

export interface FailedVerification {
  user: { id: number; name: string; email: string };
  creator: { username: string; platform: Platform };
  profileUrl: string;
  reason: VerificationFailureReason;
  detail: string;
}

/** Tells the team (TEAM_EMAIL) about a failed verification; a mail failure is logged, never thrown. */
export async function informTeam(app: FastifyInstance, failure: FailedVerification): Promise<void> {
  const { config } = app.deps;
  const { user, creator } = failure;
  const platform = PLATFORM_NAMES[creator.platform];
  const text = [
    'A creator page verification failed.',
    '',
    `Creator page: ${config.publicUrl}/${creator.username} (@${creator.username} on ${platform})`,
    `Profile checked: ${failure.profileUrl}`,
    `Reason: ${failure.reason}: ${REASON_TEXTS[failure.reason]}`,
    `Details: ${failure.detail}`,
    `Account: ${user.name} <${user.email}> (user id ${user.id})`,
    `Time: ${new Date().toISOString()}`,
    '',
    'The user was told that the link was not detected and that the team has been informed.',
  ].join('\n');
  try {
    await app.services.mailer.send({
      to: config.mail.teamEmail,
      subject: `Verification failed: @${creator.username} on ${platform} (${failure.reason})`,
      text,
    });
  } catch (error) {
    app.log.warn({ err: error, username: creator.username }, 'could not inform the team of a failed verification');
  }
}
