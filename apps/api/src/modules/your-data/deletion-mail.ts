import type { FastifyInstance } from 'fastify';
import type { Language } from '@fanlens/shared';
import { letter, translator } from '../../lib/i18n/mail';
import type { Mail } from '../../lib/mailer';
import type { Queryable } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';

interface DeletedAccount {
  account: { email: string; name: string; language: Language };
  counts: { reviews: number; releasedPages: number };
}

const DELETION_MAIL_JOB = 'mail.account-deleted';

/**
 * Queued in the deletion's transaction. The account is gone once it commits, so the job holds the
 * address, the name and the language (the only job that keeps them itself), emptied once it is sent.
 */
export const queueDeletionMail = (q: Queryable, deleted: DeletedAccount) => enqueue(q, DELETION_MAIL_JOB, deleted);

export const deletionMailJob = mailJob<DeletedAccount>(DELETION_MAIL_JOB, (app, { account, counts }) =>
  deletionMail(app, account, counts),
);

/**
 * The last e-mail to a deleted account's address, in the account's language: what was deleted,
 * what stays and why, and that the address may sign up again.
 */
function deletionMail(
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
