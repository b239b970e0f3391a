import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../lib/mailer';

/**
 * The last e-mail to a deleted account's address: what was deleted, what stays and why, and that
 * the address may sign up again. It is built before the answer and sent in the background.
 */
export function deletionMail(
  app: FastifyInstance,
  account: { email: string; name: string },
  counts: { reviews: number; releasedPages: number },
): Mail {
  const lines = [
    `Hello ${account.name},`,
    '',
    `Your FanLens account (${account.email}) has been deleted, as you asked. We deleted:`,
    '- your profile: name, e-mail address, avatar and notification settings;',
    `- your reviews (${counts.reviews}), hidden ones too, with the helpful votes and replies they had;`,
    '- your helpful votes, favorites, reports, page removal requests and page claim attempts;',
    '- every session: each device where you were signed in has been signed out.',
  ];
  if (counts.releasedPages > 0) {
    lines.push(
      '',
      `The creator page${counts.releasedPages > 1 ? 's' : ''} you claimed ${counts.releasedPages > 1 ? 'are' : 'is'} ` +
        'now unclaimed: your replies stay on it as the page’s replies, and its owner can claim it again.',
    );
  }
  lines.push(
    '',
    'Moderation records keep what they need with your account replaced by a pseudonym.',
    `This address can sign up again at any time: ${app.deps.config.publicUrl}/sign-up`,
    '',
    'This is the last e-mail FanLens sends you about this account.',
    '',
    'The FanLens team',
  );
  return { to: account.email, subject: 'Your FanLens account has been deleted', text: lines.join('\n') };
}
