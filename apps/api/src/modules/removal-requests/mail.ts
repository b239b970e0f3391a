import type { FastifyInstance } from 'fastify';
import type { Language } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { letter, translator } from '../../lib/i18n/mail';
import type { Mail } from '../../lib/mailer';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';
import { creatorPageUrl } from '../notifications/notify';

/**
 * E-mails to the person who asked for a page's removal (any address, not an account): the receipt,
 * and the moderator's decision, in the language the request was sent in. Each is queued in the
 * transaction that records the request or the decision, and written when it is sent from the
 * request as it is then (a request deleted meanwhile, with its account, sends nothing). They carry
 * no text the requester typed, so the form cannot be used to send others arbitrary mail.
 */
const RECEIPT_JOB = 'mail.removal-receipt';
const DECISION_JOB = 'mail.removal-decision';

interface RequestRow {
  email: string;
  language: Language;
  username: string;
  status: 'open' | 'accepted' | 'declined';
  decision_note: string | null;
}

async function requestOf(app: FastifyInstance, id: number): Promise<RequestRow | undefined> {
  const [row] = await app.deps.database.query<RequestRow>(
    `select q.email, q.language, c.username, q.status, q.decision_note
     from removal_requests q join creators c on c.id = q.creator_id where q.id = $1`,
    [id],
  );
  return row;
}

const toRequester = (row: RequestRow, subject: string, lines: string[]): Mail => ({
  to: row.email,
  subject,
  text: letter(row.language, { lines }),
});

export const queueReceipt = (q: Queryable, requestId: number) => enqueue(q, RECEIPT_JOB, { requestId });
export const queueDecision = (q: Queryable, requestId: number) => enqueue(q, DECISION_JOB, { requestId });

export const removalReceiptMail = mailJob<{ requestId: number }>(RECEIPT_JOB, async (app, { requestId }) => {
  const row = await requestOf(app, requestId);
  if (!row) return null;
  const tr = translator(row.language);
  return toRequester(row, tr('mail.removalReceipt.subject', { id: requestId }), [
    tr('mail.removalReceipt.lead', { link: creatorPageUrl(app, row.username) }),
    '',
    tr('mail.removalReceipt.outro'),
  ]);
});

export const removalDecisionMail = mailJob<{ requestId: number }>(DECISION_JOB, async (app, { requestId }) => {
  const row = await requestOf(app, requestId);
  if (!row || row.status === 'open') return null;
  const accepted = row.status === 'accepted';
  const tr = translator(row.language);
  const vars = { link: creatorPageUrl(app, row.username), id: requestId };
  const lines = [tr(accepted ? 'mail.removalAccepted.lead' : 'mail.removalDeclined.lead', vars)];
  if (row.decision_note) lines.push('', tr('mail.removal.note', { note: row.decision_note }));
  return toRequester(row, tr(accepted ? 'mail.removalAccepted.subject' : 'mail.removalDeclined.subject'), lines);
});
