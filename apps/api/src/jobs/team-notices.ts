import type { Queryable } from '../db/transaction';
import { inTransaction } from '../db/transaction';
import { enqueue } from './queue';
import { mailJob } from './mail-job';
import type { JobDefinition } from './job-types';

/** One thing the team should know (a failed verification, say). */
export interface TeamNotice {
  /** One line: the subject of a mail holding only this notice, a bullet in a digest. */
  summary: string;
  text: string;
}

/** At most one team e-mail per window; the notices of a window go out together in the next one. */
export const TEAM_NOTICE_WINDOW_MS = 15 * 60 * 1000;
/** Notices written out in full per e-mail; the rest are counted. */
export const TEAM_NOTICE_MAX_ITEMS = 50;

const NOTICE_JOB = 'team-notice';
const TEAM_MAIL_JOB = 'mail.team';
/** Gathering takes this lock (per transaction), so two processes never make two e-mails of one window. */
const GATHER_LOCK = "hashtext('fanlens:team-notices')";

/**
 * Queues a notice for the team (TEAM_EMAIL), in the transaction of what it reports. E-mails to the
 * team are rate-limited and batched: the first notice after a quiet window goes out at once; later
 * ones wait for the window's end and go out together, at most TEAM_NOTICE_MAX_ITEMS written out.
 */
export async function addTeamNotice(q: Queryable, notice: TeamNotice): Promise<void> {
  await enqueue(q, NOTICE_JOB, notice);
}

/**
 * A notice's job: when the last team e-mail is a window old (or there was none), it gathers every
 * notice not sent yet (this one, and those waiting or being run elsewhere: their own runs then
 * find them done) into one team e-mail's job, in one transaction under a lock; otherwise it waits
 * for the window's end (not a failed try). The window is measured from when the last notices were
 * gathered, on the queue's clock.
 */
export const teamNoticeJob: JobDefinition<TeamNotice> = {
  kind: NOTICE_JOB,
  async handle({ app, now }) {
    return app.deps.database.db.transaction(async (tx) => {
      const q = inTransaction(tx);
      await q.query(`select pg_advisory_xact_lock(${GATHER_LOCK})`);
      const [last] = await q.query<{ at: Date | string | null }>(
        `select max(finished_at) as at from jobs where kind = $1 and state = 'done'`,
        [NOTICE_JOB],
      );
      const windowEnd = last?.at ? new Date(new Date(last.at).getTime() + TEAM_NOTICE_WINDOW_MS) : null;
      if (windowEnd && windowEnd > now) return { later: windowEnd };
      const gathered = await q.query<{ id: number; payload: TeamNotice }>(
        `with taken as (
           select id from jobs where kind = $1 and state in ('queued', 'running') order by id for update skip locked
         )
         update jobs j set state = 'done', payload = '{}', lease_until = null, claim = null, finished_at = $2
         from (select j2.id, j2.payload from jobs j2 join taken on taken.id = j2.id) old
         where j.id = old.id
         returning old.id, old.payload`,
        [NOTICE_JOB, now],
      );
      const notices = gathered.sort((a, b) => a.id - b.id).map((row) => row.payload);
      if (notices.length > 0) await enqueue(q, TEAM_MAIL_JOB, compose(notices));
      return undefined;
    });
  },
};

/** The team's e-mail of the notices gathered (its text written when they were gathered). */
export const teamMail = mailJob<{ subject: string; text: string }>(TEAM_MAIL_JOB, (app, mail) => ({
  to: app.deps.config.mail.teamEmail,
  ...mail,
}));

function compose(all: TeamNotice[]): { subject: string; text: string } {
  const notices = all.slice(0, TEAM_NOTICE_MAX_ITEMS);
  const skipped = all.length - notices.length;
  if (notices.length === 1 && skipped === 0) return { subject: notices[0].summary, text: notices[0].text };
  const total = all.length;
  const parts = [
    `${total} notices since the last e-mail (at most one e-mail every ${TEAM_NOTICE_WINDOW_MS / 60_000} minutes).`,
    '',
    ...notices.map((notice) => `- ${notice.summary}`),
    ...(skipped > 0 ? [`- and ${skipped} more (see the server log)`] : []),
    '',
    ...notices.flatMap((notice, i) => [`--- ${i + 1}. ${notice.summary}`, notice.text, '']),
  ];
  return { subject: `FanLens: ${total} notices for the team`, text: parts.join('\n') };
}
