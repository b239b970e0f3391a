import type { Language } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';
import { letter, translator } from '../../lib/i18n/mail';
import { mailDate } from './decision-texts';

const APPEAL_OUTCOME_JOB = 'mail.appeal-outcome';
const APPEAL_RECEIPT_JOB = 'mail.appeal-receipt';

/** Queues the e-mail of an appeal's outcome, in the transaction of the moderator's decision. */
export const queueAppealOutcome = (q: Queryable, payload: { appealId: number; userId: number }) =>
  enqueue(q, APPEAL_OUTCOME_JOB, payload);

/** Queues the receipt of a new appeal, in the transaction that files it. */
export const queueAppealReceipt = (q: Queryable, payload: { appealId: number; userId: number }) =>
  enqueue(q, APPEAL_RECEIPT_JOB, payload);

interface AppealMailRow {
  status: 'open' | 'upheld' | 'reversed';
  decision_reason: string | null;
  decided_on: Date | string;
  email: string;
  name: string;
  language: Language;
}

async function appealMailRow(app: FastifyInstance, appealId: number): Promise<AppealMailRow | undefined> {
  const [row] = await app.deps.database.query<AppealMailRow>(
    `select a.status, a.decision_reason, d.created_at as decided_on, u.email, u.name, u.language
     from appeals a join decisions d on d.id = a.decision_id join users u on u.id = a.user_id where a.id = $1`,
    [appealId],
  );
  return row;
}

/**
 * The receipt of an appeal to the person who filed it, in their language: what happens next. Sent
 * even when a moderator decided it meanwhile (the outcome follows in its own mail).
 */
export const appealReceiptMail = mailJob<{ appealId: number }>(APPEAL_RECEIPT_JOB, async (app, { appealId }) => {
  const row = await appealMailRow(app, appealId);
  if (!row) return null;
  const tr = translator(row.language);
  return {
    to: row.email,
    subject: tr('mail.appeal.received.subject'),
    text: letter(row.language, {
      name: row.name,
      lines: [tr('mail.appeal.received.lead', { date: mailDate(row.decided_on), id: appealId })],
    }),
  };
});

/** The outcome of an appeal to the person who filed it, in their language, with the moderator's reason. */
export const appealOutcomeMail = mailJob<{ appealId: number }>(APPEAL_OUTCOME_JOB, async (app, { appealId }) => {
  const row = await appealMailRow(app, appealId);
  if (!row || row.status === 'open') return null;
  const tr = translator(row.language);
  const lines = [tr(`mail.appeal.${row.status}.lead`, { date: mailDate(row.decided_on) })];
  if (row.decision_reason) lines.push('', tr('mail.removal.note', { note: row.decision_reason }));
  return {
    to: row.email,
    subject: tr(`mail.appeal.${row.status}.subject`),
    text: letter(row.language, { name: row.name, lines }),
  };
});
