import { guidelinePath, type Language } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';
import { letter, translator } from '../../lib/i18n/mail';
import { creatorPageUrl } from '../notifications/notify';

/**
 * E-mails to a signed-in reporter: the receipt of the report, and the outcome once a moderator
 * hides the review or dismisses the reports. Each is queued in the transaction of the report or of
 * the decision and written when it is sent, in the reporter's language; they name the page only,
 * never the review's author or the moderator.
 */
const RECEIPT_JOB = 'mail.report-receipt';
const OUTCOME_JOB = 'mail.report-outcome';

export const queueReportReceipt = (q: Queryable, report: { reportId: number; userId: number }) =>
  enqueue(q, RECEIPT_JOB, report);

export async function queueReportOutcomes(q: Queryable, reports: readonly { id: number; user_id: number }[]) {
  for (const report of reports) await enqueue(q, OUTCOME_JOB, { reportId: report.id, userId: report.user_id });
}

interface ReportMailRow {
  outcome: string | null;
  username: string;
  email: string;
  name: string;
  language: Language;
}

async function reportOf(q: Queryable, reportId: number): Promise<ReportMailRow | undefined> {
  const [row] = await q.query<ReportMailRow>(
    `select p.outcome, c.username, u.email, u.name, u.language
     from review_reports p join reviews r on r.id = p.review_id join creators c on c.id = r.creator_id
       join users u on u.id = p.user_id
     where p.id = $1`,
    [reportId],
  );
  return row;
}

export const reportReceiptMail = mailJob<{ reportId: number }>(RECEIPT_JOB, async (app, { reportId }) => {
  const row = await reportOf(app.deps.database, reportId);
  if (!row) return null;
  const tr = translator(row.language);
  return {
    to: row.email,
    subject: tr('mail.reportReceipt.subject'),
    text: letter(row.language, {
      name: row.name,
      lines: [tr('mail.reportReceipt.lead', { link: creatorPageUrl(app, row.username), id: reportId })],
    }),
  };
});

export const reportOutcomeMail = mailJob<{ reportId: number }>(OUTCOME_JOB, async (app, { reportId }) => {
  const row = await reportOf(app.deps.database, reportId);
  if (!row || (row.outcome !== 'hidden' && row.outcome !== 'dismissed')) return null;
  const tr = translator(row.language);
  const vars = { link: creatorPageUrl(app, row.username), id: reportId };
  return {
    to: row.email,
    subject: tr('mail.reportOutcome.subject'),
    text: letter(row.language, {
      name: row.name,
      lines: [
        tr(row.outcome === 'hidden' ? 'mail.reportOutcome.hidden' : 'mail.reportOutcome.dismissed', vars),
        '',
        tr('mail.reportOutcome.rules', { link: `${app.deps.config.publicUrl}${guidelinePath('reporting')}` }),
      ],
    }),
  };
});
