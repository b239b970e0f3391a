import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@fanlens/shared';
import { inTransaction, type Queryable } from '../../db/transaction';
import { enqueue, runSoon } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';
import type { JobDefinition } from '../../jobs/job-types';
import { unsubscribeUrl } from '../../lib/unsubscribe-link';
import { accountLanguage } from '../../lib/i18n/request-language';
import { alertMailText } from './alert-mail';
import { fanOutEvents } from './event-queries';
import {
  cancelUnwanted,
  composeDigests,
  composeInstantMails,
  eventsOfMail,
  markGivenUp,
  markSent,
  pruneAlerts,
  takeComposeLock,
} from './mail-queries';

const ROUND_JOB = 'round.price-alerts';
const ALERT_MAIL_JOB = 'mail.price-alert';

/** What one round did (for the log). */
export interface AlertRound {
  fannedOut: number;
  composed: number;
}

/**
 * After a price event, in the transaction of the change that made it: the next round runs as soon
 * as it commits, so instant alerts go out at once.
 */
export const alertRoundSoon = (q: Queryable) => runSoon(q, ROUND_JOB);

/**
 * One round of alert work, a periodic job of the queue (once per cluster, every
 * ALERT_ROUND_SECONDS and after each price event):
 * 1. fan the waiting price events out to one delivery per (fan, event) (events claimed SKIP LOCKED);
 * 2. compose mails from pending deliveries (under an advisory lock): instant fans one per creator
 *    and day, weekly fans one digest when the oldest is a week old; each mail's job is queued in
 *    the transaction that makes the mail, so the queue sends it (retries, backoff, the same
 *    Message-ID on a resend). See docs/decisions/023 for what is guaranteed.
 */
export async function runAlertRound(app: FastifyInstance, now: Date): Promise<AlertRound> {
  const { database } = app.deps;
  const fannedOut = await database.db.transaction((tx) => fanOutEvents(inTransaction(tx), now));
  const composed = await database.db.transaction(async (tx) => {
    const q = inTransaction(tx);
    if (!(await takeComposeLock(q))) return 0;
    await cancelUnwanted(q);
    const mails = [...(await composeInstantMails(q, now)), ...(await composeDigests(q, now))];
    for (const mailId of mails) await enqueue(q, ALERT_MAIL_JOB, { mailId }, { key: `alert-mail:${mailId}` });
    return mails.length;
  });
  const round = { fannedOut, composed };
  if (fannedOut + composed > 0) app.log.info(round, 'price alerts round');
  return round;
}

export const priceAlertRound: JobDefinition = {
  kind: ROUND_JOB,
  every: (app) => app.deps.config.jobs.alertRoundMs,
  atStart: true,
  async handle({ app, now }) {
    await runAlertRound(app, now);
  },
};

/** Hourly, once per cluster: alert rows past their 90 days. */
export const pruneAlertRows: JobDefinition = {
  kind: 'round.prune-alerts',
  every: () => 60 * 60_000,
  async handle({ app, now }) {
    await pruneAlerts(app.deps.database, now);
  },
};

/**
 * One alert e-mail, written when it is sent (the fan's name, language and the events then), with
 * the mail's own key `fanlens-alert-{id}` as its Message-ID on every try; `sent_at` once the mail
 * server took it (nothing left to tell counts as sent), `failed_at` when the queue gives it up.
 */
export const priceAlertMail = mailJob<{ mailId: number }>(
  ALERT_MAIL_JOB,
  async (app, { mailId }, { now }) => {
    const { database, config } = app.deps;
    const [mail] = await database.query<{ user_id: number; digest: boolean; email: string; name: string }>(
      'select m.user_id, m.digest, u.email, u.name from alert_mails m join users u on u.id = m.user_id where m.id = $1',
      [mailId],
    );
    const events = mail ? await eventsOfMail(database, mailId) : [];
    if (!mail || events.length === 0) {
      await markSent(database, mailId, now);
      return null;
    }
    const link = unsubscribeUrl(config.publicUrl, app.services.signer, mail.user_id, 'alerts');
    const language = (await accountLanguage(database, mail.user_id)) ?? DEFAULT_LANGUAGE;
    const text = alertMailText({
      language,
      recipientName: mail.name,
      digest: mail.digest,
      events,
      publicUrl: config.publicUrl,
      unsubscribeUrl: link,
    });
    return {
      to: mail.email,
      subject: text.subject,
      text: text.text,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  },
  {
    key: ({ mailId }) => `fanlens-alert-${mailId}`,
    sent: (app, { mailId }, now) => markSent(app.deps.database, mailId, now),
    onGiveUp: ({ app, payload, now }) => markGivenUp(app.deps.database, payload.mailId, now),
  },
);
