import type { FastifyInstance } from 'fastify';
import { type Language, PLATFORM_NAMES, type Platform, creatorPagePath } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { letter, translator } from '../../lib/i18n/mail';
import { addTeamNotice } from '../../jobs/team-notices';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';
import { findUserById } from '../users/queries';
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

/**
 * Tells the team (TEAM_EMAIL, batched: see jobs/team-notices.ts) about a failed verification, in the
 * transaction that records the attempt.
 */
export async function informTeam(q: Queryable, app: FastifyInstance, failure: FailedVerification): Promise<void> {
  const { config } = app.deps;
  const { user, creator } = failure;
  const platform = PLATFORM_NAMES[creator.platform];
  await addTeamNotice(q, {
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

const CLAIM_MOVED_JOB = 'mail.claim-moved';

/**
 * A page claimed by one account was verified by another with its own code: the team hears of it
 * (batched) and the previous claimant gets an e-mail of their own, in their language; both are
 * queued in the transaction that moves the claim.
 */
export async function reportMovedClaim(
  q: Queryable,
  app: FastifyInstance,
  moved: { creator: { username: string; platform: Platform }; from: Account; to: Account },
): Promise<void> {
  const { config } = app.deps;
  const { creator, from, to } = moved;
  const platform = PLATFORM_NAMES[creator.platform];
  const page = `${config.publicUrl}${creatorPagePath(creator.username)}`;
  await addTeamNotice(q, {
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
  await enqueue(q, CLAIM_MOVED_JOB, { userId: from.id, username: creator.username, platform: creator.platform });
}

/** The previous claimant's e-mail, written when it is sent (their address and language then). */
export const claimMovedMail = mailJob<{ userId: number; username: string; platform: Platform }>(
  CLAIM_MOVED_JOB,
  async (app, { userId, username, platform: key }) => {
    const from = await findUserById(app.deps.database.db, userId);
    if (!from) return null;
    const platform = PLATFORM_NAMES[key];
    const page = `${app.deps.config.publicUrl}${creatorPagePath(username)}`;
    const tr = translator(from.language);
    return {
      to: from.email,
      subject: tr('mail.claimMoved.subject', { username }),
      text: letter(from.language, {
        name: from.name,
        lines: [
          tr('mail.claimMoved.lead', { link: page, username, platform }),
          tr('mail.claimMoved.what', { platform }),
          '',
          tr('mail.claimMoved.next'),
        ],
        signature: false,
      }),
    };
  },
);
