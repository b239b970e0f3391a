import type { FastifyInstance } from 'fastify';
import type { Language } from '@fanlens/shared';
import { letter, translator } from '../../lib/i18n/mail';
import type { Mail } from '../../lib/mailer';

/**
 * The last e-mail to a deleted account's address, in the account's language: what was deleted,
 * what stays and why, and that the address may sign up again. It is built before the answer and
 * sent in the background.
 */
export function deletionMail(
  app: FastifyInstance,
  account: { email: string; name: string; language: Language },
  counts: { reviews: number; releasedPages: number },
): Mail {
  const tr = translator(account.language);
  const lines = [
    tr('mail.deleted.lead', { email: account.email }),
    tr('mail.deleted.profile'),
    tr('mail.deleted.reviews', { count: counts.reviews }),
    tr('mail.deleted.rest'),
    tr('mail.deleted.sessions'),
  ];
  if (counts.releasedPages > 0) {
    lines.push('', tr(counts.releasedPages > 1 ? 'mail.deleted.pagesReleased' : 'mail.deleted.pageReleased'));
  }
  lines.push(
    '',
    tr('mail.deleted.records'),
    tr('mail.deleted.signUp', { link: `${app.deps.config.publicUrl}/sign-up` }),
    '',
    tr('mail.deleted.last'),
  );
  return {
    to: account.email,
    subject: tr('mail.deleted.subject'),
    text: letter(account.language, { name: account.name, lines }),
  };
}
