import type { FastifyInstance } from 'fastify';
import { type Language, PLATFORM_NAMES, type Platform, creatorPagePath } from '@fanlens/shared';
import { letter, translator } from '../../lib/i18n/mail';
import { REASON_TEXTS, type VerificationFailureReason } from './reasons';

interface Account {
  id: number;
  name: string;
  email: string;
  /** The previous claimant's e-mail is written in it (the team's notices stay English). */
  language: Language;
}

export interface FailedVerification {
  user: Account;
  creator: { username: string; platform: Platform };
  profileUrl: string;
  reason: VerificationFailureReason;
  detail: string;
}

/** Tells the team (TEAM_EMAIL, batched: see lib/team-notices.ts) about a failed verification. */
export function informTeam(app: FastifyInstance, failure: FailedVerification): void {
  const { config } = app.deps;
  const { user, creator } = failure;
  const platform = PLATFORM_NAMES[creator.platform];
  app.services.teamNotices.add({
    summary: `Verification failed: @${creator.username} on ${platform} (${failure.reason})`,
    text: [
      'A creator page verification failed.',
      '',
      `Creator page: ${config.publicUrl}${creatorPagePath(creator.username)} (@${creator.username} on ${platform})`,
      `Profile checked: ${failure.profileUrl}`,
      `Reason: ${failure.reason}: ${REASON_TEXTS[failure.reason]}`,
      `Details: ${failure.detail}`,
      `Account: ${user.name} <${user.email}> (user id ${user.id})`,
      `Time: ${new Date().toISOString()}`,
      '',
      'The user was told that the link was not detected and that the team has been informed.',
    ].join('\n'),
  });
}

/**
 * A page claimed by one account was verified by another with its own code: the team hears of it
 * (batched) and the previous claimant gets an e-mail of their own, in their language (in the background).
 */
export function reportMovedClaim(
  app: FastifyInstance,
  moved: { creator: { username: string; platform: Platform }; from: Account; to: Account },
): void {
  const { config } = app.deps;
  const { creator, from, to } = moved;
  const platform = PLATFORM_NAMES[creator.platform];
  const page = `${config.publicUrl}${creatorPagePath(creator.username)}`;
  app.services.teamNotices.add({
    summary: `Claim moved: @${creator.username} on ${platform}`,
    text: [
      'A creator page claimed by one account was verified by another with its own code in the bio.',
      '',
      `Creator page: ${page} (@${creator.username} on ${platform})`,
      `Previous claimant: ${from.name} <${from.email}> (user id ${from.id})`,
      `New claimant: ${to.name} <${to.email}> (user id ${to.id})`,
      `Time: ${new Date().toISOString()}`,
    ].join('\n'),
  });
  const tr = translator(from.language);
  app.services.background.run('claim moved e-mail', () =>
    app.services.mailer.send({
      to: from.email,
      subject: tr('mail.claimMoved.subject', { username: creator.username }),
      text: letter(from.language, {
        name: from.name,
        lines: [
          tr('mail.claimMoved.lead', { link: page, username: creator.username, platform }),
          tr('mail.claimMoved.what', { platform }),
          '',
          tr('mail.claimMoved.next'),
        ],
        signature: false,
      }),
    }),
  );
}
